import {readFile, readdir, rm} from 'node:fs/promises';
import path from 'node:path';
import {FileStore, cacheKey} from '../build-cache/store';

/** What Docusaurus's server entry takes to render one page (`@docusaurus/core/lib/client/serverEntry.js`). */
export type RenderArgs = {pathname: string; v4RemoveLegacyPostBuildHeadAttribute?: boolean};
/** What it returns: the app's HTML and the page's collected data, plain strings and arrays once helmet is left out. */
export type RenderResult = {html: string; collectedData: unknown};
export type Render = (args: RenderArgs) => Promise<RenderResult>;

export type PageCacheOptions = {
  /** Where Docusaurus writes the server bundle this render function is part of. */
  serverBundlePath: string;
  /** The folder of the cache, one sub-folder per output folder. */
  cacheDir: string;
  enabled: boolean;
};

/**
 * Docusaurus renders every page on every build: it caches the bundles, never
 * the static rendering, the largest part of a warm build here (BENCHMARKS.md,
 * "Performance levers tried"). This keeps each page's rendering under the
 * hash of the whole server bundle, in which every page's content, component
 * and the site config are compiled, and of Node's version (its ICU formats the
 * dates). With the same bundle, React renders the same page to the same HTML,
 * so it is read back instead; a change anywhere in a locale's sources changes
 * its bundle and renders all of its pages again. The full page (head tags,
 * scripts, minification) is still built by Docusaurus from the result.
 *
 * One bundle's pages are kept per output folder: the first render of a new
 * bundle removes the previous one's. A page whose render fails is not kept,
 * and the pre-v4 `helmet` object (not serialisable) turns the cache off.
 */
export function withPageCache(render: Render, {serverBundlePath, cacheDir, enabled}: PageCacheOptions): Render {
  if (!enabled) return render;
  let opening: Promise<FileStore> | undefined;
  return async (args) => {
    if (!args.v4RemoveLegacyPostBuildHeadAttribute) return render(args);
    opening ??= openBundleStore(serverBundlePath, cacheDir);
    const store = await opening;
    const key = cacheKey(args.pathname);
    const kept = await store.get(key);
    if (kept) return JSON.parse(kept.toString('utf8')) as RenderResult;
    const result = await render(args);
    await store.set(key, JSON.stringify(result));
    return result;
  };
}

async function openBundleStore(serverBundlePath: string, cacheDir: string): Promise<FileStore> {
  const slot = path.join(cacheDir, cacheKey(path.resolve(serverBundlePath)).slice(0, 16));
  const source = await readFile(serverBundlePath).catch((error: unknown) => {
    throw new Error(
      `static-rendering: no server bundle at ${serverBundlePath} to key the rendered pages with (see plugins/static-rendering/pageCache.ts).`,
      {cause: error},
    );
  });
  const bundle = cacheKey(process.version, source);
  const previous = await readdir(slot).catch(() => []);
  // With SSG worker threads, each thread opens the store: a removal another thread did first is no error.
  await Promise.all(
    previous
      .filter((name) => name !== bundle)
      .map((name) => rm(path.join(slot, name), {recursive: true, force: true}).catch(() => {})),
  );
  return new FileStore(path.join(slot, bundle));
}
