/**
 * A turn of the event loop, for postbuild tests that read every page of the
 * build: parsing is synchronous, and Vitest's worker must answer its runner
 * within 60 s (a limit no option changes). On a busy machine, minutes of
 * parsing in one stretch overran it and failed a run whose tests all passed
 * ("Timeout calling onTaskUpdate"), so such tests take a turn between pages.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** `parse` of each item, in order, with a turn of the event loop after each (for example every page of a build). */
export async function mapTakingTurns<T, R>(items: Iterable<T>, parse: (item: T) => R): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) {
    results.push(parse(item));
    await nextTurn();
  }
  return results;
}
