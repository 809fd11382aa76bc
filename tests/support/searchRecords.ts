/**
 * The two files the search-index plugin writes per locale, brought to one
 * comparable form: the DocSearch records (records.json, HTML-escaped text,
 * absolute URLs) and the records decoded from the compact local index (plain
 * text, paths relative to the locale's base URL). Used to check that the
 * local index loses nothing.
 */
import type {LocalRecord} from '../../src/search/engine/indexFile';
import type {DocSearchRecord, Hierarchy, RecordType} from '../../src/search/records';

export type PlainRecord = {
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Relative to the locale's base URL, with the anchor. */
  url: string;
  language: string;
  docusaurus_tag: string;
  position: number;
};

const UNESCAPES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'"};
const unescapeHtml = (text: string | null) => text && text.replace(/&(?:amp|lt|gt|quot|#039);/g, (entity) => UNESCAPES[entity]!);

/** Page order (that of the pages' titles), then order on the page: the order records.json is written in. */
function inPageOrder(records: PlainRecord[]): PlainRecord[] {
  const pages = new Map(records.filter((record) => record.type === 'lvl1').map((title, index) => [title.url, index]));
  const pageOf = (record: PlainRecord) => {
    const page = pages.get(record.url.split('#')[0]!);
    if (page === undefined) throw new Error(`${record.url} belongs to no page title`);
    return page;
  };
  return records.sort((a, b) => pageOf(a) - pageOf(b) || a.position - b.position);
}

export function plainFromDocSearch(records: DocSearchRecord[], localeBaseUrl: string): PlainRecord[] {
  return inPageOrder(
    records.map((record) => {
      if (!record.url.startsWith(localeBaseUrl)) throw new Error(`${record.url} is not under ${localeBaseUrl}`);
      return {
        type: record.type,
        hierarchy: Object.fromEntries(Object.entries(record.hierarchy).map(([level, value]) => [level, unescapeHtml(value)])) as Hierarchy,
        content: unescapeHtml(record.content),
        url: record.url.slice(localeBaseUrl.length),
        language: record.language,
        docusaurus_tag: record.docusaurus_tag,
        position: record.weight.position,
      };
    }),
  );
}

export function plainFromLocal(records: readonly LocalRecord[]): PlainRecord[] {
  return inPageOrder(
    records.map((record) => ({
      type: record.type,
      hierarchy: {...record.hierarchy},
      content: record.content,
      url: record.anchor ? `${record.path}#${record.anchor}` : record.path,
      language: record.language,
      docusaurus_tag: record.docusaurus_tag,
      position: record.position,
    })),
  );
}
