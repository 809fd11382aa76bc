import {Children, isValidElement, type ReactNode} from 'react';

/**
 * Whether MDX's `code` element is inline code with places to break in it:
 * one line of text with `<wbr>` elements between its parts. The theme's
 * MDXComponents/Code renders inline only code that is all text.
 */
export function isInlineWithBreaks(children: ReactNode): boolean {
  const parts = Children.toArray(children);
  const isBreak = (part: unknown) => isValidElement(part) && part.type === 'wbr';
  return parts.some(isBreak) && parts.every((part) => isBreak(part) || (typeof part === 'string' && !part.includes('\n')));
}
