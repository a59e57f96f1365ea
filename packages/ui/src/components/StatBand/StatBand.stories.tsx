import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatBand } from './StatBand';

const meta = {
  title: 'Marketing/StatBand',
  component: StatBand,
  tags: ['autodocs'],
  args: {
    label: '项目数据',
    stats: [
      { value: '500+', label: '一键安装的应用' },
      { value: '80+', label: '开源应用与插件' },
      { value: '7', label: '自动识别的源码类型' },
      { value: '7070', label: '控制台默认端口' },
    ],
  },
} satisfies Meta<typeof StatBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const EnglishThree: Story = {
  args: {
    label: 'Project figures',
    stats: [
      { value: '500+', label: 'one-click apps' },
      { value: '80+', label: 'open-source apps and plugins' },
      { value: '1', label: 'command to install' },
    ],
  },
};
