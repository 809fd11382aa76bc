// One Lighthouse 12.8.2 run on Debian's Chromium, and the median of several:
// shared by `npm run lighthouse` and `npm run lighthouse:compare`.
import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {CHROMIUM, CHROMIUM_FLAGS} from './benchSupport.mjs';

const exec = promisify(execFile);
const ALL_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const lighthouse = (args) =>
  exec('npx', ['-y', 'lighthouse@12.8.2', ...args, `--chrome-flags=--headless=new ${CHROMIUM_FLAGS.join(' ')}`, '--quiet'], {
    env: {...process.env, CHROME_PATH: CHROMIUM},
    maxBuffer: 64 * 1024 * 1024,
  });

/** Runs Lighthouse on `url` with the `mobile` or `desktop` preset, keeps its JSON report at `output`, returns the figures. */
export async function lighthouseRun(url, preset, output, categories = ALL_CATEGORIES) {
  const args = [url, '--output=json', `--output-path=${output}`, `--only-categories=${categories.join(',')}`];
  if (preset === 'desktop') args.push('--preset=desktop');
  await lighthouse(args);
  return readReport(output);
}

/**
 * The machine's speed as Lighthouse measures it before every run
 * (`lhr.environment.benchmarkIndex`: a fixed piece of JavaScript timed in the
 * browser, higher is faster), from one run of a single cheap audit on `url`:
 * for the benchmarks that run no Lighthouse of their own, so that their
 * figures can be read beside those of another day. Undefined when the run fails.
 */
export async function measureBenchmarkIndex(url) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-benchmark-index-'));
  try {
    const output = path.join(dir, 'report.json');
    await lighthouse([url, '--output=json', `--output-path=${output}`, '--only-audits=viewport']);
    return benchmarkIndexOf(JSON.parse(readFileSync(output, 'utf8')));
  } catch (error) {
    console.warn(`benchmarkIndex: the Lighthouse run failed (${error.message.split('\n')[0]})`);
    return undefined;
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** A report's `benchmarkIndex`, rounded as Lighthouse's own report shows it. */
const benchmarkIndexOf = (report) => {
  const index = report.environment?.benchmarkIndex;
  return typeof index === 'number' ? Math.round(index) : undefined;
};

/** The figures of a Lighthouse JSON report: a run just made, or one kept from an earlier run. */
export function readReport(output) {
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? 0;
  return {
    fetchTime: report.fetchTime,
    benchmarkIndex: benchmarkIndexOf(report),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    work: mainThreadWork(report),
    /** Elements in the page's DOM: what style and layout work through. */
    domSize: report.audits['dom-size']?.numericValue,
    failing: Object.values(report.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['accessibility', 'best-practices', 'seo'].some((c) =>
            report.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          ),
      )
      .map((a) => a.id),
  };
}

/**
 * Where the main thread's time went in a run (ms, at the preset's CPU
 * slowdown): Lighthouse's `mainthread-work-breakdown` groups (script
 * evaluation, style and layout, rendering, parsing, ...), and from
 * `bootup-time` the script evaluation of each kind of file: Docusaurus's
 * `main` bundle, its `runtime~main`, the other chunks (the route's and the
 * theme's), and what no script file holds (the page itself: its inline
 * scripts and what Lighthouse cannot attribute).
 */
export function mainThreadWork(report) {
  const groups = Object.fromEntries(
    (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]),
  );
  const scripts = {main: 0, runtime: 0, chunks: 0, page: 0};
  for (const item of report.audits['bootup-time']?.details?.items ?? []) {
    const file = /\/([^/?#]+\.js)(?:[?#]|$)/.exec(item.url)?.[1];
    const kind = !file ? 'page' : file.startsWith('runtime~main') ? 'runtime' : file.startsWith('main.') ? 'main' : 'chunks';
    scripts[kind] += item.scripting ?? 0;
  }
  return {groups, scripts};
}

/** The median, over runs, of each main-thread figure of `mainThreadWork`. */
export function medianWork(results) {
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const keys = (pick) => [...new Set(results.flatMap((r) => Object.keys(pick(r.work))))];
  const medians = (pick) => Object.fromEntries(keys(pick).map((key) => [key, median(results.map((r) => pick(r.work)[key] ?? 0))]));
  return {groups: medians((work) => work.groups), scripts: medians((work) => work.scripts)};
}

/** The median of each figure over a page's runs, and every audit that failed in any run. */
export function summarise(results) {
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    runs: results.map((r) => `${r.performance}/${Math.round(r.tbt)}`).join(', '),
    benchmarkIndexRuns: results.map((r) => r.benchmarkIndex).filter((index) => index !== undefined),
    performanceRuns: results.map((r) => r.performance),
    tbtRuns: results.map((r) => r.tbt),
  };
}

const spread = (values) => Math.max(...values) - Math.min(...values);

/**
 * A page against the reference (the stock home page of the same run), as the
 * budgets read (PERFORMANCE.md, "Budgets"): "held" when the median
 * performance is at least the reference's and the median blocking time no
 * higher, with accessibility, best practices and SEO at 100; "parity" when
 * performance or blocking time falls short by no more than the runs' spread
 * (the smaller of the page's and the reference's, max - min): a difference
 * the machine's own noise makes; "not held" otherwise. A single run (the
 * desktop preset's) has no spread to judge a difference by, and the budgets
 * are the mobile preset's: its performance and blocking time are reported,
 * not judged.
 */
export function verdict(page, reference) {
  const others = [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ].filter(([, score]) => score < 100);
  if (others.length > 0) return `not held (${others.map(([name, score]) => `${name} ${score}`).join(', ')})`;
  const perfShort = reference.performance - page.performance;
  const tbtOver = page.tbt - reference.tbt;
  if (perfShort <= 0 && tbtOver <= 0) return 'held';
  const oneRun = page.performanceRuns.length < 2 || reference.performanceRuns.length < 2;
  const perfSpread = Math.min(spread(page.performanceRuns), spread(reference.performanceRuns));
  const tbtSpread = Math.min(spread(page.tbtRuns), spread(reference.tbtRuns));
  const gap = (text, runsSpread) => (oneRun ? text : `${text} (spread ${runsSpread})`);
  const gaps = [
    perfShort > 0 && gap(`performance -${perfShort}`, perfSpread),
    tbtOver > 0 && gap(`TBT +${Math.round(tbtOver)} ms`, `${Math.round(tbtSpread)} ms`),
  ].filter(Boolean);
  if (oneRun) return `one run, not judged: ${gaps.join(', ')}`;
  const inside = (perfShort <= 0 || perfShort <= perfSpread) && (tbtOver <= 0 || tbtOver <= tbtSpread);
  return `${inside ? 'parity' : '**not held**'}: ${gaps.join(', ')}`;
}
