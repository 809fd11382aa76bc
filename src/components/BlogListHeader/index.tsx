import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {archivePathOf} from './archivePath';

type BlogListHeading = {title: string; description: string; permalink: string};

const BlogListHeadingContext = createContext<BlogListHeading | null>(null);

/**
 * The header of a blog's list pages (/blog, /release-note and their later
 * pages): the blog's title as the page's h1, and its description. The
 * theme's list page has no h1. Its wrapper (src/theme/BlogListPage) provides
 * the blog's title and description; the layout's wrapper (src/theme/BlogLayout)
 * renders the header first in the page's <main>, above the posts.
 */
export function BlogListHeadingProvider({title, description, permalink, children}: BlogListHeading & {children: ReactNode}): ReactNode {
  const heading = useMemo(() => ({title, description, permalink}), [title, description, permalink]);
  return <BlogListHeadingContext.Provider value={heading}>{children}</BlogListHeadingContext.Provider>;
}

/**
 * The header, on a list page; nothing on the other blog pages. It links the
 * blog's archive, every entry by year, which only the footer links otherwise.
 */
export default function BlogListHeader(): ReactNode {
  const heading = useContext(BlogListHeadingContext);
  if (!heading) return null;
  return (
    <header className="margin-bottom--xl">
      <Heading as="h1">{heading.title}</Heading>
      <p className="text--lg">{heading.description}</p>
      <p>
        <Link to={archivePathOf(heading.permalink)}>
          <Translate
            id="blog.list.archiveLink"
            description="The link under a blog's title on its list pages to its archive, every entry by year">
            依年份瀏覽所有文章
          </Translate>
        </Link>
      </p>
    </header>
  );
}
