import {existsSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PRERENDERED_SAMPLES_MODULE} from '../../src/config/apiSamples';
import {CODE_PATTERNS, repositoryFiles} from '../support/repositoryFiles';

/**
 * Every package our code imports is declared in package.json. A package that
 * arrives only as another's dependency can move or go when that package is
 * upgraded (npm hoists what it likes), and the import then breaks in an
 * upgrade that never touched it.
 */

/** This file, whose examples of specifiers below are not imports. */
const THIS_FILE = path.relative('.', import.meta.filename);

/** Module names that are not packages: Docusaurus's aliases (`@theme/…`, `@site/…`, `@generated/…`) and our own. */
const ALIAS = /^@(?:theme|theme-original|theme-init|site|generated)\//;

/** The import specifiers of a file: static and dynamic imports, re-exports, `require` and JSDoc `import()` types. */
function importedSpecifiers(source: string): string[] {
  // `require.resolve(…)` and `createRequire(…)(…)` name a package as surely as `require(…)`, and a call takes a
  // template string without a placeholder too; after `from`, a backtick is Markdown in a comment, not code.
  const statements = /(?:\bfrom\s+|^\s*import\s+)(['"])([^'"\n]+)\1/gm;
  const calls = /(?:\bimport\s*\(\s*|\b(?:require|createRequire\([^)]*\))(?:\.resolve)?\s*\(\s*)(['"`])([^'"`\n]+)\1/gm;
  return [...source.matchAll(statements), ...source.matchAll(calls)]
    .sort((first, second) => first.index - second.index)
    .map((match) => match[2]!);
}

/** The package a bare specifier names, or undefined for a relative path, a Node builtin or an alias. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]|^node:/.test(specifier) || ALIAS.test(specifier) || specifier === PRERENDERED_SAMPLES_MODULE) return undefined;
  // A specifier with a space or a template placeholder is text a test writes, not an import.
  if (/\s|\$\{/.test(specifier)) return undefined;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  if (builtinModules.includes(name)) return undefined;
  // `@docusaurus/Link`, `@docusaurus/useBaseUrl` and the like are @docusaurus/core's client modules, not packages:
  // counted as core only when core has that module, so a package that is not installed is not taken for one.
  const clientModule = path.join('node_modules/@docusaurus/core/lib/client/exports', `${name.slice('@docusaurus/'.length)}.js`);
  if (name.startsWith('@docusaurus/') && !existsSync(path.join('node_modules', name, 'package.json')) && existsSync(clientModule))
    return '@docusaurus/core';
  return name;
}

/**
 * The plugins, themes and presets docusaurus.config.ts names by package ('@docusaurus/theme-mermaid',
 * 'docusaurus-plugin-…'): Docusaurus requires each. A preset's shorthand ('classic') is not read.
 */
function configPackages(): string[] {
  const source = readFileSync('docusaurus.config.ts', 'utf8');
  return [...source.matchAll(/['"]((?:@[\w-]+\/)?(?:docusaurus-)?(?:plugin|theme|preset)-[\w-]+)['"]/g)].map((match) => match[1]!);
}

/** The code of the repository as git sees it (src, plugins, scripts, tests, patches, the configs), but this file. */
const codeFiles = () => repositoryFiles(CODE_PATTERNS).filter((file) => file !== THIS_FILE);

describe('declared dependencies', () => {
  const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string>>;
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  // A types-only package is declared as `@types/<name>` (hast, mdast).
  const isDeclared = (name: string) => declared.has(name) || declared.has(`@types/${name}`);

  it('reads a package name from each kind of specifier', () => {
    expect(packageOf('@docusaurus/theme-common/internal')).toBe('@docusaurus/theme-common');
    expect(packageOf('@docusaurus/Link')).toBe('@docusaurus/core');
    expect(packageOf('react-router-config')).toBe('react-router-config');
    expect(packageOf('unist-util-visit/lib')).toBe('unist-util-visit');
    expect([packageOf('node:fs'), packageOf('path'), packageOf('@theme/Layout'), packageOf('./local')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      importedSpecifiers(
        [
          "import x from 'a';",
          "export {y} from '@b/c/d';",
          "const z = await import('e');",
          "require('f');",
          "/** @type {import('g').H} */",
          "import 'h';",
          "export * from 'i';",
          "import type {J} from 'j';",
          'import {',
          '  k,',
          "} from 'k';",
          'const l = await import(`l`);',
          "require.resolve('m/package.json');",
          "createRequire(import.meta.url)('n');",
        ].join('\n'),
      ),
    ).toEqual(['a', '@b/c/d', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm/package.json', 'n']);
    // Not installed: a typo or a package an upgrade dropped is a package, not one of core's client modules.
    expect(packageOf('@docusaurus/plugin-not-installed')).toBe('@docusaurus/plugin-not-installed');
  });

  it('declares in package.json every package the code, the tests and the configs import', () => {
    const undeclared = new Map<string, Set<string>>();
    const note = (name: string | undefined, file: string) => {
      if (name && !isDeclared(name)) undeclared.set(name, (undeclared.get(name) ?? new Set()).add(file));
    };
    for (const file of codeFiles()) for (const name of importedSpecifiers(readFileSync(file, 'utf8')).map(packageOf)) note(name, file);
    for (const name of configPackages()) note(packageOf(name), 'docusaurus.config.ts, a plugin, theme or preset');
    expect(
      [...undeclared].map(([name, files]) => `${name} (${[...files].join(', ')})`),
      'declare each in package.json: in dependencies if the build needs it, else in devDependencies',
    ).toEqual([]);
  });
});
