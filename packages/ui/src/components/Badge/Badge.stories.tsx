import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '新功能', tone: 'primary' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'primary', 'accent', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="primary">Primary</Badge>
      <Badge tone="accent">信创</Badge>
      <Badge tone="success">Stable</Badge>
      <Badge tone="warning">Beta</Badge>
      <Badge tone="danger">Deprecated</Badge>
    </div>
  ),
};
export const OutlinedTags: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge outline tone="primary">Kubernetes</Badge>
      <Badge outline tone="primary">DevOps</Badge>
      <Badge outline tone="primary">微服务</Badge>
    </div>
  ),
};
