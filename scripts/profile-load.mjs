#!/usr/bin/env node
// `node scripts/profile-load.mjs`: where a page's main-thread time goes while
// it loads on a phone: Chromium's CPU profile of the page load (4x CPU
// slowdown and a phone's viewport, as Lighthouse's mobile preset), averaged
// over runs, by script and by function. How the phone-speed task figures of
// PERFORMANCE.md's kept optimisations were found. With --long-tasks, also each
// run's main-thread tasks over 50 ms (Lighthouse's long tasks), what entered
// each and what ran in it, and their blocking time: how the work falls into the
// tasks that blocking time counts.
import {parseArgs} from 'node:util';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM, CHROMIUM_FLAGS, requireChromium, serve} from './lib/benchSupport.mjs';

const {values: options, positionals: pagePaths} = parseArgs({
  allowPositionals: true,
  options: {
    dir: {type: 'string', default: 'build'},
    base: {type: 'string', default: '/'},
    runs: {type: 'string', default: '3'},
    'long-tasks': {type: 'boolean', default: false},
    help: {type: 'boolean', short: 'h'},
  },
});

if (options.help || pagePaths.length === 0) {
  console.log(`Usage: node scripts/profile-load.mjs [--dir build] [--base /] [--runs 3] [--long-tasks] <page path>...

Profiles each page's load (from navigation until 1.5 s after its load event)
in Chromium at 4x CPU slowdown with a phone's viewport, and prints the
main-thread time per script and the 25 functions with the most self time,
averaged over the runs. With --long-tasks, each run also prints its main-thread
tasks over 50 ms, each with what entered it and the 6 functions that took most
of its time, and their blocking time (each task's time beyond 50 ms, from
navigation until 1.5 s after load; Lighthouse counts from first paint to
interactive, and simulates the slowdown instead of applying it). A page path
is absolute (/ferrypay-docs/docs/faq) or under --base (docs/faq). Function names are readable in a build made with
\`npx docusaurus build --no-minify\`. Example:
  node scripts/profile-load.mjs --dir test-build --base /ferrypay-docs/ /ferrypay-docs/docs/faq`);
  process.exit(pagePaths.length === 0 && !options.help ? 1 : 0);
}

requireChromium();
const runs = Number(options.runs);
const server = await serve(path.resolve(options.dir), options.base);
const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
const file = (url) => url.replace(/^.*\//, '');
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const ms = (us) => `${(us / 1000).toFixed(1)} ms`;
const LONG_TASK_US = 50_000;
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];
const frameName = ({functionName, url, lineNumber}) => `${functionName || '(anonymous)'} ${file(url)}:${lineNumber + 1}`;

/** The renderer main thread's top-level tasks, from a trace's events. */
function mainThreadTasks(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  return events
    .filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.name === 'RunTask' && event.ph === 'X')
    .map((event) => ({start: event.ts, end: event.ts + event.dur}));
}

/** Profile nodes that are no work of the page's: waiting, and the profiler's own bookkeeping. */
const NOT_WORK = new Set(['(idle)', '(program)', '(root)']);

/**
 * A CPU profile's samples, each with its time (on the trace's clock: both count
 * microseconds of the same monotonic clock), its self time (the gap to the next
 * sample), its frame, and the frame its stack starts from: the task's entry point
 * (a script, a timer, an event handler).
 */
function timedSamples(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const entries = new Map();
  const entryOf = (id) => {
    if (!entries.has(id)) {
      let entry = id;
      while (parents.has(entry) && nodes.get(parents.get(entry)).callFrame.functionName !== '(root)') entry = parents.get(entry);
      entries.set(id, nodes.get(entry).callFrame);
    }
    return entries.get(id);
  };
  let at = profile.startTime;
  return profile.samples.map((id, i) => {
    at += profile.timeDeltas[i];
    return {at, us: profile.timeDeltas[i + 1] ?? 0, frame: nodes.get(id).callFrame, entry: entryOf(id)};
  });
}

/** Each long task of one run: its time, what entered it, and the functions sampled inside it. */
function printLongTasks(events, samples) {
  const tasks = mainThreadTasks(events);
  const long = tasks.filter((task) => task.end - task.start > LONG_TASK_US);
  const first = Math.min(...tasks.map((task) => task.start));
  // Blocking time as Lighthouse counts it: each long task's time beyond 50 ms.
  const blocking = long.reduce((sum, task) => sum + task.end - task.start - LONG_TASK_US, 0);
  console.log(`  ${long.length} tasks over 50 ms, ${ms(blocking)} of blocking time`);
  for (const task of long) {
    const byFunction = new Map();
    const byEntry = new Map();
    for (const sample of samples) {
      if (sample.at < task.start || sample.at >= task.end || NOT_WORK.has(sample.frame.functionName)) continue;
      byFunction.set(frameName(sample.frame), (byFunction.get(frameName(sample.frame)) ?? 0) + sample.us);
      byEntry.set(frameName(sample.entry), (byEntry.get(frameName(sample.entry)) ?? 0) + sample.us);
    }
    console.log(
      `    at ${ms(task.start - first)}: ${ms(task.end - task.start)}${byEntry.size ? '' : ' (no JavaScript: parsing, style, layout or paint)'}`,
    );
    for (const [fn, us] of top(byEntry, 2)) console.log(`      entered by ${fn} (${ms(us)})`);
    for (const [fn, us] of top(byFunction, 6)) console.log(`      ${ms(us).padStart(9)}  ${fn}`);
  }
}

try {
  for (const pagePath of pagePaths) {
    const byFunction = new Map();
    const byScript = new Map();
    let total = 0;
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      const events = [];
      let traced;
      if (options['long-tasks']) {
        traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
        cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
        await cdp.send('Tracing.start', {traceConfig: {includedCategories: TRACE_CATEGORIES}, transferMode: 'ReportEvents'});
      }
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
      // A path without a leading slash is under the base: `docs/faq` as well as `/docs/faq`.
      await page.goto(new URL(pagePath, server.origin + options.base).href, {waitUntil: 'load'});
      await page.waitForTimeout(1500);
      const {profile} = await cdp.send('Profiler.stop');
      const samples = timedSamples(profile);
      if (options['long-tasks']) {
        await cdp.send('Tracing.end');
        await traced;
        console.log(`${pagePath}, run ${run + 1}:`);
        printLongTasks(events, samples);
      }
      await page.close();
      for (const {frame, us: sampleUs} of samples) {
        if (NOT_WORK.has(frame.functionName)) continue;
        const us = sampleUs / runs;
        const fn = frameName(frame);
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
        const script = file(frame.url) || frame.functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + us);
        total += us;
      }
    }
    console.log(`\n${pagePath}: ${ms(total)} of main-thread work (JavaScript, garbage collection, DOM calls), mean of ${runs} runs`);
    for (const [script, us] of top(byScript, 10)) console.log(`  ${ms(us).padStart(9)}  ${script}`);
    console.log('  Functions, self time:');
    for (const [fn, us] of top(byFunction, 25)) console.log(`  ${ms(us).padStart(9)}  ${fn}`);
  }
} finally {
  await browser.close();
  await server.close();
}
