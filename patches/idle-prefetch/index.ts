import type {Patch} from '../patch';

/**
 * Docusaurus's route prefetching queued for idle time, a little at a time,
 * each chunk URL once: `window.docusaurus` and the prefetch helper of
 * @docusaurus/core's client swapped for ./client/docusaurus.ts and
 * ./client/prefetch.ts, which wrap the originals.
 */
const idlePrefetch: Patch = {
  name: 'idle-prefetch',
  packages: {'@docusaurus/core': '3.10.2'},
  replacements: [
    {test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/, with: 'patches/idle-prefetch/client/docusaurus.ts'},
    {test: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/, with: 'patches/idle-prefetch/client/prefetch.ts'},
  ],
};

export default idlePrefetch;
