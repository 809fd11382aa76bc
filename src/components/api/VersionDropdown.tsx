import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import {API_PLUGIN_ID} from '@site/src/config/apiReference';
import styles from './styles.module.css';

/**
 * The theme's own docs version dropdown, for the API plugin, shown inside API
 * pages rather than in the navbar, whose items are fixed (src/config/navbar.ts). Being the
 * theme's component, choosing a version links to the same operation in that
 * version and saves it as the preferred version in local storage.
 */
export default function ApiVersionDropdown(): ReactNode {
  return (
    <div className={clsx('api-version-dropdown', styles.versionDropdown)}>
      <DocsVersionDropdownNavbarItem
        docsPluginId={API_PLUGIN_ID}
        dropdownItemsBefore={[]}
        dropdownItemsAfter={[]}
        mobile={false}
        // Required by the type, replaced by the component with one item per version.
        items={[]}
      />
    </div>
  );
}
