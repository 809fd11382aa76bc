import React, {type ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyPage from '@site/src/components/CopyPage';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {hasTwin} from '@site/src/config/markdownTwins';

type Props = WrapperProps<typeof HeaderType>;

/**
 * Wrapped: a blog post or release note that has a Markdown twin gets "Copy
 * page" above its title, on its own page (not on the list pages, which show
 * the same header for each post), and its social card in the head
 * (plugins/social-cards).
 */
export default function BlogPostItemHeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && hasTwin(metadata) && (
        <>
          <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
          <CopyPage permalink={metadata.permalink} />
        </>
      )}
      <Header {...props} />
    </>
  );
}
