/**
 * Stands in for `@docusaurus/core/lib/client/prefetch.js`, the helper
 * Docusaurus's route prefetching calls for each chunk URL
 * (patches/idle-prefetch swaps it in, client bundle only). Same
 * helper, asked once per URL (./prefetchOnce.ts), each URL's `<link>`
 * appended in an idle period of its own or with a few others (./idlePrefetch.ts).
 */
import prefetch from '@docusaurus/core/lib/client/prefetch.js?original';
import pageIdleQueue from './pageIdleQueue';
import {prefetchOnce} from './prefetchOnce';

export default prefetchOnce((url) => pageIdleQueue(`chunk ${url}`, () => prefetch(url)));
