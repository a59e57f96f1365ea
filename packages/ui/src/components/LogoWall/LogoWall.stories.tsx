import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoWall } from './LogoWall';

const meta = {
  title: 'Marketing/LogoWall',
  component: LogoWall,
  tags: ['autodocs'],
  args: {
    label: '用户',
    logos: [{ name: '京东方' }, { name: '中国南方电网' }, { name: '拓维信息' }, { name: '中科院' }, { name: 'Example Bank' }],
  },
} satisfies Meta<typeof LogoWall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NamesOnly: Story = {};
export const WithMarks: Story = {
  args: {
    label: 'Partners',
    logos: [
      {
        name: 'Blue Square Ltd',
        mark: (
          <svg width="96" height="28" viewBox="0 0 96 28" aria-hidden="true">
            <rect width="28" height="28" rx="6" fill="#0066FF" />
            <text x="36" y="19" fontSize="13" fill="currentColor">BlueSq</text>
          </svg>
        ),
      },
      { name: 'Teal Works' },
    ],
  },
};
