import { validateOptions, type BlogContent, type PluginOptions } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { classicRequire } from '../classic-require';
import { withRouteRewrite } from '../with-route-rewrite';
import { archiveRewrite } from './archive-entries';
import { postSummaryRewrite } from './post-summaries';

/**
 * The classic blog plugin, except that its list pages (index, pages, tags, authors) carry a
 * summary of each post in their props instead of loading each post's excerpt as a module of its
 * own: 18 excerpts were 36 KB gzip of JavaScript on /blog, and needed the markdown components too.
 * `@theme/BlogPostItems` (../theme, the preset's lean blog theme) draws the summaries. The archive page carries each post's
 * date, title and link, not the whole post (archive-entries.ts). Configured like
 * `@docusaurus/plugin-content-blog`, whose copy it wraps is the site's (classic-require.ts).
 */
export default async function leanBlogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const blogPlugin = (classicRequire(context.siteDir)('@docusaurus/plugin-content-blog') as typeof import('@docusaurus/plugin-content-blog')).default;
  return withRouteRewrite(await blogPlugin(context, options), (content) => {
    const withSummaries = postSummaryRewrite(content.blogPosts);
    return (route) => archiveRewrite(withSummaries(route));
  });
}

export { validateOptions };
