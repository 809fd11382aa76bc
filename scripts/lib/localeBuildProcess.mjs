// One locale's `docusaurus build`, in a process scripts/build.mjs starts ahead
// of its turn: Node and Docusaurus take half a second to load, which then
// overlaps the previous locale's build.
//
// The process waits for a message with the `docusaurus build` arguments and
// the environment variables of its turn, runs Docusaurus's own CLI with them
// (the entry point of bin/docusaurus.mjs, without its npm update notice) and
// tells the parent when the site is written. While it waits it loads the
// site config and reads the Git history, the two slow first steps of a build.
// The first process is asked before that which locales the site has, so that
// the parent stays small: the peak memory of a build is the sum of these
// processes. A process whose parent ended before its turn ends with the IPC
// channel, its only handle.
//
// Once its locale is written it exits at once. A Node process left to end by
// itself spent 0.2-0.3 s more here tearing down the heaps of a finished build
// (BENCHMARKS.md); by then Docusaurus has awaited every file write, the Rspack
// compilers' close (which stores the persistent cache) and the end of its
// rendering threads.
import {inspect} from 'node:util';
import {runCLI} from '@docusaurus/core/lib/index.js';
import {loadSiteConfig} from '@docusaurus/core/lib/server/config.js';

/** As bin/docusaurus.mjs reports a failed build: the whole chain of causes, which names the file at fault. */
function fail(error) {
  console.error(`[ERROR] ${inspect(error, {depth: Infinity})}`);
  process.exit(1);
}

process.on('unhandledRejection', fail);

/**
 * The site config, loaded as soon as the process starts. Docusaurus loads it
 * again, fresh, when the build runs, but the first load in a process is the
 * slow one (0.2 s here: the modules the config and its plugins import); the
 * later ones take 15 ms. So the waiting process pays it while the locale
 * before it builds, not in its turn (BENCHMARKS.md). A config that fails to
 * load is reported by whoever needs it: `localesToBuild` or the build.
 */
const siteDir = process.cwd();
const siteConfigLoaded = loadSiteConfig({siteDir});

// Then the call Docusaurus makes as a build starts loading the site: the
// version control strategy's initialization. With Docusaurus Faster's eager
// Git strategy that runs `git` three times and reads the whole history, once
// per process (a later call is skipped), and its child processes had
// interrupted the main thread while the build loaded its plugins. Done
// while waiting, en's "Load site" went from 1.37-1.81 to 1.08-1.30 s here
// (BENCHMARKS.md). The history cannot change during a build. A failure is
// the build's to report: the strategy keeps it for the first file asked about.
// (This chain also keeps a config that fails to load from ending the process
// as an unhandled rejection while it waits.)
siteConfigLoaded.then(({siteConfig}) => siteConfig.future?.experimental_vcs?.initialize({siteDir})).catch(() => {});

/** The locales `docusaurus build` builds, default first, read by Docusaurus's own config loader. */
async function localesToBuild() {
  const {siteConfig} = await siteConfigLoaded;
  const {defaultLocale, locales} = siteConfig.i18n;
  return [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)];
}

process.on('message', async (message) => {
  if (message.localesToBuild) {
    process.send({locales: await localesToBuild()});
    return;
  }
  const {argv, env} = message;
  Object.assign(process.env, env);
  try {
    await runCLI([process.execPath, 'docusaurus', ...argv]);
  } catch (error) {
    fail(error);
  }
  process.send({built: true}, () => process.exit(0));
});
