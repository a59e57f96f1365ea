import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteCard } from './QuoteCard';

const meta = {
  title: 'Marketing/QuoteCard',
  component: QuoteCard,
  tags: ['autodocs'],
  args: {
    quote: '开发团队第一次不需要写 Yaml 就把服务部署到了 Kubernetes 上。',
    author: '王工',
    role: '平台架构师，某制造企业',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = {
  args: {
    quote: 'Our developers shipped to Kubernetes without writing a single line of YAML.',
    author: 'Platform lead',
    role: 'A manufacturing company',
  },
};
