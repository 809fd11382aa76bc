import React, {type ReactNode} from 'react';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import BlogListHeader from '@site/src/components/BlogListHeader';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogLayoutType>;

/**
 * Wrapped, for two things the theme's blog layout lacks:
 * - the table of contents beside a blog post or release note is a labelled
 *   navigation landmark (the theme leaves it outside every landmark: axe
 *   `region`);
 * - on a list page, the blog's title heads the page's <main>
 *   (src/components/BlogListHeader).
 */
export default function BlogLayoutWrapper({toc, children, ...props}: Props): ReactNode {
  return (
    <BlogLayout
      {...props}
      toc={
        toc && (
          <nav
            className={styles.toc}
            aria-label={translate({
              id: 'blog.toc.ariaLabel',
              message: '本頁目錄',
              description: 'The accessible name of the table of contents beside a blog post',
            })}>
            {toc}
          </nav>
        )
      }>
      <BlogListHeader />
      {children}
    </BlogLayout>
  );
}
