/**
 * A locale's cards, rendered where they are missing from the store: the work
 * scripts/render-social-cards.mjs does in a process of its own while the
 * locale builds (./index.ts). The store is the build cache
 * (plugins/shared/buildCache.ts), so a warm build draws only the cards whose
 * inputs changed; with the cache off it is a temporary folder.
 */
import {FileStore} from '../shared/buildCache';
import {SOCIAL_CARD} from '../../src/config/socialCards';
import type {Card} from './cards';
import {CardRenderer} from './render';

export type CardsJob = {siteDir: string; storeDir: string; cards: Card[]};

/** Each card's file and where the store holds it, and what it took. */
export type CardsReport = {
  entries: {file: string; key: string}[];
  rendered: number;
  cached: number;
  /** Time spent drawing the rendered cards (satori and resvg), in ms. */
  renderMs: number;
};

type Renderer = Pick<CardRenderer, 'key' | 'png'>;

export async function renderCards(cards: readonly Card[], store: FileStore, renderer: Renderer): Promise<CardsReport> {
  const report: CardsReport = {entries: [], rendered: 0, cached: 0, renderMs: 0};
  for (const card of cards) {
    const key = renderer.key(card, card.locale);
    if (await store.get(key)) {
      report.cached++;
    } else {
      const start = performance.now();
      const png = await renderer.png(card);
      report.renderMs += performance.now() - start;
      if (png.byteLength > SOCIAL_CARD.maxBytes) {
        throw new Error(
          `social-cards: the card of "${card.title}" (${card.locale}, ${card.file}) is ${png.byteLength} bytes, over the ${SOCIAL_CARD.maxBytes}-byte budget of a card.`,
        );
      }
      await store.set(key, png);
      report.rendered++;
    }
    report.entries.push({file: card.file, key});
  }
  await store.prune();
  return report;
}

export async function runCardsJob(job: CardsJob): Promise<CardsReport> {
  return renderCards(job.cards, new FileStore(job.storeDir), new CardRenderer(job.siteDir));
}
