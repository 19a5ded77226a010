import type { HostToRuntimeMessage, RuntimeStatus } from '@promptplay/contracts';
import type { Game, Scene } from 'phaser';
import type { RuntimeBridge } from '../bridge/index.js';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import type { GenreModule, LoadedGame } from '../genres/genreModule.js';
import { loadGenre } from '../genres/registry.js';
import {
  ATMOSPHERE_SCENE_KEY,
  AtmosphereScene,
  hasWeatherOverlay,
  prefersReducedMotion,
} from './atmosphereScene.js';
import { playfieldShadeOf } from './atmosphereShade.js';
import { BACKGROUND_SCENE_KEY, BackgroundScene, type BackgroundView } from './backgroundScene.js';
import {
  createControlsState,
  releaseControls,
  type ButtonLabels,
  type ControlScheme,
  type ControlsState,
} from './controls.js';
import type { PromptplayDebugState } from './debugState.js';
import { describeError } from './errorReporting.js';
import { FixedStepClock } from './fixedStepClock.js';
import { GameSession, type PauseReason } from './gameSession.js';
import { HeldGame } from './heldGame.js';
import { UI_SCENE_KEY, type UiScene } from './uiScene.js';

/** A game to play now (`loadGame`) or to prepare and hold at its first frame (`prepareGame`). */
type LoadGameMessage = Extract<HostToRuntimeMessage, { type: 'loadGame' | 'prepareGame' }>;

export interface KitViewport {
  cssWidth: number;
  cssHeight: number;
  pixelRatio: number;
}

export interface RoundOptions {
  /** Null when the genre has no lives. */
  lives: number | null;
  /** Seconds left, or null without a time limit. */
  timeLeft: number | null;
  /** Genre texture shown beside the score, or null for the kit's star. */
  scoreIconKey: string | null;
  /** Touch layout and key mapping (controls.ts). */
  controls: ControlScheme;
  /** Texts on the A / B buttons (default 'A' / 'B'; the platformer's jump shows an arrow). */
  buttonLabels?: ButtonLabels;
}

interface RunningGame {
  loaded: LoadedGame;
  module: GenreModule;
  texturePrefix: string;
}

/** Share of the progress bar spent fetching the genre chunk; sprites fill the rest. */
const GENRE_CHUNK_PROGRESS = 0.1;

/**
 * The shared kit every genre plays through: session numbers for the HUD, controls, the bridge
 * back to the host, the result screen, pause, and the lifecycle of the genre's scene.
 */
export class GameKit {
  readonly session = new GameSession();
  readonly view: BackgroundView = { scrollX: 0, horizonY: 0 };
  private readonly controls: ControlsState = createControlsState();
  private running: RunningGame | null = null;
  private isReadyReported = false;
  /** The background's strips are drawn; ready waits for them so the first frame shows the place. */
  private isBackgroundReady = false;
  private isReadyPending = false;
  private loadCounter = 0;
  /** A game prepared while its detail modal shows, held at its first frame until Play. */
  private readonly held = new HeldGame(() => this.game.loop);

  constructor(
    readonly game: Game,
    private readonly ui: UiScene,
    private readonly bridge: RuntimeBridge,
    readonly debug: PromptplayDebugState,
    readonly viewport: KitViewport,
    readonly isTouch: boolean,
    /** Test and demo mode: the genre's autopilot plays, one fixed step per rendered frame. */
    readonly isAutoplay: boolean,
  ) {
    debug.autoplay = isAutoplay;
  }

  get pixelRatio(): number {
    return this.viewport.pixelRatio;
  }

  /** CSS pixels at the bottom of the screen covered by touch buttons. */
  get reservedBottom(): number {
    return this.ui.reservedBottom;
  }

  postStatus(status: RuntimeStatus): void {
    this.debug.status = status;
    this.bridge.postStatus(status);
  }

  reportError(message: string): void {
    this.bridge.postError(message);
  }

  /**
   * Controls right now (keyboard + touch + pointer); one object reused every frame. Call once
   * per frame. With autoplay everything reads released: the genre's autopilot fills it.
   */
  pollControls(): ControlsState {
    if (this.isAutoplay) releaseControls(this.controls);
    else this.ui.readControls(this.controls);
    return this.controls;
  }

  /**
   * The genre's fixed-step clock. With autoplay it gives exactly one step per rendered frame
   * (no catch-up, no real time), so N frames simulate N steps on any machine.
   */
  createClock(stepSeconds: number): FixedStepClock {
    return new FixedStepClock(stepSeconds, undefined, this.isAutoplay);
  }

