#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12.8.2 (mobile and desktop presets) on each
// page kind of Ferrypay Docs in both locales, and on the stock site's home page
// measured in the same run as the reference. Needs `build/` (npm run build)
// and the stock build that `npm run bench` leaves in the temp folder.
import {existsSync, mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {machine, serve, writePerformanceSection} from './lib/benchSupport.mjs';
import {lighthouseRun, readReport, summarise, verdict} from './lib/lighthouseRun.mjs';

/**
 * Lighthouse's own advice for noisy machines: run several times, keep the
 * median (it suggests five). Mobile (4x CPU slowdown) is where single runs
 * move most (PERFORMANCE.md, "Budgets"). The mobile runs go in rounds, each round every page once with
 * the stock site's home page first, so that the machine's drift over the
 * twenty minutes of a run reaches the reference and our pages alike.
 */
const MOBILE_RUNS = 5;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run lighthouse [-- --reports <dir>]

Runs lighthouse@12.8.2 (mobile and desktop presets) on the home, a guide page,
an API operation page, a blog post and the search page of build/ in both
locales, and on the stock site's home page left by npm run bench, then writes
the table between the lighthouse markers of PERFORMANCE.md. Each page is run
${MOBILE_RUNS} times on the mobile preset and the median of each figure is kept. Needs build/ (npm run
bench leaves one), the npm registry and Chromium. Run it on a quiet machine.

The last column says how each page stands against the stock home page of the
same run and preset: held, parity (short by no more than the runs' spread) or not
held (scripts/lib/lighthouseRun.mjs, verdict).

--reports <dir>   write the table again from the JSON reports an earlier run
                  kept in <dir> (its first line names it), without running
                  Lighthouse: for a change to how the table is summarised.`);
  process.exit(0);
}

const ROOT = path.resolve(import.meta.dirname, '..');
const STOCK_BUILD = path.join(os.tmpdir(), 'ferrypay-bench', 'stock', 'build');
const reportsArg = process.argv.indexOf('--reports');
/** An earlier run's reports to summarise again, or undefined to run Lighthouse. */
const KEPT_REPORTS = reportsArg === -1 ? undefined : path.resolve(process.argv[reportsArg + 1] ?? '');
const OUT = KEPT_REPORTS ?? mkdtempSync(path.join(os.tmpdir(), 'ferrypay-lighthouse-'));

const PAGES = {
  home: '',
  'guide page': 'docs/page-introduction/b2b-cross-border-payment/role-company/order',
  'API operation': 'api/create-an-order',
  'blog post': 'blog/multi-role-review-design',
  'search page': 'search?q=payout',
};

async function main() {
  if (KEPT_REPORTS) {
    if (!existsSync(path.join(KEPT_REPORTS, 'stock-home-mobile-1.json'))) throw new Error(`No reports of a run in ${KEPT_REPORTS}.`);
  } else {
    if (!existsSync(path.join(ROOT, 'build/index.html'))) throw new Error('No build/: run "npm run build" first.');
    if (!existsSync(path.join(STOCK_BUILD, 'index.html'))) throw new Error('No stock build: run "npm run bench" first.');
    console.log(`Reports in ${OUT}`);
  }
  // Nothing to serve when the reports are already there.
  const ours = KEPT_REPORTS ? undefined : await serve(path.join(ROOT, 'build'));
  const stock = KEPT_REPORTS ? undefined : await serve(STOCK_BUILD);
  const rows = [];
  let measuredOn;
  const targets = [
    {site: 'stock', page: 'home', locale: 'en', url: `${stock?.origin}/`, name: 'stock-home'},
    ...['zh-TW', 'en'].flatMap((locale) =>
      Object.entries(PAGES).map(([kind, pagePath]) => ({
        site: 'ours',
        page: kind,
        locale,
        url: `${ours?.origin}/${locale === 'en' ? 'en/' : ''}${pagePath}`,
        name: `${locale}-${kind}`,
      })),
    ),
  ];
  try {
    for (const [preset, runs] of [
      ['mobile', MOBILE_RUNS],
      ['desktop', 1],
    ]) {
      const results = targets.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const [i, target] of targets.entries()) {
          const report = path.join(OUT, `${target.name.replace(/\W+/g, '-')}-${preset}-${run}.json`);
          const result = KEPT_REPORTS ? readReport(report) : await lighthouseRun(target.url, preset, report);
          results[i].push(result);
          console.log(
            preset,
            `run ${run}/${runs}`,
            target.site,
            target.locale,
            target.page,
            result.performance,
            result.accessibility,
            result.bestPractices,
            result.seo,
            Math.round(result.tbt),
          );
        }
      }
      const summaries = results.map(summarise);
      const reference = summaries[0];
      for (const [i, {site, page, locale}] of targets.entries()) {
        rows.push({site, page, locale, preset, ...summaries[i], against: i === 0 ? 'the reference' : verdict(summaries[i], reference)});
      }
      measuredOn ??= results[0][0].fetchTime.slice(0, 10);
    }
  } finally {
    await Promise.all([ours?.close(), stock?.close()]);
  }
  const ms = (v) => `${Math.round(v)} ms`;
  const table = [
    `## Lighthouse`,
    ``,
    `Measured by \`npm run lighthouse\` (lighthouse 12.8.2, Debian Chromium, headless) on ${measuredOn}, ${machine()}.`,
    `Both sites are served from their build folders by the same local server, gzipped as a static host serves them (scripts/lib/benchSupport.mjs). Mobile: ${MOBILE_RUNS} runs per page in rounds (every page once a round, stock's first), the median of each figure (each run's performance/TBT in the last column); desktop: one run. The last column compares each row with the stock site's home page of the same run and preset: held, parity (short by no more than the runs' spread, the smaller of the page's and the reference's) or not held; a desktop row's performance and TBT are not judged (one run has no spread, and the budgets are mobile's).`,
    ``,
    `| Site | Page | Locale | Preset | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Audits below 100 | Runs (perf/TBT) | Against stock |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map(
      (r) =>
        `| ${r.site} | ${r.page} | ${r.locale} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${r.failing.join(', ') || 'none'} | ${r.runs} | ${r.against} |`,
    ),
  ].join('\n');
  writePerformanceSection(path.join(ROOT, 'PERFORMANCE.md'), 'lighthouse', table);
  console.log(table);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
