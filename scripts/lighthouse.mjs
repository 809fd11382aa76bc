#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12.8.2 (mobile and desktop presets) on each
// page kind of Ferrypay Docs in both locales, and on the stock site's home page
// measured in the same run as the reference; our zh-TW guide and API pages
// against the same pages copied into the stock site (./lib/stockZhReference.mjs).
// Needs `build/` (npm run build) and the stock site that `npm run bench`
// leaves in the temp folder. Every run prints Lighthouse's benchmarkIndex.
import {existsSync, mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {machine, median, requireChromium, serve, writePerformanceSection} from './lib/benchSupport.mjs';
import {lighthouseRun, medianWork, readReport, summarise, verdict} from './lib/lighthouseRun.mjs';
import {ZH_TW_REFERENCE_PAGES, buildStockZh} from './lib/stockZhReference.mjs';

/**
 * Lighthouse's own advice for noisy machines: run several times, keep the
 * median (it suggests five). Mobile (4x CPU slowdown) is where single runs
 * move most (PERFORMANCE.md, "Budgets"). The mobile runs go in rounds, each round every page once with
 * the stock site's home page first, so that the machine's drift over the
 * twenty minutes of a run reaches the reference and our pages alike.
 */
const MOBILE_RUNS = 5;

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run lighthouse [-- --reports <dir>] [-- --zh-tw [--pages a,b] [--build <dir> --base <path>]]

Runs lighthouse@12.8.2 (mobile and desktop presets) on the home, a guide page,
an API operation page, a blog post and the search page of build/ in both
locales, and on the stock site's home page left by npm run bench, then writes
the table between the lighthouse markers of PERFORMANCE.md. Each page is run
${MOBILE_RUNS} times on the mobile preset and the median of each figure is kept. Needs build/ (npm run
bench leaves one), the npm registry and Chromium. Run it on a quiet machine.

The last column says how each page stands against the stock home page of the
same run and preset: held, parity (short by no more than the runs' spread) or not
held (scripts/lib/lighthouseRun.mjs, verdict).

Our zh-TW guide and API pages are also held against the same page copied
into the stock site (a copy of it built apart, with the pages' Markdown twins
in docs/zh-tw/), so that CJK text costs both sides alike; the section "zh-TW
blocking time" gets those rows and where each page's main thread goes.

--reports <dir>   write the table again from the JSON reports an earlier run
                  kept in <dir> (its first line names it), without running
                  Lighthouse: for a change to how the table is summarised.
--zh-tw           only the zh-TW pages and their stock copies, mobile
                  preset (the section "zh-TW blocking time" alone).
--pages a,b       with --zh-tw: only these of ${ZH_TW_REFERENCE_PAGES.map((page) => page.name).join(', ')}.
--build <dir>, --base <path>
                  our build and its base path (build/ and / by default), e.g.
                  test-build and /ferrypay-docs/.`);
  process.exit(0);
}

const ROOT = path.resolve(import.meta.dirname, '..');
const STOCK = path.join(os.tmpdir(), 'ferrypay-bench', 'stock');
const STOCK_BUILD = path.join(STOCK, 'build');
const STOCK_ZH = path.join(os.tmpdir(), 'ferrypay-bench', 'stock-zh');
const argument = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : (process.argv[at + 1] ?? '');
};
/** An earlier run's reports to summarise again, or undefined to run Lighthouse. */
const KEPT_REPORTS = argument('--reports') === undefined ? undefined : path.resolve(argument('--reports'));
const OUT = KEPT_REPORTS ?? mkdtempSync(path.join(os.tmpdir(), 'ferrypay-lighthouse-'));
const ZH_TW_ONLY = process.argv.includes('--zh-tw');
const OUR_BUILD = path.resolve(ROOT, argument('--build') ?? 'build');
const OUR_BASE = argument('--base') ?? '/';
const ZH_TW_PAGES = ZH_TW_REFERENCE_PAGES.filter(
  (page) => !ZH_TW_ONLY || !argument('--pages') || argument('--pages').split(',').includes(page.name),
);

const PAGES = {
  home: '',
  'guide page': 'docs/page-introduction/b2b-cross-border-payment/role-company/order',
  'API operation': 'api/create-an-order',
  'blog post': 'blog/multi-role-review-design',
  'search page': 'search?q=payout',
};

/** The figure and its runs' range: "1,410 ms (1,070-1,670)". */
const withRange = (value, runs, unit = '') => {
  const round = (v) => Math.round(v).toLocaleString('en');
  return `${round(value)}${unit} (${round(Math.min(...runs))}-${round(Math.max(...runs))})`;
};

/**
 * What a run measures, each round in this order (the references first):
 * the stock home page, the stock copies of our zh-TW pages, and our pages,
 * each with the name of the reference its verdict is against.
 */
function targetsOf(origins) {
  const copies = ZH_TW_PAGES.map((page) => ({
    site: 'stock',
    page: `${page.name} (zh-TW copy)`,
    locale: 'zh-TW',
    url: `${origins.stockZh}/${page.stock}`,
    name: `stock-zh-${page.name}`,
    desktop: false,
  }));
  const ours = (locale, page, pagePath) => ({
    site: 'ours',
    page,
    locale,
    url: `${origins.ours}${OUR_BASE}${locale === 'en' ? 'en/' : ''}${pagePath}`,
    name: `${locale}-${page}`,
    reference: ZH_TW_PAGES.find((zh) => locale === 'zh-TW' && zh.ours === pagePath)?.name,
    desktop: !ZH_TW_ONLY,
  });
  const zhTwPages = ZH_TW_PAGES.map((page) => [page.ours, page.name]);
  const pages = ZH_TW_ONLY
    ? zhTwPages.map(([pagePath, name]) => ours('zh-TW', name, pagePath))
    : [
        ...['zh-TW', 'en'].flatMap((locale) => Object.entries(PAGES).map(([kind, pagePath]) => ours(locale, kind, pagePath))),
        // The zh-TW pages with a stock copy that the table above does not have.
        ...zhTwPages
          .filter(([pagePath]) => !Object.values(PAGES).includes(pagePath))
          .map(([pagePath, name]) => ours('zh-TW', name, pagePath)),
      ];
  const home = {site: 'stock', page: 'home', locale: 'en', url: `${origins.stock}/`, name: 'stock-home', desktop: true};
  return [...(ZH_TW_ONLY ? [] : [home]), ...copies, ...pages].map((target) => ({
    ...target,
    reference: target.reference ? `stock-zh-${target.reference}` : target.site === 'ours' ? 'stock-home' : undefined,
  }));
}

/** Runs every target `runs` times on a preset, in rounds; the results by target name. */
async function runRounds(targets, preset, runs) {
  const results = new Map(targets.map((target) => [target.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const report = path.join(OUT, `${target.name.replace(/\W+/g, '-')}-${preset}-${run}.json`);
      const result = KEPT_REPORTS ? readReport(report) : await lighthouseRun(target.url, preset, report);
      results.get(target.name).push(result);
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
        `benchmarkIndex ${result.benchmarkIndex ?? 'n/a'}`,
        `load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
  }
  return results;
}

