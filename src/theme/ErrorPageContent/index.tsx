import React, {type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * Wrapped: a page that crashes inside the layout keeps the title of the page
 * it replaced. The crash page's title is "Page Error" (translated).
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>
          {translate({
            id: 'theme.ErrorPageContent.documentTitle',
            message: 'Page Error',
            description: 'The document title of the page shown when a page crashed',
          })}
        </title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
