import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES} from '../../patches/index';

/**
 * The dependency updates renovate.json asks Renovate for. Whether Renovate
 * accepts the file is tests/build/renovate-schema.test.ts's question.
 */
type PackageRule = {groupName?: string; matchPackageNames?: string[]; matchManagers?: string[]; pinDigests?: boolean};
type RenovateConfig = {schedule?: string[]; lockFileMaintenance?: {enabled?: boolean; schedule?: string[]}; packageRules?: PackageRule[]};

const config = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../renovate.json'), 'utf8')) as RenovateConfig;

/** Renovate's package name patterns as renovate.json uses them: exact names, and `scope/*`. */
const matches = (pattern: string, name: string) => (pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name);

const rulesFor = (name: string) =>
  (config.packageRules ?? []).filter((rule) => rule.matchPackageNames?.some((pattern) => matches(pattern, name)));

describe('dependency updates', () => {
  const pinned = [...new Set(PATCHES.flatMap((patch) => Object.keys(patch.packages)))].sort();

  it('bring Docusaurus and every package a patch is written against in one pull request, for the tripwires to judge together', () => {
    expect(pinned).toContain('@docusaurus/core');
    expect(pinned.length).toBeGreaterThan(3);
    const groups = new Set(
      [...pinned, '@docusaurus/preset-classic', '@docusaurus/theme-common'].map((name) =>
        rulesFor(name)
          .map((rule) => rule.groupName)
          .join(),
      ),
    );
    expect([...groups]).toHaveLength(1);
    expect([...groups][0]).toMatch(/\S/);
  });

  it('keep the lockfile fresh, on a weekly schedule like every other update', () => {
    expect(config.lockFileMaintenance?.enabled).toBe(true);
    expect(config.lockFileMaintenance?.schedule).toEqual(config.schedule);
    expect(config.schedule?.length).toBeGreaterThan(0);
  });

  it("keep the workflows' actions pinned by commit SHA", () => {
    expect(config.packageRules?.some((rule) => rule.matchManagers?.includes('github-actions') && rule.pinDigests === true)).toBe(true);
  });
});
