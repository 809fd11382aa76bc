/**
 * What to do, before React hydrates a prerendered page, with an address that
 * the router reads differently from the static host (GitHub Pages, and
 * scripts/lib/staticServer.ts, which answers like it).
 *
 * The host picks a file by the exact path: `/docs//faq` and
 * `/docs/faq/index.html` get the FAQ's HTML, `/docs/FAQ`, `/docs/faq%20` and
 * `/docs/faq.html` the not-found page. Docusaurus's router reads the same
 * addresses loosely: it ignores case, trims spaces and drops `.html`, but
 * does not fold `//`. So it rendered the FAQ over the not-found HTML, or the
 * not-found page over the FAQ's, and React reported the mismatch (error
 * #418) and rebuilt the page in the browser: the reader saw one page become
 * the other.
 *
 * - The host sent a page (not the not-found page) for an address the router
 *   would read differently: the address becomes that page's own path
 *   (`history.replaceState`), so the router renders the page that is there.
 * - The host sent the not-found page for an untidy address: the browser goes
 *   to the tidy address (lower case, no surrounding spaces, single slashes,
 *   no `.html`), where the host has the page when there is one, and the
 *   not-found page again otherwise. Every route of the site is lower case
 *   (tests/postbuild/routes.test.ts holds it), so lower case finds the page
 *   the router matched regardless of case.
 */
export type UrlRepair = {action: 'replace' | 'reload'; pathname: string};

/** The not-found page's own path: `{base}404.html`, `{base}en/404.html`. */
const isNotFoundPath = (pathname: string): boolean => pathname.endsWith('/404.html');

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURI(pathname);
  } catch {
    return undefined;
  }
}

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);

/** The address the router would read a path as, with single slashes and in lower case. Decoded. */
export function tidyPath(decoded: string): string {
  let path = decoded;
  for (;;) {
    const next =
      path
        .toLowerCase()
        .trim()
        .replace(/\/{2,}/g, '/')
        .replace(/(?:\/index)?\.html$/, '') || '/';
    if (next === path) return path;
    path = next;
  }
}

/**
 * @param pathname the address bar's path (`location.pathname`, percent-encoded)
 * @param servedPathname the path of the page the host answered with (its `og:url`)
 */
export function urlRepair(pathname: string, servedPathname: string): UrlRepair | undefined {
  const current = decodePath(pathname);
  const served = decodePath(servedPathname);
  if (current === undefined || served === undefined) return undefined;
  if (!isNotFoundPath(served)) {
    return withoutTrailingSlash(current) === withoutTrailingSlash(served) ? undefined : {action: 'replace', pathname: servedPathname};
  }
  const tidy = tidyPath(current);
  return tidy === current ? undefined : {action: 'reload', pathname: encodeURI(tidy)};
}
