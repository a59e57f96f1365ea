import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TagList } from './TagList';

const meta = {
  title: 'Marketing/TagList',
  component: TagList,
  tags: ['autodocs'],
  args: {
    'aria-label': '支持的操作系统',
    tags: ['麒麟 V10', '统信 UOS', '欧拉 openEuler', '龙蜥 Anolis OS'],
    tone: 'primary',
    large: true,
  },
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: args['aria-label'] });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(args.tags.length);
  },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {};
export const CentredLanguages: Story = { args: { 'aria-label': 'Languages', tags: ['Java', 'Go', 'Python', 'Node.js', 'PHP', '.NET'], centered: true } };
/** Under a card's text: small bordered names. */
export const OutlinedNames: Story = { args: { 'aria-label': 'Databases', tags: ['MySQL', 'PostgreSQL', 'Redis'], tone: undefined, large: false, outline: true } };
