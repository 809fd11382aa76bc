/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ferrypay: ejected from @docusaurus/theme-classic 3.10.2. Each change is
// marked "Ferrypay:"; src/theme/README.md says why the eject exists.

import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
// Ferrypay: PrerenderedTime formats the date, not useDateTimeFormat.
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

// Ferrypay: the theme's <time>, which keeps the prerendered text while the
// page hydrates (no Intl.DateTimeFormat built at load) and formats the date
// after a client-side move.
function DateTime({
  date,
  options,
}: {
  date: string;
  options: Intl.DateTimeFormatOptions;
}) {
  return (
    <PrerenderedTime date={new Date(date)} options={options} dateTime={date} />
  );
}

function Spacer() {
  return <>{' · '}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;

  // Ferrypay: the theme's options, for DateTime above.
  const dateTimeFormatOptions: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  };

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      {/* Ferrypay: the options, not the formatted date. */}
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
