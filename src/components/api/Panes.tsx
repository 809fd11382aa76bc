import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import TOCCollapsible from '@theme/TOCCollapsible';
import styles from './panes.module.css';

type Props = {children: ReactNode};

/**
 * An operation page's two panes (plugins/api-reference/page.ts renders them):
 * from 1280 px, the fields on the left and the examples on the right, which
 * stay in view while the reader scrolls through the fields; narrower, one
 * after the other. The Markdown inside is the page's, so its headings and its
 * Markdown twin are unchanged.
 */
export function ApiPanes({children}: Props): ReactNode {
  return <div className={clsx('api-panes', styles.panes)}>{children}</div>;
}

/**
 * The fields, under the page's table of contents. The theme's column for it
 * would leave the two panes no room, so the page hides it (front matter) and
 * the table of contents is the theme's collapsible one, at every width: the
 * one a phone shows, with its class, which the search index and the Markdown
 * twin leave out.
 */
export function ApiFieldsPane({children, toc}: Props & {toc: ComponentProps<typeof TOCCollapsible>['toc']}): ReactNode {
  return (
    <div className={clsx('api-fields-pane', styles.fields)}>
      <TOCCollapsible toc={toc} className={clsx(ThemeClassNames.docs.docTocMobile, styles.toc)} />
      {children}
    </div>
  );
}

export function ApiExamplesPane({children}: Props): ReactNode {
  return <div className={clsx('api-examples-pane', styles.examples)}>{children}</div>;
}
