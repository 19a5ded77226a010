import type { BrainrotWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
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
export class BrainrotScene extends Scene {
  private readonly world: BrainrotWorld;
  private readonly keys: BrainrotAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private sim: BrainrotSimulation | null = null;
  private view: BrainrotView | null = null;
  private autopilot = createBrainrotAutopilot();
  private frameCount = 0;
  private isFinished = false;
  private readonly catchInput: BrainrotInput = { moveX: 0, targetX: Number.NaN };
  private readonly player = { x: 0, y: CATCH_Y };
  private readonly frame = { zoom: 1, left: 0, top: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: BRAINROT_SCENE_KEY });
    if (loaded.world.gameGenre !== 'BRAINROT')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = brainrotAssetKeys(kit.texturePrefix, this.world);
    this.clock = kit.createClock(BRAINROT_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueBrainrotAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    const failed = this.failedAssets[0];
    if (failed !== undefined) {
      this.kit.reportAssetFailure(this.describeAsset(failed));
      return;
    }
    createBrainrotAnimations(this, this.keys);
    const settings = this.world.brainrot;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.props[0] ?? null,
      controls: 'pointer',
    });
    this.sim = new BrainrotSimulation({
      seed: this.world.seed,
      propCount: this.world.items.props.length,
      ...settings,
    });
    this.clock.reset();
    this.autopilot = createBrainrotAutopilot();
    this.frameCount = 0;
    this.isFinished = false;
    this.view = new BrainrotView(this, this.world, this.keys);
    this.kit.debug.player = this.player;
    this.handleResize();
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  private describeAsset(key: string): string {
    if (key === this.keys.hero) return this.world.characters.hero.name;
    if (key === this.keys.hazard) return this.world.characters.hazard.name;
    const index = this.keys.props.indexOf(key);
    return this.world.items.props[index]?.name ?? key;
  }

  /** Fits the whole arena height, centred; wide screens see more ground at the sides. */
  private readonly handleResize = (): void => {
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
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    const input = this.catchInput;
    const frame = this.frame;
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frameCount);
      input.moveX = controls.moveX;
      input.targetX = controls.pointer.isDown
        ? frame.left + controls.pointer.x / frame.zoom
        : Number.NaN;
      sim.step(input, BRAINROT_STEP_SECONDS);
      events |= sim.events;
    }
    this.frameCount += 1;
    view.render(sim, events);
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.lives;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.catcherX;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'over';
      const detail = won
        ? `${RUNTIME_MESSAGES.timeUp} ${BRAINROT_MESSAGES.caughtCount(sim.caughtCount)}`
        : BRAINROT_MESSAGES.bonked(this.world.characters.hazard.name);
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
