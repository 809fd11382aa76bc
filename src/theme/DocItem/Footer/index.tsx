import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {apiVersionOfDocsPage} from '@site/src/config/apiReference';

type Props = WrapperProps<typeof FooterType>;

/** Wrapped: "Was this page helpful?" under the theme's footer of every guide and API page. */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pluginId, version} = useDocsVersion();
  return (
    <>
      <Footer {...props} />
      <PageFeedback
        // A new page asks again: no state carries over a client-side move.
        key={metadata.permalink}
        permalink={metadata.permalink}
        title={metadata.title}
        apiVersion={apiVersionOfDocsPage(pluginId, version)}
      />
    </>
  );
}
