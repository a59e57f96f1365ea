import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SampleLogo } from '../../stories/fixtures';

const meta = {
  title: 'Navigation/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <SampleLogo />,
    tagline: '简单易用的云原生应用管理平台，让应用的管理和交付更简单。',
    action: (
      <Button variant="inverse" size="sm" href="https://github.com/" startIcon={<Icon name="star" size={16} />}>
        Star
      </Button>
    ),
    columns: [
      { title: '文档', items: [{ label: '快速开始', href: '/docs/quick-start/getting-started' }, { label: '使用教程', href: '/docs/tutorial' }] },
      { title: '产品功能', items: [{ label: '信创', href: '/xinchuang' }, { label: 'DevOps', href: '/feature/devops' }] },
      { title: '深入了解', items: [{ label: '使用场景', href: '/usescene' }, { label: '博客', href: '/blog' }] },
      { title: '更多', items: [{ label: '企业版', href: '/enterprise_server' }, { label: '联系我们', href: 'mailto:hello@example.com' }] },
    ],
    copyright: '© 2025 Acme Cloud · 京ICP备00000000号',
    label: '页脚',
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = {
  args: {
    tagline: 'A simple, easy-to-use cloud-native application management platform that makes application management and delivery simpler.',
    columns: [
      { title: 'Docs', items: [{ label: 'Getting started', href: '/en/docs/quick-start/getting-started' }] },
      { title: 'Features', items: [{ label: 'DevOps', href: '/en/feature/devops' }] },
      { title: 'In depth', items: [{ label: 'Blog', href: '/en/blog' }] },
    ],
    copyright: '© 2025 Acme Cloud',
    bottomLinks: [{ label: 'Privacy', href: '/en/privacy' }],
    label: 'Footer',
  },
};
