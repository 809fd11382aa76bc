import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {EJECTED_FILES} from '../../src/theme/ejects.mjs';
import {CODE_PATTERNS, repositoryFiles} from '../support/repositoryFiles';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Our source files: what git tracks, less the files ejected from upstream (they keep upstream's comments). */
const sources = repositoryFiles(CODE_PATTERNS)
  // This file's own examples are directives without reasons.
  .filter((file) => !EJECTED_FILES.includes(file) && file !== 'tests/unit/lint-directives.test.ts');

/** `eslint-disable`, `-line`, `-next-line` and `-enable` comments whose rule list has no `-- reason`. */
export function unexplainedDirectives(source: string): string[] {
  return [...source.matchAll(/(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?\b([^\n]*?)(?:\*\/|$)/gm)]
    .filter((match) => !/\s--\s+\S/.test(match[1]!))
    .map((match) => match[0].trim());
}

describe('eslint-disable comments', () => {
  it('recognises a directive with and without its reason', () => {
    expect(unexplainedDirectives('// eslint-disable-next-line no-empty-pattern\nx;')).toEqual([
      '// eslint-disable-next-line no-empty-pattern',
    ]);
    expect(unexplainedDirectives('/* eslint-disable react/no-danger */')).toEqual(['/* eslint-disable react/no-danger */']);
    expect(unexplainedDirectives('// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the pattern')).toEqual(
      [],
    );
    expect(unexplainedDirectives('{/* eslint-disable-next-line @docusaurus/no-html-links -- a static file */}')).toEqual([]);
  });

  it('each say why, in every file of ours', () => {
    const unexplained = sources.flatMap((file) =>
      unexplainedDirectives(readFileSync(path.join(ROOT, file), 'utf8')).map((directive) => `${file}: ${directive}`),
    );
    expect(sources.length).toBeGreaterThan(100);
    expect(unexplained).toEqual([]);
  });
});
