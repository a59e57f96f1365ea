import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Illustration } from './Illustration';

/** A small drawing as a designer's file holds it: words are placeholders, the marker id is per instance. */
const pipeline = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 120" aria-label="{{label}}">
<defs><marker id="{{@id}}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0 10 5 0 10z" fill="var(--rb-color-accent)"/></marker></defs>
<rect x="10" y="36" width="120" height="48" rx="10" fill="var(--rb-color-surface)" stroke="var(--rb-color-borderStrong)"/>
<text x="70" y="65" text-anchor="middle" font-size="13" fill="var(--rb-color-text)">{{source}}</text>
<path d="M132 60h94" fill="none" stroke="var(--rb-color-accent)" stroke-width="2" marker-end="url(#{{@id}})"/>
<rect x="230" y="36" width="120" height="48" rx="10" fill="var(--rb-color-primary)"/>
<text x="290" y="65" text-anchor="middle" font-size="13" fill="var(--rb-color-onPrimary)">{{app}}</text>
</svg>`;

const meta = {
  title: 'Marketing/Illustration',
  component: Illustration,
  tags: ['autodocs'],
  args: {
    svg: pipeline,
    labels: { label: '从源码到应用', source: '源代码', app: '运行的应用' },
  },
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: args.labels.label ?? '' });
    await expect(image).toHaveTextContent(args.labels.source ?? '');
  },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = {
  args: { labels: { label: 'From source to a running app', source: 'Source code', app: 'Running app' } },
};
/** Labels are text, never markup. */
export const LabelWithMarkup: Story = {
  args: { labels: { label: 'Escaped', source: '<b>a & b</b>', app: '"quoted"' } },
};
