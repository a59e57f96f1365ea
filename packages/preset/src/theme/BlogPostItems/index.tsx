import React from 'react';
import { BlogPostProvider } from '@docusaurus/plugin-content-blog/client';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import type { Props } from '@theme/BlogPostItems';
import type { BlogPostSummary } from '../../lean-blog/post-summaries';

type BlogProviderContent = React.ComponentProps<typeof BlogPostProvider>['content'];

/**
 * A blog list (index, tag, author) as title, date, authors, description and tags of each post.
 * The lean-blog plugin puts these summaries in the route's props, so a list loads no post
 * module and no markdown components; "Read more" leads to the post.
 */
export default function BlogPostItems({ items }: Props): React.ReactElement {
  return (
    <>
      {items.map((item) => {
        const summary = item.content as unknown as BlogPostSummary;
        return (
          <BlogPostProvider key={summary.metadata.permalink} content={summary as unknown as BlogProviderContent}>
            <BlogPostItemContainer className="margin-bottom--xl">
              <BlogPostItemHeader />
              <div className="markdown">
                <p>{summary.metadata.description}</p>
              </div>
              <BlogPostItemFooter />
            </BlogPostItemContainer>
          </BlogPostProvider>
        );
      })}
    </>
  );
}
