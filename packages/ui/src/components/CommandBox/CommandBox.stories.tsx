import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CommandBox } from './CommandBox';

const meta = {
  title: 'Components/CommandBox',
  component: CommandBox,
  tags: ['autodocs'],
  args: {
    command: 'curl -o install.sh https://get.rainbond.com && bash ./install.sh',
    label: 'Install command for Linux and macOS',
    onCopy: fn(),
  },
} satisfies Meta<typeof CommandBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Linux: Story = {};

export const Chinese: Story = { args: { copyLabel: '复制', copiedLabel: '已复制', label: '安装命令' } };

export const Windows: Story = {
  args: {
    prompt: 'PS>',
    command: 'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1',
    label: 'Install command for Windows',
  },
};

/** Clicking Copy puts the command on the clipboard, calls onCopy and shows the copied state. */
export const CopiesTheCommand: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void writes.push(text) },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
    await expect(writes).toEqual([args.command]);
    await expect(args.onCopy).toHaveBeenCalledWith(args.command);
  },
};
