#!/usr/bin/env node
// `npm run bench`: builds a stock create-docusaurus site, of the Docusaurus
// version installed here, and ours on this machine in the same run and compares them: cold and warm build time, peak
// RSS, first-load JS and CSS of a doc page. Writes the table into PERFORMANCE.md.
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync, writeFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import {chromium} from '@playwright/test';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  firstLoadWeight,
  firstVisitDownload,
  kB,
  machine,
  median,
  requireChromium,
  run,
  seconds,
  serve,
  writePerformanceSection,
} from './lib/benchSupport.mjs';
import {BUDGET, STOCK_DOC_PAGE} from './lib/stockReference.mjs';
import {measureBenchmarkIndex} from './lib/lighthouseRun.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** Our package.json, whose `overrides` the stock site gets too: the same npm pins as ours. */
const OUR_PACKAGE = readJson(path.join(ROOT, 'package.json'));
/**
 * The version of the installed @docusaurus/core (package.json pins every
 * @docusaurus/* package to it), so that after an upgrade the bench compares
 * with the new version's stock site, made by its own create-docusaurus.
 */
const DOCUSAURUS_VERSION = readJson(path.join(ROOT, 'node_modules/@docusaurus/core/package.json')).version;
const CREATE_DOCUSAURUS = `create-docusaurus@${DOCUSAURUS_VERSION}`;

/**
 * Cold-and-warm build pairs per site. A stock cold build moves between runs by
 * as much as a cold-build ceiling's margin (PERFORMANCE.md, "Budgets"), so the
 * table reports medians, with every run beside them.
 */
const DEFAULT_RUNS = 3;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg === -1 ? DEFAULT_RUNS : Number(process.argv[runsArg + 1]);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`bench: --runs takes a whole number of at least 1, not "${process.argv[runsArg + 1]}".`);
  process.exit(2);
}

/**
 * The cold-build budget has two lines (PERFORMANCE.md, "Budgets"): the whole
 * site, and the site without its Markdown twins, so every run also builds ours
 * cold without this plugin. --without-plugin measures another plugin instead.
 */
const TWINS_PLUGIN = './plugins/markdown-twins/index.ts';
/** The two cold-build ceilings, in multiples of the stock site's cold build. */
const COLD_BUILD_CEILING = {wholeSite: 7.5, withoutTwins: 6};
const withoutArg = process.argv.indexOf('--without-plugin');
const WITHOUT_PLUGIN = withoutArg === -1 ? TWINS_PLUGIN : process.argv[withoutArg + 1];
if (!WITHOUT_PLUGIN) {
  console.error('bench: --without-plugin takes a plugin as docusaurus.config.ts names it, e.g. ./plugins/markdown-twins/index.ts.');
  process.exit(2);
}

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: npm run bench [-- [--runs N] [--compare-faster] [--without-plugin <plugin>]]

