import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {applyDocSearchFixes, FIXES} = require('../../plugins/search-index/docsearchFixes.cjs') as {
  applyDocSearchFixes: (source: string) => string;
  FIXES: Array<{name: string; find: string; replace: string}>;
};
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

describe('the DocSearch 4.7.0 fixes', () => {
  it('apply to the installed modal, each exactly once', () => {
    const fixed = applyDocSearchFixes(modal);
    for (const {find, replace} of FIXES) {
      expect(fixed).not.toContain(find);
      expect(fixed.split(replace).length - 1).toBe(1);
    }
  });

  it('keep the no-results suggestions an array of distinct sections', () => {
    const {replace} = FIXES.find((fix) => fix.name === 'no-results suggestions')!;
    const expression = replace.slice('searchSuggestions:'.length);
    const suggestions = (previous: unknown, sources: object) =>
      new Function('r', 'o', 't', `return ${expression};`)({context: {searchSuggestions: previous}}, sources, undefined);
    const first = suggestions([], {功能介紹: [], 名詞解釋: []});
    expect(first).toEqual(['功能介紹', '名詞解釋']);
    expect(suggestions(first, {名詞解釋: [], 部落格: []})).toEqual(['功能介紹', '名詞解釋', '部落格']);
  });

  it('fail the build when DocSearch changes', () => {
    expect(() => applyDocSearchFixes('export const nothing = 1;')).toThrow(/DocSearch has changed/);
  });
});
