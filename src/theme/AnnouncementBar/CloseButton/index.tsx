import React, {type MouseEvent, type ReactNode} from 'react';
import CloseButton from '@theme-original/AnnouncementBar/CloseButton';
import type {Props} from '@theme/AnnouncementBar/CloseButton';
import {focusNextAfterRemoval} from '@site/src/components/focusNext';

/**
 * Wrapped: closing the announcement bar removes the button that had focus,
 * and focus fell to `<body>`, so the next Tab started again from the top of
 * the page. It moves on to the navbar, the next stop after the bar.
 */
export default function AnnouncementBarCloseButtonWrapper(props: Props): ReactNode {
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    props.onClick?.(event);
    focusNextAfterRemoval(event.currentTarget, '.navbar');
  };
  return <CloseButton {...props} onClick={onClick} />;
}
