import React, {type ReactNode} from 'react';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import ApiVersionDropdown from '@site/src/components/api/VersionDropdown';
import {API_PLUGIN_ID} from '@site/src/config/apiReference';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/**
 * Wrapped: on API reference pages, the version dropdown sits next to the
 * version badge, where a reader looks for the version. Other docs are unchanged.
 */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const {pluginId} = useDocsVersion();
  if (pluginId !== API_PLUGIN_ID) return <DocVersionBadge {...props} />;
  return (
    <div className={styles.row}>
      <DocVersionBadge {...props} />
      <ApiVersionDropdown />
    </div>
  );
}
