import type { RacingWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import { queueRacingAssets, racingAssetKeys, type RacingAssetKeys } from './racingAssets.js';
import { createRacingAutopilot } from './racingAutopilot.js';
import { RacingCamera } from './racingCamera.js';
import { RACE_EVENTS, RACING_STEP_SECONDS } from './racingRules.js';
import { RacingSimulation } from './racingSimulation.js';
import { RACING_TEXTS } from './racingTexts.js';
import { generateRacingTrack, type RacingTrack } from './racingTrack.js';
import { RacingView } from './racingView.js';

export const RACING_SCENE_KEY = 'genre-racing';

/** Background parallax pixels per metre of bend driven. */
const TURN_PARALLAX = 3;

/**
 * The lane racer, built only from the world file: lays out the track from the seed, runs the
 * race at a fixed step from the kit's steer controls and draws it behind the car.
 */
export class RacingScene extends Scene {
  private readonly world: RacingWorld;
  private readonly keys: RacingAssetKeys;
  private readonly track: RacingTrack;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly camera = new RacingCamera();
  private sim: RacingSimulation | null = null;
  private view: RacingView | null = null;
  private autopilot = createRacingAutopilot();
  private frame = 0;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: RACING_SCENE_KEY });
    if (loaded.world.gameGenre !== 'RACING')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = racingAssetKeys(kit.texturePrefix);
    this.track = generateRacingTrack(this.world);
    this.clock = kit.createClock(RACING_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueRacingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    if (this.failedAssets.length > 0) {
      this.kit.reportAssetFailure(this.describeAsset(this.failedAssets[0] ?? ''));
      return;
    }
    const settings = this.world.racing;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.pickup,
      controls: 'steer',
      buttonLabels: { jump: RACING_TEXTS.gas, action: RACING_TEXTS.brake },
    });
    this.sim = new RacingSimulation(this.track, {
      lives: settings.lives,
      timeLimitSeconds: settings.timeLimitSeconds,
      topSpeed: settings.topSpeed,
      seed: this.world.seed,
    });
    this.clock.reset();
    this.autopilot = createRacingAutopilot();
    this.frame = 0;
    this.isFinished = false;
    this.view = new RacingView(this, this.world, this.sim, this.keys);
    this.kit.debug.player = this.player;
    this.layout();
    this.scale.on('resize', this.layout);
    this.events.once('shutdown', () => this.scale.off('resize', this.layout));
  }

  private describeAsset(key: string): string {
    const items = this.world.items;
    const names: Record<string, string> = {
      [this.keys.vehicle]: items.vehicle.name,
      [this.keys.rivalVehicle]: items.rivalVehicle.name,
      [this.keys.pickup]: items.pickup.name,
      [this.keys.obstacle]: items.obstacle.name,
    };
    return names[key] ?? key;
  }

  private readonly layout = (): void => {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom, this.track.roadHalfWidth);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.horizonY = this.camera.horizonY;
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
      sim.step(controls, RACING_STEP_SECONDS);
      events |= sim.events;
      this.frame += 1;
    }
    view.render(this.camera, events);
    this.kit.view.scrollX = sim.turn * TURN_PARALLAX;
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.lives;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.x;
    this.player.y = sim.z;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const detail = won
        ? RACING_TEXTS.finished(sim.timeBonus)
        : sim.lives <= 0
          ? RACING_TEXTS.crashedOut
          : RUNTIME_MESSAGES.timeUp;
      if (events & RACE_EVENTS.finished) this.cameras.main.flash(300, 255, 255, 255);
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
