/**
 * What a twin needs from the page's Markdown or MDX source because the
 * prerendered page does not carry it:
 *
 * - the Mermaid diagrams: the theme draws them in the browser, and the server
 *   leaves an empty place, as it does for an MDX comment on a line of its own
 *   (`{/* truncate *\/}`): the empty places are these, in the source's order;
 * - the content of tabs that are not selected, in tab sets that render the
 *   selected panel only (`<Tabs lazy>`: the API reference's code samples and
 *   response examples).
 *
 * Fenced code and Markdown blocks read the same in CommonMark as in MDX, so
 * the source is parsed as CommonMark: there, a line that holds only JSX tags
 * (`<TabItem value="node" label="Node.js">`) is an HTML block, and the blocks
 * between them are the tab's content.
 */
import type {Code, Root, RootContent} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';

/** A tab set of the source: each tab's label and content, in order. */
export type SourceTabSet = {labels: string[]; panels: RootContent[][]};

/** What each empty place of the prerendered page is: a diagram (its source), or nothing (a comment). */
export type EmptyPlace = {diagram: string} | {diagram: null};

export type PageSource = {emptyPlaces: EmptyPlace[]; tabSets: SourceTabSet[]};

export const EMPTY_SOURCE: PageSource = {emptyPlaces: [], tabSets: []};

/** A paragraph that is one MDX comment expression. */
const MDX_COMMENT = /^\{\s*\/\*[\s\S]*\*\/\s*\}$/;

/** A fence that opens a Mermaid block, or a tab set: a source with neither is not parsed. */
const NEEDS_PARSING = /^[ \t]*(?:(?:`{3,}|~{3,})[ \t]*mermaid\b|<Tabs\b)/m;
const TAB_TAG = /<(\/?)(Tabs|TabItem)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)')`)
    .exec(attributes)
    ?.slice(1)
    .find((value) => value !== undefined);
}

/** Top-level tab sets: their tabs' labels (or values) and the blocks between each tab's tags. */
function tabSets(tree: Root): SourceTabSet[] {
  const sets: SourceTabSet[] = [];
  let current: SourceTabSet | undefined;
  let panel: RootContent[] | undefined;
  let depth = 0;
  for (const node of tree.children) {
    if (node.type !== 'html') {
      if (depth === 1 && panel) panel.push(node);
      continue;
    }
    for (const [, close, tag, attributes = ''] of node.value.matchAll(TAB_TAG)) {
      if (tag === 'Tabs' && !close) {
        depth++;
        if (depth === 1) sets.push((current = {labels: [], panels: []}));
      } else if (tag === 'Tabs') {
        depth--;
        if (depth === 0) current = panel = undefined;
      } else if (depth === 1 && current && !close) {
        current.labels.push(attribute(attributes, 'label') ?? attribute(attributes, 'value') ?? '');
        current.panels.push((panel = []));
      } else if (depth === 1 && close) {
        panel = undefined;
      }
    }
  }
  return sets;
}

/** `emptyPlaces` only when the page has a diagram: the others' twins need none. */
export function readPageSource(source: string): PageSource {
  if (!NEEDS_PARSING.test(source)) return EMPTY_SOURCE;
  const tree = unified().use(remarkParse).parse(source) as Root;
  const emptyPlaces: EmptyPlace[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' && (node as Code).lang === 'mermaid') emptyPlaces.push({diagram: (node as Code).value});
    if (node.type === 'paragraph' && MDX_COMMENT.test(toString(node))) emptyPlaces.push({diagram: null});
  });
  const hasDiagram = emptyPlaces.some((place) => place.diagram !== null);
  return {emptyPlaces: hasDiagram ? emptyPlaces : [], tabSets: tabSets(tree)};
}
