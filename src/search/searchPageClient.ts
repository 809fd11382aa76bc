/**
 * `liteClient` with the signature of `algoliasearch/lite`'s, for the search
 * page (src/theme/SearchPage): the /search page gets its client from the
 * site's factory, like the DocSearch modal.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import {siteSearchClient} from './siteClient';

export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  return siteSearchClient('page', appId, () => algoliaLiteClient(...args)) as ReturnType<typeof algoliaLiteClient>;
}
