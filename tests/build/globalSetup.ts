import {mkdtempSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {TestProject} from 'vitest/node';

/**
 * The folder that `builtFixtureSite` (tests/build/fixtureSite.ts) builds the
 * fixture site in, once per run, for every test file that reads that build;
 * removed when the run ends, whether its tests passed or not.
 */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-built-fixture-'));
  project.provide('builtFixtureSiteDir', dir);
  return () => rmSync(dir, {recursive: true, force: true});
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtFixtureSiteDir: string;
  }
}
