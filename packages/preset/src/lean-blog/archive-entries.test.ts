import type { BlogPost } from '@docusaurus/plugin-content-blog';
import { describe, expect, it } from 'vitest';
import { archiveRewrite } from './archive-entries';

const post = { id: 'p1', content: 'the whole body', metadata: { permalink: '/blog/p1', title: 'Post one', date: new Date('2024-01-02'), description: 'long', tags: [] } } as unknown as BlogPost;

describe('archive rewrite', () => {
  it('keeps the date, title and link of each post in the archive route', () => {
    const route = archiveRewrite({ path: '/blog/archive', component: '@theme/BlogArchivePage', props: { archive: { blogPosts: [post] } } });
    expect(route.props).toEqual({ archive: { blogPosts: [{ id: 'p1', metadata: { permalink: '/blog/p1', title: 'Post one', date: new Date('2024-01-02') } }] } });
  });

  it('leaves every other route as it is', () => {
    const route = { path: '/blog/p1', component: '@theme/BlogPostPage', props: { other: true } };
    expect(archiveRewrite(route)).toBe(route);
  });
});
