import { CONSTANTS } from '@promptplay/contracts';
import { useEffect, useRef } from 'react';
import { debounce } from '../../lib/timing/debounce.js';
import { throttle } from '../../lib/timing/throttle.js';

export interface InfiniteScrollOptions {
  isEnabled: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  /** Re-checks when this changes (a short page may not scroll at all). */
  itemCount: number;
}

function isNearBottom(): boolean {
  const scrolled = window.innerHeight + window.scrollY;
  return scrolled >= document.documentElement.scrollHeight - CONSTANTS.FEED_SCROLL_TRIGGER_PX;
}

/**
 * Loads the next page when the window is scrolled within 50 px of the bottom (spec §9):
 * scroll checks throttled 150 ms, the load itself debounced 300 ms.
 */
export function useInfiniteScroll(options: InfiniteScrollOptions): void {
  const latest = useRef(options);
  const check = useRef<() => void>(() => undefined);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const loadNext = debounce(() => {
      const current = latest.current;
      if (current.isEnabled && current.hasNextPage && !current.isFetchingNextPage) {
        void current.fetchNextPage();
      }
    }, CONSTANTS.FEED_NEXT_PAGE_DEBOUNCE_MS);
    const checkPosition = () => {
      if (latest.current.isEnabled && latest.current.hasNextPage && isNearBottom()) loadNext();
    };
    const onScroll = throttle(checkPosition, CONSTANTS.FEED_SCROLL_THROTTLE_MS);
    check.current = checkPosition;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      onScroll.cancel();
      loadNext.cancel();
    };
  }, []);

  const { itemCount, hasNextPage, isFetchingNextPage, isEnabled } = options;
  useEffect(() => {
    if (!isFetchingNextPage) check.current();
  }, [itemCount, hasNextPage, isFetchingNextPage, isEnabled]);
}
