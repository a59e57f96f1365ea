import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { CommandBox } from '../CommandBox';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    label: 'Operating system',
    items: [
      { value: 'linux', label: 'Linux', content: <CommandBox command="curl -o install.sh https://get.rainbond.com && bash ./install.sh" /> },
      { value: 'mac', label: 'macOS', content: <CommandBox command="curl -o install.sh https://get.rainbond.com && bash ./install.sh" /> },
      {
        value: 'windows',
        label: 'Windows',
        content: <CommandBox prompt="PS>" command={'Invoke-WebRequest "https://get.rainbond.com/install-rainbond.ps1" -o install-rainbond.ps1 ; .\\install-rainbond.ps1'} />,
      },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ChineseLabels: Story = {
  args: {
    label: '安装方式',
    defaultValue: 'helm',
    items: [
      { value: 'host', label: '主机安装', content: <p>在一台或多台 Linux 主机上，通过控制台图形界面完成集群安装。</p> },
      { value: 'helm', label: 'Helm 安装', content: <p>在已有的 Kubernetes 集群中，用 Helm Chart 安装 Rainbond。</p> },
      { value: 'offline', label: '离线安装', content: <p>在无法访问互联网的环境中，使用离线包完成安装。</p> },
    ],
  },
};

/** Arrow keys move the selection and wrap; Home and End jump to the ends. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const linux = canvas.getByRole('tab', { name: 'Linux' });
    await userEvent.click(linux);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'macOS' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(linux).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Windows' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(linux).toHaveFocus();
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};
