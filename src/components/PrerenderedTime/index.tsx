import React, {useRef, useState, type ComponentProps, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {dateTimeFormat} from './dateTimeFormat';

type Props = Omit<ComponentProps<'time'>, 'children'> & {
  date: Date;
  /** How the theme formats this date (`useDateTimeFormat`'s options); the locale and calendar are the site's. */
  options: Intl.DateTimeFormatOptions;
};

/**
 * A `<time>` whose text is the date as the theme formats it, except while
 * the page hydrates: the element keeps the text the server wrote and nothing
 * is formatted in the browser. The first `Intl.DateTimeFormat` of a page load
 * reads the locale's data, one long task at a phone's speed on every guide
 * page and blog post (PERFORMANCE.md, "Kept optimisations").
 *
 * Mounted without prerendered text (a client-side navigation), or given
 * another date, it formats before the browser paints, with one formatter per
 * locale, calendar and options, built on its first use (./dateTimeFormat.ts).
 */
export default function PrerenderedTime({date, options, ...props}: Props): ReactNode {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const calendar = localeConfigs[currentLocale]?.calendar;
  const time = date.getTime();
  const element = useRef<HTMLTimeElement>(null);
  // On the first render in the browser, the date whose text the element may
  // already hold; null once the text is ours to write.
  const [prerendered, setPrerendered] = useState<number | null>(() => (typeof document === 'undefined' ? null : time));
  useIsomorphicLayoutEffect(() => {
    if (prerendered !== null && (prerendered !== time || !element.current?.textContent)) setPrerendered(null);
  }, [prerendered, time]);
  return (
    // The browser's first render leaves the text empty; React keeps the server's text in its place.
    <time ref={element} suppressHydrationWarning {...props}>
      {prerendered === time ? '' : dateTimeFormat(currentLocale, calendar, options).format(date)}
    </time>
  );
}
