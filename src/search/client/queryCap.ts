/**
 * The query length cap (`MAX_QUERY_LENGTH`, src/config/search.ts), applied to every
 * request a client sends, whatever the input field allowed.
 */
import type {SearchClientLike} from './searchClient';

export function truncateQuery(query: string, maxLength: number): string {
  return [...query].slice(0, maxLength).join('');
}

function capRequest(request: unknown, maxLength: number): unknown {
  if (!request || typeof request !== 'object') return request;
  const capped = {...(request as Record<string, unknown>)};
  const cap = (value: unknown) => (typeof value === 'string' ? truncateQuery(value, maxLength) : value);
  if ('query' in capped) capped.query = cap(capped.query);
  const params = capped.params;
  if (params && typeof params === 'object' && 'query' in params) {
    capped.params = {...params, query: cap((params as {query: unknown}).query)};
  }
  return capped;
}

/**
 * Truncates every query to `maxLength` characters before it is sent, whatever
 * the input field allows (DocSearch 4.7 hard-codes 512, and a text selection
 * can prefill the modal with that much).
 */
export function withQueryCap<C extends SearchClientLike>(client: C, maxLength: number): C {
  const search: SearchClientLike['search'] = (input, requestOptions) => {
    const capped = Array.isArray(input)
      ? input.map((request) => capRequest(request, maxLength))
      : input && typeof input === 'object' && Array.isArray((input as {requests?: unknown}).requests)
        ? {...input, requests: (input as {requests: unknown[]}).requests.map((r) => capRequest(r, maxLength))}
        : input;
    return client.search(capped, requestOptions);
  };
  // The client's other members (transporter, addAlgoliaAgent, ...) stay as they are.
  return {...client, search};
}
