import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * A content table wider than its column scrolls sideways: the theme's tables
 * are `display: block; overflow: auto`. Such a table takes keyboard focus, so
 * that Tab reaches it and the arrow keys scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Browsers do not all do it themselves: Safari
 * never does, and Chrome (from 132) only for a scroller with nothing
 * focusable in it. A table that fits stays out of the tab order: a stop
 * there would lead nowhere. A table keeps its tab stop while it has focus,
 * so that widening the window does not drop the reader's focus.
 *
 * Whether a table scrolls changes with the window and with a tab or a
 * `<details>` that shows it, so each table on the page when the route renders
 * is watched for its size. A table mounted later (in a lazy tab: no content
 * has one) is measured at the next route update. Before hydration, or without
 * JavaScript, no table has a tab stop. This is what lets code in a table
 * break only between its words at every width (src/css/custom.css): a table
 * that does not fit scrolls, and the keyboard can scroll it.
 */
const TABLES = '.markdown table';

function markScrolling(table: Element): void {
  if (table.scrollWidth > table.clientWidth) table.setAttribute('tabindex', '0');
  else if (table !== document.activeElement) table.removeAttribute('tabindex');
}

const sized =
  ExecutionEnvironment.canUseDOM && 'ResizeObserver' in window
    ? new ResizeObserver((entries) => entries.forEach((entry) => markScrolling(entry.target)))
    : undefined;

const scrollingTables: ClientModule = {
  onRouteDidUpdate() {
    if (!sized) return;
    sized.disconnect();
    // Each table is measured when it is first observed, and again whenever its box changes size.
    document.querySelectorAll(TABLES).forEach((table) => sized.observe(table));
  },
};

export default scrollingTables;
