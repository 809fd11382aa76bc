import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {lengthener, shortener} from '../../src/search/engine/shortCharacters';

/** Every Markdown file under a folder of the repository. */
const markdownFiles = (folder: string): string[] =>
  readdirSync(folder, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(folder, file));

const utf8 = (texts: string[]) => Buffer.byteLength(JSON.stringify(texts));

describe("the local index's short characters", () => {
  const texts = ['供應商付款', '供應商 KYC 身分驗證', '撥款到供應商的帳戶', 'Vendor payouts — “quoted”'];

  it('writes each three-byte character in two bytes, and reads it back', () => {
    const {alphabet, shorten} = shortener(texts);
    const written = texts.map(shorten);
    for (const text of written)
      for (const character of text) expect(character.codePointAt(0), `${character} in ${text}`).toBeLessThan(0x800);
    expect(written.map(lengthener(alphabet))).toEqual(texts);
    expect(utf8(written)).toBeLessThan(utf8(texts));
  });

  it('gives the most frequent character the first code point', () => {
    const {alphabet, shorten} = shortener(texts);
    // 供, 應 and 商 occur three times each; of those, the lowest code point first.
    expect(alphabet.slice(0, 3)).toBe('供商應');
    expect(shorten('供')).toBe('\u0100');
  });

  it('leaves a character of the short range that the texts use as itself, and never writes another as it', () => {
    // ā and Ă are U+0101 and U+0102, the second and third code points a character could be written as.
    const own = ['Tomāsz 供應商', 'Ő 供應', 'Ă 供'];
    const {alphabet, shorten} = shortener(own);
    const written = own.map(shorten);
    expect(written.map(lengthener(alphabet))).toEqual(own);
    expect(alphabet.slice(1, 3)).toBe('āĂ');
    expect(shorten('供')).toBe('\u0100');
    expect(shorten('應')).toBe('\u0103');
    // Each own short character is in the written texts exactly where it was.
    expect(written.join('').split('ā')).toHaveLength(2);
    expect(written.join('').split('Ă')).toHaveLength(2);
  });

  it('reads a short character of the texts that lies past the end of a short alphabet as itself', () => {
    // U+07CF is near the end of the range; the alphabet here has one character.
    const own = ['ߏ 供', '供'];
    const {alphabet, shorten} = shortener(own);
    expect(alphabet).toBe('供');
    expect(own.map(shorten).map(lengthener(alphabet))).toEqual(own);
  });

  it('leaves characters outside the Basic Multilingual Plane as they are', () => {
    const own = ['𠀀 的罕用字', '的 𩸽'];
    const {alphabet, shorten} = shortener(own);
    const written = own.map(shorten);
    expect(written[0]).toContain('𠀀');
    expect(written[1]).toContain('𩸽');
    expect(written.map(lengthener(alphabet))).toEqual(own);
  });

  it('keeps the characters beyond the range as they are once its 1,792 code points are taken', () => {
    // 2,000 distinct characters, the later ones rarer (or as rare, and later in Unicode).
    const many = Array.from({length: 2_000}, (_, i) => String.fromCharCode(0x4e00 + i).repeat(1 + Math.floor((2_000 - i) / 100)));
    const {alphabet, shorten} = shortener(many);
    expect(alphabet).toHaveLength(0x800 - 0x100);
    expect(shorten(String.fromCharCode(0x4e00))).toBe('\u0100');
    expect(shorten(String.fromCharCode(0x4e00 + 1_999))).toBe(String.fromCharCode(0x4e00 + 1_999));
    expect(many.map(shorten).map(lengthener(alphabet))).toEqual(many);
  });

  it('reads back a text longer than one call of String.fromCharCode takes', () => {
    const long = '供應商付款，撥款到帳戶。'.repeat(3_000);
    const {alphabet, shorten} = shortener([long]);
    expect(lengthener(alphabet)(shorten(long))).toBe(long);
  });

  it('changes nothing in texts without three-byte characters', () => {
    const english = ['Create an order', 'payout.failed', 'a <b> & "c"'];
    const {alphabet, shorten} = shortener(english);
    expect(alphabet).toBe('');
    expect(english.map(shorten)).toEqual(english);
  });

  it("makes the guide's Chinese text smaller under gzip, as a static host serves it", () => {
    const paragraphs = markdownFiles(path.join(import.meta.dirname, '../../docs')).flatMap((file) =>
      readFileSync(file, 'utf8').split(/\n{2,}/),
    );
    const {alphabet, shorten} = shortener(paragraphs);
    const before = gzipSync(JSON.stringify(paragraphs)).length;
    const after = gzipSync(JSON.stringify({alphabet, texts: paragraphs.map(shorten)})).length;
    // 0.89 on 7 December: the zh-TW guide's pages, front matter and Markdown included.
    expect(after / before).toBeLessThan(0.95);
  });
});
