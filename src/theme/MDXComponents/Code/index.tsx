import React, {type ReactNode} from 'react';
import Code from '@theme-original/MDXComponents/Code';
import CodeInline from '@theme/CodeInline';
import type {Props} from '@theme/MDXComponents/Code';
import {isInlineWithBreaks} from '@site/src/components/inlineCode';

/**
 * Wrapped because the theme's component renders any `code` whose children
 * include an element as a code block. Code in a table cell holds `<wbr>`
 * elements, the places where it may break
 * (plugins/code-blocks/rehypeTableCodeBreaks.ts): it stays inline code.
 * Everything else goes to the theme's component.
 */
export default function CodeWrapper(props: Props): ReactNode {
  return isInlineWithBreaks(props.children) ? <CodeInline {...props} /> : <Code {...props} />;
}
