import { RUNTIME_STATUSES, type RuntimeStatus } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { gameStatusAfter, isGameLayerVisible } from './gameStatus.js';
import { RUNTIME_TRANSITIONS, transition } from './runtimeStatusMachine.js';

const ALLOWED: ReadonlyArray<readonly [RuntimeStatus, RuntimeStatus]> = [
  ['INITIAL', 'INITIALIZING'],
  ['INITIALIZING', 'LOADING_BUILD_MANIFEST'],
  ['INITIALIZING', 'ERROR'],
  ['LOADING_BUILD_MANIFEST', 'BUILD_MANIFEST_LOADED'],
  ['BUILD_MANIFEST_LOADED', 'LOADING_BUILD_MANIFEST_FILES'],
  ['LOADING_BUILD_MANIFEST_FILES', 'BUILD_MANIFEST_FILES_LOADED'],
  ['BUILD_MANIFEST_FILES_LOADED', 'RUNTIME_READY_TO_START'],
  ['RUNTIME_READY_TO_START', 'RUNTIME_STARTING'],
  ['RUNTIME_STARTING', 'PRELOADING_GAME_ASSETS'],
  ['PRELOADING_GAME_ASSETS', 'PRELOADED_GAME_ASSETS'],
  ['PRELOADED_GAME_ASSETS', 'GAME_LOADED'],
  ['GAME_LOADED', 'LOADING_GAME'],
  ['LOADING_GAME', 'RUNTIME_STARTED'],
  ['LOADING_GAME', 'GAME_READY'],
  ['LOADING_GAME', 'ERROR'],
  ['GAME_READY', 'EXECUTING_PROMPT'],
  ['GAME_READY', 'RUNTIME_STARTED'],
  ['GAME_READY', 'RUNTIME_READY_TO_START'],
  ['EXECUTING_PROMPT', 'GAME_READY'],
  ['EXECUTING_PROMPT', 'RUNTIME_STARTING'],
  ['EXECUTING_PROMPT', 'ERROR'],
  ['RUNTIME_STARTED', 'PROMPT_EXECUTED'],
  ['PROMPT_EXECUTED', 'GAME_READY'],
  ['ERROR', 'INITIAL'],
];

describe('runtime status machine', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(transition(from, to)).toBe(to);
  });

  it('allows nothing beyond the spec list', () => {
    const tableSize = Object.values(RUNTIME_TRANSITIONS).reduce((n, list) => n + list.length, 0);
    expect(tableSize).toBe(ALLOWED.length);
  });

  it.each([
    ['INITIAL', 'GAME_READY'],
    ['INITIAL', 'ERROR'],
    ['LOADING_BUILD_MANIFEST', 'ERROR'],
    ['LOADING_BUILD_MANIFEST_FILES', 'RUNTIME_READY_TO_START'],
    ['RUNTIME_READY_TO_START', 'GAME_READY'],
    ['GAME_LOADED', 'GAME_READY'],
    ['GAME_READY', 'LOADING_GAME'],
    ['GAME_READY', 'INITIAL'],
    ['ERROR', 'LOADING_GAME'],
    ['PROMPT_EXECUTED', 'EXECUTING_PROMPT'],
  ] as const)('ignores %s → %s', (from, to) => {
    expect(transition(from, to)).toBe(from);
  });

  it('ignores staying in place', () => {
    for (const status of RUNTIME_STATUSES) expect(transition(status, status)).toBe(status);
  });
});

describe('game status mapping', () => {
  it.each([
    ['INITIALIZING', 'LOADING_RUNTIME'],
    ['RUNTIME_READY_TO_START', 'RUNTIME_READY'],
    ['LOADING_GAME', 'LOADING_EXISTING_GAME'],
    ['EXECUTING_PROMPT', 'CREATING_NEW_GAME'],
    ['GAME_READY', 'PLAYING'],
    ['ERROR', 'ERROR'],
    ['INITIAL', 'INITIAL'],
  ] as const)('%s → %s', (runtime, game) => {
    expect(gameStatusAfter(runtime, 'LOADING_RUNTIME')).toBe(game);
  });

  it('keeps the game status through the runtime start-up steps', () => {
    expect(gameStatusAfter('RUNTIME_STARTING', 'RUNTIME_READY')).toBe('RUNTIME_READY');
    expect(gameStatusAfter('LOADING_BUILD_MANIFEST', 'LOADING_RUNTIME')).toBe('LOADING_RUNTIME');
  });

  it('shows the layer while loading, playing or failing only', () => {
    expect(isGameLayerVisible('INITIAL')).toBe(false);
    expect(isGameLayerVisible('LOADING_RUNTIME')).toBe(true);
    expect(isGameLayerVisible('PLAYING')).toBe(true);
    expect(isGameLayerVisible('ERROR')).toBe(true);
  });
});
