/**
 * The page's one idle queue (./idlePrefetch.ts), shared by the two stand-ins:
 * the routes to prefetch (./docusaurus.ts) and the chunk URLs each adds
 * (./prefetch.ts), so that both wait for the same idle periods and no slice
 * runs over its time; and both wait while the page holds prefetching
 * (./prefetchHold.ts).
 */
import {idleQueue} from './idlePrefetch';
import pageHold from './prefetchHold';

export default idleQueue(window, undefined, pageHold.whenAllowed);
