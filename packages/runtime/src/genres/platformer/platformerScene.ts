import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import { generatePlatformerLevel, type PlatformerLevel } from '../../levels/index.js';
import type { LoadedGame } from '../genreModule.js';
import { frameCamera, followTarget, type CameraFrame } from './cameraFraming.js';
import {
  createPlatformerAnimations,
  platformerAssetKeys,
  queuePlatformerAssets,
  type PlatformerAssetKeys,
} from './platformerAssets.js';
import { createPlatformerAutopilot } from './platformerAutopilot.js';
import { PLATFORMER_STEP_SECONDS, SIM_EVENTS } from './platformerRules.js';
import { PlatformerSimulation } from './platformerSimulation.js';
import { PlatformerView } from './platformerView.js';

export const PLATFORMER_SCENE_KEY = 'genre-platformer';

/**
 * The platformer, built only from the world file: generates the level, runs the simulation at a
 * fixed step from the kit's controls and draws it through PlatformerView.
 */
export class PlatformerScene extends GenreScene<'PLATFORMER', PlatformerSimulation> {
  private readonly keys: PlatformerAssetKeys;
  private readonly level: PlatformerLevel;
  private view: PlatformerView | null = null;
  private frame: CameraFrame | null = null;
  private readonly scrollTarget = { x: 0, y: 0 };
  /** World point at the camera's top-left, smoothed towards scrollTarget. */
  private readonly viewTopLeft = { x: 0, y: 0 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: PLATFORMER_SCENE_KEY,
      genre: 'PLATFORMER',
      stepSeconds: PLATFORMER_STEP_SECONDS,
    });
    this.keys = platformerAssetKeys(kit.texturePrefix);
    this.level = generatePlatformerLevel(this.world);
  }

  protected queueAssets(): void {
    queuePlatformerAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    const names: Record<string, string> = {
      [this.keys.hero]: this.world.characters.hero.name,
      [this.keys.enemy]: this.world.characters.enemy.name,
      [this.keys.collectible]: this.world.items.collectible.name,
      [this.keys.goal]: this.world.items.goal.name,
    };
    return names[key] ?? key;
  }

  protected createSimulation(): PlatformerSimulation {
    createPlatformerAnimations(this, this.keys);
    const settings = this.world.platformer;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.collectible,
      controls: 'platformer',
    });
    return new PlatformerSimulation(this.level, {
      lives: settings.lives,
      timeLimitSeconds: settings.timeLimitSeconds,
      difficulty: this.world.difficulty,
    });
  }

  protected createAutopilot() {
    return createPlatformerAutopilot();
  }

  protected showRound(): void {
    this.frame = this.computeFrame();
    this.view = new PlatformerView(this, this.world, this.level, this.keys, this.frame.extraRows);
    this.applyCamera(true);
  }

  private computeFrame(): CameraFrame {
    const { cssWidth, cssHeight } = this.kit.viewport;
    return frameCamera(cssWidth, cssHeight, this.kit.reservedBottom, this.level);
  }

  protected fitToScreen(): void {
    if (!this.view) return;
    this.frame = this.computeFrame();
    this.view.ensureExtraRows(this.frame.extraRows);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.applyCamera(true);
  }

  /** Moves the camera towards the hero (or snaps to it). */
  private applyCamera(snap: boolean, deltaSeconds = 0): void {
    const sim = this.sim;
    const frame = this.frame;
    if (!sim || !frame) return;
    followTarget(
      frame,
      sim.hero.x + sim.hero.width / 2,
      sim.hero.y + sim.hero.height,
      this.scrollTarget,
    );
    const blend = snap ? 1 : 1 - Math.exp(-deltaSeconds * 7);
    const view = this.viewTopLeft;
    view.x += (this.scrollTarget.x - view.x) * blend;
    view.y += (this.scrollTarget.y - view.y) * blend;
    showWorldFrom(this.cameras.main, view.x, view.y, frame.zoom * this.kit.pixelRatio);
    this.kit.view.scrollX = view.x * frame.zoom;
    this.kit.view.horizonY = ((this.level.start.y + 1) * this.level.tileSize - view.y) * frame.zoom;
  }

  protected step(sim: PlatformerSimulation, controls: ControlsState): void {
    sim.step(controls, PLATFORMER_STEP_SECONDS);
  }

  protected present(
    sim: PlatformerSimulation,
    events: number,
    _steps: number,
    deltaMs: number,
  ): void {
    const view = this.view;
    if (!view) return;
    view.render(sim, events);
    if (events & (SIM_EVENTS.hurt | SIM_EVENTS.fell)) this.cameras.main.shake(180, 0.006);
    this.applyCamera((events & SIM_EVENTS.respawn) !== 0, deltaMs / 1000);
    this.player.x = sim.hero.x + sim.hero.width / 2;
    this.player.y = sim.hero.y + sim.hero.height;
  }

  protected outcome(sim: PlatformerSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const detail = won
      ? RUNTIME_MESSAGES.timeBonus(sim.timeBonus)
      : sim.timeLeft <= 0
        ? RUNTIME_MESSAGES.timeUp
        : null;
    return { won, detail };
  }
}
