import type { SlapperWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createSlapperAnimations,
  queueSlapperAssets,
  slapperAssetKeys,
  type SlapperAssetKeys,
} from './slapperAssets.js';
import { createSlapperAutopilot } from './slapperAutopilot.js';
import { SLAPPER_MESSAGES } from './slapperMessages.js';
import {
  SLAP_EVENTS,
  SLAPPER_STEP_SECONDS,
  SlapperSimulation,
  type SlapperInput,
} from './slapperSimulation.js';
import { SlapperView, STAGE, type StageFrame } from './slapperView.js';

export const SLAPPER_SCENE_KEY = 'genre-slapper';
/** CSS px kept above the fighters for the HUD and the meter. */
const TOP_ROOM_CSS = 220;
const STAGE_HEIGHT = 210;

/**
 * The slap contest, built only from the world file: time slaps on the power meter to knock the
 * target down before the hearts or the clock run out.
 */
export class SlapperScene extends Scene {
  private readonly world: SlapperWorld;
  private readonly keys: SlapperAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private sim: SlapperSimulation | null = null;
  private view: SlapperView | null = null;
  private autopilot = createSlapperAutopilot();
  private frameCount = 0;
  private isFinished = false;
  private readonly slapInput: SlapperInput = { jump: false, action: false };
  private readonly player = { x: STAGE.slapperX, y: 0 };
  private readonly frame: StageFrame = { zoom: 1, left: 0, top: 0, cssWidth: 390 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: SLAPPER_SCENE_KEY });
    if (loaded.world.gameGenre !== 'SLAPPER')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = slapperAssetKeys(kit.texturePrefix, this.world);
    this.clock = kit.createClock(SLAPPER_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueSlapperAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    const failed = this.failedAssets[0];
    if (failed !== undefined) {
      this.kit.reportAssetFailure(this.describeAsset(failed));
      return;
    }
    createSlapperAnimations(this, this.keys);
    const settings = this.world.slapper;
    this.kit.beginRound({
      lives: settings.whiffs,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.weapons[0] ?? null,
      controls: 'buttons',
      buttonLabels: { jump: SLAPPER_MESSAGES.slap, action: SLAPPER_MESSAGES.switchWeapon },
    });
    this.sim = new SlapperSimulation({
      seed: this.world.seed,
      weapons: settings.weapons,
      targetHealth: settings.targetHealth,
      meterSpeed: settings.meterSpeed,
      whiffs: settings.whiffs,
      timeLimitSeconds: settings.timeLimitSeconds,
    });
    this.clock.reset();
    this.autopilot = createSlapperAutopilot();
    this.frameCount = 0;
    this.isFinished = false;
    this.view = new SlapperView(this, this.world, this.keys);
    this.kit.debug.player = this.player;
    this.handleResize();
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  private describeAsset(key: string): string {
    if (key === this.keys.slapper) return this.world.characters.slapper.name;
    if (key === this.keys.target) return this.world.characters.target.name;
    const index = this.keys.weapons.indexOf(key);
    return this.world.slapper.weapons[index]?.sprite.name ?? key;
  }

  private readonly handleResize = (): void => {
    const view = this.view;
    if (!view) return;
    const { cssWidth, cssHeight } = this.kit.viewport;
    const floorY = cssHeight - this.kit.reservedBottom - Math.max(16, cssHeight * 0.05);
    const frame = this.frame;
    frame.zoom = Math.max(
      0.3,
      Math.min(cssWidth / STAGE.width, (floorY - TOP_ROOM_CSS) / STAGE_HEIGHT, 1.8),
    );
    frame.left = STAGE.width / 2 - cssWidth / frame.zoom / 2;
    frame.top = -floorY / frame.zoom;
    frame.cssWidth = cssWidth;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, frame.left, frame.top, frame.zoom * this.kit.pixelRatio);
    view.layout(frame);
    this.kit.view.scrollX = 0;
    this.kit.view.horizonY = floorY;
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    const input = this.slapInput;
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frameCount);
      // A tap anywhere on the play area slaps too.
      input.jump = controls.jump || controls.pointer.isDown;
      input.action = controls.action;
      sim.step(input, SLAPPER_STEP_SECONDS);
      events |= sim.events;
    }
    this.frameCount += 1;
    view.render(sim, events);
    if (events & SLAP_EVENTS.perfect) this.cameras.main.shake(140, 0.008);
    else if (events & SLAP_EVENTS.whiff) this.cameras.main.shake(80, 0.003);
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.hearts;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const detail = won
        ? SLAPPER_MESSAGES.knockedOut(this.world.characters.target.name)
        : sim.hearts <= 0
          ? SLAPPER_MESSAGES.outOfWhiffs
          : RUNTIME_MESSAGES.timeUp;
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
