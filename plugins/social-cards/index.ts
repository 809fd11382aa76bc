/**
 * Local plugin: a social card per content page (./cards.ts), a 1200x630 PNG
 * of its title, section and the site's mark (./card.ts, ./render.ts), at the
 * path src/config/socialCards.ts gives, which the page head names
 * (src/components/SocialCardMeta).
 *
 * Drawing a card takes satori and resvg about 30-60 ms of one core, so the
 * cards do not render on the build's path: once the locale's content is
 * loaded, a process of its own at the lowest priority
 * (scripts/render-social-cards.mjs) draws the ones the build cache lacks
 * while the locale is bundled and prerendered, and postBuild waits for it and
 * copies the cards into the build (PERFORMANCE.md, "Social cards").
 */
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {getPriority, setPriority, tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {buildCache, FileStore} from '../shared/buildCache';
import {buildingForProduction, persistentCacheDisabled} from '../../src/config/env';
import type {Locale} from '../../src/config/i18n';
import {cardsOf, loadedPlugins, type Card} from './cards';
import type {CardsJob, CardsReport} from './job';

const RENDER_SCRIPT = 'scripts/render-social-cards.mjs';
/** The lowest priority: the cards take only the CPU time the build leaves. */
const LOWEST_PRIORITY = 19;

/**
 * Once postBuild waits for the cards, they run at the build's own priority:
 * on a machine that other work keeps busy, the lowest priority would leave
 * them almost no CPU. Raising a priority again needs a privilege most users
 * lack (CAP_SYS_NICE); without it they finish at the lowest.
 */
function raisePriority(pid: number | undefined): void {
  if (!pid) return;
  try {
    setPriority(pid, getPriority());
  } catch {
    // Not permitted, or the process has ended.
  }
}

type Rendering = {cards: Card[]; store: FileStore; report: Promise<CardsReport>; workDir: string; pid?: number};

/** Starts the process that draws the cards; resolves with its report. */
async function startRendering(siteDir: string, cards: Card[]): Promise<Rendering> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'ferrypay-social-cards-'));
  // With the build cache off, the cards pass through a folder of this build only.
  const store = persistentCacheDisabled() ? new FileStore(path.join(workDir, 'cards')) : buildCache(siteDir, 'social-cards');
  const job: CardsJob = {siteDir, storeDir: store.dir, cards};
  const jobFile = path.join(workDir, 'job.json');
  const reportFile = path.join(workDir, 'report.json');
  await writeFile(jobFile, JSON.stringify(job));
  let pid: number | undefined;
  const report = new Promise<CardsReport>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(siteDir, RENDER_SCRIPT), jobFile, reportFile], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    pid = child.pid;
    if (pid) setPriority(pid, LOWEST_PRIORITY);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        // Killed (out of memory, for one) it has no exit code and wrote no error.
        const how = signal ? `was stopped by ${signal}` : `failed (exit code ${code}); its error is above`;
        return reject(new Error(`social-cards: drawing the cards ${how}.`));
      }
      readFile(reportFile, 'utf8').then((text) => resolve(JSON.parse(text) as CardsReport), reject);
    });
  });
  // Awaited in postBuild; a build that fails before it leaves no unhandled rejection.
  report.catch(() => {});
  return {cards, store, report, workDir, pid};
}

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale as Locale;
  let rendering: Promise<Rendering> | undefined;
  return {
    name: 'ferrypay-social-cards',

    allContentLoaded({allContent}) {
      // The dev server loads the content again on every edit and never runs postBuild.
      if (!buildingForProduction()) return;
      const cards = cardsOf(loadedPlugins(allContent), {locale, baseUrl: context.baseUrl, title: context.siteConfig.title});
      rendering = startRendering(context.siteDir, cards);
      rendering.catch(() => {});
    },

    async postBuild({outDir}) {
      if (!rendering) throw new Error('social-cards: postBuild ran, but no cards were started (is NODE_ENV production?).');
      const {store, report: reportPromise, workDir, pid} = await rendering;
      try {
        const start = performance.now();
        raisePriority(pid);
        const report = await reportPromise;
        const waited = performance.now() - start;
        for (const {file, key} of report.entries) {
          const png = await store.get(key);
          if (!png) throw new Error(`social-cards: the card ${file} is missing from ${store.dir}.`);
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, png);
        }
        const perCard = report.rendered ? Math.round(report.renderMs / report.rendered) : 0;
        logger.info`social-cards (${locale}): ${report.entries.length} cards, ${report.rendered} drawn (${perCard} ms each), ${report.cached} from the cache; postBuild waited ${Math.round(waited)} ms for them`;
      } finally {
        await rm(workDir, {recursive: true, force: true});
      }
    },
  };
}
