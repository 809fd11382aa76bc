import React, {type ReactNode} from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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
  const {siteConfig, i18n} = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && (
        <PageFeedback
          key={metadata.permalink}
          page={{
            path: metadata.permalink,
            url: `${siteConfig.url}${metadata.permalink}`,
            title: metadata.title,
            locale: i18n.currentLocale,
          }}
        />
      )}
    </>
  );
}
