/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (Icon/ExternalLink). Our
 * change, marked below: `role="img"`, without which screen readers may ignore
 * the svg's label and never announce that the link opens a new tab.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

// References symbol in docusaurus-theme-classic/src/inlineSvgSprites.ts
const svgSprite = '#theme-svg-external-link';

export default function IconExternalLink({width = 13.5, height = 13.5}: Props): ReactNode {
  return (
    <svg
      width={width}
      height={height}
      // Ferrypay change.
      role="img"
      aria-label={translate({
        id: 'theme.IconExternalLink.ariaLabel',
        message: '(opens in new tab)',
        description: 'The ARIA label for the external link icon',
      })}
      className={styles.iconExternalLink}>
      <use href={svgSprite} />
    </svg>
  );
}
