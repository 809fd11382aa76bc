/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogLayout). Our change,
 * marked below: the table of contents column is a labelled navigation
 * landmark; upstream leaves it outside every landmark, so screen-reader users
 * navigating by landmark never reach it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';

export default function BlogLayout(props: Props): ReactNode {
  const {sidebar, toc, children, ...layoutProps} = props;
  const hasSidebar = sidebar && sidebar.items.length > 0;
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          <BlogSidebar sidebar={sidebar} />
          <main className={clsx('col', {'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar})}>{children}</main>
          {toc && (
            // Ferrypay change: <nav aria-label> instead of <div>.
            <nav
              className="col col--2"
              aria-label={translate({
                id: 'blog.toc.ariaLabel',
                message: '本頁目錄',
                description: 'The accessible name of the table of contents beside a blog post',
              })}>
              {toc}
            </nav>
          )}
        </div>
      </div>
    </Layout>
  );
}
