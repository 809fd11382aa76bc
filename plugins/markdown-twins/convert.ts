/**
 * A built page -> its Markdown twin: the page's article content as the reader
 * sees it, through the unified ecosystem (hast from the built HTML ->
 * rehype-remark -> mdast -> remark-stringify with GFM). What the theme renders
 * in ways Markdown cannot say is first rewritten, in the hast tree, into the
 * plain HTML that rehype-remark turns into the Markdown a reader expects:
 * admonitions into blockquotes that start with their label, tab sets into one
 * sub-section per tab, highlighted code blocks into `pre > code` with their
 * language, Mermaid diagrams (which the prerendered page leaves empty) into
 * ```mermaid blocks, and every link and image into an absolute URL.
 */
import type {Element, ElementContent, Root, RootContent, Text} from 'hast';
import type {Root as MdastRoot, RootContent as MdastContent} from 'mdast';
import {select, selectAll} from 'hast-util-select';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify, {type Options as StringifyOptions} from 'remark-stringify';
import {unified} from 'unified';
import type {AdmonitionLabelFormat} from '../../src/config/markdownTwins';
import {ZOOM_TRIGGER_CLASS} from '../../src/config/zoom';
import type {PageSource} from './source';

export type ConvertOptions = {
  /** The page's absolute URL: relative links and images resolve against it. */
  pageUrl: string;
  /** How an admonition's label starts its text. */
  admonitionLabel: AdmonitionLabelFormat;
  /**
   * The URL a twin links to for a link to this site (absolute, fragment kept):
   * the target's twin where it has one, else the page itself.
   */
  link: (url: URL) => string;
  /** The absolute URL of an image's `src` (a `data:` URL becomes the file it was inlined from). */
  image: (src: string) => string;
  /** What the prerendered page lacks, from its Markdown source: diagrams, the hidden panels of lazy tab sets. */
  source: PageSource;
  /** Names the page in errors. */
  name: string;
  /** The twin's first block after its title: a pointer to the locale's llms.txt. */
  index: IndexPointer;
};

/** `> {label}[llms.txt]({url})`: the label ends with its own colon and space, as each locale writes them. */
export type IndexPointer = {label: string; url: string};

export type Twin = {title: string; markdown: string};

export class TwinError extends Error {
  override name = 'TwinError';
}

export const STRINGIFY_OPTIONS: StringifyOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  strong: '*',
};

const h = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): Text => ({type: 'text', value});

function classes(node: Element): string[] {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : [];
}

const hasClass = (node: Element, name: string) => classes(node).includes(name);
/** CSS-module classes carry a hash suffix (`admonitionHeading_Gvgb`). */
const hasClassPrefix = (node: Element, prefix: string) => classes(node).some((name) => name.startsWith(prefix));

/** The text of a node as a reader sees it: `<br>` as a line break. */
export function textOf(node: RootContent | Root | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'element' || node.type === 'root') return node.children.map((child) => textOf(child)).join('');
  return '';
}

const cleanText = (value: string) =>
  value
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const isWhitespace = (node: RootContent | undefined) => node === undefined || (node.type === 'text' && !node.value.trim());

/** Theme parts inside the article content that are controls or decoration, not content. */
function isChrome(node: Element): boolean {
  if (['button', 'svg', 'script', 'style', 'noscript', 'template', 'nav'].includes(node.tagName)) return true;
  if (hasClass(node, 'hash-link') || hasClass(node, 'theme-doc-toc-mobile')) return true;
  return hasClassPrefix(node, 'buttonGroup_');
}

/**
 * An empty place of the prerendered page: where a component rendered nothing
 * between two blocks (a Mermaid diagram, drawn in the browser only, or an MDX
 * comment), React leaves an empty comment, its separator between the text
 * nodes around it.
 */
function isEmptyPlace(parent: Element | Root, index: number): boolean {
  const node = parent.children[index];
  if (node?.type !== 'comment' || node.value.trim() !== '') return false;
  return isWhitespace(parent.children[index - 1]) && isWhitespace(parent.children[index + 1]);
}

/**
 * A label before what it names (a code block's title, a `<details>` summary):
 * in bold, with the locale's colon, so that it reads as a label and not as a
 * heading written in bold (markdownlint MD036).
 */
function label(value: string, format: AdmonitionLabelFormat): Element {
  const after = format.after.trim();
  return h('p', {}, [h('strong', {}, [text(`${value}${format.inBold}`)]), ...(after ? [text(after)] : [])]);
}