  async loadGame(message: LoadGameMessage): Promise<void> {
    const loadId = ++this.loadCounter;
    this.teardown();
    this.bridge.post({ type: 'progress', value: 0 });
    try {
      const module = await loadGenre(message.world.gameGenre);
      if (loadId !== this.loadCounter) return;
      this.bridge.post({ type: 'progress', value: GENRE_CHUNK_PROGRESS });
      const loaded: LoadedGame = {
        gameId: message.gameId,
        world: message.world,
        assetOrigin: message.assetOrigin,
        bestScore: message.bestScore,
      };
      const texturePrefix = `game${loadId}:${message.gameId}`;
      this.running = { loaded, module, texturePrefix };
      this.session.bestScore = message.bestScore;
      this.isReadyReported = false;
      this.isBackgroundReady = false;
      this.isReadyPending = false;
      if (message.type === 'prepareGame') this.held.hold(message.gameId);
      const { atmosphere } = message.world;
      const isMotionReduced = prefersReducedMotion();
      const background = new BackgroundScene({
        palette: message.world.palette,
        layers: message.world.background.layers,
        seed: message.world.seed,
        pixelRatio: this.pixelRatio,
        texturePrefix,
        view: this.view,
        assetOrigin: message.assetOrigin,
        ...(atmosphere ? { atmosphere } : {}),
        isMotionReduced,
        onReady: () => this.backgroundReady(loadId),
      });
      this.game.scene.add(BACKGROUND_SCENE_KEY, background, true);
      this.game.scene.sendToBack(BACKGROUND_SCENE_KEY);
      this.game.scene.add(module.sceneKey, module.createScene(this, loaded), true);
      const shade = atmosphere ? playfieldShadeOf(message.world.gameGenre, atmosphere) : null;
      if (atmosphere && (hasWeatherOverlay(atmosphere) || shade)) {
        const weather = new AtmosphereScene({
          atmosphere,
          shade,
          seed: message.world.seed,
          pixelRatio: this.pixelRatio,
          texturePrefix,
          isMotionReduced,
        });
        this.game.scene.add(ATMOSPHERE_SCENE_KEY, weather, true);
      }
      this.game.scene.bringToTop(UI_SCENE_KEY);
    } catch (error) {
      this.reportError(describeError(error));
    }
  }

  /** Unique prefix for this game's texture and animation keys. */
  get texturePrefix(): string {
    return this.running?.texturePrefix ?? 'none';
  }

  /** Genre: asset loading progress 0..1. */
  reportProgress(value: number): void {
    if (this.isReadyReported) return;
    this.bridge.post({
      type: 'progress',
      value: GENRE_CHUNK_PROGRESS + (1 - GENRE_CHUNK_PROGRESS) * Math.min(1, Math.max(0, value)),
    });
  }

  /** Genre: an asset failed to load; the round cannot start. */
  reportAssetFailure(name: string): void {
    this.reportError(RUNTIME_MESSAGES.assetFailed(name));
  }

  /** Genre: a round starts (first time or replay). Sets `reservedBottom` for the scheme. */
  beginRound(options: RoundOptions): void {
    this.session.beginRound(options.lives, options.timeLeft);
    this.debug.result = null;
    this.debug.score = 0;
    this.debug.phase = 'playing';
    this.debug.paused = false;
    this.ui.beginRound(options.scoreIconKey, options.controls, options.buttonLabels ?? {});
  }

  /** Genre: the first playable frame has run. Reported to the host once per loaded game. */
  reportReady(): void {
    if (this.isReadyReported) return;
    if (!this.isBackgroundReady) {
      this.isReadyPending = true;
      return;
    }
    const preparedId = this.held.firstFrameDrawn();
    if (preparedId !== null) {
      this.applyPause();
      this.bridge.post({ type: 'prepared', gameId: preparedId });
      return;
    }
    if (this.held.isHeld) return;
    this.isReadyReported = true;
    this.bridge.post({ type: 'progress', value: 1 });
    this.postStatus('GAME_READY');
    this.bridge.post({ type: 'ready' });
  }

