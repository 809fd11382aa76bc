/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (AnnouncementBar). Our
 * changes, marked below:
 * 1. A theme bug: after the announcement id changes, a reader who dismissed the
 *    old one did not see the new one until their next visit, because the
 *    pre-hydration "initially dismissed" attribute was never cleared.
 * 2. The bar is a labelled region, not a second `banner` landmark beside the
 *    page header (screen readers list landmarks; two banners confuse).
 */
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import {translate} from '@docusaurus/Translate';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';
import AnnouncementBarContent from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/** Set by the theme's inline script, before hydration, from the stored dismissal. */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // Ferrypay change 1.
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(ThemeClassNames.announcementBar.container, styles.announcementBar)}
      style={{backgroundColor, color: textColor}}
      // Ferrypay change 2 (upstream: role="banner").
      role="region"
      aria-label={translate({id: 'announcementBar.ariaLabel', message: '公告', description: 'The accessible name of the announcement bar'})}>
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      <AnnouncementBarContent className={styles.announcementBarContent} />
      {isCloseable && <AnnouncementBarCloseButton onClick={close} className={styles.announcementBarClose} />}
    </div>
  );
}
