/**
 * The local search clients bound to this site's built index. Imported lazily
 * (see siteClient.ts): with MiniSearch and the index it stays out of the
 * initial page JS. The index is fetched and indexed once per page session.
 */
import {createLocalSearchClient, type LoadedIndex, type LocalSearchClient} from './localClient';
import {createSearchEngine, decodeLocalIndex, type IndexingSchedule} from './localIndex';
import {LOCAL_INDEX_FILE, type LocalIndexFile} from './records';

export type SiteLocation = {siteUrl: string; baseUrl: string};

/** Runs each paragraph-indexing slice as a task of its own, so typing and rendering go first. */
function browserSchedule(): IndexingSchedule {
  const channel = new MessageChannel();
  const tasks: Array<() => void> = [];
  channel.port1.onmessage = () => tasks.shift()?.();
  return {
    defer(task) {
      tasks.push(task);
      channel.port2.postMessage(null);
    },
    sliceMs: 8,
  };
}

let loading: Promise<LoadedIndex> | undefined;

function loadIndex({siteUrl, baseUrl}: SiteLocation): Promise<LoadedIndex> {
  loading ??= (async () => {
    const url = `${baseUrl}${LOCAL_INDEX_FILE}`;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const file = (await response.json()) as LocalIndexFile;
    return {engine: createSearchEngine(decodeLocalIndex(file), browserSchedule()), baseUrl: `${siteUrl}${baseUrl}`};
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function createSiteLocalClient(location: SiteLocation, {partialResults}: {partialResults: boolean}): LocalSearchClient {
  return createLocalSearchClient({load: () => loadIndex(location), partialResults});
}
