/**
 * What every search client of the site is, hosted or built-in: the part the
 * DocSearch modal and the search page call, the two surfaces that call it,
 * and the error both show as "search unavailable".
 */

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named
 * `RetryError` (what Algolia's client throws when no host answered), so a
 * local index or client code that cannot be loaded is reported under that name.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super(`Search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Where a query comes from: the DocSearch modal or the /search page. */
export type SearchSurface = 'modal' | 'page';

/** The part of a search client the modal and the search page call. */
export type SearchClientLike = {
  search(input: unknown, requestOptions?: unknown): Promise<{results: unknown[]}>;
};

/** With no credentials configured, the theme config carries this placeholder app id. */
export function isLocalSearch(appId: string, localAppId: string): boolean {
  return appId === localAppId;
}