Creates (once per Docusaurus version) a stock ${CREATE_DOCUSAURUS} classic
--typescript site in $TMPDIR/ferrypay-bench/stock, builds it and Ferrypay Docs (both locales, into
build/) cold and warm, N times each (default ${DEFAULT_RUNS}), the two sites taking turns, and
reports the median build times, the peak RSS and first-load JS and CSS of a doc
page on each. Writes the table between the bench:stock markers of PERFORMANCE.md.
Needs the npm registry, /usr/bin/time and Chromium. Takes several minutes and
both cores: run it on a quiet machine. --compare-faster also builds ours once
with Docusaurus Faster off, for a before/after table. Each run also builds
ours cold without the Markdown twins (${TWINS_PLUGIN}), after ours, for
the budget on the site without them; --without-plugin leaves out another plugin
instead (as docusaurus.config.ts names it): what that plugin costs a cold build.`);
  process.exit(0);
}

const WORK = path.join(os.tmpdir(), 'ferrypay-bench');
const STOCK = path.join(WORK, 'stock');
const docusaurus = (dir) => path.join(dir, 'node_modules/.bin/docusaurus');

/** The Docusaurus version of the stock site made by an earlier run, or undefined when there is none. */
function stockVersion() {
  const core = path.join(STOCK, 'node_modules/@docusaurus/core/package.json');
  return existsSync(docusaurus(STOCK)) && existsSync(core) ? readJson(core).version : undefined;
}

async function prepareStock() {
  // One made before an upgrade is made again: the figures compare like with like.
  if (stockVersion() === DOCUSAURUS_VERSION) return;
  rmSync(STOCK, {recursive: true, force: true});
  console.log(`bench: creating the stock site (${CREATE_DOCUSAURUS} classic --typescript)`);
  await run('npx', ['-y', CREATE_DOCUSAURUS, 'stock', 'classic', '--typescript', '--skip-install'], {cwd: WORK});
  // The same npm overrides as ours: @docsearch/react at 4.7.0, since the registry this project installs from has no
  // @docsearch/core@4.7.1, which @docsearch/react 4.7.1, the newest the theme accepts, needs (a plain install fails
  // with ETARGET; patches/README.md, "Upgrading Docusaurus").
  const pkg = JSON.parse(readFileSync(path.join(STOCK, 'package.json'), 'utf8'));
  pkg.overrides = OUR_PACKAGE.overrides;
  writeFileSync(path.join(STOCK, 'package.json'), JSON.stringify(pkg, null, 2));
  await run('npm', ['install', '--no-audit', '--no-fund'], {cwd: STOCK});
}

/**
 * Each HTML file under `outDir`, by its path, with the SHA-256 of its content.
 * The runtime chunk's name is left out: Rspack orders that chunk's runtime
 * modules differently on a cold build and on one restored from its
 * persistent cache, so the minified file names its variables differently and
 * gets another hash (the same code otherwise), and every page names it.
 */
function builtPages(outDir) {
  return new Map(
    readdirSync(outDir, {recursive: true})
      .filter((file) => file.endsWith('.html'))
      .map((file) => {
        const page = readFileSync(path.join(outDir, file), 'utf8').replace(/runtime~main\.[0-9a-f]+\.js/g, 'runtime~main.js');
        return [file, createHash('sha256').update(page).digest('hex')];
      }),
  );
}

/**
 * `clear`, then a cold build and a warm one (persistent cache), each with its
 * time and peak RSS. With `outDir`, the warm build must write the same pages
 * as the cold one: a build cache that served a stale page stops the bench.
 */
async function buildTwice(dir, build, env, {outDir} = {}) {
  await run(docusaurus(dir), ['clear'], {cwd: dir});
  const cold = await run(build[0], build.slice(1), {cwd: dir, env});
  const coldPages = outDir && builtPages(outDir);
  const warm = await run(build[0], build.slice(1), {cwd: dir, env});
  if (coldPages) {
    const warmPages = builtPages(outDir);
    const differ = [...new Set([...coldPages.keys(), ...warmPages.keys()])].filter((file) => coldPages.get(file) !== warmPages.get(file));
    if (differ.length > 0) {
      throw new Error(
        `bench: the warm build wrote ${differ.length} page(s) other than the cold build's, so a build cache served stale output: ${differ.slice(0, 5).join(', ')}`,
      );
    }
  }
  return {cold, warm};
}

/** Median cold and warm times of a site's runs, and the highest peak RSS of its cold builds. */
function summarise(runs) {
  return {
    cold: {ms: median(runs.map((run) => run.cold.ms)), rssMb: Math.max(...runs.map((run) => run.cold.rssMb))},
    warm: {ms: median(runs.map((run) => run.warm.ms))},
  };
}

// Our build is `npm run build` (a process per locale, scripts/build.mjs); the stock site's is `docusaurus build`.
const OUR_BUILD = [process.execPath, path.join(ROOT, 'scripts/build.mjs')];
const STOCK_BUILD = [docusaurus(STOCK), 'build'];

/**
 * With --compare-faster: our build again with every Docusaurus Faster option
 * off (a throw-away config that spreads ours), for the before/after table.
 */
async function buildWithoutFaster() {
  const config = path.join(ROOT, '.bench-faster-off.config.ts');
  writeFileSync(
    config,
    `import config from './docusaurus.config';\nexport default {...config, future: {...config.future, faster: false}};\n`,
  );
  try {
    return await buildTwice(ROOT, [...OUR_BUILD, '--config', config], {BASE_URL: '/'});
  } finally {
    rmSync(config, {force: true});
  }
}

/**
 * A cold build of ours without a plugin (a
 * throw-away config that filters it out, and fails if it names none), into
 * its own folder, so build/ stays ours for the page weights. The caches are
 * removed as `docusaurus clear` would, without removing build/.
 */
async function coldBuildWithout(plugin) {
  const config = path.join(ROOT, '.bench-without-plugin.config.ts');
  writeFileSync(
    config,
    `import config from './docusaurus.config';
const all = config.plugins ?? [];
const plugins = all.filter((plugin) => (Array.isArray(plugin) ? plugin[0] : plugin) !== ${JSON.stringify(plugin)});
if (plugins.length === all.length) throw new Error(${JSON.stringify(`bench: docusaurus.config.ts has no plugin ${plugin}`)});
export default {...config, plugins};
`,
  );
  try {
    for (const cache of ['.docusaurus', 'node_modules/.cache']) rmSync(path.join(ROOT, cache), {recursive: true, force: true});
    const outDir = path.join(WORK, 'without-plugin');
    return await run(OUR_BUILD[0], [...OUR_BUILD.slice(1), '--config', config, '--out-dir', outDir], {cwd: ROOT, env: {BASE_URL: '/'}});
  } finally {
    rmSync(config, {force: true});
  }
}

