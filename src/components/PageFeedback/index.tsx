import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type {FeedbackPage} from './feedback';
import {whenNear} from './whenNear';
import styles from './slot.module.css';

// Its own chunk, off every page's first load (PERFORMANCE.md, "Kept optimisations").
const Widget = lazy(() => import('./Widget'));

/**
 * "Was this page helpful?" at the end of a page: the place is prerendered
 * empty, and the widget's code loads after hydration, once the page is idle
 * and the place nears the viewport (./whenNear.ts).
 */
export default function PageFeedback({page}: {page: FeedbackPage}): ReactNode {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (place.current ? whenNear(place.current, () => setNear(true), window) : undefined), []);
  return (
    <div ref={place} className={styles.place}>
      {near && (
        <Suspense fallback={null}>
          <Widget page={page} />
        </Suspense>
      )}
    </div>
  );
}
