import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataLayerAnalytics } from './dataLayer.js';
import { useScrollEngagement } from './useScrollEngagement.js';

const PAGE_HEIGHT = 4_000;
const VIEWPORT = 800;

/** Scrolls the window so the viewport's bottom sits at `depth` percent of the page. */
function scrollToDepth(depth: number) {
  act(() => {
    window.scrollY = (depth / 100) * PAGE_HEIGHT - VIEWPORT;
    window.dispatchEvent(new Event('scroll'));
  });
}

function setup(pathname = '/') {
  const target = {} as Window;
  const view = renderHook(
    ({ path }) => useScrollEngagement(createDataLayerAnalytics(target), path),
    { initialProps: { path: pathname } },
  );
  const depths = () =>
    (target.dataLayer ?? []).map((entry) => (entry as { depth_percent: number }).depth_percent);
  return { ...view, target, depths };
}

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: PAGE_HEIGHT,
  });
  window.innerHeight = VIEWPORT;
});
afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('scroll engagement (spec §9)', () => {
  it('reports depth only when it grew by more than 10 since the last report', () => {
    const { depths } = setup();
    scrollToDepth(30);
    expect(depths()).toEqual([30]);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    scrollToDepth(40);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    scrollToDepth(41);
    expect(depths()).toEqual([30, 41]);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    scrollToDepth(35);
    expect(depths()).toEqual([30, 41]);
  });

  it('reads the scroll at most every 500 ms, ending with where the player stopped', () => {
    const { depths, target } = setup();
    scrollToDepth(30);
    scrollToDepth(50);
    scrollToDepth(70);
    expect(depths()).toEqual([30]);
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(depths()).toEqual([30]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(depths()).toEqual([30, 70]);
    expect(target.dataLayer?.[1]).toEqual({
      event: 'scroll_engagement',
      page_route: 'home',
      depth_percent: 70,
    });
  });

  it('starts from zero on a new page', () => {
    const { depths, rerender, target } = setup();
    scrollToDepth(60);
    act(() => {
      vi.advanceTimersByTime(600);
    });
    rerender({ path: '/leaderboard' });
    scrollToDepth(30);
    expect(depths()).toEqual([60, 30]);
    expect(target.dataLayer?.[1]).toMatchObject({ page_route: 'leaderboard' });
  });
});
