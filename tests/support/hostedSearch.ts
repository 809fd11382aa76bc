import {existsSync} from 'node:fs';
import type {Route} from '@playwright/test';
import {test as base} from './fixtures';
import {startStaticServer, type RunningServer} from '../../scripts/lib/staticServer';
import {SEARCH_PROVIDER_HOSTS, sitePath, TEST_BASE_URL, type TestLocale} from './site';
import {DEFAULT_SITE_URL} from '../../src/config/env';
import {FAKE_ALGOLIA, HOSTED_TEST_BUILD_DIR} from '../../scripts/lib/hostedTestBuild.mjs';

/**
 * The hosted-search build (`npm run build:test-hosted`: fake credentials)
 * served on a free port per worker, and a fake search provider that records
 * every request the page sends to it and answers as told.
 */

export {FAKE_ALGOLIA, HOSTED_TEST_BUILD_DIR};

/** One search request of a provider call, as sent (DocSearch's or the helper's, parameters inline). */
export type SentSearch = Record<string, unknown> & {indexName: string; query?: string};

export type ProviderCall = {url: URL; headers: Record<string, string>; requests: SentSearch[]};

/** How the provider answers: with the fake hits, by failing to connect, or with a server error. */
export type ProviderMode = 'hits' | 'unreachable' | 'server-error';

export type FakeProvider = {
  calls: ProviderCall[];
  /** Every search request sent so far, in order. */
  searches(): SentSearch[];
  answerWith(mode: ProviderMode): void;
  /** From now on, answers `query` with no hits (others still get the fake records). */
  findNothingFor(query: string): void;
  /** From now on, fails every request for `query` as an unreachable host would (others are answered as before). */
  failFor(query: string): void;
  /** How many requests for `query` have been failed so far (the client tries each of the provider's hosts in turn). */
  failures(query: string): number;
  /** From now on, each answer waits until `release` names its query, as a slow provider's would. */
  holdAnswers(): void;
  /** Sends the held answer to `query` (waiting for its request if it has not come yet); resolves once it is sent. */
  release(query: string): Promise<void>;
};

type FakeRecord = {lvl0: string; lvl1: string; lvl2?: string; content?: string; path: string; anchor?: string; match: string};

/**
 * What the fake provider finds, whatever the query: records of real pages in
 * each locale (so their links lead somewhere), in the shape the DocSearch
 * crawler and our search:push give them, with `match` highlighted.
 */
export const FAKE_RECORDS: Record<TestLocale, FakeRecord[]> = {
  'zh-TW': [
    {lvl0: '使用指南', lvl1: '常見問題', path: 'docs/faq', match: '問題'},
    {lvl0: '使用指南', lvl1: '快速開始', lvl2: '開發者', path: 'docs/getting-started', anchor: 'for-developers', match: '開發者'},
    {
      lvl0: 'API 參考',
      lvl1: '建立 Webhook',
      content: '在您的伺服器收到事件之前，請先驗證每個請求的簽章，確認請求來自 Ferrypay。',
      path: 'api/create-a-webhook',
      match: '簽章',
    },
  ],
  en: [
    {lvl0: 'Guide', lvl1: 'FAQ', path: 'docs/faq', match: 'FAQ'},
    {
      lvl0: 'Guide',
      lvl1: 'Getting started',
      lvl2: 'For developers',
      path: 'docs/getting-started',
      anchor: 'for-developers',
      match: 'developers',
    },
    {
      lvl0: 'API reference',
      lvl1: 'Create a webhook',
      content: 'Before your server acts on an event, verify the signature of every request to be sure it comes from Ferrypay.',
      path: 'api/create-a-webhook',
      match: 'signature',
    },
  ],
};

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function highlighted(text: string, word: string): {value: string; matchLevel: 'full' | 'none'; matchedWords: string[]} {
  return text.includes(word)
    ? {value: text.split(word).join(`<mark>${word}</mark>`), matchLevel: 'full', matchedWords: [word]}
    : {value: text, matchLevel: 'none', matchedWords: []};
}

/** A record as Algolia returns it: absolute URL, `_highlightResult`, `_snippetResult`. */
function toHit(record: FakeRecord, locale: TestLocale, position: number) {
  const hierarchy = {lvl0: record.lvl0, lvl1: record.lvl1, lvl2: record.lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  const url = `${DEFAULT_SITE_URL}${sitePath(record.path, locale)}`;
  const levels = LEVELS.filter((lvl) => hierarchy[lvl] !== null);
  const hierarchyResult = Object.fromEntries(levels.map((lvl) => [lvl, highlighted(hierarchy[lvl]!, record.match)]));
  const snippet = (value: {value: string; matchLevel: string}) => ({value: value.value, matchLevel: value.matchLevel});
  return {
    objectID: `fake-${locale}-${position}`,
    type: record.content ? 'content' : record.lvl2 ? 'lvl2' : 'lvl1',
    hierarchy,
    content: record.content ?? null,
    url: record.anchor ? `${url}#${record.anchor}` : url,
    url_without_anchor: url,
    anchor: record.anchor ?? null,
    _highlightResult: {
      hierarchy: hierarchyResult,
      ...(record.content && {content: highlighted(record.content, record.match)}),
    },
    _snippetResult: {
      hierarchy: Object.fromEntries(Object.entries(hierarchyResult).map(([lvl, value]) => [lvl, snippet(value)])),
      ...(record.content && {content: snippet(highlighted(record.content, record.match))}),
    },
  };
}

/** The locale a request filters on (`language:<locale>`, alone or in an OR group), as contextual search sends it. */
function localeOf(request: SentSearch): TestLocale {
  const filters = JSON.stringify(request.facetFilters ?? []);
  return filters.includes('language:en') ? 'en' : 'zh-TW';
}

function answer(request: SentSearch, findsNothing: ReadonlySet<string>) {
  const locale = localeOf(request);
  const hits = request.query && !findsNothing.has(request.query) ? FAKE_RECORDS[locale].map((record, i) => toHit(record, locale, i)) : [];
  const hitsPerPage = typeof request.hitsPerPage === 'number' ? request.hitsPerPage : 20;
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length > 0 ? 1 : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    processingTimeMS: 1,
    facets: {language: {[locale]: hits.length}, docusaurus_tag: {'docs-default-current': hits.length}},
    ...(request.clickAnalytics === true && {queryID: '0123456789abcdef0123456789abcdef'}),
  };
}

