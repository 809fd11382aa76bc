import React, {createContext, useContext, useMemo, type ReactNode} from 'react';
import Heading from '@theme/Heading';

type BlogListHeading = {title: string; description: string};

const BlogListHeadingContext = createContext<BlogListHeading | null>(null);

/**
 * The header of a blog's list pages (/blog, /release-note and their later
 * pages): the blog's title as the page's h1, and its description. The
 * theme's list page has no h1. Its wrapper (src/theme/BlogListPage) provides
 * the blog's title and description; the layout's wrapper (src/theme/BlogLayout)
 * renders the header first in the page's <main>, above the posts.
 */
export function BlogListHeadingProvider({title, description, children}: BlogListHeading & {children: ReactNode}): ReactNode {
  const heading = useMemo(() => ({title, description}), [title, description]);
  return <BlogListHeadingContext.Provider value={heading}>{children}</BlogListHeadingContext.Provider>;
}

/** The header, on a list page; nothing on the other blog pages. */
export default function BlogListHeader(): ReactNode {
  const heading = useContext(BlogListHeadingContext);
  if (!heading) return null;
  return (
    <header className="margin-bottom--xl">
      <Heading as="h1">{heading.title}</Heading>
      <p className="text--lg">{heading.description}</p>
    </header>
  );
}
