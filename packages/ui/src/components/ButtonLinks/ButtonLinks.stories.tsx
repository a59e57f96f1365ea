import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLinks } from './ButtonLinks';

const meta = {
  title: 'Marketing/ButtonLinks',
  component: ButtonLinks,
  tags: ['autodocs'],
  decorators: [(Story) => <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>{Story()}</div>],
  args: {
    links: [
      { label: '打开应用商店', href: 'https://hub.grapps.cn', endIcon: 'externalLink' },
      { label: '看看精选开源应用', href: '/opensourceApps', variant: 'secondary' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(args.links.map((link) => link.href));
  },
} satisfies Meta<typeof ButtonLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeroActions: Story = {};
/** In a call-to-action band every button is `inverse`, whatever its own variant. */
export const OnABand: Story = {
  args: {
    variant: 'inverse',
    links: [
      { label: 'Apply now', href: 'https://example.com/apply' },
      { label: 'Follow on GitHub', href: 'https://github.com/goodrain/rainbond', startIcon: 'github' },
    ],
  },
  decorators: [(Story) => <div style={{ background: 'var(--rb-color-primary)', padding: '1.5rem', display: 'flex', gap: '0.75rem' }}>{Story()}</div>],
};
