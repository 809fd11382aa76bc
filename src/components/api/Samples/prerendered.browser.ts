import type {PrerenderedSamples} from '../../../config/apiSamples';

/** In the browser a page has no samples of its own: they are in its HTML, or in their file (./load.ts). */
export const prerenderedSamples: PrerenderedSamples = () => undefined;
