import {describe, expect, it} from 'vitest';
import {prismTheme} from '../../src/config/prismTheme';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('code colours', () => {
  const background = prismTheme.plain.backgroundColor!;
  it.each([prismTheme.plain.color!, ...prismTheme.styles.map((s) => s.style.color).filter((c): c is string => !!c)])(
    '%s reaches WCAG AA on the code background',
    (color) => {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
