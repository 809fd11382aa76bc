import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * A throw-away copy of the site for tests that feed the real build bad input.
 * The worktree itself is never touched: sources are copied (what git tracks,
 * plus new files it does not ignore), node_modules is a symlink, and the copy
 * gets its own one-commit git repository so "last updated" dates resolve as
 * they do in a checkout (an untracked file would make the build warn).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Variables the site reads; the tests start from none of them set, whatever the caller's shell holds. */
const SITE_VARIABLES = /^(BASE_URL|SITE_URL|ALGOLIA_.*|DOCS_DEFAULT_LOCALE_ONLY|NODE_ENV|VITEST.*|TEST)$/;

export type SiteCopy = {dir: string; remove: () => void};

export function copySite(): SiteCopy {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-build-test-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(path.join(REPO_ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(REPO_ROOT, file), path.join(dir, file));
  }
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
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
  if (after === before) throw new Error(`The edit left ${file} unchanged: the test no longer matches the content.`);
  writeFileSync(full, after);
}

export {writeTreeFile as writeFile} from '../support/scratch';

export type BuildResult = {code: number | null; output: string; seconds: number};

export type BuildOptions = {
  /** Site variables for this build (BASE_URL, ALGOLIA_*...). */
  env?: Record<string, string>;
  /** Through scripts/build-checked.mjs (fails on warnings), as the suite builds, instead of plain `docusaurus build`. */
  checked?: boolean;
  /** Both locales; by default zh-TW only, which is enough for every case here and twice as quick. */
  allLocales?: boolean;
};

/** Runs the real production build in the copy and returns its exit code and everything it printed. */
export function runBuild(dir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !SITE_VARIABLES.test(name)) env[name] = value;
  }
  if (!options.allLocales) env.DOCS_DEFAULT_LOCALE_ONLY = 'true';
  // Rspack's persistent cache lives in node_modules/.cache, which is the worktree's through the symlink.
  env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
  env.FORCE_COLOR = '0';
  Object.assign(env, options.env);
  const command = options.checked
    ? ['scripts/build-checked.mjs', '--no-minify']
    : [path.join('node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--no-minify'];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, command, {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({code, output, seconds: (Date.now() - started) / 1000}));
  });
}
