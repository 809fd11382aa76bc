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
// Arguments are passed to `docusaurus build`; with `--locale` given, that one
// build runs as asked.
import {spawn} from 'node:child_process';
import path from 'node:path';
import createJiti from 'jiti';

const ROOT = path.resolve(import.meta.dirname, '..');
const DOCUSAURUS = path.join(ROOT, 'node_modules/.bin/docusaurus');
const args = process.argv.slice(2);

/**
 * The first locale's build generates the API reference pages for every
 * locale (plugins/api-reference reads this variable); the later ones are told
 * so and skip it.
 */
const API_REFERENCE_GENERATED_ENV = 'FERRYPAY_API_REFERENCE_GENERATED';

const YOUNG_GENERATION = '--max-semi-space-size=64';

// The locales as the config declares them (what Docusaurus loads its TypeScript config with).
const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {readSiteEnv} = jiti('../src/config/env.ts');
const {i18nConfig} = jiti('../src/config/i18n.ts');

/** Runs `docusaurus build <args>`; resolves when it ends, rejects with its exit code if it fails. */
function docusaurusBuild(buildArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(DOCUSAURUS, ['build', ...buildArgs], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        SKIP_HTML_MINIFICATION: 'true',
        ...process.env,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, YOUNG_GENERATION].filter(Boolean).join(' '),
        ...env,
      },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(Object.assign(new Error('build failed'), {code: code || (signal ? 1 : 0) || 1})),
    );
  });
}

try {
  if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale='))) {
    await docusaurusBuild(args);
  } else {
    const env = readSiteEnv();
    const {defaultLocale, locales} = i18nConfig({defaultLocaleOnly: env.defaultLocaleOnly, baseUrl: env.baseUrl});
    const ordered = [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
    for (const [index, locale] of ordered.entries()) {
      await docusaurusBuild([...args, '--locale', locale], index === 0 ? {} : {[API_REFERENCE_GENERATED_ENV]: 'true'});
    }
  }
} catch (error) {
  if (error.code === undefined) console.error(error);
  process.exit(error.code ?? 1);
}
