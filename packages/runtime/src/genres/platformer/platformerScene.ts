import type { PlatformerWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
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
export class PlatformerScene extends Scene {
  private readonly world: PlatformerWorld;
  private readonly keys: PlatformerAssetKeys;
  private readonly level: PlatformerLevel;
  private readonly failedAssets: string[] = [];
  private sim: PlatformerSimulation | null = null;
  private view: PlatformerView | null = null;
  private readonly clock: FixedStepClock;
  private autopilot = createPlatformerAutopilot();
  private frame: CameraFrame | null = null;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: PLATFORMER_SCENE_KEY });
    if (loaded.world.gameGenre !== 'PLATFORMER')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = platformerAssetKeys(kit.texturePrefix);
    this.level = generatePlatformerLevel(this.world);
    this.clock = kit.createClock(PLATFORMER_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queuePlatformerAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    if (this.failedAssets.length > 0) {
      this.kit.reportAssetFailure(this.describeAsset(this.failedAssets[0] ?? ''));
      return;
    }
    createPlatformerAnimations(this, this.keys);
    const settings = this.world.platformer;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.collectible,
      controls: 'platformer',
    });
    this.sim = new PlatformerSimulation(this.level, {
      lives: settings.lives,
      timeLimitSeconds: settings.timeLimitSeconds,
      difficulty: this.world.difficulty,
    });
    this.clock.reset();
    this.autopilot = createPlatformerAutopilot();
    this.isFinished = false;
    this.frame = this.computeFrame();
    this.view = new PlatformerView(this, this.world, this.level, this.keys, this.frame.extraRows);
    this.kit.debug.player = this.player;
    this.applyCamera(true);
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  private describeAsset(key: string): string {
    const names: Record<string, string> = {
      [this.keys.hero]: this.world.characters.hero.name,
      [this.keys.enemy]: this.world.characters.enemy.name,
      [this.keys.collectible]: this.world.items.collectible.name,
      [this.keys.goal]: this.world.items.goal.name,
    };
    return names[key] ?? key;
  }

  private computeFrame(): CameraFrame {
    const { cssWidth, cssHeight } = this.kit.viewport;
    return frameCamera(cssWidth, cssHeight, this.kit.reservedBottom, this.level);
  }

  private readonly handleResize = (): void => {
    if (!this.view) return;
    this.frame = this.computeFrame();
    this.view.ensureExtraRows(this.frame.extraRows);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.applyCamera(true);
  };

  private readonly scrollTarget = { x: 0, y: 0 };
  /** World point at the camera's top-left, smoothed towards scrollTarget. */
  private readonly viewTopLeft = { x: 0, y: 0 };

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

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls);
      sim.step(controls, PLATFORMER_STEP_SECONDS);
      events |= sim.events;
    }
    view.render(sim, events);
    if (events & (SIM_EVENTS.hurt | SIM_EVENTS.fell)) this.cameras.main.shake(180, 0.006);
    this.applyCamera((events & SIM_EVENTS.respawn) !== 0, deltaMs / 1000);
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.lives;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.hero.x + sim.hero.width / 2;
    this.player.y = sim.hero.y + sim.hero.height;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const detail = won
        ? RUNTIME_MESSAGES.timeBonus(sim.timeBonus)
        : sim.timeLeft <= 0
          ? RUNTIME_MESSAGES.timeUp
          : null;
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