async function main() {
  requireChromium();
  const {mkdirSync} = await import('node:fs');
  mkdirSync(WORK, {recursive: true});
  await prepareStock();

  const stockRuns = [];
  const ourRuns = [];
  const withoutRuns = [];
  for (let i = 1; i <= RUNS; i++) {
    console.log(`bench: run ${i} of ${RUNS}: the stock site (cold, then warm)`);
    stockRuns.push(await buildTwice(STOCK, STOCK_BUILD, {}));
    console.log(`bench: run ${i} of ${RUNS}: Ferrypay Docs, both locales (cold, then warm)`);
    ourRuns.push(await buildTwice(ROOT, OUR_BUILD, {BASE_URL: '/'}, {outDir: path.join(ROOT, 'build')}));
    console.log(`bench: run ${i} of ${RUNS}: Ferrypay Docs without ${WITHOUT_PLUGIN} (cold)`);
    withoutRuns.push(await coldBuildWithout(WITHOUT_PLUGIN));
  }
  const stock = summarise(stockRuns);
  const ours = summarise(ourRuns);
  const withoutMs = median(withoutRuns.map((withoutRun) => withoutRun.ms));
  let slow;
  if (process.argv.includes('--compare-faster')) {
    console.log('bench: building Ferrypay Docs with Docusaurus Faster off (cold, then warm)');
    slow = await buildWithoutFaster();
  }

  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
  const stockServer = await serve(path.join(STOCK, 'build'));
  const ourServer = await serve(path.join(ROOT, 'build'));
  const weight = {
    stockDoc: await firstLoadWeight(browser, stockServer.origin, '/', path.join(STOCK, 'build'), 'docs/intro'),
    stockHome: await firstLoadWeight(browser, stockServer.origin, '/', path.join(STOCK, 'build'), ''),
    guide: await firstLoadWeight(
      browser,
      ourServer.origin,
      '/',
      path.join(ROOT, 'build'),
      'docs/page-introduction/b2b-cross-border-payment/role-company/order',
    ),
    apiOperation: await firstLoadWeight(browser, ourServer.origin, '/', path.join(ROOT, 'build'), 'api/create-an-order'),
    home: await firstLoadWeight(browser, ourServer.origin, '/', path.join(ROOT, 'build'), ''),
  };
  const firstVisit = {
    stock: await firstVisitDownload(browser, stockServer.origin, '/', path.join(STOCK, 'build'), 'docs/intro'),
    ours: await firstVisitDownload(browser, ourServer.origin, '/', path.join(ROOT, 'build'), 'docs/getting-started'),
  };
  // The machine's speed as Lighthouse measures it, so that this run's figures can be read beside another day's.
  const benchmarkIndex = await measureBenchmarkIndex(`${ourServer.origin}/docs/getting-started`);
  console.log(`bench: Lighthouse benchmarkIndex ${benchmarkIndex ?? 'n/a'}, load average ${os.loadavg()[0].toFixed(1)}`);
  await Promise.all([stockServer.close(), ourServer.close()]);
  await browser.close();

  const routes = (dir) => readFileSync(path.join(dir, 'build/sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0;
  const enRoutes = existsSync(path.join(ROOT, 'build/en/sitemap.xml'))
    ? (readFileSync(path.join(ROOT, 'build/en/sitemap.xml'), 'utf8').match(/<loc>/g)?.length ?? 0)
    : 0;
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  const withoutTwins = WITHOUT_PLUGIN === TWINS_PLUGIN;
  const withoutLabel = withoutTwins ? 'the Markdown twins' : `\`${WITHOUT_PLUGIN}\``;
  const table = `## Ferrypay Docs next to a stock Docusaurus site

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine()}, Lighthouse \`benchmarkIndex\` ${benchmarkIndex ?? 'n/a'} (one Lighthouse run after the builds; the machine's speed, higher is faster), 1-minute load average ${os.loadavg()[0].toFixed(1)} at the end.
The stock site is \`${CREATE_DOCUSAURUS} classic --typescript\` with the same npm pin, built in the same run.
Each site was built ${RUNS} times (\`docusaurus clear\`, a cold build, a warm one), the two sites taking turns;
the times are medians, and each run is listed below the table.

| Figure | Stock site | Ferrypay Docs | Ratio or difference | Target |
| --- | --- | --- | --- | --- |
| Pages in the sitemap | ${routes(STOCK)} | ${routes(ROOT)} zh-TW + ${enRoutes} en | | |
| Cold build (cache cleared), median | ${seconds(stock.cold.ms)} | ${seconds(ours.cold.ms)} | ${ratio(ours.cold.ms, stock.cold.ms)} | at most ${COLD_BUILD_CEILING.wholeSite}x |
| Cold build without ${withoutLabel}, median | | ${seconds(withoutMs)} | ${ratio(withoutMs, stock.cold.ms)} | ${withoutTwins ? `at most ${COLD_BUILD_CEILING.withoutTwins}x` : ''} |
| Warm rebuild (persistent cache), median | ${seconds(stock.warm.ms)} | ${seconds(ours.warm.ms)} | ${Math.round((100 * ours.warm.ms) / ours.cold.ms)}% of our cold build | at most 50% |
| Peak RSS, cold build, highest (all its processes together) | ${stock.cold.rssMb.toFixed(0)} MB | ${ours.cold.rssMb.toFixed(0)} MB | | under 2 GB |
| First-load JS, doc page (gzip) | ${kB(weight.stockDoc.js)} | ${kB(weight.guide.js)} (guide page) | ${kB(weight.guide.js - weight.stockDoc.js)} | at most +${BUDGET.js / 1000} kB |
| First-load CSS, doc page (gzip) | ${kB(weight.stockDoc.css)} | ${kB(weight.guide.css)} | ${kB(weight.guide.css - weight.stockDoc.css)} | at most +${BUDGET.css / 1000} kB |
| First-load JS, home page (gzip) | ${kB(weight.stockHome.js)} | ${kB(weight.home.js)} | ${kB(weight.home.js - weight.stockHome.js)} | |
| First-load JS, API operation page (gzip) | | ${kB(weight.apiOperation.js)} | ${kB(weight.apiOperation.js - weight.guide.js)} over our guide page | at most +${BUDGET.apiJs / 1000} kB |
| JS a first visit downloads without asking, prefetches included (gzip) | ${kB(firstVisit.stock.js)} (doc page) | ${kB(firstVisit.ours.js)} (getting started) | ${kB(firstVisit.ours.js - firstVisit.stock.js)} | at most +60 kB |

| Run | Stock cold / warm | Ours cold / warm | Cold ratio | Our warm / cold | Ours cold without ${withoutLabel} (ratio) |
| --- | --- | --- | --- | --- | --- |
${stockRuns
  .map((stockRun, i) => {
    const ourRun = ourRuns[i];
    const withoutRun = withoutRuns[i];
    return `| ${i + 1} | ${seconds(stockRun.cold.ms)} / ${seconds(stockRun.warm.ms)} | ${seconds(ourRun.cold.ms)} / ${seconds(ourRun.warm.ms)} | ${ratio(ourRun.cold.ms, stockRun.cold.ms)} | ${Math.round((100 * ourRun.warm.ms) / ourRun.cold.ms)}% | ${seconds(withoutRun.ms)} (${ratio(withoutRun.ms, stockRun.cold.ms)}) |`;
  })
  .join('\n')}
${
  slow
    ? `
Docusaurus Faster, before and after (our site, same run; \`--compare-faster\`):

| Build | Faster off (webpack, Babel, Terser) | Faster on (Rspack, SWC, LightningCSS, SSG worker threads, persistent cache) | Change |
| --- | --- | --- | --- |
| Cold | ${seconds(slow.cold.ms)} | ${seconds(ours.cold.ms)} | ${ratio(ours.cold.ms, slow.cold.ms)} |
| Warm | ${seconds(slow.warm.ms)} | ${seconds(ours.warm.ms)} | ${ratio(ours.warm.ms, slow.warm.ms)} |
| Peak RSS, cold | ${slow.cold.rssMb.toFixed(0)} MB | ${ours.cold.rssMb.toFixed(0)} MB | |
`
    : ''
}`;
  writePerformanceSection(path.join(ROOT, 'PERFORMANCE.md'), 'bench:stock', table);
  console.log(table);
  // The budget test (tests/e2e/quality.spec.ts) cannot build the stock site on every run; it reads the
  // reference recorded in scripts/lib/stockReference.mjs. Say when this run's stock figures differ from it.
  for (const kind of ['js', 'css']) {
    if (weight.stockDoc[kind] !== STOCK_DOC_PAGE[kind]) {
      console.log(
        `bench: the stock doc page's ${kind} is ${weight.stockDoc[kind]} B now, ${STOCK_DOC_PAGE[kind]} B in scripts/lib/stockReference.mjs: update it.`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