/** `div.theme-code-block` -> `pre > code.language-x`, the text line by line, with its title (if any) labelling it. */
function codeBlock(node: Element, format: AdmonitionLabelFormat): ElementContent[] {
  const language = classes(node)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const code = select('code', node);
  const value = (code ? textOf(code) : '').replace(/\n$/, '');
  const title = select('[class*="codeBlockTitle_"]', node);
  const pre = h('pre', {}, [h('code', language ? {className: [`language-${language}`]} : {}, [text(value)])]);
  return title ? [label(cleanText(textOf(title)), format), pre] : [pre];
}

/** An admonition -> a blockquote whose first paragraph starts with the label in bold. */
function admonition(node: Element, format: AdmonitionLabelFormat): Element {
  const heading = select('[class*="admonitionHeading_"]', node);
  const content = select('[class*="admonitionContent_"]', node);
  // The theme's default labels are lower case ("tip"), shown in capitals by its CSS.
  const words = heading ? cleanText(textOf(heading)) : '';
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  const children = content ? [...content.children] : [];
  if (!label) return h('blockquote', {}, children);
  const start = [h('strong', {}, [text(`${label}${format.inBold}`)]), text(format.after)];
  const first = children.findIndex((child) => !isWhitespace(child as RootContent));
  const firstChild = children[first];
  if (firstChild?.type === 'element' && firstChild.tagName === 'p') {
    children[first] = {
      ...firstChild,
      children: [...start, ...firstChild.children],
    };
  } else {
    children.unshift(h('p', {}, start));
  }
  return h('blockquote', {}, children);
}

/** The API reference's endpoint line (`POST` and `/v1/orders` side by side) -> `POST /v1/orders` as code. */
function endpoint(node: Element): Element {
  return h('p', {}, [h('code', {}, [text(cleanText(node.children.map((child) => ` ${textOf(child)} `).join('')))])]);
}

/** `<details>`: the summary becomes a label before the content. */
function details(node: Element, format: AdmonitionLabelFormat): ElementContent[] {
  return node.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element' && child.tagName === 'summary') return [label(cleanText(textOf(child)), format)];
    // Docusaurus wraps the content in a collapsible div.
    return [child];
  });
}

/**
 * Where the walk is: the level of the last heading; how many empty places and
 * tab sets it has met; Markdown taken from the source, which the `div` handler
 * puts where its placeholder is.
 */
type Walk = {
  depth: number;
  placed: {emptyPlaces: number; tabSets: number};
  fromSource: MdastContent[][];
};

const FROM_SOURCE = 'dataTwinFromSource';

function fromSource(nodes: MdastContent[], walk: Walk): Element {
  walk.fromSource.push(nodes);
  return h('div', {[FROM_SOURCE]: String(walk.fromSource.length - 1)}, []);
}

/**
 * The source's tab set for a tab set of the page: the next one, from where
 * the walk is, with the same tabs. A component of the page can render tabs the
 * source does not write (the API reference's request samples); those have no
 * tab set in the source and take none.
 */
function sourceTabSet(labels: string[], options: ConvertOptions, walk: Walk): PageSource['tabSets'][number] | undefined {
  const sets = options.source.tabSets;
  const index = sets.findIndex((set, at) => at >= walk.placed.tabSets && set.labels.join('\n') === labels.join('\n'));
  if (index === -1) return undefined;
  walk.placed.tabSets = index + 1;
  return sets[index];
}

/**
 * A tab set -> for each tab, a heading one level below the section it is in,
 * named after the tab, then the tab's content. A lazy tab set prerenders the
 * selected panel only; the others come from the page's source, whose next tab
 * set with the same tabs must be this one.
 */
function tabs(node: Element, options: ConvertOptions, walk: Walk): ElementContent[] {
  const tabElements = selectAll('[role="tab"]', node);
  const labels = tabElements.map((tab) => cleanText(textOf(tab)));
  const panels = selectAll('[role="tabpanel"]', node);
  const source = sourceTabSet(labels, options, walk);
  const panelOf = (index: number): Element | MdastContent[] => {
    if (panels.length === labels.length) return panels[index]!;
    const selected = tabElements.findIndex((tab) => tab.properties?.ariaSelected === 'true');
    if (panels.length === 1 && index === selected) return panels[0]!;
    if (!source) {
      throw new TwinError(
        `${options.name}: a tab set shows ${panels.length} of its ${labels.length} panels (${labels.join(', ')}), and the source has no tab set with these tabs at its place.`,
      );
    }
    return source.panels[index]!;
  };
  const depth = Math.min(walk.depth + 1, 6);
  const out: ElementContent[] = [];
  labels.forEach((label, index) => {
    out.push(h(`h${depth}`, {}, [text(label)]));
    const panel = panelOf(index);
    if (Array.isArray(panel)) out.push(fromSource(panel, walk));
    else out.push(...rewriteChildren(panel, options, {...walk, depth}));
  });
  return out;
}

