import type { GameStatus, RuntimeStatus } from '@promptplay/contracts';

/**
 * Game status a runtime status leads to (spec §4). Statuses missing here leave the game
 * status as it was (e.g. the runtime's own start-up steps stay RUNTIME_READY).
 */
export const GAME_STATUS_FOR_RUNTIME: Readonly<Partial<Record<RuntimeStatus, GameStatus>>> = {
  INITIAL: 'INITIAL',
  INITIALIZING: 'LOADING_RUNTIME',
  RUNTIME_READY_TO_START: 'RUNTIME_READY',
  LOADING_GAME: 'LOADING_EXISTING_GAME',
  EXECUTING_PROMPT: 'CREATING_NEW_GAME',
  PROMPT_EXECUTED: 'NEW_GAME_READY',
  GAME_READY: 'PLAYING',
  ERROR: 'ERROR',
};

export function gameStatusAfter(runtimeStatus: RuntimeStatus, current: GameStatus): GameStatus {
  return GAME_STATUS_FOR_RUNTIME[runtimeStatus] ?? current;
}

/** The full-screen layer shows while loading, playing or failing (spec §4). */
export function isGameLayerVisible(status: GameStatus): boolean {
  return status !== 'INITIAL';
}

export function isGameLoading(status: GameStatus): boolean {
  return status !== 'INITIAL' && status !== 'PLAYING' && status !== 'ERROR';
}
