import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepList } from './StepList';

const meta = {
  title: 'Marketing/StepList',
  component: StepList,
  tags: ['autodocs'],
  args: {
    label: '一键安装的步骤',
    steps: [
      { title: '选择应用', description: '在控制台的应用市场里找到要装的应用，看清它的版本和说明。' },
      { title: '指定团队和版本', description: '选好安装到哪个团队、哪个应用下，以及装哪个版本。' },
      { title: '等待启动', description: '平台按模板创建组件、配置和依赖，全部就绪后即可访问。' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: args.label });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.steps.length);
  },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
/** Under an h3 of its own, the step titles are h4. */
export const NestedHeadings: Story = {
  args: {
    label: 'Publishing from Rainbond',
    headingLevel: 'h4',
    steps: [
      { title: 'Publish the app', description: 'From the app view, publish it as a template to the local library.' },
      { title: 'Push to the store', description: 'Connect the store and push the template to it.' },
    ],
  },
};
