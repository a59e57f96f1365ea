import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: '部署方式',
    value: 'private',
    options: [
      { value: 'private', label: '私有化部署' },
      { value: 'hybrid', label: '混合云' },
      { value: 'public', label: '公有云托管' },
    ],
    hint: '价格因部署方式而不同',
    onValueChange: () => {},
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Select {...args} value={value} onValueChange={setValue} />;
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = {
  args: {
    label: 'Support plan',
    value: 'standard',
    options: [
      { value: 'standard', label: 'Standard (business hours)' },
      { value: 'premium', label: 'Premium (24 × 7)' },
    ],
    hint: undefined,
  },
};

export const ChangesValue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '部署方式' });
    await userEvent.selectOptions(select, 'hybrid');
    await expect(select).toHaveValue('hybrid');
  },
};
