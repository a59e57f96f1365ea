import type { Meta, StoryObj } from '@storybook/react-vite';
import { Hero } from './Hero';
import { Button } from '../Button';
import { CommandBox } from '../CommandBox';

function Diagram() {
  return (
    <svg viewBox="0 0 320 220" width="320" height="220" role="img" aria-label="Source code flows into a running application">
      <rect x="10" y="80" width="90" height="60" rx="10" fill="#EBF3FF" stroke="#0066FF" />
      <text x="55" y="115" textAnchor="middle" fontSize="14" fill="#171C34">Code</text>
      <path d="M100 110h60" stroke="#19AABE" strokeWidth="3" markerEnd="url(#arrow)" />
      <rect x="165" y="60" width="145" height="100" rx="12" fill="#0066FF" />
      <text x="237" y="115" textAnchor="middle" fontSize="14" fill="#fff">Running app</text>
      <defs>
        <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="6" markerHeight="6" orient="auto">
          <path d="M0 0 10 5 0 10z" fill="#19AABE" />
        </marker>
      </defs>
    </svg>
  );
}

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: '开源 · 云原生',
    title: '不用懂 Kubernetes，也能管好云原生应用',
    subtitle: '从源代码到上线只需几步，无需编写 Dockerfile 和 Yaml，一个平台管理多个集群上的全部应用。',
    actions: (
      <>
        <Button size="lg" href="/docs/quick-start/quick-install">快速安装</Button>
        <Button size="lg" variant="secondary" href="/docs">阅读文档</Button>
      </>
    ),
    command: <CommandBox command="curl -o install.sh https://get.rainbond.com && bash ./install.sh" copyLabel="复制" copiedLabel="已复制" label="安装命令" />,
    media: <Diagram />,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chinese: Story = {};
export const English: Story = {
  args: {
    eyebrow: 'Open source · Cloud native',
    title: 'Run cloud-native apps without learning Kubernetes',
    subtitle: 'Go from source code to a running application in a few steps: no Dockerfile, no YAML, one console for every cluster.',
    actions: (
      <>
        <Button size="lg" href="/en/docs/quick-start/quick-install">Install</Button>
        <Button size="lg" variant="secondary" href="/en/docs">Read the docs</Button>
      </>
    ),
    command: <CommandBox command="curl -o install.sh https://get.rainbond.com && bash ./install.sh" label="Install command" />,
  },
};
export const CenteredWithoutMedia: Story = { args: { media: undefined, centered: true } };
