/**
 * Parsing the built pages. A minifier may shorten HTML the way the HTML
 * standard allows: optional end tags left out (`<tr><td>a<td>b<tr>`) and
 * attribute values unquoted (`<a href=/docs/>`); Docusaurus Faster's swc HTML
 * minifier does. node-html-parser does not apply the standard's
 * implied-end-tag rules and reads `href=/docs/>` as a self-closing tag, which
 * nests whole sections inside the last table cell. So such HTML is first made
 * explicit (every element closed, every attribute quoted) following those
 * rules, then parsed. React's own output needs none of it.
 */
import {parse, type HTMLElement} from 'node-html-parser';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
/** Elements a start tag of which closes an open `p` (HTML standard, "in body" insertion mode). */
const CLOSES_P = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
  'li',
  'dd',
  'dt',
]);
/** Boundaries that an implied end tag does not reach across. */
const SCOPE = new Set(['html', 'table', 'td', 'th', 'caption', 'template', 'button', 'object', 'marquee', 'applet', 'svg', 'math']);
const LIST_SCOPE = new Set([...SCOPE, 'ul', 'ol']);
const TABLE_SCOPE = new Set(['html', 'table', 'template']);

const TAG = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

function quoteAttributes(source: string): {attributes: string; selfClosing: boolean} {
  let attributes = '';
  // In `a=b/>` the slash belongs to the unquoted value; a lone trailing `/` marks self-closing.
  const selfClosing = /(^|\s|["'])\/\s*$/.test(source);
  const body = selfClosing ? source.replace(/\/\s*$/, '') : source;
  for (const [, name, raw] of body.matchAll(ATTRIBUTE)) {
    if (raw === undefined) {
      attributes += ` ${name}`;
      continue;
    }
    const value = /^["']/.test(raw) ? raw.slice(1, -1) : raw;
    attributes += ` ${name}="${value.replace(/"/g, '&quot;')}"`;
  }
  return {attributes, selfClosing};
}

/** The same document with every element explicitly closed and every attribute value quoted. */
export function explicitTags(html: string): string {
  const lower = html.toLowerCase();
  const stack: string[] = [];
  let out = '';
  let last = 0;

  const closeTo = (index: number) => {
    while (stack.length > index) out += `</${stack.pop()}>`;
  };
  /** Index of the innermost open `name` not beyond a scope boundary, or -1. */
  const inScope = (names: ReadonlySet<string> | string, scope: ReadonlySet<string>) => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const open = stack[i]!;
      if (typeof names === 'string' ? open === names : names.has(open)) return i;
      if (scope.has(open)) return -1;
    }
    return -1;
  };
  const closeIfOpen = (names: ReadonlySet<string> | string, scope: ReadonlySet<string>) => {
    const index = inScope(names, scope);
    if (index !== -1) closeTo(index);
  };

  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    out += html.slice(last, match.index);
    last = TAG.lastIndex;
    const [text, endSlash, rawName, rawAttributes = ''] = match;
    if (rawName === undefined) continue; // comment, doctype, CDATA
    const name = rawName.toLowerCase();

    if (endSlash) {
      const index = stack.lastIndexOf(name);
      if (index !== -1) {
        closeTo(index + 1);
        out += text;
        stack.pop();
      }
      continue; // a stray end tag is dropped, as browsers do
    }

    const foreign = stack.includes('svg') || stack.includes('math') || name === 'svg' || name === 'math';
    if (!foreign) {
      if (CLOSES_P.has(name)) closeIfOpen('p', SCOPE);
      if (name === 'li') closeIfOpen('li', LIST_SCOPE);
      if (name === 'dt' || name === 'dd') closeIfOpen(new Set(['dt', 'dd']), LIST_SCOPE);
      if (name === 'td' || name === 'th') closeIfOpen(new Set(['td', 'th']), TABLE_SCOPE);
      if (name === 'tr') {
        closeIfOpen(new Set(['td', 'th']), TABLE_SCOPE);
        closeIfOpen('tr', TABLE_SCOPE);
      }
      if (name === 'thead' || name === 'tbody' || name === 'tfoot') {
        closeIfOpen(new Set(['td', 'th']), TABLE_SCOPE);
        closeIfOpen('tr', TABLE_SCOPE);
        closeIfOpen(new Set(['thead', 'tbody', 'tfoot']), TABLE_SCOPE);
      }
      if (name === 'option') closeIfOpen('option', SCOPE);
    }

    const {attributes, selfClosing} = quoteAttributes(rawAttributes);
    if (VOID.has(name) || (foreign && selfClosing)) {
      out += `<${rawName}${attributes} />`;
      continue;
    }
    out += `<${rawName}${attributes}>`;
    if (RAW_TEXT.has(name)) {
      const end = lower.indexOf(`</${name}`, last);
      const stop = end === -1 ? html.length : end;
      out += html.slice(last, stop) + `</${rawName}>`;
      const close = end === -1 ? html.length : html.indexOf('>', end) + 1;
      last = TAG.lastIndex = close;
      continue;
    }
    stack.push(name);
  }
  out += html.slice(last);
  closeTo(0);
  return out;
}

/** `optionalTagsOmitted`: whether the HTML may be shortened as above (the safe assumption, and the default). */
export function parseHtml(html: string, {optionalTagsOmitted = true}: {optionalTagsOmitted?: boolean} = {}): HTMLElement {
  return parse(optionalTagsOmitted ? explicitTags(html) : html, {comment: false});
}
