import {execFileSync} from 'node:child_process';
import path from 'node:path';

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');

/** The source file patterns of the code that runs: the site, plugins, patches, scripts, configs and tests. */
export const CODE_PATTERNS = ['*.ts', '*.tsx', '*.mjs', '*.cjs', '*.js'];

/**
 * The files of a work tree as git sees them: tracked, and new ones not ignored
 * (a test run before `git add` sees the file it is about), matching `patterns`
 * (git pathspecs; all files without), as paths from `dir`.
 */
export function repositoryFiles(patterns: string[] = [], dir: string = REPOSITORY_ROOT): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', ...patterns], {cwd: dir, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
}