/** The Lighthouse table of every page (the section "Lighthouse"). */
function lighthouseTable(rows, measuredOn, indexes) {
  const ms = (v) => `${Math.round(v)} ms`;
  return [
    `## Lighthouse`,
    ``,
    `Measured by \`npm run lighthouse\` (lighthouse 12.8.2, Debian Chromium, headless) on ${measuredOn}, ${machine()}, Lighthouse \`benchmarkIndex\` ${indexes} over the runs (the machine's speed, higher is faster: compare figures of different days beside it).`,
    `Both sites are served from their build folders by the same local server, gzipped as a static host serves them (scripts/lib/benchSupport.mjs). Mobile: ${MOBILE_RUNS} runs per page in rounds (every page once a round, stock's first), the median of each figure (each run's performance/TBT in the last column); desktop: one run. The last column compares each row with its reference of the same run and preset: the stock site's home page, or for our zh-TW guide and API pages the same page copied into the stock site (section "zh-TW blocking time"): held, parity (short by no more than the runs' spread, the smaller of the page's and the reference's) or not held; a desktop row's performance and TBT are not judged (one run has no spread, and the budgets are mobile's).`,
    ``,
    `| Site | Page | Locale | Preset | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Audits below 100 | benchmarkIndex | Runs (perf/TBT) | Against its reference |`,
    `| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
    ...rows.map(
      (r) =>
        `| ${r.site} | ${r.page} | ${r.locale} | ${r.preset} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${r.failing.join(', ') || 'none'} | ${r.benchmarkIndexRuns.length ? median(r.benchmarkIndexRuns) : 'n/a'} | ${r.runs} | ${r.against} |`,
    ),
  ].join('\n');
}

const WORK_GROUPS = [
  ['scriptEvaluation', 'Script evaluation'],
  ['scriptParseCompile', 'Script parse & compile'],
  ['styleLayout', 'Style & layout'],
  ['paintCompositeRender', 'Rendering'],
  ['parseHTML', 'Parse HTML & CSS'],
  ['garbageCollection', 'Garbage collection'],
  ['other', 'Other'],
];
const SCRIPT_KINDS = [
  ['main', 'main.js'],
  ['runtime', 'runtime~main'],
  ['chunks', 'other chunks'],
  ['page', 'the page (not a script file)'],
];

/** The zh-TW pages against their stock copies, and where each one's main thread goes (the section "zh-TW blocking time"). */
function zhTwTable(rows, byName, measuredOn, indexes, load) {
  const mobile = rows.filter((row) => row.preset === 'mobile');
  const pairs = ZH_TW_PAGES.map((page) => [
    page,
    mobile.find((row) => row.site === 'ours' && row.reference === `stock-zh-${page.name}`),
    mobile.find((row) => row.name === `stock-zh-${page.name}`),
  ]).filter(([, ours, copy]) => ours && copy);
  const ms = (v) => `${Math.round(v)}`;
  const domSizeOf = (row) => byName.get(row.name)[0].domSize ?? 'n/a';
  const work = (row) => {
    const {groups, scripts} = medianWork(byName.get(row.name));
    const total = Object.values(groups).reduce((sum, v) => sum + v, 0);
    return [...WORK_GROUPS.map(([key]) => ms(groups[key] ?? 0)), ms(total), ...SCRIPT_KINDS.map(([key]) => ms(scripts[key] ?? 0))].join(
      ' | ',
    );
  };
  return `### zh-TW blocking time: ours against the same page in stock

Measured by \`npm run lighthouse${ZH_TW_ONLY ? ' -- --zh-tw' : ''}\` (mobile preset) on ${measuredOn}, ${machine()}, Lighthouse
\`benchmarkIndex\` ${indexes} over the runs; ${KEPT_REPORTS ? "the 1-minute load average of each run is in that run's output (this table was written again from its reports)" : `the 1-minute load average was ${load.join(', then ')} (start, end)`}. Ours from
\`${path.relative(ROOT, OUR_BUILD) || '.'}/\` at \`${OUR_BASE}\`; the copies are each page's Markdown twin as a doc of the stock site
(\`scripts/lib/stockZhReference.mjs\`: same text and tables, the stock theme and config, \`lang="en"\`). ${MOBILE_RUNS} runs each, alternating
in rounds (the copy, then ours); medians, the runs' range in brackets.

| Page | Ours: performance / TBT | Stock copy: performance / TBT | Against the copy | DOM elements, ours / copy |
| --- | --- | --- | --- | --- |
${pairs
  .map(
    ([page, ours, copy]) =>
      `| zh-TW ${page.kind} \`${page.ours}\` | ${ours.performance} / ${withRange(ours.tbt, ours.tbtRuns, ' ms')} | ${copy.performance} / ${withRange(copy.tbt, copy.tbtRuns, ' ms')} | ${ours.against} | ${domSizeOf(ours)} / ${domSizeOf(copy)} |`,
  )
  .join('\n')}

