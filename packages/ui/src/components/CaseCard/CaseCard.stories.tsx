import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaseCard } from './CaseCard';

const meta = {
  title: 'Marketing/CaseCard',
  component: CaseCard,
  tags: ['autodocs'],
  args: {
    organisation: '某能源集团',
    industry: '能源',
    title: '两千个应用的统一交付',
    summary: '用应用模板把交付从数天缩短到数小时，并在信创环境中完成迁移。',
    href: '/case/csgApp',
    metrics: [
      { value: '70%', label: '交付时间缩短' },
      { value: '2000+', label: '纳管应用' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof CaseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const EnglishWithoutMetrics: Story = {
  args: {
    organisation: 'A university data centre',
    industry: 'Education',
    title: 'One platform for every research group',
    summary: 'Teams deploy their own services from source while operators keep one view of all clusters.',
    href: '/en/case/xybigdata',
    metrics: undefined,
  },
};
