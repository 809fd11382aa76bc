/**
 * When the feedback widget's code loads: once the page has been idle (after
 * hydration), and only when its place at the end of the article comes within
 * a screen or so of the viewport. A reader who never scrolls that far never
 * downloads it, and a page's first load never waits for it.
 */
export type NearEnvironment = {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  IntersectionObserver?: new (
    callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) => Pick<IntersectionObserver, 'observe' | 'disconnect'>;
};

/** How far below (or above) the viewport the place may still be: the widget is in before the reader reaches it. */
export const NEAR_MARGIN = '800px 0px';

/** Calls `onNear` once, as described above; returns what stops the watch. */
export function whenNear(element: Element, onNear: () => void, env: NearEnvironment): () => void {
  let observer: Pick<IntersectionObserver, 'observe' | 'disconnect'> | undefined;
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    onNear();
  };
  const watch = () => {
    // A browser without IntersectionObserver gets the widget once idle.
    if (!env.IntersectionObserver) return fire();
    observer = new env.IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && fire(), {
      rootMargin: NEAR_MARGIN,
    });
    observer.observe(element);
  };
  // Safari has no requestIdleCallback: a task after the current one stands in.
  const idle = env.requestIdleCallback ? env.requestIdleCallback(watch) : env.setTimeout(watch, 0);
  return () => {
    done = true;
    observer?.disconnect();
    if (env.requestIdleCallback) env.cancelIdleCallback?.(idle);
    else env.clearTimeout(idle);
  };
}
