import type {Element, ElementContent, Root} from 'hast';

/**
 * Code in a table cell may break only where a reader would split it: after
 * `_`, `.` or `/`, and before `[`. A `<wbr>` marks each place (a hyphen is one
 * already), so `vendor_kyc_not_approved` breaks into whole words, and
 * `string`, `400` or `vendor` have no place to break at all. A separator that
 * starts the code (`/v1/orders`, `.env`) or a dot between digits (`1250.00`)
 * is no place. No stylesheet rule lets it break anywhere else: a table that
 * does not fit scrolls (src/css/custom.css). A `<wbr>` adds no text:
 * copying, search records and the Markdown twins read the code as it is.
 *
 * The theme renders any `code` whose children include an element as a code
 * block; the wrapped src/theme/MDXComponents/Code keeps this code inline.
 * Tables written in Markdown (GFM) are reached wherever they are, also inside
 * JSX such as a tab; a table written as HTML tags in MDX is JSX itself, and
 * is left as it is.
 */
const BREAK = /(?<=[^_./][_/]+|[^_./\d][.]+)(?=[^_./])|(?<=[^[])(?=\[)/g;

/** A code element's text children, with a `<wbr>` at each place the code may break. */
function withBreaks(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child];
    const parts = child.value.split(BREAK);
    return parts.flatMap((value, index): ElementContent[] => [
      ...(index > 0 ? [{type: 'element', tagName: 'wbr', properties: {}, children: []} satisfies Element] : []),
      {type: 'text', value},
    ]);
  });
}

/** A node of the tree as MDX hands it over: elements, and JSX elements (`<TabItem>`) that hold elements too. */
type Parent = {type: string; tagName?: string; children: ElementContent[]};

function visit(node: Parent, inCell: boolean): void {
  for (const child of node.children as Parent[]) {
    if (!Array.isArray(child.children)) continue;
    if (inCell && child.tagName === 'code') child.children = withBreaks(child.children);
    else visit(child, inCell || child.tagName === 'td' || child.tagName === 'th');
  }
}

/** The rehype plugin every content plugin runs (docusaurus.config.ts). */
export default function rehypeTableCodeBreaks() {
  return (tree: Root): void => visit(tree as Parent, false);
}
