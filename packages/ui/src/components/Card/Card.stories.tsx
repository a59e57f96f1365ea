import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>源码构建</h3>
        <p style={{ margin: 0 }}>自动识别 Java、Python、Golang、NodeJS、PHP 等语言，无需编写 Dockerfile。</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Elevated: Story = { args: { elevated: true } };
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <>
        <h3 style={{ margin: 0 }}>Multi-cluster management</h3>
        <p style={{ margin: 0 }}>
          Connect clusters in any cloud and deploy the same application to each. <a href="#multi-cluster">Learn more</a>
        </p>
      </>
    ),
  },
};
export const SmallPadding: Story = { args: { padding: 'sm' } };
