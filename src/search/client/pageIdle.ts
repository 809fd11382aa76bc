/**
 * The page's idle time, as the search index uses it: on the main thread for
 * every slice no query hurries (titles, headings and paragraphs;
 * ./indexingSchedule.ts), and in the worker for the paragraphs no query waits
 * for, which the page grants (./workerChannel.ts, `wants-idle-time`).
 */

/**
 * How long an idle callback may wait: a page that is never idle (an endless
 * animation) still runs one every 100 ms, so that its index completes within
 * seconds instead of never.
 */
export const PAGE_IDLE_TIMEOUT_MS = 100;

/**
 * Runs `task` in the page's next idle period, or after `PAGE_IDLE_TIMEOUT_MS`
 * on a page that is never idle; at once (a timer's task) in a browser without
 * idle callbacks (Safari). `timeRemaining` is what is left of the idle period:
 * 0 when the timeout or the timer ran it.
 */
export function whenPageIdle(task: (timeRemaining: () => number) => void): void {
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback((deadline) => task(() => deadline.timeRemaining()), {timeout: PAGE_IDLE_TIMEOUT_MS});
  else setTimeout(() => task(() => 0), 0);
}
