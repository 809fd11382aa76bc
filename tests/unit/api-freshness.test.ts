import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FileStore} from '../../plugins/shared/buildCache';
import {generateUnlessFresh} from '../../plugins/api-reference/freshness';
import {scratchFolder} from '../support/scratch';

/**
 * A site folder with one OpenAPI source and a generator that writes a page
 * from it into a folder it owns and one file beside it, counting its runs.
 */
function site() {
  const siteDir = scratchFolder('api-freshness');
  const write = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(siteDir, relative)), {recursive: true});
    writeFileSync(path.join(siteDir, relative), content);
  };
  write('api/openapi/next/openapi.yaml', 'openapi: 3.1.0\ninfo: {title: Ferrypay API, version: next}\n');
  const store = new FileStore(path.join(siteDir, 'node_modules/.cache/ferrypay/api-reference'));
  let runs = 0;
  const generate = async () => {
    runs++;
    const source = readFileSync(path.join(siteDir, 'api/openapi/next/openapi.yaml'), 'utf8');
    write('api/docs/create-an-order.mdx', `# Create an order\n\n${source.length} bytes of source\n`);
    write('api/sidebars.json', '{"api": []}\n');
    return {outputs: [path.join(siteDir, 'api/docs'), path.join(siteDir, 'api/sidebars.json')]};
  };
  return {siteDir, write, run: () => generateUnlessFresh(siteDir, store, generate), runs: () => runs};
}

describe('the API reference is generated again only when it has to be', () => {
  it('runs once, then keeps the pages while nothing changed', async () => {
    const {run, runs} = site();
    expect(await run()).toBe(true);
    expect(await run()).toBe(false);
    expect(runs()).toBe(1);
  });

  it('runs when a source changes', async () => {
    const {run, runs, write} = site();
    await run();
    write('api/openapi/next/openapi.yaml', 'openapi: 3.1.0\ninfo: {title: Ferrypay API, version: next, description: Orders}\n');
    expect(await run()).toBe(true);
    write('api/pages/en/index.mdx', '# API reference\n');
    expect(await run()).toBe(true);
    expect(await run()).toBe(false);
    expect(runs()).toBe(3);
  });

  it('runs when a generated page was edited, removed, or a file was added to a folder it owns', async () => {
    const {run, runs, write, siteDir} = site();
    await run();
    write('api/docs/create-an-order.mdx', '# Edited by hand\n');
    expect(await run()).toBe(true);
    rmSync(path.join(siteDir, 'api/sidebars.json'));
    expect(await run()).toBe(true);
    write('api/docs/stray.mdx', '# Stray\n');
    expect(await run()).toBe(true);
    expect(runs()).toBe(4);
  });

  it('runs again for sources it saw before when the pages are another version’s', async () => {
    const {run, runs, write} = site();
    const original = 'openapi: 3.1.0\ninfo: {title: Ferrypay API, version: next}\n';
    await run();
    write('api/openapi/next/openapi.yaml', `${original}# changed\n`);
    await run();
    // Back to the first sources: their entry exists, but the pages on disk were written for the change.
    write('api/openapi/next/openapi.yaml', original);
    expect(await run()).toBe(true);
    expect(runs()).toBe(3);
  });
});
