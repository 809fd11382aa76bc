/** The page's one idle queue: routes and the chunk URLs each adds (./idlePrefetch.ts). */
import {idleQueue} from './idlePrefetch';

export default idleQueue(window);
