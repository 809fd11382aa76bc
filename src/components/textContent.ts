import {Children, isValidElement, type ReactNode} from 'react';

/**
 * The text a React node renders, as a screen reader reads it: its strings and
 * numbers, through the children of its elements (`<code>200</code> OK` is
 * "200 OK"). What an element draws by other means (an image's alt, an icon)
 * is not text here.
 */
export function textContent(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      if (isValidElement<{children?: ReactNode}>(child)) return textContent(child.props.children);
      return '';
    })
    .join('');
}
