/**
 * Turning OpenAPI Markdown into MDX that compiles: MDX reads `{`, `}` and `<`
 * in prose as JavaScript and JSX, so they are escaped outside code spans.
 */

const CODE_SPAN = /(`+[^`]*?`+)/;

function mapOutsideCode(text: string, map: (prose: string) => string): string {
  return text
    .split(CODE_SPAN)
    .map((part, index) => (index % 2 === 1 ? part : map(part)))
    .join('');
}

export function escapeMdx(text: string): string {
  return mapOutsideCode(text, (prose) => prose.replace(/[{}]/g, (brace) => `\\${brace}`).replace(/</g, '&lt;'));
}

/**
 * Descriptions link to other operations Redoc's way, `(#operation/createOrder)`;
 * on the site that becomes a relative link to the page's file, so it stays in
 * the reader's version and locale.
 */
export function rewriteOperationLinks(text: string, slugOf: (operationId: string) => string | undefined): string {
  return text.replace(/\]\(#operation\/([A-Za-z0-9_]+)\)/g, (_match, operationId: string) => {
    const slug = slugOf(operationId);
    if (!slug) throw new Error(`A description links to #operation/${operationId}, which does not exist.`);
    return `](${slug}.mdx)`;
  });
}

/**
 * A bold lead sentence (an entry's title) and the prose after it. The full
 * stop goes inside the bold only where a space follows it: CommonMark closes
 * `**` after punctuation only before a space or more punctuation, so
 * `**付款連結已過期。**付款連結…` would show its asterisks. So zh-TW's reads
 * `**付款連結已過期**。付款連結…`, and English's `**Payment link expired.** Sent…`.
 */
export function leadSentence(title: string, rest: string, {fullStop, sentenceJoin}: {fullStop: string; sentenceJoin: string}): string {
  const bold = escapeMdx(title);
  return /^\s/.test(sentenceJoin) ? `**${bold}${fullStop}**${sentenceJoin}${rest}` : `**${bold}**${fullStop}${sentenceJoin}${rest}`;
}

/** One table cell: no line breaks, no bare pipes. */
export function tableCell(text: string): string {
  return escapeMdx(text)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|');
}

export function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced block whose fence is longer than any backtick run inside it. */
export function codeBlock(language: string, body: string, title?: string): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const meta = title ? ` title=${JSON.stringify(title)}` : '';
  return `${fence}${language}${meta}\n${body}\n${fence}`;
}

/**
 * A GFM table. A bare `|` in a cell would end the cell, even inside a code
 * span (`string | null`): every one not already escaped is, and GFM shows
 * `\|` as `|`, inside a code span too.
 */
export function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((cell) => cell.replace(/(?<!\\)\|/g, '\\|')).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A front matter value: JSON strings are valid YAML and need no further quoting. */
export function yamlValue(value: string | number | boolean): string {
  return JSON.stringify(value);
}

/**
 * JSON as people write it in documentation: two-space indents, short lists
 * of plain values on one line (`"tags": ["a", "b"]`).
 */
export function prettyJson(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => item === null || typeof item !== 'object')) {
      const flat = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (indent.length + flat.length <= 80) return flat;
    }
    return `[\n${value.map((item) => `${inner}${prettyJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${prettyJson(item, inner)}`).join(',\n')}\n${indent}}`;
}
