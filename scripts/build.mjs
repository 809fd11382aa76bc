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
// HTML minification is off (SKIP_HTML_MINIFICATION, Docusaurus's own switch;
// set it to "false" to minify). Minifying took 1.9 s of each locale's 4.2 s of
// static rendering and saved 1.8% of the HTML's gzip size, about 0.2 kB a page
// (BENCHMARKS.md): React's output has no whitespace to collapse, and the pages
// are served gzipped. The swc minifier Docusaurus Faster offers instead omits
// optional end tags, which html-validate (the suite's HTML check) cannot parse.
//
// Arguments are passed to `docusaurus build`; with `--locale` given, that one
// build runs as asked.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createRequire} from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const docusaurus = path.join(ROOT, 'node_modules/.bin/docusaurus');

/**
 * The first locale's build generates the API reference pages for every
 * locale (plugins/api-reference, which reads this variable); the later ones
 * are told so and skip it.
 */
const API_REFERENCE_GENERATED_ENV = 'FERRYPAY_API_REFERENCE_GENERATED';

function build(extraArgs, extraEnv = {}) {
  return new Promise((resolve, reject) => {
    const env = {SKIP_HTML_MINIFICATION: 'true', ...process.env, ...extraEnv};
    const child = spawn(docusaurus, ['build', ...args, ...extraArgs], {cwd: ROOT, stdio: 'inherit', env});
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(Object.assign(new Error('build failed'), {code}))));
  });
}

/** The locales `docusaurus build` would build, default first, read the way Docusaurus reads them. */
async function localesToBuild() {
  // Docusaurus's own config loader (TypeScript config, env-dependent locale list).
  const require = createRequire(path.join(ROOT, 'package.json'));
  const {loadSiteConfig} = require('@docusaurus/core/lib/server/config');
  const {siteConfig} = await loadSiteConfig({siteDir: ROOT});
  const {defaultLocale, locales} = siteConfig.i18n;
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

try {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale='))) {
    await build([]);
  } else {
    const [first, ...others] = await localesToBuild();
    await build(['--locale', first]);
    for (const locale of others) await build(['--locale', locale], {[API_REFERENCE_GENERATED_ENV]: 'true'});
  }
} catch (error) {
  if (error.code === undefined) console.error(error);
  process.exit(error.code ?? 1);
}
