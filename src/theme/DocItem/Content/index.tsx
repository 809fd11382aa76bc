import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyPage from '@site/src/components/CopyPage';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import {hasTwin} from '@site/src/config/markdownTwins';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrapped: a guide or API page that has a Markdown twin gets "Copy page"
 * above its title, and its social card in the head (every page with a twin
 * has one: plugins/social-cards).
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      {hasTwin(metadata) && (
        <>
          <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />
          <CopyPage permalink={metadata.permalink} />
        </>
      )}
      <Content {...props} />
    </>
  );
}
