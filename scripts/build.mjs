#!/usr/bin/env node
// `npm run build`: Docusaurus's own `docusaurus build --locale <locale>`, once
// per locale, each in a process of its own, the default locale first (its
// build empties the output folder; the others write into their /<locale>/
// subfolder of it, as one `docusaurus build` would). The output is the same
// as one `docusaurus build`.
//
// Why a process per locale: Docusaurus keeps memory from each locale it has
// built until the process ends (facebook/docusaurus#10944); one process
// building both locales peaks over the 2 GB budget (PERFORMANCE.md, "Budgets").
//
// HTML is not minified (SKIP_HTML_MINIFICATION, Docusaurus's own switch; set it
// to "false" to minify): React's output has no whitespace to collapse and the
// pages are served gzipped, so minifying doubled static rendering for under 2%
// of gzip size (PERFORMANCE.md, "Kept optimisations"). The swc minifier of
// Docusaurus Faster omits optional end tags, which html-validate cannot parse.
//
// Each build runs with a 64 MB young generation (V8's --max-semi-space-size;
// Node's default is 16 MB): MDX compilation and the Markdown twins allocate
// short-lived syntax trees by the million, and with the default most of them
// outlive a scavenge and are copied into the old generation. Garbage
// collection on a locale's main thread: 4.2 -> 1.9 s (PERFORMANCE.md, "Kept
// optimisations", "Young generation of 64 MB").
//
// Each locale's build also grows its heap by half of what a full garbage
// collection leaves live (V8's --heap-growing-percent), not by the factor of up
// to 4 that V8's heap controller picks from how fast the program allocates:
// the last locale's postBuild (its Markdown twins and search index, every
// page) allocates fast, and its heap reached 0.8-1.0 GB, a third or more of it
// garbage, which took the build's peak RSS over the 2 GB budget. With it, the
// heap ends at 0.6 GB and the peak RSS is 1.79-1.85 GB instead of 1.92-2.16,
// the build within about a second of its time (PERFORMANCE.md, "Kept
// optimisations", "Heap grown by half of what is live"). Node refuses the flag
// in NODE_OPTIONS, so the builds run as `node <flags> <docusaurus's bin>`.
//
// Each locale but the last hands its Markdown twins to a process of its own
// (scripts/write-twins.mjs) that runs beside the next locale's build
// (plugins/markdown-twins, TWINS_JOB_ENV): they are most of a locale's
// postBuild, on one core, while a build leaves the other core half idle. The
// last locale writes its own in its postBuild, as `docusaurus build` alone
// does. The build ends, and fails, with every process it started.
//
// Arguments are passed to `docusaurus build`; with `--locale` (`-l`) given,
// that one build runs as asked.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import createJiti from 'jiti';

const ROOT = path.resolve(import.meta.dirname, '..');
// The bin @docusaurus/core declares, run by node itself: not node_modules/.bin's entry, which pnpm, and npm on Windows, write as a shell script.
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const WRITE_TWINS = path.join(ROOT, 'scripts/write-twins.mjs');
const args = process.argv.slice(2);

const YOUNG_GENERATION = '--max-semi-space-size=64';
const HEAP_GROWTH = '--heap-growing-percent=50';

// The locales as the config declares them (what Docusaurus loads its TypeScript config with).
const jiti = createJiti(import.meta.filename, {interopDefault: true});
// The first locale's build generates the API reference pages for every locale;
// the later ones are told so (API_REFERENCE_GENERATED_ENV) and skip it.
const {readSiteEnv, nodeOptions, API_REFERENCE_GENERATED_ENV, TWINS_JOB_ENV} = jiti('../src/config/env.ts');
const {i18nConfig} = jiti('../src/config/i18n.ts');

/** The processes started and not yet ended: one that fails stops the others. */
const running = new Set();

/**
 * Runs a Node script with the build's options (and `nodeFlags` on node's
 * command line); resolves when it ends. If it fails, it stops every other
 * process of the build and rejects with its exit code.
 */
function run(script, scriptArgs, env = {}, nodeFlags = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, script, ...scriptArgs], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        SKIP_HTML_MINIFICATION: 'true',
        ...process.env,
        NODE_OPTIONS: [nodeOptions(), YOUNG_GENERATION].filter(Boolean).join(' '),
        ...env,
      },
    });
    running.add(child);
    child.on('error', reject);
    child.on('exit', (code) => {
      running.delete(child);
      if (code === 0) return resolve();
      for (const other of running) other.kill();
      // A process ended by a signal has no exit code: 1.
      reject(Object.assign(new Error(`${path.basename(script)} failed`), {code: code || 1}));
    });
  });
}

const docusaurusBuild = (buildArgs, env) => run(DOCUSAURUS, ['build', ...buildArgs], env, [HEAP_GROWTH]);

let jobDir;
try {
  if (args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='))) {
    await docusaurusBuild(args);
  } else {
    const env = readSiteEnv();
    const {defaultLocale, locales} = i18nConfig({defaultLocaleOnly: env.defaultLocaleOnly, baseUrl: env.baseUrl});
    const ordered = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
    jobDir = await mkdtemp(path.join(tmpdir(), 'ferrypay-twins-'));
    const twins = [];
    for (const [index, locale] of ordered.entries()) {
      const jobFile = index < ordered.length - 1 ? path.join(jobDir, `${locale}.json`) : undefined;
      await docusaurusBuild([...args, '--locale', locale], {
        ...(index > 0 && {[API_REFERENCE_GENERATED_ENV]: 'true'}),
        ...(jobFile && {[TWINS_JOB_ENV]: jobFile}),
      });
      // No job when the twins plugin is left out (`npm run bench` builds without it too).
      if (jobFile && existsSync(jobFile)) {
        const job = run(WRITE_TWINS, [jobFile]);
        // Awaited below; if it fails first, run() has stopped the locale building meanwhile.
        job.catch(() => {});
        twins.push(job);
      }
    }
    await Promise.all(twins);
  }
} catch (error) {
  // A process that failed has printed its own error; anything else (one that could not start) is printed here.
  if (typeof error.code !== 'number') console.error(error);
  process.exitCode = typeof error.code === 'number' ? error.code : 1;
} finally {
  if (jobDir) await rm(jobDir, {recursive: true, force: true});
}
