import STPhrases from 'opencc-js/dict/STPhrases';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWPhrases from 'opencc-js/dict/TWPhrases';
import {describe, expect, it} from 'vitest';
import {pinnedPackage, writtenAgainst} from '../support/pinnedPackage';

/**
 * plugins/search-index/simplified.ts reads three of opencc-js's dictionaries
 * as OpenCC's text format, which the package neither types nor documents
 * (patches/README.md, its row): these fail, naming the dictionary, when an
 * upgrade changes it. tests/unit/search-simplified.test.ts checks the folding
 * table built from them.
 */
const DICTIONARIES = {TSCharacters, TWPhrases, STPhrases};
const WHY = 'plugins/search-index/simplified.ts parses it (patches/README.md): read the new format there';

/**
 * The version of opencc-js simplified.ts was written against: after an upgrade
 * the pin and the install agree again, so only its row in patches/README.md says the dictionaries were
 * not yet read against the new package.
 */
const WRITTEN_AGAINST = writtenAgainst('plugins/search-index/simplified.ts', 'opencc-js');

/** One entry: a key, a space, and one or more values separated by spaces. */
const ENTRY = /^\S+( \S+)+$/u;

describe("opencc-js's dictionaries, as plugins/search-index/simplified.ts reads them", () => {
  it('are the installed version, pinned exactly, the one simplified.ts was written against, and updated with Docusaurus', () => {
    const {installed, spec, group, patchesGroup} = pinnedPackage('opencc-js');
    expect(spec, 'package.json must pin opencc-js to the installed version').toBe(installed);
    expect(
      installed,
      `plugins/search-index/simplified.ts was written against opencc-js ${WRITTEN_AGAINST}, and ${installed} is installed: ` +
        'check in the release notes whether TSCharacters, TWPhrases or STPhrases changed their entries or format, or became ' +
        "documented, typed exports (patches/README.md, its row), then move the row's version.",
    ).toBe(WRITTEN_AGAINST);
    expect(group, "renovate.json must update opencc-js in the patched packages' group").toBe(patchesGroup);
  });

  it.each(Object.entries(DICTIONARIES))('%s is one string of `key value [value...]` entries separated by `|`', (name, dictionary) => {
    expect(typeof dictionary, `opencc-js/dict/${name} is no longer a string: ${WHY}`).toBe('string');
    const entries = dictionary.split('|');
    expect(entries.length, `opencc-js/dict/${name} splits into too few entries at "|": ${WHY}`).toBeGreaterThan(500);
    expect(
      entries.filter((entry) => !ENTRY.test(entry)).slice(0, 5),
      `opencc-js/dict/${name} has entries that are not "key value [value...]": ${WHY}`,
    ).toEqual([]);
  });

  it('map a Traditional character to its Simplified one, and a phrase to what Taiwan writes', () => {
    // The direction of each: TSCharacters Traditional -> Simplified; TWPhrases
    // Traditional -> Taiwan's phrase; STPhrases Simplified -> Traditional.
    expect(TSCharacters.split('|'), `opencc-js/dict/TSCharacters: ${WHY}`).toContain('對 对');
    expect(TWPhrases.split('|'), `opencc-js/dict/TWPhrases: ${WHY}`).toContain('搜索 搜尋');
    expect(STPhrases.split('|'), `opencc-js/dict/STPhrases: ${WHY}`).toContain('搜索 搜索');
  });
});
