/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (CodeBlock). Our change,
 * marked below: upstream rebuilds every code block once the page has
 * hydrated (a `key` that changes with `useIsBrowser`), so that a reader in a
 * colour mode with another Prism theme than the server's gets its colours.
 * This site has one colour mode and one Prism theme, so that rebuild threw
 * away correct markup on every page with code: on an API operation page,
 * hundreds of highlighted tokens unmounted, rendered and laid out again in
 * the tasks after hydration. It now happens only when the themes differ
 * (`src/prism/hydration.ts`).
 */
import React, {isValidElement, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';
import {rebuildAfterHydration} from '@site/src/prism/hydration';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Ferrypay: rebuilt after hydration only when the Prism theme in use is not
  // the one the server rendered with (upstream: always).
  const {colorMode, prism} = useThemeConfig();
  const rebuild = rebuildAfterHydration(isBrowser, usePrismTheme(), colorMode.defaultMode, prism);
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    <CodeBlockComp key={String(rebuild)} {...props}>
      {children as string}
    </CodeBlockComp>
  );
}
