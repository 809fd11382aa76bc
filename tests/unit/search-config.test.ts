import {describe, expect, it} from 'vitest';
import {
  HITS_PER_PAGE,
  LOCAL_SEARCH,
  MAX_QUERY_LENGTH,
  algoliaThemeConfig,
  attributesToSnippet,
  missingResultsUrl,
} from '../../src/config/search';
import {capDocSearchInput, capInputLength} from '../../src/search/ui/inputCap';

describe('search configuration', () => {
  it('uses the local placeholder credentials without Algolia credentials', () => {
    expect(algoliaThemeConfig(null)).toMatchObject({...LOCAL_SEARCH, contextualSearch: true, insights: false, searchPagePath: 'search'});
  });

  it('uses hosted credentials, with insights only when enabled', () => {
    const hosted = {appId: 'APP', apiKey: 'search-key', indexName: 'docs', insights: true};
    expect(algoliaThemeConfig(hosted)).toMatchObject({appId: 'APP', apiKey: 'search-key', indexName: 'docs', insights: true});
  });

  it('asks for 20 hits, 10-word snippets and click analytics', () => {
    expect(algoliaThemeConfig(null).searchParameters).toEqual({
      hitsPerPage: HITS_PER_PAGE,
      attributesToSnippet: attributesToSnippet(10),
      clickAnalytics: true,
    });
    expect(HITS_PER_PAGE).toBe(20);
    expect(attributesToSnippet(5)).toEqual([
      'hierarchy.lvl1:5',
      'hierarchy.lvl2:5',
      'hierarchy.lvl3:5',
      'hierarchy.lvl4:5',
      'hierarchy.lvl5:5',
      'hierarchy.lvl6:5',
      'content:5',
    ]);
  });

  it('links "Let us know." to a new issue naming the query', () => {
    const url = new URL(missingResultsUrl('退款 & refunds'));
    expect(url.origin + url.pathname).toBe('https://github.com/ferrypay/ferrypay-docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Search: no results for "退款 & refunds"');
  });
});

/** Just enough of an <input> for the cap: a value setter on its prototype and events. */
class FakeInput extends EventTarget {
  maxLength = 512;
  #value = '';
  inputEvents = 0;
  constructor(private selector: string) {
    super();
    this.addEventListener('input', () => this.inputEvents++);
  }
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
  matches(selector: string) {
    return selector === this.selector;
  }
}

describe('the modal input cap', () => {
  it('sets the input limit and trims a longer prefill as user input', () => {
    const input = new FakeInput('input.DocSearch-Input');
    input.value = 'x'.repeat(100);
    capInputLength(input as unknown as HTMLInputElement, MAX_QUERY_LENGTH);
    expect(input.maxLength).toBe(64);
    expect(input.value).toHaveLength(64);
    expect(input.inputEvents).toBe(1);
  });

  it('applies to DocSearch inputs when they get focus, and can be removed', () => {
    const root = new EventTarget();
    const uninstall = capDocSearchInput(root as unknown as Document, 64);
    const docsearch = new FakeInput('input.DocSearch-Input');
    const other = new FakeInput('input.other');
    for (const target of [docsearch, other]) root.dispatchEvent(focusEvent(target));
    expect(docsearch.maxLength).toBe(64);
    expect(other.maxLength).toBe(512);
    uninstall();
    const later = new FakeInput('input.DocSearch-Input');
    root.dispatchEvent(focusEvent(later));
    expect(later.maxLength).toBe(512);
  });
});

function focusEvent(target: EventTarget): Event {
  const event = new Event('focusin');
  Object.defineProperty(event, 'target', {value: target});
  return event;
}
