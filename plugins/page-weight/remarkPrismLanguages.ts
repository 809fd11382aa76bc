import type {Code, Root, RootContent} from 'mdast';

/**
 * Code-block languages whose Prism grammar is not in prism-react-renderer,
 * with the module that registers it. A page with such a block imports that
 * module, so its grammar loads with the page's content instead of in every
 * page's main.js (see src/prism/bash.ts).
 */
export const PRISM_LANGUAGE_MODULES: Readonly<Record<string, string>> = {
  bash: '@site/src/prism/bash',
  sh: '@site/src/prism/bash',
  shell: '@site/src/prism/bash',
};

/** What every page with a code block imports: prism-react-renderer itself (see src/prism/renderer.tsx). */
export const PRISM_MODULE = '@site/src/prism/load';

/** Code-block languages that are not highlighted: Docusaurus draws a diagram instead. */
const NOT_HIGHLIGHTED = new Set(['mermaid']);

/** The languages of the page's code blocks, '' for a block without one. */
function codeLanguages(node: Root | RootContent, found: Set<string>): Set<string> {
  if (node.type === 'code' && !NOT_HIGHLIGHTED.has((node as Code).lang ?? '')) found.add((node as Code).lang ?? '');
  if ('children' in node) for (const child of node.children) codeLanguages(child, found);
  return found;
}

/** An `import '<source>';` as MDX compiles it: the text and its ESTree. */
function importNode(source: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [], attributes: [], source: {type: 'Literal', value: source, raw: JSON.stringify(source)}}],
      },
    },
  } as unknown as RootContent;
}

/**
 * Remark plugin: a page with code blocks imports prism-react-renderer
 * (PRISM_MODULE), and the modules of PRISM_LANGUAGE_MODULES its blocks need.
 */
export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    const languages = codeLanguages(tree, new Set());
    if (languages.size === 0) return;
    const modules = new Set([PRISM_MODULE, ...[...languages].flatMap((lang) => PRISM_LANGUAGE_MODULES[lang] ?? [])]);
    tree.children.unshift(...[...modules].map(importNode));
  };
}
