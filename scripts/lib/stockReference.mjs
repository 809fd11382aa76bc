// The stock Docusaurus site's first-load weight: the one place the page weight
// budget (tests/e2e/quality.spec.ts) takes its reference from. `npm run bench`
// measures the stock site again in every run and prints the fresh figures next
// to these; update them here when they move (a Docusaurus upgrade).
//
// Where and how measured: 2026-11-24 on the project's build machine (2 cores),
// and again by `npm run bench` on 2026-12-05 (JS 176,326 -> 176,460 B, the
// same versions; CSS unchanged),
// a stock `create-docusaurus@3.10.2 classic --typescript` site with the npm pin
// @docsearch/react 4.7.0 and no search configured (no DocSearch button), built
// with `docusaurus build` (future.v4, so Rspack as ours) in /tmp/qg-stock/stock,
// page /docs/intro, with `firstLoadWeight` of scripts/lib/benchSupport.mjs:
// gzip (zlib default level) of every same-origin script and stylesheet the
// page requests until it has hydrated, link prefetching off. Files: runtime,
// main, 8 route chunks, 1 stylesheet.
//
// Weighing every script requested until the network is idle WITH link
// prefetching on gives a larger figure (PERFORMANCE.md, "Budgets"): it
// includes the chunks of the pages the doc page links to. Prefetched chunks
// are for later navigations, not the page's first load, and how many a page
// prefetches depends on how many links its sidebar shows, so the budget
// compares like with like: both sides measured by firstLoadWeight.

/** Stock /docs/intro, first load, gzip bytes. */
export const STOCK_DOC_PAGE = {js: 176_460, css: 15_319};

/**
 * What a guide page of ours may add on top of the stock doc page, and what an
 * API operation page may add on top of our guide page: PERFORMANCE.md,
 * "Budgets" (first-load JS and CSS).
 */
export const BUDGET = {js: 30_000, css: 10_000, apiJs: 100_000};
