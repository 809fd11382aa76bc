import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FeedbackPage} from './feedback';
import {whenNear} from './whenNear';
import styles from './slot.module.css';

// Its own chunk, off every page's first load (PERFORMANCE.md, "Kept optimisations").
const Widget = lazy(() => import('./Widget'));

/** What differs from page to page; the site's URL and the locale come from the site. */
type Props = Pick<FeedbackPage, 'title' | 'apiVersion'> & {permalink: string};

/**
 * "Was this page helpful?" at the end of a page: the place is prerendered
 * empty, and the widget's code loads after hydration, once the page is idle
 * and the place nears the viewport (./whenNear.ts).
 */
export default function PageFeedback({permalink, title, apiVersion}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const page: FeedbackPage = {path: permalink, url: `${siteConfig.url}${permalink}`, title, locale: i18n.currentLocale, apiVersion};
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (place.current ? whenNear(place.current, () => setNear(true), window) : undefined), []);
  return (
    <div ref={place} className={styles.place}>
      {/* A widget whose code cannot load (offline, or a tab left open across a deploy) is left out; the page stays. */}
      {near && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Widget page={page} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
