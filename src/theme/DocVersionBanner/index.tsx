import React, {type ReactNode} from 'react';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {API_VERSION_HEADER, LATEST_API_VERSION, apiVersionOfDocsPage} from '@site/src/config/apiReference';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBannerType>;

function ApiVersionNote({banner, apiVersion}: {banner: 'unreleased' | 'unmaintained'; apiVersion: string}): ReactNode {
  const latest = <code>{LATEST_API_VERSION}</code>;
  return banner === 'unmaintained' ? (
    <Translate
      id="api.versionBanner.unmaintained"
      description="Under the unmaintained version banner of API reference pages"
      values={{latest}}>
      {'這個 API 版本已停止維護：在支援結束前只會收到安全性修正，之後便不再受理請求。請將您的串接升級到 {latest}。'}
    </Translate>
  ) : (
    <Translate
      id="api.versionBanner.unreleased"
      description="Under the unreleased version banner of API reference pages"
      values={{header: <code>{`${API_VERSION_HEADER}: ${apiVersion}`}</code>}}>
      {'這個預覽版只適用於附上 {header} 的測試模式請求，內容可能隨時調整，請勿用於正式模式。'}
    </Translate>
  );
}

/**
 * Wrapped: API versions are versions of a live API, so the API reference
 * banners also say what the version means for requests. The theme's banner,
 * with its link to the latest version, is unchanged.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {pluginId, version, banner} = useDocsVersion();
  // The `Ferrypay-Version` value of the page's API version (src/config/apiReference.ts).
  const apiVersion = apiVersionOfDocsPage(pluginId, version);
  if (!apiVersion || !banner) return <DocVersionBanner {...props} />;
  return (
    <div className={styles.banner}>
      <DocVersionBanner {...props} />
      <p className={styles.note}>
        <ApiVersionNote banner={banner} apiVersion={apiVersion} />
      </p>
    </div>
  );
}
