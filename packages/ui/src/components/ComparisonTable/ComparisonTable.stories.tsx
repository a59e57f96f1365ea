import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComparisonTable } from './ComparisonTable';

const meta = {
  title: 'Marketing/ComparisonTable',
  component: ComparisonTable,
  tags: ['autodocs'],
  args: {
    caption: '开源版与企业版的功能差异',
    featureLabel: '功能',
    includedLabel: '包含',
    excludedLabel: '不包含',
    scrollLabel: '功能对比表，可左右滚动',
    columns: [
      { key: 'oss', label: '开源版' },
      { key: 'enterprise', label: '企业版', highlight: true },
    ],
    groups: [
      {
        title: '应用构建',
        rows: [
          { feature: '源码自动识别与构建', values: { oss: true, enterprise: true } },
          { feature: '持续构建与版本回滚', values: { oss: true, enterprise: true } },
        ],
      },
      {
        title: '企业扩展',
        rows: [
          { feature: '可观测性中心', description: '全局日志、报警中心、高级监控、大屏', values: { oss: false, enterprise: true } },
          { feature: '离线环境支持', values: { oss: '命令行', enterprise: '图形界面' } },
        ],
      },
    ],
  },
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '开源版与企业版的功能差异' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '企业版' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: /可观测性中心/ })).toBeInTheDocument();
    await expect(canvas.getAllByText('不包含').length).toBeGreaterThan(0);
  },
};

export const EnglishThreeColumns: Story = {
  args: {
    caption: 'Editions compared',
    hideCaption: true,
    featureLabel: 'Feature',
    includedLabel: 'Included',
    excludedLabel: 'Not included',
    scrollLabel: 'Comparison table, scrolls sideways',
    columns: [
      { key: 'oss', label: 'Open source' },
      { key: 'cloud', label: 'Cloud' },
      { key: 'enterprise', label: 'Enterprise', highlight: true },
    ],
    groups: [
      {
        title: 'Support',
        rows: [
          { feature: 'Community support', href: 'https://github.com/goodrain/rainbond/issues', values: { oss: true, cloud: true, enterprise: true } },
          { feature: 'On-site rollout and training', values: { oss: false, cloud: false, enterprise: true } },
        ],
      },
    ],
  },
};
