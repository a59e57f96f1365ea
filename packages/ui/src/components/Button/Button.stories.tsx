import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { Icon } from '../Icon';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '快速开始', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'inverse'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Read the docs' } };
export const Ghost: Story = { args: { variant: 'ghost', children: '了解更多' } };
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Get started' },
  decorators: [(Story) => <div style={{ background: '#171C34', padding: 24 }}><Story /></div>],
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="md">Medium</Button>
      <Button {...args} size="lg">Large</Button>
    </div>
  ),
};
export const AsLink: Story = { args: { href: '/docs/quick-start/quick-install', children: '安装 Rainbond' } };
export const ExternalLinkWithIcon: Story = {
  args: {
    href: 'https://github.com/goodrain/rainbond',
    variant: 'secondary',
    children: 'Star on GitHub',
    startIcon: <Icon name="github" />,
    endIcon: <Icon name="externalLink" size={14} />,
  },
};
export const Disabled: Story = { args: { disabled: true, children: 'Disabled' } };
