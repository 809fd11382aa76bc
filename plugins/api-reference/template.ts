import {yamlValue} from './markdown';

/**
 * The hand-written pages (api/pages/<locale>/*.mdx) are MDX with three small
 * additions, all valid MDX so editors and Prettier keep working:
 *
 *   {/* @version 2025-03-01 *\/} ... {/* @end *\/}   kept only in the listed versions
 *   {/* @insert operations *\/}                     replaced by a generated block
 *   %%API_VERSION%%                                replaced by a variable
 */
export type TemplateContext = {
  version: string;
  variables: Record<string, string>;
  blocks: Record<string, string>;
};

const VERSION_START = /^\{\/\*\s*@version\s+([^*]+?)\s*\*\/\}\s*$/;
const VERSION_END = /^\{\/\*\s*@end\s*\*\/\}\s*$/;
const INSERT = /^\{\/\*\s*@insert\s+([\w-]+)\s*\*\/\}\s*$/;

export class TemplateError extends Error {
  override name = 'TemplateError';
}

export function renderTemplate(source: string, file: string, context: TemplateContext): string {
  const out: string[] = [];
  let keep = true;
  let openAt: number | undefined;
  source.split('\n').forEach((line, index) => {
    const start = line.match(VERSION_START);
    if (start) {
      if (openAt !== undefined) throw new TemplateError(`${file}:${index + 1}: @version blocks cannot nest (open since line ${openAt}).`);
      openAt = index + 1;
      keep = start[1]!.split(/\s+/).includes(context.version);
      return;
    }
    if (VERSION_END.test(line)) {
      if (openAt === undefined) throw new TemplateError(`${file}:${index + 1}: @end without @version.`);
      openAt = undefined;
      keep = true;
      return;
    }
    if (!keep) return;
    const insert = line.match(INSERT);
    if (insert) {
      const block = context.blocks[insert[1]!];
      if (block === undefined) throw new TemplateError(`${file}:${index + 1}: unknown block "${insert[1]}".`);
      out.push(block);
      return;
    }
    out.push(
      line.replace(/%%([A-Z][A-Z0-9_]*)%%/g, (_match, name: string) => {
        const value = context.variables[name];
        if (value === undefined) throw new TemplateError(`${file}:${index + 1}: unknown variable %%${name}%%.`);
        return value;
      }),
    );
  });
  if (openAt !== undefined) throw new TemplateError(`${file}:${openAt}: @version block is never closed with @end.`);
  return out.join('\n');
}

/** Adds fields to a page's front matter (the page must start with one). */
export function addFrontMatter(source: string, file: string, fields: Record<string, string | undefined>, lastUpdate?: string): string {
  if (!source.startsWith('---\n')) throw new TemplateError(`${file}: a page must start with front matter.`);
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${yamlValue(value!)}`);
  if (lastUpdate) lines.push('last_update:', `  date: ${yamlValue(lastUpdate)}`);
  return `---\n${lines.map((line) => `${line}\n`).join('')}${source.slice(4)}`;
}
