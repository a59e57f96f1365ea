import React from 'react';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownPageActions from '@theme/MarkdownPageActions';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import SearchIndexFields from '@theme/SearchIndexFields';

type Props = WrapperProps<typeof ContentType>;

/** On a post's own page (not in lists), offers the post as markdown. */
export default function BlogPostItemContent(props: Props): React.ReactElement {
  const { metadata, isBlogPostPage } = useBlogPost();
  if (!isBlogPostPage) return <Content {...props} />;
  // Only the post's own page is indexed for search, not the lists that show its excerpt.
  return (
    <div data-pagefind-body="">
      <SearchIndexFields type="blog" title={metadata.title} />
      <MarkdownPageActions permalink={metadata.permalink} />
      <Content {...props} />
    </div>
  );
}
