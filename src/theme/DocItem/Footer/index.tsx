import React, {type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';
import {apiVersionOfDocsPage} from '@site/src/config/apiReference';

type Props = WrapperProps<typeof FooterType>;

/** Wrapped: "Was this page helpful?" under the theme's footer of every guide and API page. */
export default function DocItemFooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pluginId, version} = useDocsVersion();
  const {siteConfig, i18n} = useDocusaurusContext();
  return (
    <>
      <Footer {...props} />
      <PageFeedback
        // A new page asks again: no state carries over a client-side move.
        key={metadata.permalink}
        page={{
          path: metadata.permalink,
          url: `${siteConfig.url}${metadata.permalink}`,
          title: metadata.title,
          locale: i18n.currentLocale,
          apiVersion: apiVersionOfDocsPage(pluginId, version),
        }}
      />
    </>
  );
}
