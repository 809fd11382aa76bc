#!/usr/bin/env node
// What upstream changed, between two versions of Docusaurus, in each file we
// ejected (src/theme/ejects.mjs): the diff of the theme's own src/theme/<file>
// from the old version to the new. tests/unit/ejects.test.ts sees only the
// hunks of an eject that carry no `Ferrypay:` mark, so an upstream change
// inside a marked hunk shows here alone (patches/README.md, "Upgrading
// Docusaurus"). Needs the npm registry: it packs each theme at both versions.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {EJECTS} from '../src/theme/ejects.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const installed = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
const [from, to = installed] = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));

if (!from || process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run upstream:ejects -- <old version> [<new version>]

Packs each theme we ejected from at both versions (npm pack, into a folder
under $TMPDIR) and prints, for every file of src/theme/ejects.mjs, upstream's
diff from the old version to the new (the new one defaults to the installed
@docusaurus/core, ${installed}). Port what it shows into the ejects.`);
  process.exit(from ? 0 : 2);
}

/** Runs a command, stopping the script with its output when it fails. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8'});
  if (result.status !== 0) {
    console.error(`upstream-ejects-diff: ${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
    process.exit(1);
  }
  return result.stdout;
}

/** The theme's package at `version`, unpacked: its folder. */
function unpacked(work, theme, version) {
  const dir = path.join(work, `${theme.replace('/', '+')}@${version}`);
  mkdirSync(dir, {recursive: true});
  const [{filename}] = JSON.parse(run('npm', ['pack', `${theme}@${version}`, '--json', '--pack-destination', dir], dir));
  run('tar', ['-xzf', filename], dir);
  return path.join(dir, 'package');
}

const work = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-upstream-ejects-'));
let gone = 0;
for (const {theme, files} of EJECTS) {
  const before = unpacked(work, theme, from);
  const after = unpacked(work, theme, to);
  for (const file of files) {
    const [old, next] = [before, after].map((dir) => path.join(dir, 'src/theme', file));
    if (!existsSync(next)) {
      gone++;
      console.log(`${theme} ${to} has no src/theme/${file}: find where it went, and eject that file again.\n`);
      continue;
    }
    // -N: a file new in the new version diffs against nothing.
    const diff = spawnSync('diff', ['-uN', '--label', `${theme}@${from}`, '--label', `${theme}@${to}`, old, next], {encoding: 'utf8'});
    if (diff.status === 2) {
      console.error(`upstream-ejects-diff: diff of src/theme/${file} failed:\n${diff.stderr}`);
      process.exit(1);
    }
    console.log(diff.status === 0 ? `src/theme/${file}: unchanged upstream.\n` : `src/theme/${file}:\n${diff.stdout}`);
  }
}
console.log(`Packages unpacked in ${work}.`);
process.exit(gone > 0 ? 1 : 0);
