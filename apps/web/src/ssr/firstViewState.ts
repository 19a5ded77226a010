import { FIRST_VIEW_STATE_ELEMENT_ID } from '@promptplay/contracts';
import type { DehydratedState } from '@tanstack/react-query';

/** The state the server embedded in a server-rendered page; null on a plain SPA page. */
export function readFirstViewState(document: Document): DehydratedState | null {
  const text = document.getElementById(FIRST_VIEW_STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as DehydratedState) : null;
}
