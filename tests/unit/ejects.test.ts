import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EJECTS, EJECTED_FILES} from '../../src/theme/ejects.mjs';
import {diffHunks, formatHunk} from '../support/lineDiff';

/**
 * Every ejected swizzle is upstream's file, formatted as upstream formats it
 * and with upstream's licence notice, changed only where a `Ferrypay:` comment
 * says so: its diff against the theme's own source (the published
 * `src/theme` of the installed, pinned version) is the list of our changes.
 * After an upgrade, a hunk without the mark is upstream's change to carry
 * over (patches/README.md, "Upgrading Docusaurus").
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const THEME_DIR = path.join(ROOT, 'src/theme');

const read = (file: string) => readFileSync(file, 'utf8');
const upstreamFile = (theme: string, file: string) => path.join(ROOT, 'node_modules', theme, 'src/theme', file);

/** The hunks of a diff that carry no `Ferrypay:` mark in the lines they add. */
function unmarkedHunks(upstream: string, ours: string): string[] {
  return diffHunks(upstream, ours)
    .filter((hunk) => !hunk.lines.some((line) => line.kind === '+' && line.text.includes('Ferrypay:')))
    .map(formatHunk);
}

describe('the diff of an eject against upstream', () => {
  const upstream = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].join('\n');

  it('is empty for the same text', () => {
    expect(diffHunks(upstream, upstream)).toEqual([]);
  });

  it('groups each change with the lines around it, keeps distant changes apart, and finds the unmarked one', () => {
    const ours = upstream.replace('two', '// Ferrypay: why\nTWO').replace('eleven', 'ELEVEN');
    expect(diffHunks(upstream, ours, 1).map(formatHunk)).toEqual([
      '@@ -1 +1 @@\n one\n-two\n+// Ferrypay: why\n+TWO\n three',
      '@@ -10 +11 @@\n ten\n-eleven\n+ELEVEN\n twelve',
    ]);
    expect(unmarkedHunks(upstream, ours)).toEqual(['@@ -8 +9 @@\n eight\n nine\n ten\n-eleven\n+ELEVEN\n twelve']);
  });

  it('sees a change of formatting alone', () => {
    expect(unmarkedHunks('f(a, b);\n', 'f(\n  a,\n  b,\n);\n')).toHaveLength(1);
  });
});

const LICENCE_NOTICE = /^\/\*\*?\n \* Copyright \(c\) Facebook, Inc\. and its affiliates\.\n[\s\S]*?\*\/\n/;

for (const {theme, files} of EJECTS) {
  for (const file of files) {
    describe(`the eject src/theme/${file}`, () => {
      const upstream = read(upstreamFile(theme, file));
      const ours = read(path.join(THEME_DIR, file));

      it(`differs from ${theme}'s only where a Ferrypay: comment marks the change`, () => {
        expect(unmarkedHunks(upstream, ours)).toEqual([]);
      });

      it("keeps upstream's licence notice at the top", () => {
        const notice = LICENCE_NOTICE.exec(upstream)?.[0];
        expect(notice, `${theme}'s ${file} has no licence notice`).toBeDefined();
        expect(ours.startsWith(notice!)).toBe(true);
      });
    });
  }
}

/** The swizzled components under src/theme: each folder with an index.tsx, and the theme's plain modules (prism-include-languages.ts). */
function swizzledComponents(dir = THEME_DIR): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return swizzledComponents(full);
    const relative = path.relative(THEME_DIR, full);
    if (entry.name === 'index.tsx') return [path.dirname(relative)];
    if (dir === THEME_DIR && entry.name.endsWith('.ts')) return [relative.replace(/\.ts$/, '')];
    return [];
  });
}

describe('src/theme/README.md', () => {
  const rows = new Map(
    [...read(path.join(THEME_DIR, 'README.md')).matchAll(/^\| `([^`]+)` \| (eject|wrap)\b/gm)].map((match) => [match[1]!, match[2]!]),
  );
  const components = swizzledComponents();
  const kindOf = (component: string) =>
    EJECTED_FILES.some((file) => path.dirname(file) === `src/theme/${component}` || file === `src/theme/${component}.ts`)
      ? 'eject'
      : 'wrap';

  it('lists every swizzle, as an eject when src/theme/ejects.mjs lists its files and as a wrap otherwise', () => {
    expect(components.length).toBeGreaterThan(10);
    expect(Object.fromEntries([...rows].sort())).toEqual(
      Object.fromEntries(components.map((component) => [component, kindOf(component)]).sort()),
    );
  });

  it("names only wraps that render the theme's own component", () => {
    const notWrapping = components
      .filter((component) => kindOf(component) === 'wrap')
      .filter((component) => !read(path.join(THEME_DIR, component, 'index.tsx')).includes(`from '@theme-original/${component}'`));
    expect(notWrapping).toEqual([]);
  });

  it('lists no ejected file that is not there', () => {
    expect(
      EJECTED_FILES.filter(
        (file) => !components.some((component) => kindOf(component) === 'eject' && file.startsWith(`src/theme/${component}`)),
      ),
    ).toEqual([]);
  });
});
