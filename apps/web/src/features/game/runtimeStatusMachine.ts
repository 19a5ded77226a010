import type { RuntimeStatus } from '@promptplay/contracts';

/**
 * Allowed runtime status moves, exactly as spec §4 lists them. Everything else is a
 * disallowed move and is ignored. (Back to feed is a reset to INITIAL, not a move.)
 */
export const RUNTIME_TRANSITIONS: Readonly<Record<RuntimeStatus, readonly RuntimeStatus[]>> = {
  INITIAL: ['INITIALIZING'],
  INITIALIZING: ['LOADING_BUILD_MANIFEST', 'ERROR'],
  LOADING_BUILD_MANIFEST: ['BUILD_MANIFEST_LOADED'],
  BUILD_MANIFEST_LOADED: ['LOADING_BUILD_MANIFEST_FILES'],
  LOADING_BUILD_MANIFEST_FILES: ['BUILD_MANIFEST_FILES_LOADED'],
  BUILD_MANIFEST_FILES_LOADED: ['RUNTIME_READY_TO_START'],
  RUNTIME_READY_TO_START: ['RUNTIME_STARTING'],
  RUNTIME_STARTING: ['PRELOADING_GAME_ASSETS'],
  PRELOADING_GAME_ASSETS: ['PRELOADED_GAME_ASSETS'],
  PRELOADED_GAME_ASSETS: ['GAME_LOADED'],
  GAME_LOADED: ['LOADING_GAME'],
  LOADING_GAME: ['RUNTIME_STARTED', 'GAME_READY', 'ERROR'],
  RUNTIME_STARTED: ['PROMPT_EXECUTED'],
  PROMPT_EXECUTED: ['GAME_READY'],
  GAME_READY: ['EXECUTING_PROMPT', 'RUNTIME_STARTED', 'RUNTIME_READY_TO_START'],
  EXECUTING_PROMPT: ['GAME_READY', 'RUNTIME_STARTING', 'ERROR'],
  ERROR: ['INITIAL'],
};

export function canTransition(from: RuntimeStatus, to: RuntimeStatus): boolean {
  return RUNTIME_TRANSITIONS[from].includes(to);
}

/**
 * The state after asking to move to `next`: `next` when allowed, else `state` unchanged.
 *
 * @example transition('INITIAL', 'INITIALIZING') // 'INITIALIZING'
 * @example transition('INITIAL', 'GAME_READY') // 'INITIAL'
 */
export function transition(state: RuntimeStatus, next: RuntimeStatus): RuntimeStatus {
  return canTransition(state, next) ? next : state;
}
