import {describe, expect, it} from 'vitest';
import {readFileSync} from 'node:fs';
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {parse} from 'node-html-parser';

const require = createRequire(import.meta.url);
const {applyDocSearchFixes, FIXES} = require('../../patches/docsearch-modal/loader.cjs') as {
  applyDocSearchFixes: (source: string) => string;
  FIXES: Array<{name: string; edits: Array<{find: string; replace: string}>}>;
};
/** The replacement text of a fix's edit that contains `piece`. */
const replacement = (name: string, piece: string) =>
  FIXES.find((fix) => fix.name === name)!.edits.find(({replace}) => replace.includes(piece))!.replace;
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

describe('patches/docsearch-modal: the DocSearch 4.7.0 fixes', () => {
  it('apply to the installed modal, each edit exactly once, and leave a module that parses', () => {
    const fixed = applyDocSearchFixes(modal);
    const allEdits = FIXES.flatMap(({edits}) => edits);
    for (const edit of allEdits) {
      const {find, replace} = edit;
      // A later fix may edit this one's replacement ("older answer" edits "error screen"'s): then neither is left.
      const editedLater = allEdits.slice(allEdits.indexOf(edit) + 1).some((later) => later.find.includes(replace));
      // Gone, but where the edit inserts before or after it.
      expect(fixed.split(find).length - 1, find).toBe(replace.includes(find) && !editedLater ? 1 : 0);
      expect(fixed.split(replace).length - 1, replace).toBe(editedLater ? 0 : 1);
    }
    const check = spawnSync(process.execPath, ['--check', '--input-type=module'], {input: fixed, encoding: 'utf8'});
    expect(check.stderr).toBe('');
  });

  it('are counted and named in patches/README.md', () => {
    const row = readFileSync('patches/README.md', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('| `docsearch-modal` |'))!;
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen'];
    const counted = row.match(/^\| `docsearch-modal` \| (\w+) fixes/i)?.[1]?.toLowerCase();
    expect(words.indexOf(counted ?? '')).toBe(FIXES.length);
    for (const {name} of FIXES) expect(row, name).toContain(`"${name}"`);
  });

  it('keep the no-results suggestions an array of distinct sections', () => {
    const replace = replacement('no-results suggestions', 'searchSuggestions:');
    const expression = replace.slice('searchSuggestions:'.length);
    const suggestions = (previous: unknown, sources: object) =>
      new Function('r', 'o', 't', `return ${expression};`)({context: {searchSuggestions: previous}}, sources, undefined);
    const first = suggestions([], {功能介紹: [], 名詞解釋: []});
    expect(first).toEqual(['功能介紹', '名詞解釋']);
    expect(suggestions(first, {名詞解釋: [], 部落格: []})).toEqual(['功能介紹', '名詞解釋', '部落格']);
  });

  it("give each search a status setter that acts only while its query is in the box, so an older query's failure shows no error screen", () => {
    const replace = replacement('older failure', 'setStatus:');
    const setter = replace.slice(replace.indexOf('setStatus:') + 'setStatus:'.length, replace.lastIndexOf('}))'));
    const statusSetter = (requestQuery: string, boxQuery: string, set: (status: string) => void) =>
      new Function('a', 'o', 'p', `return ${setter};`)(requestQuery, {getState: () => ({query: boxQuery})}, set) as (
        status: string,
      ) => void;
    const set: string[] = [];
    statusSetter('撥款', '撥款 手續費', (status) => set.push(`older: ${status}`))('error');
    statusSetter('撥款 手續費', '撥款 手續費', (status) => set.push(`current: ${status}`))('error');
    expect(set).toEqual(['current: error']);
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

  it('count "See all N results" from the current query\'s answers only, not every answer since the modal opened', () => {
    const statement = replacement('result count per query', 'nbHits');
    const counted = (results: Array<{nbHits: number}>) => {
      let context: {nbHits?: number} = {};
      new Function('u', 'y', statement)((update: typeof context) => (context = {...context, ...update}), results);
      return context.nbHits;
    };
    // `webhook` three times: 145 each time, not 145, 290, 435.
    expect([counted([{nbHits: 145}]), counted([{nbHits: 145}]), counted([{nbHits: 145}])]).toEqual([145, 145, 145]);
    expect(counted([{nbHits: 0}])).toBe(0);
    expect(counted([{nbHits: 3}, {nbHits: 4}])).toBe(7);
  });

  it('end a RetryError at the error screen it shows, and pass any other error on', async () => {
    const wrapped = replacement('no unhandled rejection after the error screen', 'RetryError');
    const guard = new Function(`return ${wrapped.match(/catch\((function\(e\)\{[^}]*\})\)/)![1]}`)() as (error: unknown) => void;
    const unavailable = Object.assign(new Error('Search is unavailable: offline'), {name: 'RetryError'});
    await expect(Promise.reject(unavailable).catch(guard)).resolves.toBeUndefined();
    const bug = new TypeError('x is undefined');
    await expect(Promise.reject(bug).catch(guard)).rejects.toBe(bug);
  });

  describe('the searching state', () => {
    /** The modal's result screen (`Ku`, a React.memo) of the fixed file: its render function and its "skip this render" comparator. */
    function resultScreen() {
      const fixed = applyDocSearchFixes(modal);
      const start = fixed.indexOf('Ku=e.memo(');
      const source = fixed.slice(start + 'Ku='.length, fixed.indexOf(');function Wu(t)', start) + 1);
      const memo = (render: (props: object) => ReactNode, skip: (previous: object, next: object) => boolean) => ({render, skip});
      const unused = () => {
        throw new Error('another screen was rendered');
      };
      return new Function('e', 'F', 'w', 'Ju', 'Iu', 'Tu', 'yu', 'Ou', 'Uu', 'ju', 'Hu', `return ${source};`)(
        {...React, memo},
        Object.assign,
        (props: object) => ({...props}),
        ['translations'],
        unused,
        unused,
        unused,
        unused,
        unused,
        unused,
        unused,
      ) as ReturnType<typeof memo>;
    }

    it('keeps the screen while the answer is on its way, and renders it again once when the answer is late', () => {
      const {skip} = resultScreen();
      const status = (value: string) => ({state: {status: value}});
      expect(skip(status('idle'), status('loading'))).toBe(true);
      expect(skip(status('loading'), status('stalled'))).toBe(false);
      expect(skip(status('stalled'), status('stalled'))).toBe(true);
      expect(skip(status('stalled'), status('idle'))).toBe(false);
    });

    it('shows "Searching for" the late query, in the words the site passes, instead of the last query\'s hits', () => {
      const {render} = resultScreen();
      const screen = (translations: object) =>
        renderToStaticMarkup(
          React.createElement(() => render({translations, state: {status: 'stalled', query: 'zqxjvkw', collections: [{items: [{}]}]}})),
        );
      expect(screen({searchingScreen: {titleText: '正在搜尋：'}})).toBe(
        '<div class="DocSearch-Searching" role="status"><p class="DocSearch-Title">正在搜尋： &quot;<strong>zqxjvkw</strong>&quot;</p></div>',
      );
      expect(screen({})).toContain('Searching for &quot;<strong>zqxjvkw</strong>&quot;');
    });

    it("shows DocSearch's spinner in the search box's label from the keystroke on, and marks the modal as loading", () => {
      const fixed = applyDocSearchFixes(modal);
      expect(fixed).toContain('e.createElement("loading"===o.state.status?dn:vn,null)');
      expect(fixed).toMatch(/function dn\(t\)\{var n=t\.className;return e\.createElement\("svg",\{viewBox:"0 0 38 38"/);
      expect(fixed).toContain('"loading"===ce.status&&"DocSearch-Container--Loading"');
    });
  });

  it('fail the build when DocSearch changes', () => {
    expect(() => applyDocSearchFixes('export const nothing = 1;')).toThrow(/DocSearch has changed/);
  });
});
