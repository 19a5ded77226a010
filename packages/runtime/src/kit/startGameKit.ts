import type { RuntimeStatus } from '@promptplay/contracts';
import { AUTO, Game, Scale } from 'phaser';
import type { RuntimeBridge } from '../bridge/index.js';
import type { PromptplayDebugState } from './debugState.js';
import { GameKit, type KitViewport } from './gameKit.js';
import type { PictureStore } from './pictureStore.js';
import { watchRendererContext } from './rendererContext.js';
import { storedPicturesPlugin } from './storedPicturesPlugin.js';
import { UI_SCENE_KEY, UiScene } from './uiScene.js';

export interface StartKitOptions {
  parent: HTMLElement;
  bridge: RuntimeBridge;
  debug: PromptplayDebugState;
  viewport: KitViewport;
  isTouch: boolean;
  isAutoplay: boolean;
  /** CSS pixels at the top-left the host's Back button covers (the HUD starts after them). */
  hudInsetLeft: number;
  backgroundColor: string;
  /** Pictures the host handed over: every scene's loader uses them before the network. */
  pictures: PictureStore;
}

/** Enough pointers for two thumbs plus a stray palm. */
const ACTIVE_POINTERS = 4;

/**
 * Creates the Phaser game (WebGL, falling back to Canvas) sized to the viewport at the host's
 * pixel ratio, then the kit's overlay scene. Posts the runtime statuses of protocol step 3.
 */
export function startGameKit(options: StartKitOptions): Promise<GameKit> {
  const { viewport, bridge, debug } = options;
  const postStatus = (status: RuntimeStatus) => {
    debug.status = status;
    bridge.postStatus(status);
  };
  postStatus('RUNTIME_STARTING');
  return new Promise<GameKit>((resolve) => {
    let kit: GameKit | null = null;
    const ui = new UiScene({
      pixelRatio: viewport.pixelRatio,
      isTouch: options.isTouch,
      hudInsetLeft: options.hudInsetLeft,
      actions: {
        onPause: () => kit?.togglePause(),
        onResume: () => kit?.resumeAll(),
        onReplay: () => kit?.replay(),
        onNextGame: () => kit?.nextGame(),
        onBack: () => kit?.backToFeed(),
      },
      onReady: (scene) => {
        postStatus('PRELOADED_GAME_ASSETS');
        kit = new GameKit(
          game,
          scene,
          bridge,
          debug,
          viewport,
          options.isTouch,
          options.isAutoplay,
        );
        scene.attachSession(kit.session);
        debug.hudRects = () => scene.hudRects();
        postStatus('GAME_LOADED');
        resolve(kit);
      },
    });
    const game = new Game({
      type: AUTO,
      parent: options.parent,
      backgroundColor: options.backgroundColor,
      banner: false,
      // The frame boots hidden before the tap: it must never take the page's focus (a
      // keyboard player would lose their place). The game layer focuses it when a game plays.
      autoFocus: false,
      disableContextMenu: true,
      // Raw frame deltas: Phaser's smoothing caps them at 60 Hz while the iframe lacks focus,
      // which slows the game on 30 Hz devices. Genres clamp long frames themselves.
      fps: { smoothStep: false },
      // No sound yet, so no AudioContext to unlock. With sound, Phaser's Web Audio manager
      // resumes its context on the first touch, click or key, as iOS Safari requires.
      audio: { noAudio: true },
      input: { activePointers: ACTIVE_POINTERS, keyboard: true, touch: true, mouse: true },
      loader: { crossOrigin: 'anonymous' },
      plugins: { scene: [storedPicturesPlugin(options.pictures)] },
      // One texture per draw batch: Phaser compiles a shader program for every texture count a
      // batch ends up with (1 to 16), each on first use, so every new game's scene paid for new
      // programs at its first frame (2.1 s of compiling before a second game's first frame at
      // 4× CPU). One count means one program, compiled with the first game; a phone's GPU
      // draws these scenes' few dozen batches well within the frame (README "Tap Play").
      render: { antialias: true, powerPreference: 'high-performance', maxTextures: 1 },
      scale: {
        mode: Scale.NONE,
        width: Math.round(viewport.cssWidth * viewport.pixelRatio),
        height: Math.round(viewport.cssHeight * viewport.pixelRatio),
        zoom: 1 / viewport.pixelRatio,
      },
      callbacks: {
        postBoot: () => {
          watchRendererContext(game, debug);
          postStatus('PRELOADING_GAME_ASSETS');
          game.scene.add(UI_SCENE_KEY, ui, true);
        },
      },
    });
  });
}
