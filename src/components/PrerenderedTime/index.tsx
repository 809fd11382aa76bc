import React, {useRef, useState, type ComponentProps, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

type Props = Omit<ComponentProps<'time'>, 'children'> & {
  date: Date;
  /** The theme's `useDateTimeFormat(...)`: built on its first `format` (plugins/static-rendering/dateTimeFormatLoader.cjs). */
  format: {format(date: Date): string};
};

/**
 * A `<time>` whose text is `format.format(date)`, as the theme renders its
 * dates, except while the page hydrates: the element keeps the text the
 * server wrote and nothing is formatted in the browser. The first
 * `Intl.DateTimeFormat` of a page load reads the locale's data, 40-90 ms
 * here, one long task at a phone's speed on every guide page and blog post
 * (BENCHMARKS.md, "Main-thread work at load").
 *
 * Mounted without prerendered text (a client-side navigation), or given
 * another date, it formats before the browser paints.
 */
export default function PrerenderedTime({date, format, ...props}: Props): ReactNode {
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
      {prerendered === time ? '' : format.format(date)}
    </time>
  );
}
