#!/usr/bin/env node
// `npm run lighthouse:compare`: Lighthouse's mobile preset on the same pages of
// two or more builds, run alternately, to see what one change does to a
// page's performance score and blocking time. How the Lighthouse figures of
// PERFORMANCE.md's rows (kept optimisations, levers tried) are measured.
import {mkdtempSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {requireChromium, serve} from './lib/benchSupport.mjs';
import {lighthouseRun, summarise} from './lib/lighthouseRun.mjs';

const {values: options, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    runs: {type: 'string', default: '5'},
    page: {type: 'string', multiple: true, default: []},
    help: {type: 'boolean', short: 'h'},
  },
});
const builds = positionals.map((arg) => {
  const [name, dir] = arg.includes('=') ? arg.split('=', 2) : [path.basename(arg), arg];
  return {name, dir: path.resolve(dir)};
});

if (options.help || builds.length < 2 || options.page.length === 0) {
  console.log(`Usage: npm run lighthouse:compare -- [--runs 5] --page <path> [--page <path>...] <name=build dir> <name=build dir>...

Runs lighthouse@12.8.2 (mobile preset, performance only) on each page of each
build, served at / as npm run lighthouse serves build/. Runs alternate: each
round runs every page on every build, the builds' order reversed every other
round, so that the machine's drift reaches each build alike. Prints each
build's median performance, total blocking time and LCP per page, and every
run. Make each build with \`node scripts/build.mjs --out-dir <dir>\`. Example:
  npm run lighthouse:compare -- --page search?q=payout --page en/api/create-an-order before=/tmp/before after=/tmp/after`);
  process.exit(options.help ? 0 : 1);
}

requireChromium();
const runs = Number(options.runs);
const out = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-lighthouse-compare-'));
const servers = await Promise.all(builds.map((build) => serve(build.dir)));
const results = new Map();
try {
  for (let run = 1; run <= runs; run++) {
    const order = [...builds.keys()];
    if (run % 2 === 0) order.reverse();
    for (const i of order) {
      for (const page of options.page) {
        const file = path.join(out, `${builds[i].name}-${page.replace(/\W+/g, '-')}-${run}.json`);
        const result = await lighthouseRun(`${servers[i].origin}/${page}`, 'mobile', file, ['performance']);
        const key = `${page}\t${builds[i].name}`;
        results.set(key, [...(results.get(key) ?? []), result]);
        console.log(`run ${run}/${runs}`, builds[i].name, page, result.performance, `${Math.round(result.tbt)} ms`);
      }
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

console.log(`\n| Page | Build | Performance | TBT | LCP | Runs (perf/TBT) |\n| --- | --- | --- | --- | --- | --- |`);
for (const page of options.page) {
  for (const {name} of builds) {
    const s = summarise(results.get(`${page}\t${name}`));
    console.log(`| ${page} | ${name} | ${s.performance} | ${Math.round(s.tbt)} ms | ${Math.round(s.lcp)} ms | ${s.runs} |`);
  }
}
console.log(`\nReports: ${out}`);
