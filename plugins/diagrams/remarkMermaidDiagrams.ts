import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {BUNDLED_DIAGRAMS, BUNDLED_LAYOUTS} from './bundled';

/** What a Mermaid code block asks of the bundle: its diagram type, the layouts it names, whether it has maths. */
export function mermaidNeeds(text: string): {type: string; layouts: string[]; maths: boolean} {
  // Front matter (`---` ... `---`) and `%%` lines (comments, `%%{init: ...}%%`) come before the type.
  const frontMatter = /^\s*---\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/.exec(text);
  const body = frontMatter ? text.slice(frontMatter[0].length) : text;
  const firstLine = body.split(/\r?\n/).find((line) => line.trim() !== '' && !line.trim().startsWith('%%')) ?? '';
  const settings = [frontMatter?.[1] ?? '', ...body.split(/\r?\n/).filter((line) => line.trim().startsWith('%%{'))].join('\n');
  const layouts = [...settings.matchAll(/["']?layout["']?\s*:\s*["']?([\w-]+)/g)].map((match) => match[1]!);
  return {type: firstLine.trim().split(/[\s;]/)[0] ?? '', layouts, maths: /\$\$[\s\S]*?\$\$/.test(body)};
}

function mermaidBlocks(node: Root | RootContent, found: Code[]): Code[] {
  if (node.type === 'code' && node.lang?.toLowerCase() === 'mermaid') found.push(node);
  if ('children' in node) for (const child of node.children) mermaidBlocks(child, found);
  return found;
}

/**
 * Remark plugin: a Mermaid diagram the bundle cannot draw fails the build, with
 * the file and line, instead of showing an error box to readers. The bundle has
 * the diagram types and layouts of ./bundled.ts and no KaTeX
 * (patches/lean-mermaid).
 */
export default function remarkMermaidDiagrams() {
  return (tree: Root, file: VFile): void => {
    for (const block of mermaidBlocks(tree, [])) {
      const {type, layouts, maths} = mermaidNeeds(block.value);
      const where = `${file.path ?? 'A Markdown file'}:${block.position?.start.line ?? '?'}`;
      const problem = !Object.hasOwn(BUNDLED_DIAGRAMS, type)
        ? `a Mermaid diagram of type \`${type}\`, which the site does not bundle (it draws ${Object.keys(BUNDLED_DIAGRAMS).join(', ')})`
        : layouts.some((layout) => !BUNDLED_LAYOUTS.includes(layout))
          ? `a Mermaid diagram with the layout \`${layouts.join(', ')}\`; the site bundles ${BUNDLED_LAYOUTS.join(', ')} only`
          : maths
            ? 'a Mermaid diagram with a formula (`$$...$$`); the site does not bundle KaTeX'
            : undefined;
      if (problem) {
        throw new Error(
          `${where}: ${problem}. Add what it needs to plugins/diagrams/bundled.ts (its comment says ` +
            'where mermaid names the chunk that draws each type).',
        );
      }
    }
  };
}
