import { CREATE_STATE_VALID_MS } from '../constants.js';
import type { SavedCreateModalState } from '../api/createModalState.js';

/**
 * True when a saved create-modal state may be restored: saved less than 1 hour before
 * `nowMs` (spec §4). A timestamp in the future is treated as tampered and refused.
 */
export function isSavedCreateModalStateFresh(
  state: Pick<SavedCreateModalState, 'timestamp'>,
  nowMs: number,
): boolean {
  const age = nowMs - state.timestamp;
  return age >= 0 && age < CREATE_STATE_VALID_MS;
}
