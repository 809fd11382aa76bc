import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';

type Props = {
  /** A path of the site as a Markdown link writes it: `/api/create-an-order`. */
  path: string;
};

/**
 * Names another page of the site as this page's canonical URL, in full, in
 * the reader's locale. The generated pages of an unmaintained API version use
 * it for the same page of the latest version (plugins/api-reference/versionHead.ts);
 * it replaces the theme's canonical, which names the page itself.
 */
export default function ApiCanonical({path}: Props): ReactNode {
  const href = useBaseUrl(path, {absolute: true});
  return (
    <Head>
      <link rel="canonical" href={href} />
    </Head>
  );
}
