import { Scene, type GameObjects, type Input } from 'phaser';
import {
  deriveMoveFromDirections,
  releaseControls,
  type ButtonLabels,
  type ControlScheme,
  type ControlsState,
} from './controls.js';
import type { ScreenRect } from './debugState.js';
import type { GameSession } from './gameSession.js';
import { Hud } from './hud.js';
import { KeyboardControls } from './keyboardControls.js';
import { showWorldFrom } from './cameraView.js';
import { ensureKitTextures } from './kitTextures.js';
import { PauseOverlay } from './pauseOverlay.js';
import { PointerTracker } from './pointerTracker.js';
import { ResultScreen, type ResultActions, type RoundResult } from './resultScreen.js';
import { TouchControls } from './touchControls.js';
import { DEFAULT_UI_THEME } from './uiTheme.js';

export const UI_SCENE_KEY = 'kit-ui';

export interface UiSceneOptions {
  pixelRatio: number;
  isTouch: boolean;
  /** CSS pixels at the top-left the host covers: the HUD's score chip starts after them. */
  hudInsetLeft: number;
  actions: ResultActions & { onPause: () => void; onResume: () => void };
  /** Called once the scene has built its textures and widgets. */
  onReady: (scene: UiScene) => void;
}

/**
 * The kit's overlay scene, always on top of the genre: HUD, touch buttons, keyboard, pause
 * overlay and result screen. Its camera zooms by the pixel ratio, so everything here is laid out
 * in CSS pixels.
 */
export class UiScene extends Scene {
  private hud!: Hud;
  private touch!: TouchControls;
  private keyboard!: KeyboardControls;
  private pauseOverlay!: PauseOverlay;
  private resultScreen!: ResultScreen;
  private isRoundShown = false;
  private session: GameSession | null = null;
  private readonly pointer = new PointerTracker();

  constructor(private readonly options: UiSceneOptions) {
    super({ key: UI_SCENE_KEY });
  }

  create(): void {
    const { pixelRatio, actions } = this.options;
    ensureKitTextures(this);
    showWorldFrom(this.cameras.main, 0, 0, pixelRatio);
    this.hud = new Hud(this, pixelRatio, actions.onPause, this.options.hudInsetLeft);
    this.touch = new TouchControls(this, pixelRatio);
    this.keyboard = new KeyboardControls(this, actions.onPause);
    this.pauseOverlay = new PauseOverlay(this, pixelRatio, DEFAULT_UI_THEME, {
      onResume: actions.onResume,
      onBack: actions.onBack,
    });
    this.resultScreen = new ResultScreen(this, pixelRatio, DEFAULT_UI_THEME, actions);
    this.listenToPointer();
    this.relayout(this.scale.width / pixelRatio, this.scale.height / pixelRatio);
    this.options.onReady(this);
  }

  /**
   * Mouse and touch on the play area become the genre's `pointer`; presses on the HUD, the
   * overlays and the touch buttons do not.
   */
  private listenToPointer(): void {
    const ratio = this.options.pixelRatio;
    this.input.on('pointerdown', (pointer: Input.Pointer, over: GameObjects.GameObject[]) => {
      const x = pointer.x / ratio;
      const y = pointer.y / ratio;
      if (over.length > 0 || this.touch.isOnControl(x, y)) return;
      this.pointer.press(pointer.id, x, y);
    });
    this.input.on('pointermove', (pointer: Input.Pointer) =>
      this.pointer.move(pointer.id, pointer.x / ratio, pointer.y / ratio),
    );
    const release = (pointer: Input.Pointer) =>
      this.pointer.release(pointer.id, pointer.x / ratio, pointer.y / ratio);
    this.input.on('pointerup', release);
    this.input.on('pointerupoutside', release);
  }

  /** The session whose numbers the HUD shows. */
  attachSession(session: GameSession): void {
    this.session = session;
  }

  /** Lays every widget out for a viewport of this CSS size. */
  relayout(cssWidth: number, cssHeight: number): void {
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.options.pixelRatio);
    this.hud.layout(cssWidth);
    this.touch.layoutFor(cssWidth, cssHeight);
    this.pauseOverlay.layout(cssWidth, cssHeight);
    this.resultScreen.layout(cssWidth, cssHeight);
  }

  /** The HUD's boxes in CSS pixels (empty between rounds). */
  hudRects(): ScreenRect[] {
    return this.hud.rects();
  }

  /** CSS pixels the touch buttons cover at the bottom of the screen. */
  get reservedBottom(): number {
    return this.touch.reservedHeight;
  }

  beginRound(scoreIconKey: string | null, scheme: ControlScheme, buttonLabels: ButtonLabels): void {
    this.isRoundShown = true;
    this.pointer.reset();
    this.keyboard.setScheme(scheme);
    this.touch.setScheme(scheme, buttonLabels);
    this.resultScreen.setVisible(false);
    this.pauseOverlay.setVisible(false);
    this.hud.setScoreIcon(scoreIconKey);
    this.hud.setVisible(true);
    this.touch.setVisible(this.options.isTouch);
  }

  showResult(result: RoundResult): void {
    this.pauseOverlay.setVisible(false);
    this.touch.setVisible(false);
    this.resultScreen.show(result);
  }

  endRound(): void {
    this.isRoundShown = false;
    this.hud.setVisible(false);
    this.touch.setVisible(false);
    this.pauseOverlay.setVisible(false);
    this.resultScreen.setVisible(false);
  }

  /** Fills `out` with the held keyboard and touch controls and the play-area pointer. */
  readControls(out: ControlsState): void {
    releaseControls(out);
    if (!this.isRoundShown || this.resultScreen.isVisible) return;
    this.keyboard.readInto(out);
    this.touch.readInto(out);
    deriveMoveFromDirections(out);
    this.pointer.readInto(out.pointer);
  }

  override update(): void {
    const session = this.session;
    if (!this.isRoundShown || !session) return;
    this.hud.update(session);
    const shouldShowPause = session.isPaused && session.phase === 'playing';
    if (shouldShowPause !== this.pauseOverlay.isVisible) {
      this.pauseOverlay.setVisible(shouldShowPause);
      this.pointer.reset();
      this.touch.setVisible(!shouldShowPause && this.options.isTouch);
    }
  }
}
