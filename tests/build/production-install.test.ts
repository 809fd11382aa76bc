import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {cleanEnv, copyFixtureSite, runBuild, runCommand, type CommandResult, type SiteCopy} from './fixtureSite';

/**
 * What `npm install --omit=dev` installs from the committed lockfile is
 * enough to build the site: a copy of the fixture site (the real config,
 * plugins, patches and theme) gets a node_modules of its own without the
 * devDependencies, then builds both locales through scripts/build-checked.mjs,
 * which fails on any warning. A package the build needs but package.json
 * lists under devDependencies fails here, naming the module it could not find.
 * The install takes minutes, longer on a busy machine; nothing here is timed.
 */
let site: SiteCopy;
let install: CommandResult;
let build: CommandResult | undefined;
beforeAll(async () => {
  site = copyFixtureSite({nodeModules: 'none'});
  install = await runCommand('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: site.dir,
    env: cleanEnv(),
  });
  if (install.code === 0) build = await runBuild(site.dir, {checked: true, allLocales: true});
});
afterAll(() => site?.remove());

const built = (file: string) => path.join(site.dir, 'build', file);

describe('a production install (npm install --omit=dev)', () => {
  it('installs the dependencies without the devDependencies', () => {
    expect(install.code, install.output).toBe(0);
    expect(existsSync(path.join(site.dir, 'node_modules/@docusaurus/core'))).toBe(true);
    for (const devDependency of ['vitest', 'eslint', 'prettier', '@playwright/test']) {
      expect(existsSync(path.join(site.dir, 'node_modules', devDependency)), devDependency).toBe(false);
    }
  });

  it('builds both locales with no warning', () => {
    expect(build, 'the install failed').toBeDefined();
    expect(build!.code, build!.output).toBe(0);
    expect(existsSync(built('index.html'))).toBe(true);
    expect(existsSync(built('en/index.html'))).toBe(true);
  });

  it("runs every plugin of the site: the API reference, the search index, the Markdown twins and the Postman collections", () => {
    expect(existsSync(built('api/retrieve-an-order/index.html'))).toBe(true);
    expect(existsSync(built('en/api/2025-03-01/retrieve-a-vendor/index.html'))).toBe(true);
    for (const locale of ['', 'en/']) {
      expect(readdirSync(built(`${locale}search`)).length, `${locale}search/`).toBeGreaterThan(0);
      expect(existsSync(built(`${locale}docs/faq.md`)), `${locale}docs/faq.md`).toBe(true);
      expect(existsSync(built(`${locale}llms.txt`)), `${locale}llms.txt`).toBe(true);
    }
    expect(existsSync(built('openapi/2026-06-01.postman_collection.json'))).toBe(true);
  });
});
