import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {inject} from 'vitest';
import {ENVIRONMENT_VARIABLES} from '../../src/config/env';
import {repositoryFiles} from '../support/repositoryFiles';

/**
 * A throw-away copy of the site for tests that feed the real build bad input:
 * the repository's own config, plugins, patches, theme, scripts, static files
 * and UI strings (what git tracks, plus new files it does not ignore), with
 * the content of the small fixture site in tests/build/fixture in place of
 * the site's own (a page for each place the navbar, footer and home page link
 * to, a blog post, a release note, two operations of each API version), so
 * that a build of it takes seconds, not the minutes of the whole site. The
 * worktree itself is never touched; node_modules is a symlink unless the
 * test installs its own; the copy gets a one-commit git repository of its own
 * so that "last updated" dates resolve as they do in a checkout.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURE_DIR = path.join(REPO_ROOT, 'tests/build/fixture');

/** The site's own content, which the fixture's takes the place of; and the tests, which are no part of the site. */
const REPLACED = [
  /^docs\/.*\.mdx?$/,
  /^blog\/.*\.mdx?$/,
  /^release-note\/.*\.mdx?$/,
  /^i18n\/[^/]+\/docusaurus-plugin-content-(docs|blog|blog-release-note)\/.*\.mdx?$/,
  /^api\/openapi\//,
  /^api\/pages\//,
  /^sidebars\.ts$/,
  /^tests\//,
];

/** Variables that describe the caller's machine rather than the build: Node's options, the CI service, the browser's path. */
const MACHINE_VARIABLES: readonly string[] = ['NODE_OPTIONS', 'CI', 'CHROMIUM_PATH'];

/**
 * Variables the site reads (src/config/env.ts lists every one), and the test
 * runner's own; the tests start from none of them set, whatever the caller's
 * shell holds.
 */
const SITE_VARIABLES = new Set<string>(ENVIRONMENT_VARIABLES.filter((name) => !MACHINE_VARIABLES.includes(name)));
const isSiteVariable = (name: string) => SITE_VARIABLES.has(name) || /^(VITEST.*|TEST)$/.test(name);

export type SiteCopy = {dir: string; remove: () => void};

/** The work tree's files that exist (git lists a tracked file deleted from the work tree too). */
const gitFiles = (dir: string) => repositoryFiles([], dir).filter((file) => existsSync(path.join(dir, file)));

/** The files of the repository the fixture site keeps, as paths from its root. */
export function keptSiteFiles(): string[] {
  return gitFiles(REPO_ROOT).filter((file) => !REPLACED.some((pattern) => pattern.test(file)));
}

/** The fixture's own files, as paths from tests/build/fixture. */
export function fixtureFiles(): string[] {
  return readdirSync(FIXTURE_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => statSync(path.join(FIXTURE_DIR, file)).isFile());
}

export type CopyOptions = {
  /** `symlink` (the worktree's, by default) or `none`, for a test that installs its own. */
  nodeModules?: 'symlink' | 'none';
  /** An empty folder to copy into; by default a new one in the system's temporary folder. */
  dir?: string;
};

export function copyFixtureSite(options: CopyOptions = {}): SiteCopy {
  const dir = options.dir ?? mkdtempSync(path.join(os.tmpdir(), 'ferrypay-build-test-'));
  const copy = (from: string, file: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(from, file), path.join(dir, file));
  };
  for (const file of keptSiteFiles()) copy(REPO_ROOT, file);
  for (const file of fixtureFiles()) copy(FIXTURE_DIR, file);
  if (options.nodeModules !== 'none') symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=build test', '-c', 'user.email=build-test@ferrypay.invalid', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'throw-away copy');
  return {dir, remove: () => rmSync(dir, {recursive: true, force: true})};
}

/** Rewrites one file of the copy; fails loudly when the text to replace is not there. */
export function editFile(dir: string, file: string, edit: (content: string) => string): void {
  const full = path.join(dir, file);
  const before = readFileSync(full, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error(`The edit left ${file} unchanged: the test no longer matches the fixture.`);
  writeFileSync(full, after);
}

export {writeTreeFile as writeFile} from '../support/scratch';

export type CommandResult = {code: number | null; output: string};

/** Runs a command to its end and returns its exit code and everything it printed (no time limit: see vitest.build.config.ts). */
export function runCommand(command: string, args: string[], options: {cwd: string; env: NodeJS.ProcessEnv}): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output}));
  });
}

/** The caller's environment without the site's variables, so that a build sees only what its test sets. */
export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !isSiteVariable(name)) env[name] = value;
  }
  return env;
}

export type BuildOptions = {
  /** Site variables for this build (BASE_URL, ALGOLIA_*...). */
  env?: Record<string, string>;
  /** Through scripts/build-checked.mjs (fails on warnings), as the suite builds, instead of plain `docusaurus build`. */
  checked?: boolean;
  /** Both locales; by default zh-TW only, which is enough for most cases here and twice as quick. */
  allLocales?: boolean;
};

/** Runs the real production build in the copy and returns its exit code and everything it printed. */
export function runBuild(dir: string, options: BuildOptions = {}): Promise<CommandResult> {
  const env = cleanEnv();
  if (!options.allLocales) env.DOCS_DEFAULT_LOCALE_ONLY = 'true';
  // Rspack's persistent cache and ours live in node_modules/.cache, which may be the worktree's through the symlink.
  env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
  env.FORCE_COLOR = '0';
  Object.assign(env, options.env);
  const command = options.checked
    ? ['scripts/build-checked.mjs', '--no-minify']
    : [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--no-minify'];
  return runCommand(process.execPath, command, {cwd: dir, env});
}

/** Written into the shared copy once its build has succeeded. */
const BUILT_MARK = '.fixture-built';

/**
 * The fixture site, built, for tests that only read what a build generated
 * (the patches' tripwires): one build per run of `npm run test:build`, in the
 * folder tests/build/globalSetup.ts provides and removes, so the second file
 * that asks reads the first one's build instead of making its own. Test files
 * run one at a time there (vitest.build.config.ts), so two never build it at
 * once. Fails with the build's output when the site does not build. Callers
 * read the copy and leave it as it is; the global teardown removes it.
 */
export async function builtFixtureSite(): Promise<{dir: string}> {
  const dir = inject('builtFixtureSiteDir');
  const shared = {dir};
  if (existsSync(path.join(dir, BUILT_MARK))) return shared;
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(dir, {recursive: true});
  copyFixtureSite({dir});
  const build = await runBuild(dir);
  if (build.code !== 0) throw new Error(`The fixture site did not build:\n${build.output}`);
  writeFileSync(path.join(dir, BUILT_MARK), '');
  return shared;
}
