import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataTable } from './DataTable';

const meta = {
  title: 'Marketing/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: '支持的 CPU 架构',
    scrollLabel: '支持的 CPU 架构（可横向滚动）',
    columns: { isa: '指令集', chips: '代表芯片', support: '支持情况' },
    rows: [
      { isa: 'x86_64', chips: 'Intel、AMD、海光、兆芯', support: '完整支持' },
      { isa: 'arm64', chips: '鲲鹏、飞腾', support: '完整支持' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: args.caption as string });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(args.rows.length);
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
/** Under a heading that says the same, the caption is for screen readers only, and names the region. */
export const HiddenCaption: Story = {
  args: {
    caption: 'Local library and app store side by side',
    hideCaption: true,
    scrollLabel: undefined,
    columns: { label: 'Aspect', local: 'Local library', store: 'App store' },
    rows: [{ label: 'Who sees it', local: 'Your teams', store: 'Everyone' }],
  },
};
