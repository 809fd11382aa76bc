import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {repositoryFiles} from '../support/repositoryFiles';

/**
 * Every file of this repository that our code, configs and documents name
 * (a comment's "see plugins/x.ts", a README's `src/y.ts`, an error message's
 * path) exists, so that a rename or a move cannot leave a pointer to nothing.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

const TOP_FOLDERS = ['plugins', 'src', 'scripts', 'tests', 'patches', 'docs', 'api', 'i18n', 'static', '.github'];
const EXTENSIONS = [
  'ts',
  'tsx',
  'mjs',
  'cjs',
  'js',
  'json',
  'md',
  'mdx',
  'yaml',
  'yml',
  'css',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'html',
  'txt',
  'sh',
];

/**
 * A path from the repository's root: one of its top folders, then anything
 * but white space, quotes and brackets, up to a file extension. Not part of a
 * longer path, URL, package path (`@site/src/...`, `node_modules/x/src/...`)
 * or template (`${dir}/src/...`).
 */
const REPOSITORY_PATH = new RegExp(
  `(?<![\\w./@~\${}-])((?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/[^\\s\`'"()[\\],;:|]*\\.(?:${EXTENSIONS.join('|')}))(?![\\w/-])`,
  'g',
);

/**
 * A Markdown document named in code outside those folders: one under another
 * folder (`shared/ENVIRONMENT.md`), or a bare name in capitals, as the root's
 * documents are named (`PERFORMANCE.md`). Each must be in the repository:
 * a pointer to notes kept elsewhere tells a reader of the code nothing. Not
 * read in Markdown, where a page's links are relative to its own folder (the
 * build checks those of the docs).
 */
const MARKDOWN_PATH = new RegExp(
  `(?<![\\w./@~\${}-])(?!(?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/)` +
    `((?:[\\w-]+/)+[\\w.-]+\\.md|[A-Z][A-Z0-9_-]*\\.md)(?![\\w/-])`,
  'g',
);

/**
 * A Markdown document named relative to the file (`../notes/SETUP.md`, `./README.md`) or to a home folder
 * (`~/notes/SETUP.md`): in code, such a pointer must reach a file of the repository from the file's own folder.
 */
const RELATIVE_MARKDOWN_PATH = /(?<![\w./@~${}-])((?:~\/|\.\/|(?:\.\.\/)+)[\w./-]*\.mdx?)(?![\w/-])/g;

/** Whether a relative pointer of `file` reaches one of `files`. */
function reaches(file: string, named: string, files: ReadonlySet<string>): boolean {
  if (named.startsWith('~/')) return false;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), named));
  return !target.startsWith('../') && files.has(target);
}

/** A glob or a template placeholder (`api/pages/<locale>/*.mdx`, `docs/${id}.md`): a family of files, not one. */
const PLACEHOLDER = /[<>*{}$]/;

/** Not this repository's files though they read like its paths, per file that names them. */
const NOT_OURS: Readonly<Record<string, {paths: string[]; why: string}>> = {
  'patches/lean-prism/loader.cjs': {
    paths: ['src/prism-langs.ts', 'src/themes/index.ts', 'src/index.ts'],
    why: "prism-react-renderer's own sources, as its bundle's comments name them",
  },
  'scripts/lib/stockZhReference.mjs': {paths: ['api/create-an-order.md'], why: "the Markdown twin's address in the built site"},
};

/** Tests plant files and read built pages by name: only their comments are read. */
const readsCommentsOnly = (file: string) => /^tests\/.*\.(test|spec)\.ts$/.test(file);

/** Where nothing is a pointer: the fixtures' own content (a site of their own). */
const NOT_SCANNED = /^tests\/(fixtures|build\/fixture)\//;

/** Each line's comment text (`//` to the end, and `/* ... *\/` blocks), the rest blanked. */
export function commentsOf(source: string): string[] {
  let inBlock = false;
  return source.split('\n').map((line) => {
    let comment = '';
    let rest = line;
    while (rest) {
      if (inBlock) {
        const end = rest.indexOf('*/');
        comment += ` ${end < 0 ? rest : rest.slice(0, end)}`;
        if (end < 0) break;
        inBlock = false;
        rest = rest.slice(end + 2);
        continue;
      }
      const start = /(^|\s)(\/\/|\/\*)/.exec(rest);
      if (!start) break;
      const after = rest.slice(start.index + start[0].length);
      if (start[2] === '//') {
        comment += ` ${after}`;
        break;
      }
      inBlock = true;
      rest = after;
    }
    return comment;
  });
}

