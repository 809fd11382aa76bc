/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ferrypay: ejected from @docusaurus/theme-classic 3.10.2. Each change is
// marked "Ferrypay:"; src/theme/README.md says why the eject exists.

// Ferrypay: useEffect, for the effect below.
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
// Ferrypay: createStorageSlot, to read which announcement was dismissed.
import {
  ThemeClassNames,
  createStorageSlot,
  useThemeConfig,
} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
// Ferrypay: translate, for the bar's name.
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';

import styles from './styles.module.css';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // Ferrypay: the theme's inline script hides the bar before hydration when
  // a dismissal is stored, by setting this attribute; nothing cleared it when
  // the announcement's id changed, so a reader who dismissed the old
  // announcement did not see the new one until their next visit. Cleared
  // only for a new id: the bar is active during hydration for everyone, and
  // clearing it for the same id showed a dismissed bar for a frame. This
  // effect runs before the provider's (a child's effects run first), so it
  // reads the id stored before the provider stores the current one.
  useEffect(() => {
    if (
      isActive &&
      announcementBar &&
      createStorageSlot('docusaurus.announcement.id').get() !==
        announcementBar.id
    ) {
      document.documentElement.setAttribute(
        'data-announcement-bar-initially-dismissed',
        'false',
      );
    }
  }, [isActive, announcementBar]);
  if (!isActive) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar!;
  return (
    <div
      className={clsx(
        ThemeClassNames.announcementBar.container,
        styles.announcementBar,
      )}
      style={{backgroundColor, color: textColor}}
      // Ferrypay: a named region, not a second banner landmark beside the
      // page header (upstream: role="banner").
      role="region"
      aria-label={translate({
        id: 'announcementBar.ariaLabel',
        message: '公告',
        description: 'The accessible name of the announcement bar',
      })}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && (
        <AnnouncementBarCloseButton
          onClick={close}
          className={styles.announcementBarClose}
        />
      )}
    </div>
  );
}
