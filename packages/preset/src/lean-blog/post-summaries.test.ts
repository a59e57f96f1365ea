import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { postSummaryRewrite } from './post-summaries';

function post(source: string, extra: Partial<BlogPost['metadata']> = {}): BlogPost {
  return {
    id: source,
    content: '# body',
    metadata: {
      source,
      permalink: `/blog/${source.slice(6, -3)}`,
      title: 'A post',
      description: 'What the post is about',
      date: new Date('2024-05-01'),
      readingTime: 3,
      tags: [{ label: 'k8s', permalink: '/blog/tags/k8s', inline: false }],
      authors: [{ key: 'rainbond', name: 'Rainbond', imageURL: '/img/logo.svg', page: null, socials: {} }],
      hasTruncateMarker: true,
      unlisted: false,
      frontMatter: { keywords: ['a'] },
      editUrl: 'https://example.com/edit',
      prevItem: { title: 'Prev', permalink: '/blog/prev' },
      ...extra,
    },
  } as unknown as BlogPost;
}

const excerpt = (path: string) => ({ content: { __import: true as const, path, query: { truncated: true } } });

describe('postSummaryRewrite', () => {
  it('moves the posts of a list route from excerpt modules to summaries in its props', () => {
    const route = { path: '/blog', component: '@theme/BlogListPage', modules: { sidebar: '@site/sidebar.json', items: [excerpt('@site/b.md')] }, props: { metadata: { page: 1 } } };
    const result = postSummaryRewrite([post('@site/a.md'), post('@site/b.md')])(route);
    expect(result.modules).toEqual({ sidebar: '@site/sidebar.json' });
    expect(result.props).toEqual({
      metadata: { page: 1 },
      items: [
        {
          content: {
            metadata: expect.objectContaining({ permalink: '/blog/b', description: 'What the post is about', hasTruncateMarker: true }),
            frontMatter: { image: undefined, keywords: ['a'] },
            assets: { authorsImageUrls: [undefined] },
          },
        },
      ],
    });
    const content = (result.props as { items: { content: { metadata: object } }[] }).items[0]!.content;
    expect(content.metadata).not.toHaveProperty('editUrl');
    expect(content.metadata).not.toHaveProperty('prevItem');
  });

  it('leaves routes without excerpt modules alone', () => {
    const route = { path: '/blog/b', component: '@theme/BlogPostPage', modules: { content: '@site/b.md' } };
    expect(postSummaryRewrite([post('@site/b.md')])(route)).toBe(route);
  });

  it('refuses images that only the post module could bundle', () => {
    const route = { path: '/blog', component: 'List', modules: { items: [excerpt('@site/b.md')] } };
    expect(() => postSummaryRewrite([post('@site/b.md', { frontMatter: { image: './cover.png' } })])(route)).toThrow(/@site\/b\.md: .*"\.\/cover\.png"/);
  });
});