/** The repository paths a file names that are not among `files`, as `file:line: path`. */
export function missingPaths(file: string, source: string, files: ReadonlySet<string>): string[] {
  const lines = readsCommentsOnly(file) ? commentsOf(source) : source.split('\n');
  const notOurs = NOT_OURS[file]?.paths ?? [];
  const patterns = file.endsWith('.md') ? [REPOSITORY_PATH] : [REPOSITORY_PATH, MARKDOWN_PATH];
  return lines.flatMap((line, index) => [
    ...patterns
      .flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[1]!))
      .filter((named) => !PLACEHOLDER.test(named) && !notOurs.includes(named) && !files.has(named))
      .map((named) => `${file}:${index + 1}: ${named}`),
    ...(file.endsWith('.md') ? [] : [...line.matchAll(RELATIVE_MARKDOWN_PATH)])
      .map((match) => match[1]!)
      .filter((named) => !PLACEHOLDER.test(named) && !reaches(file, named, files))
      .map((named) => `${file}:${index + 1}: ${named}`),
  ]);
}

describe('repository paths named in code, configs and documents', () => {
  const files = new Set(repositoryFiles());
  const scanned = repositoryFiles(['*.ts', '*.tsx', '*.mjs', '*.cjs', '*.json', '*.md']).filter(
    // This file's own examples name missing files on purpose.
    (file) => file !== 'package-lock.json' && file !== 'tests/unit/repository-paths.test.ts' && !NOT_SCANNED.test(file),
  );

  it('name files that exist', () => {
    const missing = scanned.flatMap((file) => missingPaths(file, readFileSync(path.join(ROOT, file), 'utf8'), files));
    expect(missing).toEqual([]);
  });

  it('are found in comments and strings, and a missing one is reported with its file and line', () => {
    const source = [
      "import codeBlocks from './index'; // plugins/code-blocks/index.ts",
      ' * see plugins/search-index/docsearchFixes.cjs, and `src/config/search.ts`.',
      "throw new Error('tests/build/renovate.test.ts validates it');",
    ].join('\n');
    expect(missingPaths('src/example.ts', source, files)).toEqual([
      'src/example.ts:2: plugins/search-index/docsearchFixes.cjs',
      'src/example.ts:3: tests/build/renovate.test.ts',
    ]);
  });

  it('find a Markdown document named in code outside the top folders, and accept one that is there', () => {
    const source = [
      "// The same pin as ours (shared/ENVIRONMENT.md), PERFORMANCE.md's row, and NOTES.md.",
      '/** README.md lists them; see ../../README.md and `docs/${id}.md`. */',
      '// Notes kept elsewhere: ../shared/ENVIRONMENT.md, ./shared/Notes.md and ~/notes/SETUP.md.',
    ].join('\n');
    expect(missingPaths('src/search/example.ts', source, files)).toEqual([
      'src/search/example.ts:1: shared/ENVIRONMENT.md',
      'src/search/example.ts:1: NOTES.md',
      'src/search/example.ts:3: ../shared/ENVIRONMENT.md',
      'src/search/example.ts:3: ./shared/Notes.md',
      'src/search/example.ts:3: ~/notes/SETUP.md',
    ]);
    expect(missingPaths('src/search/example.md', source, files)).toEqual([]);
  });

  it('skip globs, placeholders, templates, URLs and the paths of other packages', () => {
    const source = [
      '`api/pages/<locale>/*.mdx`, `docs/${id}.md`, tests/unit/**/*.test.ts',
      '`${base}api/webhooks.md`, https://example.com/docs/none.md, @site/src/none.ts',
      'node_modules/@docusaurus/theme-classic/src/theme/None.tsx',
    ].join('\n');
    expect(missingPaths('README.md', source, files)).toEqual([]);
    expect(missingPaths('patches/lean-prism/loader.cjs', '// src/prism-langs.ts', files)).toEqual([]);
  });

  it("read a test's comments, not the files it plants or the built pages it reads", () => {
    const source = [
      "write('docs/planted.md', text); // then plugins/none.ts",
      '/* plugins/also-none.ts',
      " * and src/none.ts */ read('api/webhooks.md');",
    ].join('\n');
    expect(missingPaths('tests/unit/example.test.ts', source, files)).toEqual([
      'tests/unit/example.test.ts:1: plugins/none.ts',
      'tests/unit/example.test.ts:2: plugins/also-none.ts',
      'tests/unit/example.test.ts:3: src/none.ts',
    ]);
  });
});
