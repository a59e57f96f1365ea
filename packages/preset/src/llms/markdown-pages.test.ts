import { describe, expect, it } from 'vitest';
import { llmsFull, llmsIndex, markdownBody, markdownFileFor, pageMarkdown, type MarkdownPage } from './markdown-pages';

const source = `---
title: 安装
description: 在 Linux 上安装。
slug: /install
---

import Tabs from '@theme/Tabs';

Rainbond 的安装。

<!-- truncate -->

## 使用 Helm 安装 {#install-with-helm}

\`\`\`bash
helm install rainbond rainbond/rainbond-cluster
\`\`\`

\`\`\`java
import java.util.List;
\`\`\`
`;

const page: MarkdownPage = { title: '安装', description: '在 Linux 上安装。', permalink: '/docs/install', source };

describe('markdownBody', () => {
  it('drops front matter, MDX imports, heading ids and the truncate marker, and keeps code as written', () => {
    expect(markdownBody(source)).toBe('Rainbond 的安装。\n\n## 使用 Helm 安装\n\n```bash\nhelm install rainbond rainbond/rainbond-cluster\n```\n\n```java\nimport java.util.List;\n```');
  });
});

describe('pageMarkdown', () => {
  it('starts with the title and the description', () => {
    expect(pageMarkdown(page)).toMatch(/^# 安装\n\n> 在 Linux 上安装。\n\nRainbond 的安装。/);
  });
});

describe('markdownFileFor', () => {
  it('maps routes to files inside the locale folder', () => {
    expect(markdownFileFor('/docs/install', '/')).toBe('docs/install.md');
    expect(markdownFileFor('/en/docs/5.17', '/en/')).toBe('docs/5.17.md');
    expect(markdownFileFor('/en/blog/whatrainbond', '/en/')).toBe('blog/whatrainbond.md');
  });
});

describe('llmsIndex', () => {
  it('lists each non-empty section with absolute .md links and descriptions', () => {
    const text = llmsIndex({
      siteTitle: 'Rainbond',
      summary: 'Cloud-native application management.',
      siteUrl: 'https://www.rainbond.com/',
      sections: [
        { heading: 'Docs (V6.2)', pages: [{ ...page, permalink: '/en/docs/install' }] },
        { heading: 'Blog', pages: [] },
      ],
      extraLinks: [{ heading: 'Full text', links: [{ title: 'All docs', url: 'https://www.rainbond.com/en/llms-full.txt', description: 'Every page.' }] }],
    });
    expect(text).toBe(
      '# Rainbond\n\n> Cloud-native application management.\n\n## Docs (V6.2)\n\n' +
        '- [安装](https://www.rainbond.com/en/docs/install.md): 在 Linux 上安装。\n\n' +
        '## Full text\n\n- [All docs](https://www.rainbond.com/en/llms-full.txt): Every page.\n',
    );
  });
});

describe('llmsFull', () => {
  it('joins the pages with their source URLs', () => {
    const text = llmsFull('https://www.rainbond.com', 'Rainbond V6.2', [page, { ...page, title: '升级', permalink: '/docs/upgrade' }]);
    expect(text.startsWith('# Rainbond V6.2\n\n# 安装')).toBe(true);
    expect(text).toContain('Source: https://www.rainbond.com/docs/install\n\n---\n\n# 升级');
    expect(text.trim().endsWith('Source: https://www.rainbond.com/docs/upgrade')).toBe(true);
  });
});
