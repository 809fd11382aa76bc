import {readFileSync} from 'node:fs';
import path from 'node:path';
import {installedVersion} from '../../patches/patch';

const ROOT = path.resolve(import.meta.dirname, '../..');

type PackageJson = {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};
type RenovateConfig = {packageRules?: Array<{groupName?: string; matchPackageNames?: string[]}>};

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/**
 * How a package that code of ours relies on beyond its documented interface
 * stands (patches/README.md): the version installed, the spec package.json
 * gives it, and the Renovate group that updates it, which must be the one
 * that brings Docusaurus and the patched packages, so that the tripwires
 * judge its upgrades.
 */
export function pinnedPackage(name: string): {
  installed: string;
  spec: string | undefined;
  group: string | undefined;
  patchesGroup: string | undefined;
} {
  const pkg = readJson<PackageJson>('package.json');
  const rules = readJson<RenovateConfig>('renovate.json').packageRules ?? [];
  return {
    installed: installedVersion(ROOT, name),
    spec: {...pkg.dependencies, ...pkg.devDependencies}[name],
    group: rules.find((rule) => rule.matchPackageNames?.includes(name))?.groupName,
    patchesGroup: rules.find((rule) => rule.matchPackageNames?.includes('@docusaurus/*'))?.groupName,
  };
}

/**
 * The version of `name` that a row of patches/README.md's table says its code was written against ("Written
 * against": `` `@docusaurus/core` 3.10.2 ``), the row found by its first cell naming `row`. The row is the one
 * place that version is written: a tripwire compares it with the installed version, so an upgrade fails the
 * tripwire until someone re-checks the code and moves the row.
 */
export function writtenAgainst(row: string, name: string): string {
  const table = readFileSync(path.join(ROOT, 'patches/README.md'), 'utf8');
  const line = table.split('\n').find((candidate) => candidate.startsWith(`| \`${row}\``));
  if (!line) throw new Error(`patches/README.md has no row for ${row}`);
  const version = new RegExp(`\`${name.replace(/[/@]/g, (character) => `\\${character}`)}\` (\\d+\\.\\d+\\.\\d+)`).exec(line)?.[1];
  if (!version) throw new Error(`patches/README.md's row for ${row} names no version of ${name}`);
  return version;
}
