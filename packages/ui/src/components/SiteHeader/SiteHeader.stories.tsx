import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { SampleLogo, sampleEndItems, sampleNavEn, sampleNavZh } from '../../stories/fixtures';

const meta = {
  title: 'Navigation/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: { href: '/', name: 'Acme Cloud', logo: <SampleLogo /> },
    items: sampleNavZh,
    endItems: sampleEndItems,
    navLabel: '主导航',
    openMenuLabel: '菜单',
    closeMenuLabel: '关闭菜单',
    currentPath: '/docs',
    mobileSections: [
      { label: 'Languages', items: [{ label: '简体中文', href: '/' }, { label: 'English', href: '/en/' }] },
      { label: 'Versions', items: [{ label: 'V6.2', href: '/docs' }, { label: 'V5.17', href: '/docs/5.17' }] },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};

export const English: Story = {
  args: { items: sampleNavEn, navLabel: 'Main', openMenuLabel: 'Menu', closeMenuLabel: 'Close menu', currentPath: '/en/docs' },
};

export const HiddenOnScroll: Story = { args: { hidden: true } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The hamburger opens a modal drawer with the sections; Escape closes it and focus returns. */
export const MobileMenuOpensAndCloses: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '菜单' });
    await userEvent.click(toggle);
    const drawer = await canvas.findByRole('dialog', { name: '菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByText('Languages')).toBeInTheDocument();
    await expect(within(drawer).getByText('Versions')).toBeInTheDocument();
    await expect(within(drawer).getByRole('link', { name: 'DevOps' })).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: '关闭菜单' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(toggle).toHaveFocus();
  },
};

/** A dropdown opens from the keyboard and Escape closes it, returning focus to its button. */
export const DropdownKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '产品功能', hidden: true });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};
