import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: '节点数量', value: 3, min: 1, max: 100, unit: '台', hint: '集群中运行应用的服务器数量', onValueChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <NumberField {...args} value={value} onValueChange={setValue} decrementLabel="减少" incrementLabel="增加" />;
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = { args: { label: 'Memory per node', value: 16, step: 8, unit: 'GB', hint: 'Rounded to steps of 8 GB' } };
export const AtMinimum: Story = { args: { value: 1 } };

/** The buttons step the value and stop at the limits. */
export const StepsAndClamps: Story = {
  args: { value: 2, min: 1, max: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: '节点数量' });
    await userEvent.click(canvas.getByRole('button', { name: '增加' }));
    await expect(input).toHaveValue(3);
    await expect(canvas.getByRole('button', { name: '增加' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await userEvent.click(canvas.getByRole('button', { name: '减少' }));
    await expect(input).toHaveValue(1);
  },
};
