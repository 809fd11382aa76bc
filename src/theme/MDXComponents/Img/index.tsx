import React, {type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';

/**
 * Wrapped: the theme gives every Markdown image `loading="lazy"`. An image
 * small enough for the bundler to inline (under 10 kB: every wireframe of the
 * guide) is a `data:` URL, already in the page's HTML: lazy loading saves no
 * download, it only keeps the image from painting until layout has found it
 * near the screen. On a phone the wireframe under a guide page's first
 * paragraph is the largest thing in view, so the page's largest paint waited
 * for it (BENCHMARKS.md, "Performance levers tried"). Such an image loads
 * eagerly; an image in a file of its own stays lazy, as does any image whose
 * Markdown sets `loading`.
 */
export default function ImgWrapper(props: Props): ReactNode {
  const inlined = typeof props.src === 'string' && props.src.startsWith('data:');
  return <Img {...props} loading={props.loading ?? (inlined ? 'eager' : 'lazy')} />;
}
