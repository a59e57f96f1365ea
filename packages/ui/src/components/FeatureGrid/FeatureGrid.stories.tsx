import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from './FeatureGrid';
import { Icon } from '../Icon';

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  tags: ['autodocs'],
  args: {
    columns: 3,
    features: [
      { icon: <Icon name="copy" />, title: '无需 Dockerfile', description: '自动识别 Java、Python、Golang、NodeJS、PHP、.NetCore 源码并完成构建。' },
      { icon: <Icon name="globe" />, title: '多集群管理', description: '把公有云、私有云和边缘的集群接入同一个控制台统一管理。', href: '/feature/multi-cluster', linkLabel: '了解多集群' },
      { icon: <Icon name="star" />, title: '应用市场', description: '500+ 一键安装的应用，也可以把自己的应用发布成模板。' },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const EnglishFourColumns: Story = {
  args: {
    columns: 4,
    features: [
      { title: 'Easy to use', description: 'No Dockerfile, no YAML, no Kubernetes knowledge needed.' },
      { title: 'Non-intrusive', description: 'Works with the clusters and tools you already run.' },
      { title: 'Observable', description: 'Cluster, node, app and component monitoring built in.' },
      { title: 'Lifecycle', description: 'Build, deploy, scale, upgrade and roll back from one place.', href: '/en/feature/app-ops', linkLabel: 'App operations' },
    ],
  },
};
