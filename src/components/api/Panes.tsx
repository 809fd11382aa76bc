import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './panes.module.css';

type Props = {children: ReactNode};

/**
 * An operation page's two panes (plugins/api-reference/page.ts renders them):
 * from 1280 px, the fields on the left and the examples on the right, which
 * stay in view while the reader scrolls through the fields, in place of the
 * table of contents; narrower, one after the other. The Markdown inside is the
 * page's, so its headings, table of contents and Markdown twin are unchanged.
 */
export function ApiPanes({children}: Props): ReactNode {
  return <div className={clsx('api-panes', styles.panes)}>{children}</div>;
}

export function ApiFieldsPane({children}: Props): ReactNode {
  return <div className={clsx('api-fields-pane', styles.fields)}>{children}</div>;
}

export function ApiExamplesPane({children}: Props): ReactNode {
  return <div className={clsx('api-examples-pane', styles.examples)}>{children}</div>;
}
