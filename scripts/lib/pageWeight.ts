import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {parse} from 'node-html-parser';

/**
 * First-load JavaScript of a built page, as gzip at zlib's default level (what
 * a static host serves). Two sources for the list of scripts:
 *
 * - `htmlScriptUrls`: what the prerendered HTML declares (`<script src>`,
 *   preloaded scripts). With Docusaurus Faster (Rspack) that is only the
 *   runtime and main bundles, the same on every page.
 * - the URLs a browser actually requests until the page has hydrated, with
 *   link prefetching off (tests/e2e/api.spec.ts collects them): the entry
 *   bundles plus the route's own chunks, which the runtime loads before
 *   hydrating. This is the page's real first-load cost.
 */
export type ScriptWeight = {url: string; bytes: number; gzipBytes: number};
export type PageWeight = {page: string; scripts: ScriptWeight[]; bytes: number; gzipBytes: number};

export function htmlScriptUrls(html: string): string[] {
  const root = parse(html);
  const urls = [
    ...root.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!),
    ...root.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').map((link) => link.getAttribute('href')!),
  ];
  return [...new Set(urls)];
}

/** The built file behind a same-origin URL path (`/base/assets/js/x.js` -> `<buildDir>/assets/js/x.js`). */
export function builtFileFor(buildDir: string, baseUrl: string, urlPath: string): string {
  if (/^[a-z]+:\/\//i.test(urlPath)) throw new Error(`Not a path of the site: ${urlPath}`);
  const relative = urlPath.startsWith(baseUrl) ? urlPath.slice(baseUrl.length) : urlPath.replace(/^\//, '');
  return path.join(buildDir, relative);
}

export function pageWeight(page: string, buildDir: string, baseUrl: string, scriptUrls: string[]): PageWeight {
  const scripts = [...new Set(scriptUrls)].map((url): ScriptWeight => {
    const content = readFileSync(builtFileFor(buildDir, baseUrl, url));
    return {url, bytes: content.length, gzipBytes: gzipSync(content).length};
  });
  return {
    page,
    scripts,
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
  };
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
