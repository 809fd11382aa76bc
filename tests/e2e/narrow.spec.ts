import {test, expect, scrollThrough, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {wholeSearchAnswer} from '../support/searchModal';

/**
 * Nothing scrolls sideways on the narrowest phone the site supports (WCAG
 * 1.4.10 reflow: 320 CSS px). One page of each kind, in each locale; a menu
 * that is closed, and so invisible, counts too: it still widens the page.
 */
const NARROW = {width: 320, height: 640};

const PAGES = {
  'the home page': '',
  'a guide page': 'docs/getting-started',
  'an API operation page': 'api/create-a-webhook',
  'a blog post': 'blog/multi-role-review-design',
  'a release note': 'release-note/v2-1-0',
  'the search page': 'search?q=webhook',
  'a not-found page': 'no/such/page',
} as const;

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} does not scroll sideways at 320 px (${locale})`, async ({page}) => {
      await page.setViewportSize(NARROW);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      // What renders late counts too: the search page's whole answer (its snippets are the widest text), and what
      // renders as it nears the viewport (an API page's samples).
      if (path.startsWith('search?')) await wholeSearchAnswer(page);
      await scrollThrough(page);
      await page.evaluate(() => document.fonts.ready);
      const width = await page.evaluate(() => ({page: document.documentElement.scrollWidth, window: window.innerWidth}));
      expect(width.page, `${path}: page width`).toBeLessThanOrEqual(width.window);
    });
  }
}
