import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {TwinsJob} from '../../plugins/markdown-twins/write';
import {scratchFolder, writeTreeFile} from '../support/scratch';
import {REPO_ROOT} from './fixtureSite';

/**
 * `npm run build` hands each locale's twins but the last to
 * scripts/write-twins.mjs, which writes them beside the next locale's build
 * (scripts/build.mjs). The postbuild suite checks the twins it writes; here,
 * a job that cannot be done must fail that process with the page and the
 * file to look at, so that the build fails with it.
 */
function runJob(job: TwinsJob): {status: number | null; output: string; jobFile: string} {
  const jobFile = path.join(scratchFolder('ferrypay-twins-job'), 'zh-TW.json');
  writeTreeFile(path.dirname(jobFile), path.basename(jobFile), JSON.stringify(job));
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/write-twins.mjs'), jobFile], {
    cwd: REPO_ROOT,
    // The build cache is the worktree's: this job must neither read nor fill it.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0'},
    encoding: 'utf8',
  });
  return {status: result.status, output: `${result.stdout}${result.stderr}`, jobFile};
}

const job = (outDir: string): TwinsJob => ({
  siteDir: REPO_ROOT,
  outDir,
  locale: 'zh-TW',
  site: {
    title: 'Ferrypay Docs',
    url: 'https://docs.ferrypay.example',
    baseUrl: '/',
    staticDirectories: ['static'],
    apiTextRoot: 'https://docs.ferrypay.example/en/',
  },
  pages: [
    {
      kind: 'guide',
      id: 'faq',
      permalink: '/docs/faq',
      title: '常見問題',
      description: '常見問題與解答。',
      source: '@site/docs/faq.md',
      categories: [],
    },
  ],
  apiSidebars: [],
});

describe('a twins job handed to scripts/write-twins.mjs', () => {
  it('for a page with no built HTML fails, naming the page and its source, and writes nothing', () => {
    const outDir = scratchFolder('ferrypay-twins-out');
    const result = runJob(job(outDir));
    expect(result.status, result.output).not.toBe(0);
    expect(result.output).toContain('markdown-twins: no built HTML for /docs/faq (docs/faq.md)');
    expect(readdirSync(outDir)).toEqual([]);
    // Kept for a look at what was asked; scripts/build.mjs removes its folder either way.
    expect(existsSync(result.jobFile)).toBe(true);
  });

  it('without a job file says what to give it', () => {
    const result = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/write-twins.mjs')], {cwd: REPO_ROOT, encoding: 'utf8'});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('write-twins: give the job file');
  });
});
