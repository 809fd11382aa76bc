// Helpers shared by the benchmark scripts (Node side only).
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import createJiti from 'jiti';

// Resolved from the repository's root, where npm runs every script and test: no
// `import.meta` here, since Playwright compiles this file (playwright.config.ts
// imports it) into CommonJS when it has one, which Node then refuses as ESM.
const jiti = createJiti(path.join(process.cwd(), 'package.json'), {interopDefault: true});
const {chromiumPath} = jiti('./src/config/env.ts');
const {startStaticServer} = jiti('./scripts/lib/staticServer.ts');

export const CHROMIUM = chromiumPath();

/**
 * Stops a script before its builds when the Chromium it will drive is not
 * there: a bench builds for minutes before its first browser step.
 */
export function requireChromium() {
  if (existsSync(CHROMIUM)) return;
  throw new Error(
    `No Chromium at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium, as .ci/run does) or set CHROMIUM_PATH to another Chromium.`,
  );
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function machine() {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB memory, Node ${process.version}`;
}

/** Resident memory (MB) of a process and all its descendants together, read from /proc. */
function treeRssMb(rootPid) {
  const children = new Map();
  const rssKb = new Map();
  const pageKb = 4;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    // Fields after the command name: state, ppid, ... rss is the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    rssKb.set(pid, Number(fields[21]) * pageKb);
    children.set(fields[1], [...(children.get(fields[1]) ?? []), pid]);
  }
  let total = 0;
  const pending = [String(rootPid)];
  while (pending.length > 0) {
    const pid = pending.pop();
    total += rssKb.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total / 1024;
}

/** How often `run` adds up its processes' memory: a build's peak lasts seconds. */
const RSS_SAMPLE_MS = 50;

/**
 * Runs a command; resolves with its wall time (ms), peak RSS (MB) and output.
 * The peak is the higher of GNU time's (the largest single process) and the
 * largest sum over all the command's processes at one moment, sampled every
 * RSS_SAMPLE_MS: our build runs a process per locale, the next one started
 * while the previous builds.
 */
export function run(command, args, {cwd, env} = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('/usr/bin/time', ['-f', 'PEAK_RSS_KB=%M', command, ...args], {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let treePeakMb = 0;
    const sampler = setInterval(() => (treePeakMb = Math.max(treePeakMb, treeRssMb(child.pid))), RSS_SAMPLE_MS);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      clearInterval(sampler);
      const ms = Date.now() - started;
      const rss = Math.max(treePeakMb, Number(/PEAK_RSS_KB=(\d+)/.exec(output)?.[1] ?? 0) / 1024);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed (${code}) in ${cwd}:\n${output.slice(-3000)}`));
      else resolve({ms, rssMb: rss, output});
    });
  });
}

/** Serves a build directory under a base path on a free port, gzipped as a static host sends it (./staticServer.ts). */
export async function serve(root, baseUrl = '/') {
  return startStaticServer(root, baseUrl, {gzip: true});
}

/**
 * The line under a generated block's start marker: a reading of the figures written into the block by hand was lost
 * once, when the bench next rewrote it (PERFORMANCE.md, "Index size: what the file does to stay under its budget").
 */
export const generatedBlockNote = (name) =>
  `<!-- Generated (${name}): rewritten on each run of its script, so text added by hand inside this block is lost; add it after the end marker. -->`;

/** Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` of PERFORMANCE.md (`file`). */
export function writePerformanceSection(file, name, body) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${generatedBlockNote(name)}\n${body.trim()}\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(file, pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`);
}

/** The median of numbers (the mean of the two middle ones for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The text of a built file, by the URL (or URL path) a page requested it at;
 * undefined for a URL outside the build. Chromium gives no body for what a
 * `<link rel="prefetch">` downloads, so tests and benchmarks read it here.
 */
export function builtFile(buildDir, baseUrl, url) {
  const {pathname} = new URL(url, 'http://localhost');
  if (!pathname.startsWith(baseUrl)) return undefined;
  const file = path.join(buildDir, pathname.slice(baseUrl.length));
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file, 'utf8') : undefined;
}

/**
 * Makes the page report a data-saver connection: Docusaurus then prefetches no
 * linked page, so the page fetches only what it needs itself.
 */
export async function emulateDataSaver(page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
}

/**
 * First-load JavaScript and CSS of a page, gzip: every script and stylesheet
 * the browser requests until the page has hydrated (a page cannot hydrate
 * before its route's chunks are in, and what loads later, such as the zoom
 * library a second after images appear, is not first-load), with Docusaurus's
 * link prefetching off (it honours the data saver flag), read back from disk.
 * The same function measures the stock site in `npm run bench` and our pages
 * in the budget tests, so the figures compare.
 *
 * One browser page visits the pages in turn. After the first, the scripts come
 * from its HTTP cache, and the browser reports a request for each all the same,
 * so each page's list is that of a first visit: the cache changes how fast, not
 * what. A page weighed in a browser context of its own compiled the main
 * bundle cold every time, which was most of its time. The exception is code that
 * races hydration (a diagram page's library, requested once its chunk runs):
 * from the cache more of it arrives before hydration, which is why the budget
 * leaves diagram pages out.
 */
export async function firstLoadWeights(browser, origin, baseUrl, buildDir, pagePaths) {
  const {gzipSync} = await import('node:zlib');
  const page = await browser.newPage();
  await emulateDataSaver(page);
  const weights = [];
  for (const pagePath of pagePaths) {
    // The previous page goes first: what it still requests (a diagram library
    // it was loading) would otherwise count for the next one.
    await page.goto('about:blank');
    const urls = new Set();
    const record = (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType()) && request.url().startsWith(origin)) urls.add(request.url());
    };
    page.on('request', record);
    await page.goto(`${origin}${baseUrl}${pagePath}`, {waitUntil: 'commit'});
    // The prerendered HTML carries data-has-hydrated="false" already: wait for "true".
    // Right after the commit the new document may not have parsed its <html> yet.
    await page.waitForFunction(() => document.documentElement?.getAttribute('data-has-hydrated') === 'true');
    page.off('request', record);
    const weight = {page: pagePath, js: 0, css: 0, files: 0, urls: [...urls].map((url) => new URL(url).pathname)};
    for (const url of urls) {
      const rel = new URL(url).pathname.slice(baseUrl.length);
      const gz = gzipSync(readFileSync(path.join(buildDir, rel))).length;
      weight[url.endsWith('.css') ? 'css' : 'js'] += gz;
      weight.files += 1;
    }
    weights.push(weight);
  }
  await page.close();
  return weights;
}

/** `firstLoadWeights` of one page, in a browser page of its own. */
export async function firstLoadWeight(browser, origin, baseUrl, buildDir, pagePath) {
  const [weight] = await firstLoadWeights(browser, origin, baseUrl, buildDir, [pagePath]);
  return weight;
}

/**
 * What a first visit downloads without asking: the gzip bytes of every
 * same-origin script the page fetches by the time the network is idle, with
 * no interaction and Docusaurus's link prefetching on, prefetches included
 * (the budget in PERFORMANCE.md). The page gets its idle time first, so that
 * anything queued for idle time is counted too.
 */
export async function firstVisitDownload(browser, origin, baseUrl, buildDir, pagePath) {
  const {gzipSync} = await import('node:zlib');
  const page = await browser.newPage();
  const urls = new Set();
  page.on('request', (request) => {
    if (request.url().startsWith(origin) && new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url());
  });
  await page.goto(`${origin}${baseUrl}${pagePath}`, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
  for (let round = 0; round < 3; round++) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), {timeout: 5000})));
    await page.waitForLoadState('networkidle');
  }
  await page.close();
  let js = 0;
  for (const url of urls) {
    const file = path.join(buildDir, new URL(url).pathname.slice(baseUrl.length));
    if (existsSync(file)) js += gzipSync(readFileSync(file)).length;
  }
  return {js, files: urls.size};
}
