import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {parse} from 'node-html-parser';

const require = createRequire(import.meta.url);
const {applyDocSearchFixes, FIXES} = require('../../patches/docsearch-modal/loader.cjs') as {
  applyDocSearchFixes: (source: string) => string;
  FIXES: Array<{name: string; find: string; replace: string}>;
};
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

describe('patches/docsearch-modal: the DocSearch 4.7.0 fixes', () => {
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

  it('leave the modal without a <header> of its own (a second banner landmark)', () => {
    expect(modal).toContain('createElement("header"');
    expect(applyDocSearchFixes(modal)).not.toContain('createElement("header"');
  });

  it('leave the modal without a <footer> of its own (a second contentinfo landmark)', () => {
    expect(modal).toContain('createElement("footer"');
    expect(applyDocSearchFixes(modal)).not.toContain('createElement("footer"');
  });

  // The result component of the fixed modal, rendered with React and a hit component like src/theme/SearchBar's.
  function renderResult(renderAction: () => ReactNode): ReturnType<typeof parse> {
    const fixed = applyDocSearchFixes(modal);
    const start = fixed.indexOf('function Su(t){');
    const source = fixed.slice(start, fixed.indexOf('}function xu(t)', start) + 1);
    const Title = ({className, hit, attribute}: {className: string; hit: Record<string, unknown>; attribute: string}) =>
      React.createElement('span', {className}, String(attribute.split('.').reduce<unknown>((v, k) => (v as never)[k], hit)));
    const Result = new Function('e', 'F', 'ku', 'Kr', `${source}; return Su;`)(React, Object.assign, Title, String);
    const Hit = ({hit, children, ...optionProps}: {hit: {url: string}; children: ReactNode}) =>
      React.createElement('a', {href: hit.url, ...optionProps}, children);
    return parse(
      renderToStaticMarkup(
        React.createElement(Result, {
          item: {url: '/docs/payout', type: 'lvl1', hierarchy: {lvl1: 'Payout'}, content: null},
          index: 0,
          collection: {source: {}},
          hitComponent: Hit,
          getItemProps: () => ({id: 'docsearch-item-0', role: 'option', 'aria-selected': true, onClick: () => {}}),
          onItemClick: () => {},
          renderIcon: () => null,
          renderAction,
        }),
      ),
    );
  }

  it('make the result link the listbox option, in a presentational <li>', () => {
    const li = renderResult(() => null).querySelector('li')!;
    expect(li.getAttribute('role')).toBe('none');
    expect(li.getAttribute('id')).toBeUndefined();
    const link = li.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/docs/payout');
    expect(link.getAttribute('role')).toBe('option');
    expect(link.getAttribute('id')).toBe('docsearch-item-0');
    expect(link.getAttribute('aria-selected')).toBe('true');
    expect(link.textContent).toBe('Payout');
  });

  it("put a result's buttons beside its link, not inside it", () => {
    const li = renderResult(() => React.createElement('button', {type: 'button', title: 'Save this search'})).querySelector('li')!;
    expect(li.querySelector('a button')).toBeNull();
    expect(li.querySelector(':scope > .DocSearch-Hit-actions > button')?.getAttribute('title')).toBe('Save this search');
  });

  it('fail the build when DocSearch changes', () => {
    expect(() => applyDocSearchFixes('export const nothing = 1;')).toThrow(/DocSearch has changed/);
  });
});
