import React from 'react';
import Content from '@theme-init/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import MarkdownPageActions from '@theme/MarkdownPageActions';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';

type Props = WrapperProps<typeof ContentType>;

/** On a post's own page (not in lists), offers the post as markdown. */
export default function BlogPostItemContent(props: Props): React.ReactElement {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage ? <MarkdownPageActions permalink={metadata.permalink} /> : null}
      <Content {...props} />
    </>
  );
}
