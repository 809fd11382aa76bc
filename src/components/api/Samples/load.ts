import {API_SAMPLE_LANGUAGES, type ApiSampleSet} from '../../../config/apiSamples';

/**
 * What an operation page's request samples need in the browser, loaded only
 * when the reader is about to see one: the page's sample file (the code, which
 * is in the page's HTML but in none of its JavaScript) and the grammar of the
 * sample's language.
 */

/** The grammar each sample's code block needs besides src/prism/core.ts's (JSON). */
export const SAMPLE_GRAMMARS: Readonly<Record<string, () => Promise<unknown>>> = {
  bash: () => import('../../../prism/bash'),
  js: () => import('../../../prism/javascript'),
  python: () => import('../../../prism/python'),
  php: () => import('../../../prism/php'),
  java: () => import('../../../prism/java'),
  go: () => import('../../../prism/go'),
  csharp: () => import('../../../prism/csharp'),
};

export async function loadGrammar(codeLanguage: string): Promise<void> {
  await SAMPLE_GRAMMARS[codeLanguage]?.();
}

/** A sample file as the generator writes it: each language's code. */
export function parseSampleFile(data: unknown, url: string): ApiSampleSet {
  const file = data as Record<string, unknown> | null;
  const missing = API_SAMPLE_LANGUAGES.filter(({id}) => typeof file?.[id] !== 'string').map(({id}) => id);
  if (missing.length > 0) throw new Error(`${url} has no ${missing.join(', ')} sample.`);
  return file as ApiSampleSet;
}

const files = new Map<string, Promise<ApiSampleSet>>();

/** The page's sample file, fetched once for all its tabs; a failed fetch is tried again the next time. */
export function loadSampleFile(url: string, fetchFile: typeof fetch = fetch): Promise<ApiSampleSet> {
  let loading = files.get(url);
  if (!loading) {
    loading = fetchFile(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return parseSampleFile(await response.json(), url);
    });
    files.set(url, loading);
    loading.catch(() => files.delete(url));
  }
  return loading;
}

/**
 * Calls `show` once the element is on screen or near it: a sample in a hidden
 * tab waits until the reader selects the tab. Returns what stops watching.
 */
export function whenShown(element: Element, show: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    {rootMargin: '50% 0px'},
  );
  observer.observe(element);
  return () => observer.disconnect();
}
