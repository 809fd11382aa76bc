// The stock Docusaurus site's first-load weight: the one place the page weight
// budget (tests/e2e/quality.spec.ts) takes its reference from. `npm run bench`
// measures the stock site again in every run and prints the fresh figures next
// to these; update them here when they move (a Docusaurus upgrade).
//
// Where and how measured: 2026-11-24 on the project's build machine (2 cores),
// a stock `create-docusaurus@3.10.2 classic --typescript` site with the npm pin
// @docsearch/react 4.7.0 and no search configured (no DocSearch button), built
// with `docusaurus build` (future.v4, so Rspack as ours) in /tmp/qg-stock/stock,
// page /docs/intro, with `firstLoadWeight` of scripts/lib/benchSupport.mjs:
// gzip (zlib default level) of every same-origin script and stylesheet the
// page requests until it has hydrated, link prefetching off. Files: runtime,
// main, 8 route chunks, 1 stylesheet.
//
// Issue 7 quotes "stock 204 kB" (210 kB with the DocSearch button). That figure
// counts every script requested until the network is idle WITH link
// prefetching on, so it includes the chunks of the pages the doc page links to
// (re-measured the same way: 204.7 kB, 211.0 kB with DocSearch). Prefetched
// chunks are for later navigations, not the page's first load, and how many a
// page prefetches depends on how many links its sidebar shows, so the budget
// compares like with like: both sides measured by firstLoadWeight.

/** Stock /docs/intro, first load, gzip bytes. */
export const STOCK_DOC_PAGE = {js: 176_326, css: 15_319};

/**
 * What a guide page of ours may add on top of the stock doc page (issue 7),
 * and what an API operation page may add on top of our guide page (SPEC).
 */
export const BUDGET = {js: 30_000, css: 10_000, apiJs: 100_000};
