import type { BlogPost } from '@docusaurus/plugin-content-blog';
import type { RouteConfig } from '@docusaurus/types';

/** What the archive page shows of a post: its date, title and link (`@theme/BlogArchivePage`). */
export interface ArchiveEntry {
  id: string;
  metadata: Pick<BlogPost['metadata'], 'permalink' | 'title' | 'date'>;
}

interface ArchiveProps {
  archive: { blogPosts: readonly BlogPost[] };
}

function isArchiveProps(props: unknown): props is ArchiveProps {
  return Array.isArray((props as Partial<ArchiveProps> | undefined)?.archive?.blogPosts);
}

/**
 * Rewrites the archive route: its props held every post whole, body included (135 KB gzip of
 * JavaScript on /blog/archive); the page reads each post's date, title and link only.
 */
export function archiveRewrite(route: RouteConfig): RouteConfig {
  if (!isArchiveProps(route.props)) return route;
  const blogPosts: ArchiveEntry[] = route.props.archive.blogPosts.map(({ id, metadata: { permalink, title, date } }) => ({ id, metadata: { permalink, title, date } }));
  return { ...route, props: { ...route.props, archive: { blogPosts } } };
}
