import React, {type ReactNode} from 'react';
import SiteMetadata from '@theme-original/SiteMetadata';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

/**
 * Wrapped: generated pages (tags, authors, 404, search) have no description of
 * their own. This gives every page a translated default; a page's own
 * description, rendered later, replaces it.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const description = translate({
    id: 'site.defaultDescription',
    message: 'Ferrypay 使用指南與 API 參考：收單、付款連結、退款，以及 B2B 跨境供應商付款的訂單、審核、對帳與撥款。',
    description: 'The meta description of pages that have none of their own',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <SiteMetadata />
    </>
  );
}
