/**
 * The reference llms.txt parser, ported: `parse_llms_file` of llms-txt 0.0.7
 * (AnswerDotAI/llms-txt, llms_txt/core.py), regular expression by regular
 * expression, so that a test reads our llms.txt as the tools built on it do.
 *
 * What it does, as upstream does it:
 * - the text is split at every line that starts with `##` (so a `###` line is
 *   a section too); what comes before the first is the head;
 * - the head is `# title`, then, when a line `> summary` follows and more
 *   text comes after it, the summary, and the rest is the info: a summary
 *   with nothing after it is read as the info, with no summary;
 * - every non-empty line of a section must hold `- [title](url)`, with an
 *   optional `: description`; upstream fails on any other line
 *   (`re.search(...)` is None), and so does this port.
 *
 * Python's `None` is `undefined` here. JavaScript's multiline `$` also
 * matches before `\r`, which llms.txt files written by this site never hold.
 */

export type LlmsTxtLink = {title: string; url: string; desc: string | undefined};

export type LlmsTxtFile = {
  title: string;
  summary: string | undefined;
  info: string;
  sections: Record<string, LlmsTxtLink[]>;
};

/** `parse_link`: `-\s*\[{title}\]\({url}\)(?::\s*{desc})?`, searched anywhere in the line. */
export function parseLink(line: string): LlmsTxtLink {
  const match = /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/.exec(line);
  if (!match) throw new Error(`llms.txt: the reference parser reads no link in ${JSON.stringify(line)}`);
  const {title, url, desc} = match.groups!;
  return {title: title!, url: url!, desc};
}

/** `_parse_links`: every non-empty line of a section is a link. */
function parseLinks(links: string): LlmsTxtLink[] {
  return links
    .trim()
    .split(/\n+/)
    .filter((line) => line.trim())
    .map(parseLink);
}

/** `_parse_llms`: the head, and each section's links by its title (a later section of the same title replaces the earlier one). */
function parseSections(text: string): {head: string; sections: Record<string, LlmsTxtLink[]>} {
  const [start, ...rest] = text.split(/^##\s*(.*?$)/m);
  const sections: Record<string, LlmsTxtLink[]> = {};
  for (let index = 0; index < rest.length; index += 2) sections[rest[index]!] = parseLinks(rest[index + 1] ?? '');
  return {head: start!.trim(), sections};
}

/** `parse_llms_file`. */
export function parseLlmsTxt(text: string): LlmsTxtFile {
  const {head, sections} = parseSections(text);
  const match = /^#\s*(?<title>.+?$)\n+(?:^>\s*(?<summary>.+?$))?\n+(?<info>.*)/ms.exec(head);
  if (!match) throw new Error('llms.txt: the reference parser reads no title');
  const {title, summary, info} = match.groups!;
  return {title: title!, summary, info: info!, sections};
}
