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
// Arguments are passed to `docusaurus build`; with `--locale` given, that one
// build runs as asked.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {createRequire} from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const docusaurus = path.join(ROOT, 'node_modules/.bin/docusaurus');

function build(extraArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(docusaurus, ['build', ...args, ...extraArgs], {cwd: ROOT, stdio: 'inherit', env: process.env});
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
    for (const locale of await localesToBuild()) await build(['--locale', locale]);
  }
} catch (error) {
  if (error.code === undefined) console.error(error);
  process.exit(error.code ?? 1);
}
