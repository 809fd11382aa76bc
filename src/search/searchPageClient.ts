/**
 * Stands in for `algoliasearch/lite` in the theme's SearchPage (and only
 * there: see the module rule in plugins/search-index), so the /search page
 * gets its client from the site's factory without an ejected copy of the page.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import {siteSearchClient} from './siteClient';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return siteSearchClient('page', appId, () => algoliaLiteClient(...args)) as ReturnType<typeof algoliaLiteClient>;
}