  /**
   * Genre: the round is over. Shows the result screen and tells the host. Genres without a loss
   * (play until the clock runs out, beat your best) finish with won = true and a detail such as
   * RUNTIME_MESSAGES.timeUp; the screen then shows the score and the best / new best.
   */
  finishRound(won: boolean, score: number, detail: string | null): void {
    const isNewBest = this.session.finishRound(won, score);
    const bestScore = this.session.bestScore;
    this.debug.result = { won, score };
    this.debug.score = score;
    this.debug.phase = this.session.phase;
    this.debug.paused = false;
    this.ui.showResult({ won, score, bestScore, isNewBest, detail });
    this.bridge.post({ type: 'gameOver', won, score, bestScore });
  }

  /**
   * Play Game on the prepared game: it runs on from its first frame (or, still loading, once
   * loaded) and says GAME_READY on its next frame. A tab switch while it was held does not
   * leave it paused: the player just tapped Play.
   */
  startHeldGame(gameId: string): void {
    const isStarted = this.held.release(gameId, () => {
      this.session.resumeAll();
      this.applyPause();
    });
    if (!isStarted) this.reportError(RUNTIME_MESSAGES.gameNotPrepared);
  }

  replay(): void {
    const scene = this.genreScene();
    if (!scene) return;
    this.session.resumeAll();
    scene.scene.restart();
  }

  nextGame(): void {
    this.bridge.post({ type: 'nextGame' });
  }

  backToFeed(): void {
    this.pause('user');
    this.bridge.post({ type: 'backToFeed' });
  }

  pause(reason: PauseReason): void {
    this.session.pause(reason);
    this.applyPause();
  }

  resume(reason: PauseReason): void {
    this.session.resume(reason);
    this.applyPause();
  }

  resumeAll(): void {
    this.session.resumeAll();
    this.applyPause();
  }

  becameVisible(): void {
    this.session.becameVisible();
    this.applyPause();
  }

  togglePause(): void {
    if (this.session.isPaused) this.resumeAll();
    else this.pause('user');
  }

  /** Host said quit: stop the round and drop the game's scenes. */
  quit(): void {
    this.loadCounter++;
    this.teardown();
  }

  /** New viewport size (CSS pixels): resizes the canvas and lays every scene out again. */
  resize(cssWidth: number, cssHeight: number): void {
    this.viewport.cssWidth = cssWidth;
    this.viewport.cssHeight = cssHeight;
    this.game.scale.resize(
      Math.round(cssWidth * this.pixelRatio),
      Math.round(cssHeight * this.pixelRatio),
    );
    this.ui.relayout(cssWidth, cssHeight);
    const background = this.game.scene.getScene(BACKGROUND_SCENE_KEY);
    if (background instanceof BackgroundScene && background.sys.isActive())
      background.layout(cssWidth, cssHeight);
  }

  /** The background of load `loadId` has drawn its strips: a ready the genre asked for goes out. */
  private backgroundReady(loadId: number): void {
    if (loadId !== this.loadCounter) return;
    this.isBackgroundReady = true;
    if (!this.isReadyPending) return;
    this.isReadyPending = false;
    this.reportReady();
  }

  private genreScene(): Scene | null {
    if (!this.running) return null;
    return this.game.scene.getScene(this.running.module.sceneKey) ?? null;
  }

  private applyPause(): void {
    const isPaused = this.session.isPaused || this.held.isHolding;
    this.debug.paused = isPaused;
    const scene = this.genreScene();
    if (!scene) return;
    if (isPaused && scene.sys.isActive()) this.game.scene.pause(scene.sys.settings.key);
    else if (!isPaused && scene.sys.isPaused()) this.game.scene.resume(scene.sys.settings.key);
  }

  private teardown(): void {
    const running = this.running;
    this.running = null;
    this.ui.endRound();
    this.session.phase = 'idle';
    this.debug.phase = 'idle';
    this.debug.player = null;
    this.debug.result = null;
    if (this.game.scene.getScene(BACKGROUND_SCENE_KEY))
      this.game.scene.remove(BACKGROUND_SCENE_KEY);
    if (this.game.scene.getScene(ATMOSPHERE_SCENE_KEY))
      this.game.scene.remove(ATMOSPHERE_SCENE_KEY);
    this.held.drop();
    if (!running) return;
    if (this.game.scene.getScene(running.module.sceneKey))
      this.game.scene.remove(running.module.sceneKey);
    const prefix = `${running.texturePrefix}:`;
    for (const key of this.game.textures.getTextureKeys())
      if (key.startsWith(prefix)) this.game.textures.remove(key);
    for (const { key } of this.game.anims.toJSON().anims)
      if (key.startsWith(prefix)) this.game.anims.remove(key);
  }
}
