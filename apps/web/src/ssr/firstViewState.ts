import { FIRST_VIEW_STATE_ELEMENT_ID } from '@promptplay/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/**
 * The state the server embedded in a server-rendered page; null on a plain SPA page. The
 * server reuses a render while the data it shows is unchanged (renderMemo.ts), so the data is
 * as fresh as the page: its queries are dated `now`, or the client would refetch the page it
 * was just given.
 */
export function readFirstViewState(document: Document, now = Date.now()): DehydratedState | null {
  const text = document.getElementById(FIRST_VIEW_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}
