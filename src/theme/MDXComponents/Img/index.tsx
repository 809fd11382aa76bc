import React, {type ReactNode} from 'react';
import Img from '@theme-original/MDXComponents/Img';
import type {Props} from '@theme/MDXComponents/Img';
import {translate} from '@docusaurus/Translate';
import {isZoomable, ZOOM_TRIGGER_CLASS} from '@site/src/config/zoom';

/**
 * Wrapped, for two reasons.
 *
 * The theme gives every Markdown image `loading="lazy"`. An image small
 * enough for the bundler to inline (under 10 kB: every wireframe of the
 * guide) is a `data:` URL, already in the page's HTML: lazy loading saves no
 * download, it only keeps the image from painting until layout has found it
 * near the screen. On a phone the wireframe under a guide page's first
 * paragraph is the largest thing in view, so the page's largest paint waited
 * for it (PERFORMANCE.md, "Eager inlined images"). Such an image loads
 * eagerly; an image in a file of its own stays lazy, as does any image whose
 * Markdown sets `loading`.
 *
 * A zoomable image sits in a button named after it ("Zoom image: <alt>"), so
 * that a keyboard reaches it and Enter or Space opens the zoom
 * (src/clientModules/imageZoom.ts). A button, not an image with a button
 * role: the browser then gives it focus, the keys and the name's semantics.
 */
export default function ImgWrapper(props: Props): ReactNode {
  const inlined = typeof props.src === 'string' && props.src.startsWith('data:');
  const image = <Img {...props} loading={props.loading ?? (inlined ? 'eager' : 'lazy')} />;
  if (!isZoomable(props.className)) return image;
  const label = props.alt
    ? translate(
        {
          id: 'imageZoom.open',
          message: '放大圖片：{alt}',
          description: 'The name of the button that zooms a content image; {alt} is the image text',
        },
        {alt: props.alt},
      )
    : translate({
        id: 'imageZoom.openWithoutAlt',
        message: '放大圖片',
        description: 'The name of the button that zooms a content image without text',
      });
  return (
    <button type="button" className={ZOOM_TRIGGER_CLASS} aria-label={label}>
      {image}
    </button>
  );
}
