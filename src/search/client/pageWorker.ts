/**
 * The page session's search worker, started on the first query or preload.
 * A chunk of its own, imported by ./clientFactory.ts when search is first
 * used: the page's side of the conversation (./workerChannel.ts) stays out
 * of the JS every page loads.
 */
import {connectSearchWorker, type SearchWorker, type SearchWorkerOptions, type WorkerLike, type WorkerSetup} from './workerChannel';

export function startSearchWorker(setup: WorkerSetup, options: SearchWorkerOptions): SearchWorker {
  return connectSearchWorker(
    () => new Worker(new URL('./workerScript.ts', import.meta.url), {name: 'search'}) as unknown as WorkerLike,
    setup,
    options,
  );
}
