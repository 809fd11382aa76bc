import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {SOCIAL_CARD, socialCardPathOf} from '@site/src/config/socialCards';

/**
 * The page's social card (plugins/social-cards draws it at the path
 * socialCardPathOf gives) as its og:image and twitter:image, replacing the
 * site's generic image, with its size and its alt text: the page's title.
 */
export default function SocialCardMeta({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {url, baseUrl} = useDocusaurusContext().siteConfig;
  const image = url + socialCardPathOf(permalink, baseUrl);
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
    </Head>
  );
}
