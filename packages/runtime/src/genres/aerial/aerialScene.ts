import type { AerialWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import {
  aerialAssetKeys,
  createAerialAnimations,
  queueAerialAssets,
  type AerialAssetKeys,
} from './aerialAssets.js';
import { createAerialAutopilot } from './aerialAutopilot.js';
import { AerialCamera } from './aerialCamera.js';
import { generateAerialCourse, type AerialCourse } from './aerialCourse.js';
import { AerialGauges } from './aerialGauges.js';
import { AERIAL_STEP_SECONDS, FLIGHT_EVENTS } from './aerialRules.js';
import { AerialSimulation } from './aerialSimulation.js';
import { AERIAL_TEXTS } from './aerialTexts.js';
import { createAerialTextures } from './aerialTextures.js';
import { AerialView } from './aerialView.js';

export const AERIAL_SCENE_KEY = 'genre-aerial';

/** How quickly the view follows the vehicle up and down on wide screens (per second). */
const CAMERA_FOLLOW_RATE = 5;
const GAUGE_DEPTH = 70;

/**
 * The side-scrolling flight, built only from the world file: lays out the course from the
 * seed, flies the vehicle at a fixed step from one-thumb controls (hold anywhere, Space or Up
 * to climb; let go to dive) and draws it side on.
 */
export class AerialScene extends Scene {
  private readonly world: AerialWorld;
  private readonly keys: AerialAssetKeys;
  private readonly course: AerialCourse;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly camera = new AerialCamera();
  private sim: AerialSimulation | null = null;
  private view: AerialView | null = null;
  private gauges: AerialGauges | null = null;
  private autopilot = createAerialAutopilot();
  private frame = 0;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: AERIAL_SCENE_KEY });
    if (loaded.world.gameGenre !== 'AERIAL')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = aerialAssetKeys(kit.texturePrefix);
    this.course = generateAerialCourse(this.world);
    this.clock = kit.createClock(AERIAL_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueAerialAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    this.gauges = null;
    if (this.failedAssets.length > 0) {
      this.kit.reportAssetFailure(this.describeAsset(this.failedAssets[0] ?? ''));
      return;
    }
    createAerialAnimations(this, this.keys);
    createAerialTextures(this, this.keys, this.world.palette, this.world.seed);
    const settings = this.world.aerial;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: null,
      scoreIconKey: this.keys.pickup,
      controls: 'pointer',
    });
    this.sim = new AerialSimulation(this.course, {
      lives: settings.lives,
      fuelSeconds: settings.fuelSeconds,
    });
    this.clock.reset();
    this.autopilot = createAerialAutopilot();
    this.frame = 0;
    this.isFinished = false;
    this.view = new AerialView(this, this.world, this.sim, this.keys);
    this.gauges = new AerialGauges(
      this,
      this.keys.destination,
      this.world.palette.primary,
      GAUGE_DEPTH,
    );
    this.kit.debug.player = this.player;
    this.layout();
    this.camera.follow(this.sim.y, 1);
    this.scale.on('resize', this.layout);
    this.events.once('shutdown', () => this.scale.off('resize', this.layout));
  }

  private describeAsset(key: string): string {
    const { items, characters } = this.world;
    const names: Record<string, string> = {
      [this.keys.vehicle]: items.vehicle.name,
      [this.keys.pickup]: items.pickup.name,
      [this.keys.ring]: items.ring.name,
      [this.keys.tower]: items.tower.name,
      [this.keys.hanging]: items.hanging.name,
      [this.keys.cloud]: items.cloud.name,
      [this.keys.destination]: items.destination.name,
      [this.keys.flyer]: characters.flyer.name,
    };
    return names[key] ?? key;
  }

  private readonly layout = (): void => {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.view?.layout(this.camera);
    this.gauges?.layout(this.camera);
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    const gauges = this.gauges;
    if (!sim || !view || !gauges) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frame);
      sim.step(controls, AERIAL_STEP_SECONDS);
      events |= sim.events;
      this.frame += 1;
    }
    const seconds = steps * AERIAL_STEP_SECONDS;
    this.camera.follow(sim.y, 1 - Math.exp(-seconds * CAMERA_FOLLOW_RATE));
    view.render(this.camera, events, seconds);
    gauges.render(sim.fuel, sim.progress, sim.elapsed);
    this.kit.view.scrollX = sim.x * this.camera.pixelsPerMeter;
    this.kit.view.horizonY = this.camera.screenY(0);
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.lives;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.x;
    this.player.y = sim.y;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const detail = won
        ? AERIAL_TEXTS.arrived(sim.finishBonus)
        : sim.lossReason === 'fuel'
          ? AERIAL_TEXTS.outOfFuel
          : AERIAL_TEXTS.crashed;
      if (events & FLIGHT_EVENTS.won) this.cameras.main.flash(300, 255, 255, 255);
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
