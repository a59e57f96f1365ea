import type { Meta, StoryObj } from '@storybook/react-vite';
import { Section } from './Section';
import { Grid } from './Grid';
import { Container } from './Container';
import { Card } from '../Card';

const meta = {
  title: 'Layout/Section',
  component: Section,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: '为什么选择 Rainbond',
    intro: '不需要懂 Kubernetes，也能把应用部署到容器集群并管理好它。',
    tone: 'default',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'alt', 'inverse'] } },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = ['源码构建', '应用市场', '多集群管理', '可观测性', '服务网格', '离线交付'];

export const WithGrid: Story = {
  render: (args) => (
    <Section {...args}>
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 3 }}>
        {cards.map((name) => (
          <Card as="li" key={name}>
            <strong>{name}</strong>
          </Card>
        ))}
      </Grid>
    </Section>
  ),
};
export const AltBand: Story = { ...WithGrid, args: { tone: 'alt', title: 'Built for operators', intro: 'One console for every cluster.' } };
export const InverseBand: Story = { args: { tone: 'inverse', title: 'Ready to try it?', intro: 'Install in one command.', centered: true } };
export const ReadingContainer: Story = {
  render: () => (
    <Container width="reading">
      <p>
        Rainbond 以应用为中心，把开发、交付和运维统一到一个平台。Chinese paragraphs and English paragraphs share a column of
        about seventy-two characters, which keeps long documentation pages readable on wide screens.
      </p>
    </Container>
  ),
};
