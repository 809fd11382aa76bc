/**
 * The reader-visible prose of a Markdown page: front matter, code, URLs,
 * JSX/HTML tags, heading ids and Markdown punctuation removed.
 */
export function splitFrontMatter(source: string): {frontMatter: string; body: string} {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(source);
  return match ? {frontMatter: match[1]!, body: source.slice(match[0].length)} : {frontMatter: '', body: source};
}

export function proseOf(source: string, {keepDiagrams = false}: {keepDiagrams?: boolean} = {}): string {
  let body = splitFrontMatter(source).body;
  body = body.replace(/```(\w*)[^\n]*\n([\s\S]*?)```/g, (_all, lang: string, code: string) =>
    keepDiagrams && lang === 'mermaid' ? code : ' ',
  );
  return body
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#*_>|[\]-]+/g, ' ');
}

export const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;
const CJK_GLOBAL = new RegExp(CJK.source, 'g');
const CJK_IDEOGRAPH = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

export function englishWordCount(text: string): number {
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

export function cjkCharCount(text: string): number {
  return (text.match(CJK_IDEOGRAPH) ?? []).length;
}

/** Share of CJK characters among the letters of a text (0 to 1). */
export function cjkShare(text: string): number {
  const cjk = (text.match(CJK_GLOBAL) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cjk + latin === 0 ? 0 : cjk / (cjk + latin);
}

export function h2Count(source: string): number {
  const body = splitFrontMatter(source).body.replace(/```[\s\S]*?```/g, '');
  return (body.match(/^## /gm) ?? []).length;
}
