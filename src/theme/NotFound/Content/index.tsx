import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

/**
 * Wrapped: the content titles its page, as the theme's not-found page does.
 * A docs plugin renders this content alone, inside its own layout, for a path
 * under its base that names no page (/docs/none.md, /docs/tags/none,
 * /api/latest): the host served the not-found page, titled, and hydrating
 * replaced it with the docs' version, titled only with the site's name.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <NotFoundContent {...props} />
    </>
  );
}
