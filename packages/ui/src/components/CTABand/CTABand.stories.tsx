import type { Meta, StoryObj } from '@storybook/react-vite';
import { CTABand } from './CTABand';
import { Button } from '../Button';

const meta = {
  title: 'Marketing/CTABand',
  component: CTABand,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '现在就开始使用',
    description: '一条命令完成安装，在浏览器中打开 7070 端口即可进入控制台。',
    actions: (
      <>
        <Button variant="inverse" size="lg" href="/docs/quick-start/quick-install">快速安装</Button>
        <Button variant="secondary" size="lg" href="/enterprise_server">了解企业版</Button>
      </>
    ),
  },
} satisfies Meta<typeof CTABand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = {
  args: {
    title: 'Start in one command',
    description: 'Install on Linux, macOS or Windows, then open the console on port 7070.',
    actions: <Button variant="inverse" size="lg" href="/en/docs/quick-start/quick-install">Install now</Button>,
  },
};
