/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock/Line). Our change,
 * marked below: each line is a `<span>` shown as a block instead of a `<div>`,
 * because `<code>` only admits phrasing content (html-validate and the HTML
 * spec reject a div there). Rendering is unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import styles from './styles.module.css';

// The <br/> keeps an empty line from collapsing (upstream #11565).
function LineBreak(): ReactNode {
  return <br />;
}

// Replaces single lines with '\n' by '' so that the artificial <br/> above does
// not double the line break (upstream #11565).
function fixLineBreak(line: Props['line']): Props['line'] {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  const lineProps = getLineProps({
    line,
    // Ferrypay change: styles.line makes the span a block when there are no line numbers.
    className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line),
  });
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    // Ferrypay change: span, not div.
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <LineBreak />
    </span>
  );
}
