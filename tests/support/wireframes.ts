import {CJK} from './markdownText';

/**
 * The rules a guide wireframe (static/img/guide/<section>/<name>.<locale>.svg)
 * is held to, as pure functions of its source so that a planted bad file can
 * show each rule fails.
 */
export const LOCALES = ['zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Families every font-family of a wireframe names: the system UI face, a CJK face per platform, the generic fallback. */
export const REQUIRED_FONTS = ['system-ui', 'Noto Sans CJK TC', 'PingFang TC', 'Microsoft JhengHei', 'sans-serif'];

/** A guide image reference in Markdown: `![alt](/img/guide/...)`. */
export const IMAGE = /!\[([^\]]*)\]\((\/img\/guide\/[^)\s]+)\)/g;

/** `/img/guide/a/b.zh-TW.svg` -> `{slug: 'a/b', locale: 'zh-TW'}`; null for a name without a locale. */
export function wireframeName(src: string): {slug: string; locale: Locale} | null {
  const match = /^\/img\/guide\/(.+)\.(zh-TW|en)\.svg$/.exec(src);
  return match ? {slug: match[1]!, locale: match[2] as Locale} : null;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text a reader can select in the wireframe, one entry per `<text>` element. */
export function textsOf(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')).trim());
}

/** Numbered callouts: a `<circle>` followed at once by a `<text>` holding only a number. */
export function calloutsOf(svg: string): number[] {
  return [...svg.matchAll(/<circle\b[^>]*\/>\s*<text\b[^>]*>\s*(\d{1,2})\s*<\/text>/g)].map((m) => Number(m[1]));
}

/** Circled numbers ①..⑳ in a page, as numbers. */
export function circledNumbersOf(markdown: string): number[] {
  return [...markdown.matchAll(/[\u2460-\u2473]/g)].map((m) => m[0].codePointAt(0)! - 0x2460 + 1);
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const ENGLISH_WORD = /\b[A-Za-z][a-z]{2,}\b/;
/** How many of the wireframe's labels its alt text names at least. */
const ALT_LABELS = 6;

/**
 * What is wrong with a wireframe, in words naming the rule; empty when nothing is.
 */
export function wireframeProblems(svg: string, locale: Locale): string[] {
  const problems: string[] = [];
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  if (attr(root, 'role') !== 'img') problems.push('the <svg> element has no role="img"');
  const labelledBy = attr(root, 'aria-labelledby');
  const title = labelledBy ? new RegExp(`<title id="${labelledBy}">([^<]*)</title>`).exec(svg)?.[1]?.trim() : undefined;
  if (!title) problems.push('no <title> that aria-labelledby names');
  else {
    // A slug such as "payout" or "refund-dialog", with or without a "Ferrypay:" prefix, names a file, not a screen.
    if (/^[a-z0-9_-]+$/.test(title.replace(/^[\w ]+:\s*/, ''))) problems.push(`the title "${title}" is a slug, not the screen's name`);
    if (locale === 'zh-TW' && !CJK.test(title)) problems.push(`the title "${title}" is not in Chinese`);
  }
  const rootLang = attr(root, 'lang') ?? attr(root, 'xml:lang');
  if (rootLang !== locale) problems.push(`the <svg> element's lang is ${rootLang ?? 'missing'}, not ${locale}`);

  const texts = textsOf(svg);
  if (locale === 'en') {
    const cjk = texts.filter((text) => CJK.test(text));
    if (cjk.length > 0 || CJK.test(svg))
      problems.push(`Chinese text in an English wireframe: ${cjk.slice(0, 3).join(', ') || 'outside <text>'}`);
    const labels = texts.filter((text) => ENGLISH_WORD.test(text));
    if (labels.length < 12) problems.push(`only ${labels.length} <text> labels with an English word (at least 12)`);
  } else {
    const labels = texts.filter((text) => CJK.test(text));
    if (labels.length < 12) problems.push(`only ${labels.length} <text> labels in Chinese (at least 12)`);
  }

  const fonts = [...svg.matchAll(/font-family(?:="([^"]*)"|\s*:\s*([^;}"]*))/g)].map((m) => m[1] ?? m[2]!);
  if (fonts.length === 0) problems.push('no font-family: text would fall back to the viewer default font');
  for (const family of fonts) {
    const missing = REQUIRED_FONTS.filter((font) => !family.includes(font));
    if (missing.length) problems.push(`a font-family lacks ${missing.join(', ')}: ${family}`);
  }
  if (/\sfont="|[{;\s]font\s*:/.test(svg)) problems.push('a font shorthand, which may name a face without CJK glyphs');

  // A greeked label: a rounded bar the height of a line of text, standing in for the words.
  for (const rect of svg.matchAll(/<rect\b[^>]*>/g)) {
    const [width, height, rx] = ['width', 'height', 'rx'].map((name) => Number(attr(rect[0], name) ?? 0));
    if (rx! > 0 && height! >= 4 && height! <= 14 && width! >= 2.5 * height!) {
      problems.push(`a placeholder bar instead of a label: ${rect[0]}`);
    }
  }

  for (const [pattern, what] of [
    [/<image\b/, 'an embedded or linked bitmap (<image>)'],
    [/<foreignObject\b/, 'a <foreignObject>'],
    [/<script\b/, 'a script'],
    [/@font-face|@import/, 'an embedded or imported font or stylesheet'],
    [/\bdata:/, 'a data: URL'],
    [/url\((?!\s*#)/, 'a url() that is not a reference inside the file'],
    [/\s(?:xlink:)?href="(?!#)/, 'a link to another file'],
  ] as const) {
    if (pattern.test(svg)) problems.push(`${what}`);
  }
  return problems;
}

/** What is wrong with an image's alt text; `labels` are the wireframe's texts. */
export function altProblems(alt: string, locale: Locale, labels: string[]): string[] {
  const problems: string[] = [];
  if (locale === 'zh-TW' && !CJK.test(alt)) problems.push('zh-TW alt text is not in Chinese');
  if (locale === 'en' && CJK.test(alt)) problems.push('en alt text has Chinese in it');
  const length = locale === 'zh-TW' ? [...alt].length : alt.split(/\s+/).length;
  if (length < (locale === 'zh-TW' ? 40 : 30))
    problems.push(`alt text too short to describe the screen (${length} ${locale === 'zh-TW' ? 'characters' : 'words'})`);
  // Describing the labelled screen means naming what it shows: its words, verbatim (IDs, amounts and one-word menu items do not count).
  const words = labels.filter((label) => (locale === 'zh-TW' ? CJK.test(label) && [...label].length >= 3 : ENGLISH_WORD.test(label)));
  const named = new Set(words.filter((label) => alt.toLowerCase().includes(label.toLowerCase())));
  if (named.size < ALT_LABELS) problems.push(`alt text names ${named.size} of the screen's labels (at least ${ALT_LABELS}): ${alt}`);
  return problems;
}
