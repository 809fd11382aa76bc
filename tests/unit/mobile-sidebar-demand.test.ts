import {describe, expect, it, vi} from 'vitest';
import {createMobileSidebarDemand} from '../../src/components/MobileSidebarDemand';

describe('createMobileSidebarDemand', () => {
  it('starts with no demand', () => {
    expect(createMobileSidebarDemand().isDemanded()).toBe(false);
  });

  it('records the first demand and tells every subscriber once', () => {
    const demand = createMobileSidebarDemand();
    const first = vi.fn(() => expect(demand.isDemanded()).toBe(true));
    const second = vi.fn();
    demand.subscribe(first);
    demand.subscribe(second);
    demand.demand();
    demand.demand();
    expect(demand.isDemanded()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not call a listener that unsubscribed', () => {
    const demand = createMobileSidebarDemand();
    const listener = vi.fn();
    const unsubscribe = demand.subscribe(listener);
    unsubscribe();
    demand.demand();
    expect(listener).not.toHaveBeenCalled();
  });
});
