/**
 * The search page's worker (./workerChannel.ts): the built-in index and the
 * code that reads it, answering the page's queries off the main thread.
 * Started by ./pageWorker.ts with `new Worker(new URL(...))`, which
 * the bundler turns into a chunk of its own.
 */
import {siteWorkerClients} from './indexLoader';
import {serveSearch, type FromWorker, type MessageEnd, type ToWorker} from './workerChannel';

serveSearch(self as unknown as MessageEnd<ToWorker, FromWorker>, siteWorkerClients);
