import type { BlogPost, BlogPostMetadata } from '@docusaurus/plugin-content-blog';
import type { RouteConfig } from '@docusaurus/types';

/**
 * What a blog list shows of a post, shaped like the `content` the classic blog components read
 * (`metadata`, `frontMatter`, `assets`) but plain data, not a component: it travels in the list
 * route's props instead of one excerpt module per post.
 */
export interface BlogPostSummary {
  metadata: Pick<BlogPostMetadata, 'permalink' | 'title' | 'description' | 'date' | 'readingTime' | 'tags' | 'authors' | 'hasTruncateMarker' | 'unlisted'>;
  frontMatter: Pick<BlogPost['metadata']['frontMatter'], 'image' | 'keywords'>;
  assets: { authorsImageUrls: undefined[] };
}

/** The module a classic blog list route loads for one post: `{ content: <post>?truncated=true }`. */
interface ExcerptModule {
  content: { __import: true; path: string; query?: { truncated?: boolean } };
}

function isExcerptModules(value: unknown): value is ExcerptModule[] {
  return Array.isArray(value) && value.every((item) => typeof (item as Partial<ExcerptModule>)?.content?.path === 'string');
}

/** Files next to the post (relative paths) become bundled assets only through the post's module. */
function isBundledAsset(url: string | undefined): boolean {
  return url !== undefined && !/^(\/|https?:)/.test(url);
}

export function summarise(post: BlogPost): BlogPostSummary {
  const { permalink, title, description, date, readingTime, tags, authors, hasTruncateMarker, unlisted, frontMatter, source } = post.metadata;
  const bundled = [frontMatter.image, ...authors.map((author) => author.imageURL)].find(isBundledAsset);
  if (bundled !== undefined) {
    throw new Error(`${source}: the blog list shows posts without loading them, so "${bundled}" must be an absolute URL or a path under static/`);
  }
  return {
    metadata: { permalink, title, description, date, readingTime, tags, authors, hasTruncateMarker, unlisted },
    frontMatter: { image: frontMatter.image, keywords: frontMatter.keywords },
    assets: { authorsImageUrls: authors.map(() => undefined) },
  };
}

/**
 * Rewrites a blog list route (the index and its pages, a tag, an author): its per-post excerpt
 * modules become summaries in its props. Every other route passes unchanged.
 */
export function postSummaryRewrite(posts: readonly BlogPost[]): (route: RouteConfig) => RouteConfig {
  const bySource = new Map(posts.map((post) => [post.metadata.source, post]));
  return (route) => withPostSummaries(route, bySource);
}

function withPostSummaries(route: RouteConfig, bySource: ReadonlyMap<string, BlogPost>): RouteConfig {
  const items = route.modules?.items;
  if (!isExcerptModules(items)) return route;
  const summaries = items.map(({ content }) => {
    const post = bySource.get(content.path);
    if (post === undefined) throw new Error(`${route.path} lists ${content.path}, which is not a loaded blog post`);
    return { content: summarise(post) };
  });
  const modules = Object.fromEntries(Object.entries(route.modules ?? {}).filter(([name]) => name !== 'items'));
  return { ...route, modules, props: { ...route.props, items: summaries } };
}
