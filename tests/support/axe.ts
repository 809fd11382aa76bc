import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * axe-core over a test page, as every browser test runs it: every rule it
 * runs by default (no tag filter), reporting violations only.
 *
 * Two options take out most of the time the defaults spend outside the rules:
 * - legacy mode runs axe in the page itself; the default opens a blank page
 *   to put the results of cross-origin frames together, and the site has no
 *   frames (it loads nothing from another origin, which the sitemap sweep checks);
 * - `resultTypes: ['violations']`: axe builds a selector for every node of
 *   every result type it is asked for, passes included.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
}

/** One line per violation: impact, rule, what it asks, and the first few nodes. */
export async function violations(builder: AxeBuilder): Promise<string[]> {
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