Where the main thread goes (Lighthouse's \`mainthread-work-breakdown\`, then \`bootup-time\`'s script evaluation by file; ms at
the preset's 4x CPU slowdown, medians of the runs):

| Page | Site | ${WORK_GROUPS.map(([, label]) => label).join(' | ')} | Total | ${SCRIPT_KINDS.map(([, label]) => `Scripts: ${label}`).join(' | ')} |
| --- | --- | ${WORK_GROUPS.map(() => '---').join(' | ')} | --- | ${SCRIPT_KINDS.map(() => '---').join(' | ')} |
${pairs.flatMap(([page, ours, copy]) => [`| ${page.name} | ours | ${work(ours)} |`, `| ${page.name} | stock copy | ${work(copy)} |`]).join('\n')}`;
}

async function main() {
  requireChromium();
  if (KEPT_REPORTS) {
    if (!existsSync(path.join(KEPT_REPORTS, `stock-zh-${ZH_TW_PAGES[0].name}-mobile-1.json`)))
      throw new Error(`No reports of a run in ${KEPT_REPORTS}.`);
  } else {
    if (!existsSync(path.join(OUR_BUILD, 'index.html'))) throw new Error(`No ${OUR_BUILD}: run "npm run build" first.`);
    if (!ZH_TW_ONLY && !existsSync(path.join(STOCK_BUILD, 'index.html'))) throw new Error('No stock build: run "npm run bench" first.');
    console.log(`Reports in ${OUT}`);
  }
  const load = [os.loadavg()[0].toFixed(1)];
  const stockZhBuild = KEPT_REPORTS ? undefined : await buildStockZh({stock: STOCK, stockZh: STOCK_ZH, ourBuild: OUR_BUILD});
  // Nothing to serve when the reports are already there.
  const servers = KEPT_REPORTS
    ? undefined
    : {
        ours: await serve(OUR_BUILD, OUR_BASE),
        stockZh: await serve(stockZhBuild),
        ...(ZH_TW_ONLY ? {} : {stock: await serve(STOCK_BUILD)}),
      };
  const targets = targetsOf({ours: servers?.ours.origin, stock: servers?.stock?.origin, stockZh: servers?.stockZh.origin});
  const rows = [];
  const byName = new Map();
  let measuredOn;
  try {
    for (const [preset, runs] of ZH_TW_ONLY
      ? [['mobile', MOBILE_RUNS]]
      : [
          ['mobile', MOBILE_RUNS],
          ['desktop', 1],
        ]) {
      const presetTargets = targets.filter((target) => preset === 'mobile' || target.desktop);
      const results = await runRounds(presetTargets, preset, runs);
      const summaries = new Map(presetTargets.map((target) => [target.name, summarise(results.get(target.name))]));
      for (const target of presetTargets) {
        const summary = summaries.get(target.name);
        const reference = summaries.get(target.reference);
        rows.push({...target, preset, ...summary, against: reference ? verdict(summary, reference) : 'the reference'});
        if (preset === 'mobile') byName.set(target.name, results.get(target.name));
      }
      measuredOn ??= results.get(presetTargets[0].name)[0].fetchTime.slice(0, 10);
    }
  } finally {
    await Promise.all(Object.values(servers ?? {}).map((server) => server.close()));
  }
  load.push(os.loadavg()[0].toFixed(1));
  const allIndexes = rows.flatMap((row) => row.benchmarkIndexRuns);
  const indexes = allIndexes.length ? `${Math.min(...allIndexes)}-${Math.max(...allIndexes)} (median ${median(allIndexes)})` : 'n/a';
  if (!ZH_TW_ONLY) {
    const table = lighthouseTable(rows, measuredOn, indexes);
    writePerformanceSection(path.join(ROOT, 'PERFORMANCE.md'), 'lighthouse', table);
    console.log(table);
  }
  const zhTw = zhTwTable(rows, byName, measuredOn, indexes, load);
  writePerformanceSection(path.join(ROOT, 'PERFORMANCE.md'), 'lighthouse:zh-tw', zhTw);
  console.log(zhTw);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
