import {readdirSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';

/**
 * Rules checked over the built HTML of every page (tests/e2e/quality.spec.ts),
 * kept here as plain functions so tests/unit/built-site.test.ts can show each
 * one finds what it is meant to find.
 */

/** Every file under a directory, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** An absolute or protocol-relative http(s) URL, or undefined for a path, an anchor, mailto: and the like. */
function absoluteHttpUrl(href: string): URL | undefined {
  if (!/^(https?:)?\/\//i.test(href.trim())) return undefined;
  try {
    return new URL(href.trim(), 'https://protocol-relative.invalid');
  } catch {
    return undefined;
  }
}

/**
 * Links to another origin without both `noopener` and `noreferrer` in their rel.
 * Links to the site's own origin (canonical URLs written out in full) are not external.
 */
export function unsafeExternalLinks(html: string, siteOrigin: string): string[] {
  return parse(html)
    .querySelectorAll('a[href]')
    .filter((link) => {
      const url = absoluteHttpUrl(link.getAttribute('href')!);
      if (!url || url.origin === siteOrigin) return false;
      const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
      return !rel.includes('noopener') || !rel.includes('noreferrer');
    })
    .map((link) => link.getAttribute('href')!);
}

/**
 * Scripts, stylesheets and preloaded code the page loads from anywhere but the
 * site itself (a CDN). Inline scripts and JSON-LD are the page's own.
 */
export function foreignCode(html: string, siteOrigin: string): string[] {
  const root = parse(html);
  const urls = [
    ...root.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!),
    ...root
      .querySelectorAll('link[href]')
      .filter((link) =>
        (link.getAttribute('rel') ?? '')
          .toLowerCase()
          .split(/\s+/)
          .some((rel) => ['stylesheet', 'preload', 'modulepreload', 'prefetch', 'import'].includes(rel)),
      )
      .map((link) => link.getAttribute('href')!),
  ];
  return urls.filter((href) => {
    const url = absoluteHttpUrl(href);
    // A path of the site, or an absolute URL on the site's own origin.
    if (!url) return /^[a-z][a-z0-9+.-]*:/i.test(href.trim()); // data:, javascript:... are not files of the site either
    return url.origin !== siteOrigin;
  });
}
