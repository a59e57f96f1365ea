import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureSplit } from './FeatureSplit';
import { Button } from '../Button';

const Illustration = () => (
  <svg viewBox="0 0 240 160" width="240" height="160" role="img" aria-label="Three clusters managed from one console">
    <rect x="90" y="10" width="60" height="40" rx="8" fill="#0066FF" />
    {[20, 100, 180].map((x) => (
      <rect key={x} x={x} y="100" width="40" height="40" rx="8" fill="#E6F7F9" stroke="#19AABE" />
    ))}
    <path d="M120 50v20M40 80h160M40 80v20M120 80v20M200 80v20" stroke="#19AABE" strokeWidth="2" fill="none" />
  </svg>
);

const meta = {
  title: 'Marketing/FeatureSplit',
  component: FeatureSplit,
  tags: ['autodocs'],
  args: {
    title: '一个控制台，管理所有集群',
    description: '接入阿里云、华为云、自建机房或边缘节点上的 Kubernetes 集群，应用可以在集群之间迁移和复制。',
    points: ['统一的团队与权限', '跨集群部署同一个应用', '集群资源一目了然'],
    media: <Illustration />,
    action: <Button variant="secondary" href="/feature/multi-cluster">了解更多</Button>,
  },
} satisfies Meta<typeof FeatureSplit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MediaRight: Story = {};
export const MediaLeft: Story = {
  args: {
    reverse: true,
    title: 'One console for every cluster',
    description: 'Connect clusters in public clouds, your data centre or at the edge, and move applications between them.',
    points: ['Shared teams and permissions', 'Deploy one app to several clusters'],
    action: undefined,
  },
};
