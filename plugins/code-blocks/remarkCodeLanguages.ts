import type {Code, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';

/**
 * Code-block languages that src/prism/core.ts registers, with Prism's names
 * for plain text. tests/unit/code-blocks.test.ts checks each against it.
 */
export const PRISM_CORE_LANGUAGES: ReadonlySet<string> = new Set(['json', 'text', 'txt', 'plain', 'plaintext']);

/**
 * The other code-block languages, with the module that registers their
 * grammar. A page with such a block imports that module, so the grammar loads
 * with the page's content instead of in every page's JavaScript (see
 * src/prism/bash.ts). To highlight a new language, add its module here.
 */
export const PRISM_LANGUAGE_MODULES: Readonly<Record<string, string>> = {
  bash: '@site/src/prism/bash',
  sh: '@site/src/prism/bash',
  shell: '@site/src/prism/bash',
  http: '@site/src/prism/http',
  javascript: '@site/src/prism/javascript',
  js: '@site/src/prism/javascript',
  python: '@site/src/prism/python',
  py: '@site/src/prism/python',
  php: '@site/src/prism/php',
  java: '@site/src/prism/java',
  go: '@site/src/prism/go',
  csharp: '@site/src/prism/csharp',
};

/** Code-block languages that are not highlighted: Docusaurus draws a diagram instead. */
const NOT_HIGHLIGHTED = new Set(['mermaid']);

/** The languages of the page's code blocks, '' for a block without one. */
function codeLanguages(node: Root | RootContent, found: Set<string>): Set<string> {
  // Lower case, as the theme's Highlight reads it.
  const lang = node.type === 'code' ? ((node as Code).lang ?? '').toLowerCase() : undefined;
  if (lang !== undefined && !NOT_HIGHLIGHTED.has(lang)) found.add(lang);
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
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  } as unknown as RootContent;
}

/**
 * Remark plugin: a page with code blocks imports the modules of
 * PRISM_LANGUAGE_MODULES its blocks need. A block in a language with no
 * grammar fails the build: it would have been shown as plain text without a word.
 */
export default function remarkCodeLanguages() {
  return (tree: Root, file: VFile): void => {
    const languages = codeLanguages(tree, new Set());
    if (languages.size === 0) return;
    const unknown = [...languages].filter(
      (lang) => lang !== '' && !PRISM_CORE_LANGUAGES.has(lang) && !Object.hasOwn(PRISM_LANGUAGE_MODULES, lang),
    );
    if (unknown.length > 0) {
      throw new Error(
        `${file.path ?? 'A Markdown file'}: code blocks in ${unknown.map((lang) => `\`${lang}\``).join(', ')}, a language this site has no ` +
          'Prism grammar for. Mark the block `text`, or register the grammar like src/prism/bash.ts and map its name in ' +
          'PRISM_LANGUAGE_MODULES (plugins/code-blocks/remarkCodeLanguages.ts).',
      );
    }
    const modules = new Set([...languages].flatMap((lang) => PRISM_LANGUAGE_MODULES[lang] ?? []));
    tree.children.unshift(...[...modules].map(importNode));
  };
}
