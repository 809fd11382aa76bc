#!/usr/bin/env node
// `npm run build`: `docusaurus build` for every locale, each locale in its own
// process, the default locale first (its build empties the output folder; the
// others write into their /<locale>/ subfolder of it, as one `docusaurus build`
// would). The output is the same as one `docusaurus build`.
//
// Why: Docusaurus keeps memory from each locale it has built for the rest of
// the process (facebook/docusaurus#10944), so one process building both
// locales peaked at 2.37 GB RSS here, against 1.67 GB for one locale alone
// (BENCHMARKS.md). A process per locale keeps the peak to one locale's.
//
// Each process is started one turn ahead (scripts/lib/localeBuildProcess.mjs):
// it loads Node, Docusaurus and the site config while the locale before it
// builds, and waits, at about 140 MB, for its arguments. That and ending each
// process as soon as its locale is written took 1.3 s off a warm build of both
// locales and 1 s off a cold one here (BENCHMARKS.md).
//
// HTML minification is off (SKIP_HTML_MINIFICATION, Docusaurus's own switch;
// set it to "false" to minify). Minifying took 1.9 s of each locale's 4.2 s of
// static rendering and saved 1.8% of the HTML's gzip size, about 0.2 kB a page
// (BENCHMARKS.md): React's output has no whitespace to collapse, and the pages
// are served gzipped. The swc minifier Docusaurus Faster offers instead omits
// optional end tags, which html-validate (the suite's HTML check) cannot parse.
//
// Arguments are passed to `docusaurus build`; with `--locale` given, that one
// build runs as asked.
import {fork} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALE_BUILD_PROCESS = path.join(import.meta.dirname, 'lib/localeBuildProcess.mjs');
const args = process.argv.slice(2);

/**
 * The first locale's build generates the API reference pages for every
 * locale (plugins/api-reference, which reads this variable); the later ones
 * are told so and skip it.
 */
const API_REFERENCE_GENERATED_ENV = 'FERRYPAY_API_REFERENCE_GENERATED';

/** A process that loads Docusaurus now and builds when `build` gives it its turn. */
function startLocaleProcess() {
  const child = fork(LOCALE_BUILD_PROCESS, [], {cwd: ROOT, env: {SKIP_HTML_MINIFICATION: 'true', ...process.env}});
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  return {child, exited};
}

/**
 * Sends a started process `message` and resolves with its reply carrying
 * `replyKey`; rejects with `failure` if the process ends first.
 */
function request({child, exited}, message, replyKey, failure) {
  return new Promise((resolve, reject) => {
    const onReply = (reply) => {
      if (!(replyKey in reply)) return;
      child.off('message', onReply);
      resolve(reply[replyKey]);
    };
    child.on('message', onReply);
    exited.then((code) => reject(Object.assign(new Error(failure), {code: code || 1})));
    child.send(message);
  });
}

/** Runs `docusaurus build <args> <extraArgs>` in a started process; resolves once the site is written. */
const build = (started, extraArgs, extraEnv = {}) =>
  request(started, {argv: ['build', ...args, ...extraArgs], env: extraEnv}, 'built', 'build failed');

/** The locales `docusaurus build` would build, default first, as a started process reads them. */
const localesToBuild = (started) => request(started, {localesToBuild: true}, 'locales', 'reading the locales failed');

const started = [startLocaleProcess()];
try {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale='))) {
    await build(started[0], []);
  } else {
    const locales = await localesToBuild(started[0]);
    for (const [index, locale] of locales.entries()) {
      if (index + 1 < locales.length) started.push(startLocaleProcess());
      await build(started[index], ['--locale', locale], index === 0 ? {} : {[API_REFERENCE_GENERATED_ENV]: 'true'});
    }
  }
  await Promise.all(started.map(({exited}) => exited));
} catch (error) {
  if (error.code === undefined) console.error(error);
  process.exit(error.code ?? 1);
}
