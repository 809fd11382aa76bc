import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/**
 * Wrapped: "Was this page helpful?" under the footer of a blog post or
 * release note, on the post's own page (not on the list pages, which show
 * the same footer under each post).
 */
export default function BlogPostItemFooterWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <PageFeedback key={metadata.permalink} permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
