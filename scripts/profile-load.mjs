#!/usr/bin/env node
// `node scripts/profile-load.mjs`: where a page's main-thread time goes while
// it loads on a phone: Chromium's CPU profile of the page load (4x CPU
// slowdown and a phone's viewport, as Lighthouse's mobile preset), averaged
// over runs, by script and by function. How the phone-speed task figures of
// PERFORMANCE.md's kept optimisations were found.
import {parseArgs} from 'node:util';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {CHROMIUM, CHROMIUM_FLAGS, serve} from './lib/benchSupport.mjs';

const {values: options, positionals: pagePaths} = parseArgs({
  allowPositionals: true,
  options: {
    dir: {type: 'string', default: 'build'},
    base: {type: 'string', default: '/'},
    runs: {type: 'string', default: '3'},
    help: {type: 'boolean', short: 'h'},
  },
});

if (options.help || pagePaths.length === 0) {
  console.log(`Usage: node scripts/profile-load.mjs [--dir build] [--base /] [--runs 3] <page path>...

Profiles each page's load (from navigation until 1.5 s after its load event)
in Chromium at 4x CPU slowdown with a phone's viewport, and prints the
main-thread time per script and the 25 functions with the most self time,
averaged over the runs. A page path is absolute (/ferrypay-docs/docs/faq) or
under --base (docs/faq). Function names are readable in a build made with
\`npx docusaurus build --no-minify\`. Example:
  node scripts/profile-load.mjs --dir test-build --base /ferrypay-docs/ /ferrypay-docs/docs/faq`);
  process.exit(pagePaths.length === 0 && !options.help ? 1 : 0);
}

const runs = Number(options.runs);
const server = await serve(path.resolve(options.dir), options.base);
const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_FLAGS});
const file = (url) => url.replace(/^.*\//, '');
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
const ms = (us) => `${(us / 1000).toFixed(1)} ms`;

try {
  for (const pagePath of pagePaths) {
    const byFunction = new Map();
    const byScript = new Map();
    let total = 0;
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 200});
      await cdp.send('Profiler.start');
      // A path without a leading slash is under the base: `docs/faq` as well as `/docs/faq`.
      await page.goto(new URL(pagePath, server.origin + options.base).href, {waitUntil: 'load'});
      await page.waitForTimeout(1500);
      const {profile} = await cdp.send('Profiler.stop');
      await page.close();
      // Self time of each profile node: the gap after each of its samples.
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, i) => {
        const {functionName, url, lineNumber} = nodes.get(id).callFrame;
        if (['(idle)', '(program)', '(root)'].includes(functionName)) return;
        const us = (profile.timeDeltas[i + 1] ?? 0) / runs;
        const fn = `${functionName || '(anonymous)'} ${file(url)}:${lineNumber + 1}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
        const script = file(url) || functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + us);
        total += us;
      });
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