/** Both request shapes: `{requests: [...]}` with inline parameters, or `params` as an object or query string. */
function sentSearches(body: unknown): SentSearch[] {
  const list = (body as {requests?: unknown[]})?.requests ?? [];
  return list.map((entry) => {
    const {params, ...rest} = entry as Record<string, unknown>;
    const inline =
      typeof params === 'string'
        ? Object.fromEntries([...new URLSearchParams(params)].map(([key, value]) => [key, parseParam(value)]))
        : ((params as Record<string, unknown> | undefined) ?? {});
    return {...rest, ...inline} as SentSearch;
  });
}

function parseParam(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const test = base.extend<{provider: FakeProvider}, {hostedSite: RunningServer}>({
  hostedSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its destructuring pattern; this one has none
    async ({}, use) => {
      if (!existsSync(`${HOSTED_TEST_BUILD_DIR}/index.html`)) {
        throw new Error(`No build in ${HOSTED_TEST_BUILD_DIR}/: run "npm run build:test-hosted" first (npm test does).`);
      }
      const server = await startStaticServer(HOSTED_TEST_BUILD_DIR, TEST_BASE_URL);
      await use(server);
      await server.close();
    },
    {scope: 'worker'},
  ],

  provider: async ({page}, use) => {
    let mode: ProviderMode = 'hits';
    const calls: ProviderCall[] = [];
    const findsNothing = new Set<string>();
    const failing = new Set<string>();
    const failed = new Map<string, number>();
    let holding = false;
    /** A gate per query while answers are held: opened by `release`, awaited by the route. */
    const gates = new Map<string, {open: () => void; opened: Promise<void>; sent: Promise<void>; markSent: () => void}>();
    const gateOf = (query: string) => {
      let gate = gates.get(query);
      if (!gate) {
        let open!: () => void;
        let markSent!: () => void;
        const opened = new Promise<void>((resolve) => (open = resolve));
        const sent = new Promise<void>((resolve) => (markSent = resolve));
        gate = {open, opened, sent, markSent};
        gates.set(query, gate);
      }
      return gate;
    };
    // Registered after the suite's blocking route, so it answers first.
    await page.route(
      (url) => SEARCH_PROVIDER_HOSTS.test(url.hostname),
      async (route: Route) => {
        const request = route.request();
        // Algolia's browser clients post JSON as text/plain or form-encoded (no CORS preflight): parse it as JSON.
        const body = request.postData() ? JSON.parse(request.postData()!) : undefined;
        const requests = sentSearches(body);
        // Recorded in the order the requests came, before anything is awaited: with the headers Playwright has at
        // once (`headers()` leaves out cookies and the like), completed after.
        const call: ProviderCall = {url: new URL(request.url()), headers: request.headers(), requests};
        calls.push(call);
        call.headers = await request.allHeaders();
        if (mode === 'unreachable') return route.abort('connectionrefused');
        if (mode === 'server-error') return route.fulfill({status: 500, json: {message: 'Fake provider error', status: 500}});
        const query = requests[0]?.query ?? '';
        const gate = holding ? gateOf(query) : undefined;
        if (gate) await gate.opened;
        if (failing.has(query)) {
          await route.abort('connectionrefused');
          failed.set(query, (failed.get(query) ?? 0) + 1);
        } else {
          await route.fulfill({json: {results: requests.map((search) => answer(search, findsNothing))}});
        }
        gate?.markSent();
      },
    );
    await use({
      calls,
      searches: () => calls.flatMap((call) => call.requests),
      answerWith: (next) => {
        mode = next;
      },
      findNothingFor: (query) => {
        findsNothing.add(query);
      },
      failFor: (query) => {
        failing.add(query);
      },
      failures: (query) => failed.get(query) ?? 0,
      holdAnswers: () => {
        holding = true;
      },
      release: async (query) => {
        const gate = gateOf(query);
        gate.open();
        await gate.sent;
      },
    });
  },
});

/** The credentials a provider call carries: DocSearch's browser client sends them as query parameters, others as headers. */
export function credentialsOf(call: ProviderCall): {appId: string | null; apiKey: string | null} {
  const pick = (name: string) => call.headers[name] ?? call.url.searchParams.get(name);
  return {appId: pick('x-algolia-application-id'), apiKey: pick('x-algolia-api-key')};
}
