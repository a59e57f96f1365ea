import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Panel } from './Panel';

const meta = {
  title: 'Marketing/Panel',
  component: Panel,
  tags: ['autodocs'],
  args: {
    title: '一个应用模板带着什么',
    intro: '安装时，平台按模板一次性创建：',
    items: ['组件和它们的镜像或源码', '环境变量与配置文件', '组件之间的依赖关系', '存储、端口和伸缩规则'],
    boxed: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(String(args.title));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(args.items?.length ?? 0);
  },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Boxed: Story = {};
/** Beside a drawing or another column: no box, and the heading of its band. */
export const PlainWithHeading: Story = {
  args: {
    title: 'What partners get',
    headingLevel: 'h2',
    boxed: false,
    intro: undefined,
    items: ['A listing in the open-source app store', 'Help packaging the first template', 'Articles about the integration'],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent('What partners get');
  },
};
