import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_VERSIONS} from '../../src/config/apiReference';
import {LOCALES, TEST_BUILD_DIR} from '../support/site';

/**
 * The docs plugins' version metadata, as built: every page of a version
 * loads it, and each doc in it is its id, title and sidebar, without its
 * description (plugins/shared/versionProps.ts).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

type VersionMetadata = {pluginId: string; version: string; docs: Record<string, Record<string, unknown>>};

/** The version metadata in a locale's built scripts: the JSON modules that hold `docsSidebars`. */
function builtVersionMetadata(locale: (typeof LOCALES)[number]): VersionMetadata[] {
  const dir = path.join(BUILD_DIR, locale === 'en' ? 'en' : '', 'assets/js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((code) => code.includes('"docsSidebars"'))
    .flatMap((code) => [...code.matchAll(/JSON\.parse\('((?:[^'\\]|\\.)*)'\)/g)])
    .map(([, literal]) => JSON.parse(new Function(`return '${literal}';`)() as string) as {version?: VersionMetadata})
    .flatMap(({version}) => (version?.docs ? [version] : []));
}

describe.each(LOCALES)('the version metadata (%s)', (locale) => {
  const metadata = builtVersionMetadata(locale);

  it("is built for the guide and every API version, and lists each doc's id, title and sidebar, with no description", () => {
    expect(metadata.map(({pluginId, version}) => `${pluginId} ${version}`).sort()).toEqual(
      ['default current', ...API_VERSIONS.map(({docsVersion}) => `api ${docsVersion}`)].sort(),
    );
    for (const {pluginId, docs} of metadata) {
      expect(Object.keys(docs).length, pluginId).toBeGreaterThan(30);
      for (const doc of Object.values(docs)) {
        expect(Object.keys(doc).sort(), `${pluginId} ${String(doc.id)}`).toEqual(expect.arrayContaining(['id', 'title']));
        expect(doc, `${pluginId} ${String(doc.id)}`).not.toHaveProperty('description');
      }
    }
  });
});
