import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Button } from '../Button';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: '需要帮助吗？',
    children: <p>加入 Rainbond 社区交流群，或者预约一次产品演示，我们的工程师会回答你的问题。</p>,
    onCancel: fn(),
    width: 600,
    actions: null,
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const cancel = () => {
      args.onCancel();
      setOpen(false);
    };
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open dialog</Button>
        <Dialog
          {...args}
          open={open}
          onCancel={cancel}
          actions={
            <>
              <Button variant="secondary" onClick={cancel} data-autofocus>
                取消
              </Button>
              <Button href="https://www.rainbond.com/enterprise_server">联系我们</Button>
            </>
          }
        />
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const English: Story = {
  args: {
    title: 'Need a hand?',
    children: <p>Join the community chat or book a demo with an engineer; we are happy to help you evaluate Rainbond.</p>,
  },
};

export const Closed: Story = { args: { open: false } };

/** Focus moves in, Tab stays inside, the mask does not close it, Escape cancels and focus returns. */
export const FocusTrapAndEscape: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: '需要帮助吗？' });
    const cancel = within(dialog).getByRole('button', { name: '取消' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: '联系我们' })).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.click(page.getByTestId('dialog-mask'));
    await expect(page.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};
