import type { HillRacerWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import { clamp } from '../../kit/math.js';
import type { LoadedGame } from '../genreModule.js';
import {
  hillRacerAssetKeys,
  queueHillRacerAssets,
  type HillRacerAssetKeys,
} from './hillRacerAssets.js';
import { createHillRacerAutopilot } from './hillRacerAutopilot.js';
import { HillRacerCamera } from './hillRacerCamera.js';
import { FINISH_POINTS, HILL_EVENTS, HILL_STEP_SECONDS } from './hillRacerRules.js';
import { HillRacerSimulation } from './hillRacerSimulation.js';
import { HILL_RACER_TEXTS } from './hillRacerTexts.js';
import { generateHillTrack, type HillTrack } from './hillRacerTrack.js';
import { vehicleShapeOf, type VehicleShape } from './hillRacerVehicle.js';
import { HillRacerView } from './hillRacerView.js';

export const HILL_RACER_SCENE_KEY = 'genre-hill-racer';

/** CSS pixels the kit's HUD row takes at the top; the gauges sit under it. */
const HUD_INSET = 64;
/** Background parallax of the camera's height, and how far its horizon may wander. */
const HORIZON_PARALLAX = 0.2;

/**
 * The hill climb, built only from the world file: lays out the course from the seed, runs the
 * physics at a fixed step from the kit's steer controls (gas, brake, lean) and draws it from the
 * side with a following camera.
 */
export class HillRacerScene extends Scene {
  private readonly world: HillRacerWorld;
  private readonly keys: HillRacerAssetKeys;
  private readonly track: HillTrack;
  private readonly shape: VehicleShape;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly camera = new HillRacerCamera();
  private sim: HillRacerSimulation | null = null;
  private view: HillRacerView | null = null;
  private autopilot = createHillRacerAutopilot();
  private frame = 0;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: HILL_RACER_SCENE_KEY });
    if (loaded.world.gameGenre !== 'HILL_RACER')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = hillRacerAssetKeys(kit.texturePrefix);
    this.track = generateHillTrack(this.world);
    this.shape = vehicleShapeOf(this.world.hillRacer.vehicle);
    this.clock = kit.createClock(HILL_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueHillRacerAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    if (this.failedAssets.length > 0) {
      this.kit.reportAssetFailure(this.describeAsset(this.failedAssets[0] ?? ''));
      return;
    }
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.coin,
      controls: 'steer',
      buttonLabels: { jump: HILL_RACER_TEXTS.gas, action: HILL_RACER_TEXTS.brake },
    });
    const sim = new HillRacerSimulation(this.track, this.shape, {
      fuelSeconds: this.world.hillRacer.fuelSeconds,
    });
    this.sim = sim;
    this.clock.reset();
    this.autopilot = createHillRacerAutopilot();
    this.frame = 0;
    this.isFinished = false;
    this.view = new HillRacerView(this, this.world, sim, this.keys, this.kit.isTouch);
    this.kit.debug.player = this.player;
    this.layout();
    this.camera.snap(sim.x, sim.y);
    this.scale.on('resize', this.layout);
    this.events.once('shutdown', () => this.scale.off('resize', this.layout));
  }

  private describeAsset(key: string): string {
    const { items, characters } = this.world;
    const names: Record<string, string> = {
      [this.keys.driver]: characters.driver.name,
      [this.keys.vehicle]: items.vehicle.name,
      [this.keys.wheel]: items.wheel.name,
      [this.keys.coin]: items.coin.name,
      [this.keys.fuel]: items.fuel.name,
      [this.keys.goal]: items.goal.name,
    };
    return names[key] ?? key;
  }

  private readonly layout = (): void => {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.view?.layout(this.camera, HUD_INSET);
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frame);
      sim.step(controls, HILL_STEP_SECONDS);
      events |= sim.events;
      this.frame += 1;
    }
    const seconds = this.kit.isAutoplay ? HILL_STEP_SECONDS : Math.min(0.1, deltaMs / 1000);
    const camera = this.camera;
    camera.follow(sim.x, sim.y, sim.vx, sim.speed, seconds);
    view.render(camera, events, seconds);
    this.kit.view.scrollX = camera.x * camera.ppm;
    this.kit.view.horizonY = clamp(
      camera.anchorY + camera.y * camera.ppm * HORIZON_PARALLAX,
      camera.playBottom * 0.35,
      camera.playBottom * 0.85,
    );
    const session = this.kit.session;
    session.score = sim.score;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.x;
    this.player.y = sim.y;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const meters = Math.floor(sim.distance);
      const detail = won
        ? HILL_RACER_TEXTS.finished(FINISH_POINTS)
        : sim.loss === 'fuel'
          ? HILL_RACER_TEXTS.outOfFuel(meters)
          : HILL_RACER_TEXTS.crashed(meters);
      if (events & HILL_EVENTS.finished) this.cameras.main.flash(300, 255, 255, 255);
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
