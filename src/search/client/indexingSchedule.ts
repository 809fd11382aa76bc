/**
 * When the browser indexes: in slices, so that one long task does not hold
 * up input and rendering (on the page), or queries (in the worker).
 */
import type {IndexingSchedule, IndexingSlice} from '../engine/searchEngine';
import {whenPageIdle} from './pageIdle';
import type {PageIdleTime} from './workerChannel';

/**
 * The index is built in idle periods, so rendering the modal, typing and
 * rendering results go first (a query indexes the headings it needs that are
 * not in yet). Each idle slice runs for what is left of the browser's idle
 * period, at least `MIN_IDLE_SLICE_MS` (the timeout runs it on a page that is
 * never idle) and at most `MAX_SLICE_MS`. Once a query waits for the
 * paragraphs, the rest goes in `MAX_SLICE_MS` tasks that do not wait for idle
 * time: on a busy machine, frames left no idle time and the timeout's slices
 * took 10-20 times longer than the work left (PERFORMANCE.md, "Search index built in idle slices").
 *
 * Why at most 10 ms: a phone is about four times slower, which Lighthouse
 * simulates by multiplying each task's time by four and counting what passes
 * 50 ms as blocking. Slices run to the idle deadline (up to 50 ms) and 16 ms
 * tasks took the search page's total blocking time from 83 to 200 ms.
 */
const MIN_IDLE_SLICE_MS = 8;
export const MAX_SLICE_MS = 10;

/**
 * Time left to a slice that has run `elapsedMs`: what the idle period has
 * left, but at least `minMs` in all and never past `maxMs` (on the page,
 * `MAX_SLICE_MS`; in a worker, `WORKER_SLICE_MS`).
 */
export function sliceTimeRemaining(elapsedMs: number, idleRemainingMs: number, minMs: number, maxMs = MAX_SLICE_MS): number {
  return Math.min(maxMs - elapsedMs, Math.max(idleRemainingMs, minMs - elapsedMs));
}

/**
 * In a worker nothing else waits for the thread but the next query, and
 * workers have no idle callbacks: slices of at most 16 ms, each in a task of
 * its own, so that a query that comes meanwhile waits at most one slice,
 * about a frame. Titles and headings go back to back; paragraphs no query
 * waits for, in the page's idle time (`browserSchedule`).
 */
export const WORKER_SLICE_MS = 16;

/**
 * Runs `task` in a task of its own, behind the messages already queued (a
 * query the page sent). A message to itself rather than `setTimeout(0)`:
 * nested timers wait at least 4 ms each, and on a busy machine much longer,
 * which is what made the page's slices take seconds.
 */
function queueTask(): (task: () => void) => void {
  if (typeof MessageChannel !== 'function') return (task) => setTimeout(task, 0);
  const channel = new MessageChannel();
  const tasks: Array<() => void> = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  return (task) => {
    tasks.push(task);
    channel.port2.postMessage(null);
  };
}

/** A task of its own for the next slice of decoding: in a worker, at once after the queued messages; on the page, a timer's. */
export function nextTaskIn(inWorker: boolean): () => Promise<void> {
  const queue = inWorker ? queueTask() : (task: () => void) => setTimeout(task, 0);
  return () => new Promise<void>((resolve) => queue(resolve));
}

/**
 * In a worker, `pageIdle` (the page's idle time, asked for through
 * ./workerChannel.ts) runs the paragraphs no query waits for: back to back,
 * they took one of a two-core machine's cores while the page rendered the
 * modal and its first hits (PERFORMANCE.md, "Kept optimisations", "Paragraphs
 * indexed in the page's idle time").
 */
export function browserSchedule(inWorker: boolean, pageIdle?: PageIdleTime): IndexingSchedule {
  const maxMs = inWorker ? WORKER_SLICE_MS : MAX_SLICE_MS;
  const run = (slice: IndexingSlice, minMs: number, idleTimeRemaining: () => number) => {
    const start = performance.now();
    slice(() => sliceTimeRemaining(performance.now() - start, idleTimeRemaining(), minMs, maxMs));
  };
  /** A slice of the full length, not bounded by an idle period. */
  const whole = (slice: IndexingSlice) => run(slice, maxMs, () => 0);
  if (inWorker) {
    const queue = queueTask();
    const next = (slice: IndexingSlice) => queue(() => whole(slice));
    // A whole slice: the worker's core is not the page's, and the grant says the page is idle now.
    const background = pageIdle && ((slice: IndexingSlice) => pageIdle(() => whole(slice)));
    return {idle: next, soon: next, background};
  }
  const soon = (slice: IndexingSlice) => setTimeout(() => whole(slice), 0);
  return {idle: (slice) => whenPageIdle((timeRemaining) => run(slice, MIN_IDLE_SLICE_MS, timeRemaining)), soon};
}
