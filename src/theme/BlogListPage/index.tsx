import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeadingProvider} from '@site/src/components/BlogListHeader';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * Wrapped: the list pages of the blog and the release notes get the blog's
 * title as their h1, with its description and a link to its archive
 * (src/components/BlogListHeader; src/theme/BlogLayout renders it). The list
 * itself is the theme's.
 */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, blogDescription, permalink} = props.metadata;
  return (
    <BlogListHeadingProvider title={blogTitle} description={blogDescription} permalink={permalink}>
      <BlogListPage {...props} />
    </BlogListHeadingProvider>
  );
}
