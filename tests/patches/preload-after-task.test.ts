import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';

// Docusaurus's client entry, which starts the page's route chunks.
const CLIENT_ENTRY = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/clientEntry.js');

describe("the page's route chunks requested in a task after main.js's own", () => {
  const require = createRequire(import.meta.url);
  const preloadAfterTaskLoader = require('../../patches/preload-after-task/loader.cjs') as (
    this: {resourcePath: string},
    source: string,
  ) => string;
  const {readFileSync} = require('node:fs') as typeof import('node:fs');
  const load = (source: string) => preloadAfterTaskLoader.call({resourcePath: CLIENT_ENTRY}, source);

  it('starts the preload from a timer, and renders once it is done, as before', async () => {
    const rewritten = load(readFileSync(CLIENT_ENTRY, 'utf8'));
    const start = rewritten.match(/^ {4}new Promise\(\(resolve\) => setTimeout\(resolve, 0\)\)[^\n]*\n[^]*?\n {4}\}\);$/m)?.[0];
    expect(start).toBeDefined();
    expect(rewritten.match(/preload\(/g)).toHaveLength(1);
    // The statement as the bundle runs it, with a preload and a render that record when they run.
    const steps: string[] = [];
    const run = new Function('preload', 'startTransition', 'renderApp', 'window', start!);
    run(
      async (pathname: string) => void steps.push(`preload ${pathname}`),
      (fn: () => void) => fn(),
      () => steps.push('render'),
      {location: {pathname: '/docs/faq'}},
    );
    steps.push('main.js done');
    expect(steps).toEqual(['main.js done']);
    // Then, from the timer, however late it fires.
    await vi.waitFor(() => expect(steps).toEqual(['main.js done', 'preload /docs/faq', 'render']));
  });

  it('fails the build, naming the file and the loader, when Docusaurus changes how the entry starts', () => {
    expect(() => load('preload(location.pathname).then(render);')).toThrow(
      /patches\/preload-after-task: .*clientEntry\.js no longer starts with .*patches\/README\.md, "preload-after-task"/,
    );
  });
});
