import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import type { LoadedGame } from '../genreModule.js';
import {
  brainrotAssetKeys,
  createBrainrotAnimations,
  queueBrainrotAssets,
} from './brainrotAssets.js';
import { createBrainrotAutopilot } from './brainrotAutopilot.js';
import { BRAINROT_MESSAGES } from './brainrotMessages.js';
import {
  ARENA,
  BRAINROT_STEP_SECONDS,
  BrainrotSimulation,
  CATCH_Y,
  type BrainrotInput,
} from './brainrotSimulation.js';
import { BrainrotView, type BrainrotAssetKeys } from './brainrotView.js';

export const BRAINROT_SCENE_KEY = 'genre-brainrot';

/**
 * The brainrot catcher, built only from the world file: drag the hero under the raining props,
 * dodge the hazards, chase golden props for brainrot mode; best score when the clock runs out.
 */
export class BrainrotScene extends GenreScene<'BRAINROT', BrainrotSimulation> {
  private readonly keys: BrainrotAssetKeys;
  private view: BrainrotView | null = null;
  private readonly catchInput: BrainrotInput = { moveX: 0, targetX: Number.NaN };
  private readonly frame = { zoom: 1, left: 0, top: 0 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: BRAINROT_SCENE_KEY,
      genre: 'BRAINROT',
      stepSeconds: BRAINROT_STEP_SECONDS,
    });
    this.keys = brainrotAssetKeys(kit.texturePrefix, this.world);
    this.player.y = CATCH_Y;
  }

  protected queueAssets(): void {
    queueBrainrotAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    if (key === this.keys.hero) return this.world.characters.hero.name;
    if (key === this.keys.hazard) return this.world.characters.hazard.name;
    const index = this.keys.props.indexOf(key);
    return this.world.items.props[index]?.name ?? key;
  }

  protected createSimulation(): BrainrotSimulation {
    createBrainrotAnimations(this, this.keys);
    const settings = this.world.brainrot;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.props[0] ?? null,
      controls: 'pointer',
    });
    return new BrainrotSimulation({
      seed: this.world.seed,
      propCount: this.world.items.props.length,
      ...settings,
    });
  }

  protected createAutopilot() {
    return createBrainrotAutopilot();
  }

  protected showRound(): void {
    this.view = new BrainrotView(this, this.world, this.keys);
    this.fitToScreen();
  }

  /** Fits the whole arena height, centred; wide screens see more ground at the sides. */
  protected fitToScreen(): void {
    if (!this.view) return;
    const { cssWidth, cssHeight } = this.kit.viewport;
    const usable = cssHeight - this.kit.reservedBottom;
    const frame = this.frame;
    frame.zoom = Math.min(cssWidth / ARENA.width, usable / ARENA.height);
    frame.left = ARENA.width / 2 - cssWidth / frame.zoom / 2;
    frame.top = ARENA.height - usable / frame.zoom;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, frame.left, frame.top, frame.zoom * this.kit.pixelRatio);
    this.kit.view.scrollX = 0;
    this.kit.view.horizonY = (CATCH_Y + 6 - frame.top) * frame.zoom;
  }

  protected step(sim: BrainrotSimulation, controls: ControlsState): void {
    const input = this.catchInput;
    const frame = this.frame;
    input.moveX = controls.moveX;
    input.targetX = controls.pointer.isDown
      ? frame.left + controls.pointer.x / frame.zoom
      : Number.NaN;
    sim.step(input, BRAINROT_STEP_SECONDS);
  }

  protected present(sim: BrainrotSimulation, events: number): void {
    this.view?.render(sim, events);
    this.player.x = sim.catcherX;
  }

  protected outcome(sim: BrainrotSimulation): RoundOutcome {
    const won = sim.phase === 'over';
    const detail = won
      ? `${RUNTIME_MESSAGES.timeUp} ${BRAINROT_MESSAGES.caughtCount(sim.caughtCount)}`
      : BRAINROT_MESSAGES.bonked(this.world.characters.hazard.name);
    return { won, detail };
  }
}
