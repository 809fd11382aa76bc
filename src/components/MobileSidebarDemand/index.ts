import {useSyncExternalStore} from 'react';

/**
 * Whether the reader has reached for the mobile menu on this page load: the
 * pointer entered or pressed the menu button, or the keyboard focused it.
 * Once true it stays true, so the menu, once built, is kept.
 *
 * The theme builds the mobile menu as soon as a phone-width page has hydrated:
 * the navbar's items and, on a guide page, the whole sidebar again, closed
 * and off screen. On the order page that is 185 of the page's 690 elements,
 * rendered and laid out in the tasks after hydration (BENCHMARKS.md,
 * "Performance levers tried"). The menu button announces the demand
 * (`src/theme/Navbar/MobileSidebar/Toggle`) a moment before its click, so the
 * menu exists, closed, when the click opens it and slides in as before.
 */
export interface MobileSidebarDemand {
  /** Records the demand and tells the subscribers, once. */
  demand(): void;
  isDemanded(): boolean;
  /** Calls `listener` when the demand is first recorded; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createMobileSidebarDemand(): MobileSidebarDemand {
  let demanded = false;
  const listeners = new Set<() => void>();
  return {
    demand() {
      if (demanded) return;
      demanded = true;
      for (const listener of [...listeners]) listener();
    },
    isDemanded: () => demanded,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one record: the menu button writes it, the mobile menu reads it. */
export const mobileSidebarDemand = createMobileSidebarDemand();

const notDemandedOnServer = () => false;

/** Whether the reader has reached for the mobile menu; false while prerendering and hydrating. */
export function useMobileSidebarDemanded(): boolean {
  return useSyncExternalStore(mobileSidebarDemand.subscribe, mobileSidebarDemand.isDemanded, notDemandedOnServer);
}
