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
