import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createSplatterAnimations,
  queueSplatterAssets,
  splatterAssetKeys,
  type SplatterAssetKeys,
} from './splatterAssets.js';
import { createSplatterAutopilot } from './splatterAutopilot.js';
import { FIELD_HEIGHT, FIELD_WIDTH, SPLATTER_STEP_SECONDS } from './splatterRules.js';
import { SplatterSimulation, type SplatterInput } from './splatterSimulation.js';
import { SPLATTER_TEXTS } from './splatterTexts.js';
import { FRIEND_SPLAT_COLOR, thrownSplatColorsOf } from './splatterTints.js';
import { SplatterView } from './splatterView.js';

export const SPLATTER_SCENE_KEY = 'genre-splatter';

/** Tap to splat, built only from the world file; the whole screen takes taps. */
export class SplatterScene extends GenreScene<'SPLATTER', SplatterSimulation> {
  private readonly keys: SplatterAssetKeys;
  private view: SplatterView | null = null;
  private readonly tapInput: SplatterInput = { isTap: false, x: 0, y: 0 };
  /** Field transform: screen css = (field + offset) * zoom. */
  private readonly fit = { zoom: 1, left: 0, top: 0 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: SPLATTER_SCENE_KEY,
      genre: 'SPLATTER',
      stepSeconds: SPLATTER_STEP_SECONDS,
    });
    this.keys = splatterAssetKeys(kit.texturePrefix);
  }

  protected queueAssets(): void {
    queueSplatterAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    const names: Record<string, string> = {
      [this.keys.target]: this.world.characters.target.name,
      [this.keys.friend]: this.world.characters.friend.name,
      [this.keys.bonus]: this.world.items.bonus.name,
    };
    return names[key] ?? key;
  }

  protected createSimulation(): SplatterSimulation {
    createSplatterAnimations(this, this.keys, this.world.seed, [
      ...thrownSplatColorsOf(this.world.splatter),
      FRIEND_SPLAT_COLOR,
    ]);
    const settings = this.world.splatter;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.bonus,
      controls: 'pointer',
    });
    return new SplatterSimulation({ ...settings, seed: this.world.seed });
  }

  /** The splatter's autopilot taps the field itself, in field coordinates. */
  protected createAutopilot() {
    const autopilot = createSplatterAutopilot();
    return (sim: SplatterSimulation, _controls: ControlsState, frame: number) =>
      autopilot(sim, this.tapInput, frame);
  }

  protected showRound(): void {
    this.view = new SplatterView(this, this.world, this.keys);
    const hint = this.add
      .text(FIELD_WIDTH / 2, FIELD_HEIGHT * 0.55, SPLATTER_TEXTS.hint, {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '30px',
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#1b1d33',
        strokeThickness: 7,
        resolution: 3,
      })
      .setOrigin(0.5)
      .setDepth(8);
    this.tweens.add({ targets: hint, alpha: 0, delay: 1600, duration: 500 });
    this.fitToScreen();
  }

  /** Fits the whole field on screen, centred. */
  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    const zoom = Math.min(cssWidth / FIELD_WIDTH, cssHeight / FIELD_HEIGHT);
    this.fit.zoom = zoom;
    this.fit.left = (cssWidth / zoom - FIELD_WIDTH) / 2;
    this.fit.top = (cssHeight / zoom - FIELD_HEIGHT) / 2;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, -this.fit.left, -this.fit.top, zoom * this.kit.pixelRatio);
    this.kit.view.horizonY = cssHeight;
  }

  protected step(sim: SplatterSimulation, controls: ControlsState, stepOfFrame: number): void {
    const input = this.tapInput;
    if (!this.kit.isAutoplay) {
      const pointer = controls.pointer;
      // A tap counts once, on the first step of the frame it was pressed in.
      input.isTap = stepOfFrame === 0 && pointer.justPressed;
      input.x = pointer.x / this.fit.zoom - this.fit.left;
      input.y = pointer.y / this.fit.zoom - this.fit.top;
    }
    sim.step(input, SPLATTER_STEP_SECONDS);
  }

  protected present(sim: SplatterSimulation, events: number): void {
    this.view?.render(sim, events);
    this.player.x = this.tapInput.x;
    this.player.y = this.tapInput.y;
  }

  protected outcome(sim: SplatterSimulation): RoundOutcome {
    const detail =
      sim.bestCombo >= 2 ? SPLATTER_TEXTS.bestCombo(sim.bestCombo) : RUNTIME_MESSAGES.timeUp;
    return { won: sim.phase === 'timeUp', detail };
  }
}
