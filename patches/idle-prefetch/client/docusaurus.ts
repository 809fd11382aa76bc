/**
 * Stands in for `@docusaurus/core/lib/client/docusaurus.js`, the object the
 * client entry mounts on `window.docusaurus` (patches/idle-prefetch
 * swaps it in, client bundle only). Same object, except that `prefetch`
 * waits for idle time (./idlePrefetch.ts). `preload`, which a link calls when
 * the reader hovers or focuses it, stays immediate.
 */
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js?original';
import {idlePrefetch} from './idlePrefetch';
import pageIdleQueue from './pageIdleQueue';

export default Object.freeze({
  ...docusaurus,
  prefetch: idlePrefetch(docusaurus.prefetch, pageIdleQueue),
});
