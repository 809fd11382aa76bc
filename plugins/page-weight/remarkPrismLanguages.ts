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

function codeLanguages(node: Root | RootContent, found: Set<string>): Set<string> {
  if (node.type === 'code' && (node as Code).lang) found.add((node as Code).lang!);
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

/** Remark plugin: adds the imports of PRISM_LANGUAGE_MODULES that the page's code blocks need. */
export default function remarkPrismLanguages() {
  return (tree: Root): void => {
    const modules = new Set(
      [...codeLanguages(tree, new Set())].flatMap((lang) => PRISM_LANGUAGE_MODULES[lang] ?? []),
    );
    tree.children.unshift(...[...modules].sort().map(importNode));
  };
}
