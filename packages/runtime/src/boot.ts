import type { HostToRuntimeMessage } from '@promptplay/contracts';
import { RuntimeBridge } from './bridge/index.js';
import { RUNTIME_MESSAGES } from './contractsPending.js';
import { installDebugState } from './kit/debugState.js';
import { describeError, reportUncaughtErrors } from './kit/errorReporting.js';
import type { GameKit } from './kit/gameKit.js';
import { PictureStore } from './kit/pictureStore.js';
import { readViewportSize, watchViewport } from './kit/viewport.js';
import { prefetchGenre } from './prefetchGenre.js';

const BACKGROUND_COLOR = '#0b0b14';

/**
 * Boot sequence of the runtime iframe (protocol.md): listen to the host, say
 * RUNTIME_READY_TO_START, start Phaser and the kit on `init`, play on `loadGame`, and follow
 * pause / resume / quit and the page's visibility. Phaser's chunk starts downloading at once so
 * `init` finds it ready; `prefetch` loads a likely next game's genre chunk ahead and `picture`
 * hands over its pictures (kit/pictureStore.ts), those a game names in flight awaited by its
 * loader; `prepareGame` loads the game and holds it at its first drawn frame until `startGame`
 * (kit/heldGame.ts). The host may boot this frame before
 * the player taps Play and play several games in it: after `quit` the kit says GAME_LOADED again
 * (up, no game), ready for the next `loadGame` or `prepareGame`.
 */
export function bootRuntime(target: Window): void {
  const debug = installDebugState(target);
  const bridge = new RuntimeBridge(target, target.parent);
  reportUncaughtErrors(target, (message, error) => {
    bridge.postErrorReport(error);
    bridge.postError(message);
  });
  const kitModule = import('./kit/startGameKit.js');
  kitModule.catch(() => undefined);
  let kit: Promise<GameKit> | null = null;
  const pictures = new PictureStore();

  const start = (
    pixelRatio: number,
    isTouch: boolean,
    isAutoplay: boolean,
    hudInsetLeft: number,
  ): Promise<GameKit> => {
    const parent = target.document.getElementById('game') ?? target.document.body;
    const size = readViewportSize(target);
    return kitModule.then(({ startGameKit }) =>
      startGameKit({
        parent,
        bridge,
        debug,
        viewport: { cssWidth: size.width, cssHeight: size.height, pixelRatio },
        isTouch,
        isAutoplay,
        hudInsetLeft,
        backgroundColor: BACKGROUND_COLOR,
        pictures,
      }),
    );
  };

  const handle = async (message: HostToRuntimeMessage): Promise<void> => {
    if (message.type === 'init') {
      if (kit) return;
      kit = start(
        message.pixelRatio,
        message.isTouch,
        message.autoplay ?? false,
        message.hudInsetLeft ?? 0,
      );
      const started = await kit;
      watchViewport(target, (viewport) => started.resize(viewport.width, viewport.height));
      target.document.addEventListener('visibilitychange', () => {
        if (target.document.visibilityState === 'hidden') started.pause('hidden');
        else started.becameVisible();
      });
      return;
    }
    if (message.type === 'prefetch') {
      prefetchGenre(message.genre);
      return;
    }
    if (message.type === 'picture') {
      pictures.add(message.url, new Blob([message.data], { type: message.contentType }));
      return;
    }
    if (message.type === 'pictureUnavailable') {
      pictures.unavailable(message.url);
      return;
    }
    if (message.type === 'loadGame' || message.type === 'prepareGame' || message.type === 'quit') {
      // The game before is dropped: its loader files still waiting for pictures never start.
      pictures.stopWaiting();
      if (message.type !== 'quit') pictures.expect(message.picturesInFlight ?? []);
    }
    if (!kit) {
      if (message.type === 'loadGame') bridge.postError(RUNTIME_MESSAGES.runtimeNotStarted);
      return;
    }
    const started = await kit;
    switch (message.type) {
      case 'loadGame':
      case 'prepareGame':
        await started.loadGame(message);
        return;
      case 'startGame':
        started.startHeldGame(message.gameId);
        return;
      case 'pause':
        started.pause('host');
        return;
      case 'resume':
        started.resume('host');
        return;
      case 'quit':
        started.quit();
        started.postStatus('GAME_LOADED');
        return;
    }
  };

  bridge.onMessage((message) => {
    handle(message).catch((error: unknown) =>
      bridge.postError(RUNTIME_MESSAGES.unexpectedError(describeError(error))),
    );
  });
  bridge.start();
  debug.status = 'RUNTIME_READY_TO_START';
  bridge.postStatus('RUNTIME_READY_TO_START');
}
