/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (BlogPostItem/Header/Info).
 * Our change, marked below: the post's date is a PrerenderedTime, which keeps
 * the server's text while the page hydrates instead of building the
 * browser's first Intl.DateTimeFormat (a long task on a phone) on every blog
 * post, release note and list page.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import PrerenderedTime from '@site/src/components/PrerenderedTime';

import styles from './styles.module.css';

// Very simple pluralization: probably good enough for now
function useReadingTimePlural() {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

function ReadingTime({readingTime}: {readingTime: number}) {
  const readingTimePlural = useReadingTimePlural();
  return <>{readingTimePlural(readingTime)}</>;
}

// Ferrypay: the theme's <time>, formatted unless the page is hydrating.
function DateTime({date, options}: {date: string; options: Intl.DateTimeFormatOptions}) {
  return <PrerenderedTime date={new Date(date)} options={options} dateTime={date} />;
}

function Spacer() {
  return <>{' · '}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;

  // Ferrypay: the theme's options, formatted by PrerenderedTime.
  const dateTimeFormatOptions: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  };

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <DateTime date={date} options={dateTimeFormatOptions} />
      {typeof readingTime !== 'undefined' && (
        <>
          <Spacer />
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
