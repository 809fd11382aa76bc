import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * src/search/README.md follows one query through the files of the search
 * module. It stays true to the code: every file it links exists, and every
 * function it names (`name()`) is declared in a file linked in the same step
 * or paragraph, so a rename or a move fails here instead of misleading the
 * next reader.
 */
const SEARCH_DIR = path.resolve(import.meta.dirname, '../../src/search');
const README = readFileSync(path.join(SEARCH_DIR, 'README.md'), 'utf8');

/** The README's steps and paragraphs: a numbered step or a paragraph, up to the next of either. */
const blocks = README.split(/\n(?=\d+\. )|\n\s*\n/).filter((block) => block.trim());

const linkTargets = (text: string) =>
  [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/.test(target));

const namedFunctions = (text: string) => [...text.matchAll(/`([A-Za-z_$][\w$]*)\(\)`/g)].map((match) => match[1]!);

function declares(file: string, name: string): boolean {
  if (!existsSync(file) || !/\.(ts|tsx|mjs|cjs|js)$/.test(file)) return false;
  return new RegExp(`(?:function\\s+${name}\\b|(?:const|let)\\s+${name}\\s*=)`).test(readFileSync(file, 'utf8'));
}

describe('src/search/README.md', () => {
  it('links only files and folders that exist', () => {
    const targets = linkTargets(README);
    expect(targets.length).toBeGreaterThan(10);
    const missing = targets.filter((target) => !existsSync(path.resolve(SEARCH_DIR, target)));
    expect(missing).toEqual([]);
  });

  it('names each function beside a linked file that declares it', () => {
    const unplaced = blocks.flatMap((block) => {
      const files = linkTargets(block).map((target) => path.resolve(SEARCH_DIR, target));
      return namedFunctions(block)
        .filter((name) => !files.some((file) => declares(file, name)))
        .map((name) => `${name}() in: ${block.trim().slice(0, 60)}…`);
    });
    expect(namedFunctions(README).length).toBeGreaterThan(10);
    expect(unplaced).toEqual([]);
  });

  it('links every file of engine/ and client/, so that none of the pipeline is left unexplained', () => {
    const linked = new Set(linkTargets(README).map((target) => path.resolve(SEARCH_DIR, target)));
    const unlinked = ['engine', 'client']
      .flatMap((folder) => readdirSync(path.join(SEARCH_DIR, folder)).map((file) => path.join(SEARCH_DIR, folder, file)))
      .filter((file) => !linked.has(file))
      .map((file) => path.relative(SEARCH_DIR, file));
    expect(unlinked).toEqual([]);
  });
});