function rewriteChildren(parent: Element | Root, options: ConvertOptions, walk: Walk): ElementContent[] {
  const out: ElementContent[] = [];
  parent.children.forEach((child, index) => {
    if (child.type === 'comment') {
      const places = options.source.emptyPlaces;
      if (places.length === 0 || !isEmptyPlace(parent, index)) return;
      const place = places[walk.placed.emptyPlaces++];
      if (place === undefined) {
        throw new TwinError(
          `${options.name}: the built page has more empty places than its source has diagrams and MDX comments (${places.length}).`,
        );
      }
      if (place.diagram !== null) out.push(h('pre', {}, [h('code', {className: ['language-mermaid']}, [text(place.diagram)])]));
      return;
    }
    if (child.type === 'doctype') return;
    if (child.type === 'text') {
      out.push(child);
      return;
    }
    if (child.type !== 'element') return;
    out.push(...rewriteElement(child, options, walk));
  });
  return out;
}

function rewriteElement(node: Element, options: ConvertOptions, walk: Walk): ElementContent[] {
  // A zoomable image sits in the button that zooms it (src/theme/MDXComponents/Img): the image is content.
  if (node.tagName === 'button' && hasClass(node, ZOOM_TRIGGER_CLASS)) return rewriteChildren(node, options, walk);
  if (isChrome(node)) return [];
  const heading = /^h([2-6])$/.exec(node.tagName);
  if (heading) walk.depth = Number(heading[1]);
  if (hasClass(node, 'theme-code-block')) return codeBlock(node, options.admonitionLabel);
  if (hasClass(node, 'theme-admonition')) {
    const quote = admonition(node, options.admonitionLabel);
    return [{...quote, children: rewriteChildren(quote, options, walk)}];
  }
  if (hasClass(node, 'tabs-container')) return tabs(node, options, walk);
  if (hasClass(node, 'api-endpoint')) return [endpoint(node)];
  if (node.tagName === 'details') {
    return rewriteChildren({...node, children: details(node, options.admonitionLabel)}, options, walk);
  }
  const properties = {...node.properties};
  if (node.tagName === 'a' && typeof properties.href === 'string') properties.href = resolveLink(properties.href, options);
  if (node.tagName === 'img' && typeof properties.src === 'string') {
    properties.src = options.image(properties.src);
    delete properties.srcSet;
  }
  if (node.tagName === 'img' && typeof properties.alt === 'string') properties.alt = unescapeHtml(properties.alt);
  return [{...node, properties, children: rewriteChildren(node, options, walk)}];
}

const HTML_ESCAPES: Record<string, string> = {'&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&'};

/**
 * An image's alt text as its author wrote it: Docusaurus escapes a Markdown
 * image's alt as HTML (`'` -> `&#39;`) into a JSX string, which React escapes
 * again, so the built page's alt holds the escapes as text. One pass undoes
 * the first escaping; the second is undone by parsing the page.
 */
