/**
 * The cards' fonts: Noto Sans TC from @fontsource/noto-sans-tc, which ships it
 * cut into unicode-range subsets (about a hundred files per weight, listed
 * with their ranges in its CSS). A card loads only the subsets that hold the
 * characters it draws, so its font is subset to them; the package's `latin`
 * subset draws Latin text in the same design.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

export type FontWeight = 400 | 700;

/** One subset file and the code points it holds, as inclusive ranges. */
export type FontSubset = {file: string; weight: FontWeight; ranges: [number, number][]};

/** A font as satori takes it: each subset is a family of its own, listed in a card's font-family in order. */
export type SatoriFont = {name: string; data: Buffer; weight: FontWeight; style: 'normal'};

/** The package's folder, as the site resolves it. */
export const fontPackageDir = (siteDir: string): string =>
  path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@fontsource/noto-sans-tc/package.json'));

/** `U+4e00-4e0f` or `U+3000` -> the inclusive range. */
export function parseUnicodeRange(token: string): [number, number] {
  const match = /^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(token.trim());
  if (!match) throw new Error(`social-cards: "${token}" is not a unicode-range.`);
  const start = parseInt(match[1]!, 16);
  return [start, match[2] ? parseInt(match[2], 16) : start];
}

/**
 * The subsets a fontsource style sheet declares: each `@font-face`'s WOFF file
 * (satori reads WOFF, not WOFF2) and its unicode-range.
 */
export function parseSubsets(css: string, weight: FontWeight): FontSubset[] {
  const faces = css.split('@font-face').slice(1);
  return faces.map((face) => {
    const file = /url\(\.\/files\/([^)]+?)\.woff2\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) throw new Error(`social-cards: a @font-face of Noto Sans TC ${weight} has no WOFF2 file or no unicode-range.`);
    return {file: `${file}.woff`, weight, ranges: range.split(',').map(parseUnicodeRange)};
  });
}

const covers = (subset: FontSubset, codePoint: number) => subset.ranges.some(([start, end]) => codePoint >= start && codePoint <= end);

const isLatin = (subset: FontSubset) => subset.file.includes('-latin-');

/**
 * The subsets that draw `text`: for each character, the first subset that
 * holds it, the Latin ones looked at first (the subsets overlap: the CJK ones
 * also hold the space and a few signs, which Latin text should take from the
 * Latin design). Returned Latin first, then in the style sheet's order.
 */
export function subsetsFor(subsets: readonly FontSubset[], text: string): FontSubset[] {
  const ordered = [...subsets.filter(isLatin), ...subsets.filter((subset) => !isLatin(subset))];
  const used = new Set<FontSubset>();
  for (const codePoint of new Set([...text].map((char) => char.codePointAt(0)!))) {
    const subset = ordered.find((candidate) => covers(candidate, codePoint));
    if (subset) used.add(subset);
  }
  return ordered.filter((subset) => used.has(subset));
}

/** Reads the package's subsets of each weight the cards use, and their files when asked; each file is read once. */
export class NotoSansTc {
  readonly subsets: FontSubset[];
  private readonly files = new Map<string, Buffer>();

  constructor(readonly dir: string) {
    this.subsets = ([400, 700] as const).flatMap((weight) => parseSubsets(readFileSync(path.join(dir, `${weight}.css`), 'utf8'), weight));
  }

  private data(file: string): Buffer {
    let data = this.files.get(file);
    if (!data) {
      data = readFileSync(path.join(this.dir, 'files', file));
      this.files.set(file, data);
    }
    return data;
  }

  /** Satori's fonts for drawing `text` at `weight`: the subsets that hold its characters. */
  fontsFor(text: string, weight: FontWeight): SatoriFont[] {
    return subsetsFor(
      this.subsets.filter((subset) => subset.weight === weight),
      text,
    ).map((subset) => ({name: subset.file, data: this.data(subset.file), weight, style: 'normal'}));
  }

  /** What a card's pixels depend on besides its text: every subset file's name and bytes, as one digest. */
  digest(): string {
    const hash = createHash('sha256');
    for (const subset of this.subsets) hash.update(subset.file).update(this.data(subset.file));
    return hash.digest('hex');
  }
}