export const unescapeHtml = (value: string) => value.replace(/&(?:quot|#39|lt|gt|amp);/g, (escape) => HTML_ESCAPES[escape]!);

function resolveLink(href: string, options: ConvertOptions): string {
  let url: URL;
  try {
    url = new URL(href, options.pageUrl);
  } catch {
    throw new TwinError(`${options.name}: cannot read the link "${href}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  return url.origin === new URL(options.pageUrl).origin ? options.link(url) : url.href;
}

/** The article of a built page: its title and the element that holds its content. */
/**
 * The page's `<article>` (the content; a page that has a twin has one), cut
 * from the HTML before parsing: the navbar and sidebars around it are most of
 * a guide page's markup, and parsing them was most of a cold build's twins.
 * The whole page when it has no article, for articleOf to report.
 */
export function articleHtml(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  return start === -1 || end < start ? html : html.slice(start, end + '</article>'.length);
}

export function articleOf(root: Root, name: string): {title: string; content: Element} {
  const content = select('article .markdown', root);
  const h1 = select('article h1', root);
  if (!content || !h1) throw new TwinError(`${name}: the built page has no article content with a title (article .markdown, h1).`);
  // The title is the twin's own first line; the copy inside the content goes.
  const withoutTitle = removeTitle(content, h1);
  return {title: cleanText(textOf(h1)), content: withoutTitle};
}

function removeTitle(content: Element, h1: Element): Element {
  const children = content.children.flatMap((child): ElementContent[] => {
    if (child === h1) return [];
    if (child.type === 'element' && child.tagName === 'header' && child.children.includes(h1)) return [];
    return [child];
  });
  return {...content, children};
}

/** The article content as Markdown, without title (pure: a hast element in, Markdown out). */
export function contentToMarkdown(content: Element, options: ConvertOptions): MdastContent[] {
  const walk: Walk = {
    depth: 1,
    placed: {emptyPlaces: 0, tabSets: 0},
    fromSource: [],
  };
  const rewritten: Root = {
    type: 'root',
    children: rewriteChildren(content, options, walk),
  };
  const places = options.source.emptyPlaces.length;
  if (walk.placed.emptyPlaces !== places) {
    throw new TwinError(
      `${options.name}: its source has ${places} Mermaid diagram(s) and MDX comment(s) but the built page has ${walk.placed.emptyPlaces} empty place(s) for them.`,
    );
  }
  const mdast = unified()
    .use(rehypeRemark, {
      handlers: {
        div(state, node) {
          const index = node.properties?.[FROM_SOURCE];
          if (index === undefined) return state.toFlow(state.all(node));
          return walk.fromSource[Number(index)];
        },
      },
    })
    .runSync(rewritten) as MdastRoot;
  return mdast.children;
}

/**
 * Two blockquotes one after the other (two admonitions, or the pointer to
 * llms.txt and an admonition) get a thematic break between them: with only a
 * blank line between, some renderers join them into one (markdownlint MD028).
 */
export function separateBlockquotes<T extends MdastRoot | MdastContent>(node: T): T {
  if (!('children' in node)) return node;
  const children: MdastContent[] = [];
  for (const child of node.children as MdastContent[]) {
    if (child.type === 'blockquote' && children.at(-1)?.type === 'blockquote') children.push({type: 'thematicBreak'});
    children.push(separateBlockquotes(child));
  }
  return {...node, children} as T;
}

function indexPointer({label, url}: IndexPointer): MdastContent {
  return {
    type: 'blockquote',
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'text', value: label},
          {type: 'link', url, children: [{type: 'text', value: 'llms.txt'}]},
        ],
      },
    ],
  };
}

/**
 * The twin without its pointer to llms.txt, for llms-full.txt: that file is
 * read as the whole site already, and the same line before every page would
 * only repeat itself.
 */
export function withoutIndexPointer(markdown: string, index: IndexPointer, twin = 'a twin'): string {
  const pointer = `\n${stringifyMarkdown({type: 'root', children: [indexPointer(index)]})}`;
  const afterTitle = markdown.indexOf('\n') + 1;
  if (!markdown.startsWith(pointer, afterTitle)) throw new Error(`markdown-twins: ${twin} has no pointer to llms.txt after its title.`);
  // The break that separated the pointer from a blockquote right after it (separateBlockquotes) goes with it.
  return markdown.slice(0, afterTitle) + markdown.slice(afterTitle + pointer.length).replace(/^\n---\n/, '');
}

export function stringifyMarkdown(root: MdastRoot): string {
  // Tables unpadded: padding to align the pipes counts a CJK character as one column, and only adds bytes.
  return unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkStringify, STRINGIFY_OPTIONS).stringify(root);
}

/**
 * A built page's twin: `# title`, the pointer to the locale's llms.txt, the description, then the content.
 * `description` is the page's meta description (front matter or first paragraph).
 */
export function pageToTwin(html: string, description: string | undefined, options: ConvertOptions): Twin {
  const root = unified().use(rehypeParse, {fragment: true}).parse(articleHtml(html));
  const {title, content} = articleOf(root, options.name);
  const body = contentToMarkdown(content, options);
  const mdast: MdastRoot = {
    type: 'root',
    children: [
      {type: 'heading', depth: 1, children: [{type: 'text', value: title}]},
      indexPointer(options.index),
      ...(description
        ? [
            {
              type: 'paragraph' as const,
              children: [{type: 'text' as const, value: description}],
            },
          ]
        : []),
      ...body,
    ],
  };
  return {title, markdown: stringifyMarkdown(separateBlockquotes(mdast))};
}
