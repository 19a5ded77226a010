import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
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
export class RacingScene extends GenreScene<'RACING', RacingSimulation> {
  private readonly keys: RacingAssetKeys;
  private readonly track: RacingTrack;
  private readonly camera = new RacingCamera();
  private view: RacingView | null = null;

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: RACING_SCENE_KEY,
      genre: 'RACING',
      stepSeconds: RACING_STEP_SECONDS,
    });
    this.keys = racingAssetKeys(kit.texturePrefix);
    this.track = generateRacingTrack(this.world);
  }

  protected queueAssets(): void {
    queueRacingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    const items = this.world.items;
    const names: Record<string, string> = {
      [this.keys.vehicle]: items.vehicle.name,
      [this.keys.rivalVehicle]: items.rivalVehicle.name,
      [this.keys.pickup]: items.pickup.name,
      [this.keys.obstacle]: items.obstacle.name,
    };
    return names[key] ?? key;
  }

  protected createSimulation(): RacingSimulation {
    const settings = this.world.racing;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.pickup,
      controls: 'steer',
      buttonLabels: { jump: RACING_TEXTS.gas, action: RACING_TEXTS.brake },
    });
    return new RacingSimulation(this.track, {
      lives: settings.lives,
      timeLimitSeconds: settings.timeLimitSeconds,
      topSpeed: settings.topSpeed,
      seed: this.world.seed,
    });
  }

  protected createAutopilot() {
    return createRacingAutopilot();
  }

  protected showRound(sim: RacingSimulation): void {
    this.view = new RacingView(this, this.world, sim, this.keys);
    this.fitToScreen();
  }

  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom, this.track.roadHalfWidth);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.horizonY = this.camera.horizonY;
  }

  protected step(sim: RacingSimulation, controls: ControlsState): void {
    sim.step(controls, RACING_STEP_SECONDS);
  }

  protected present(sim: RacingSimulation, events: number): void {
    this.view?.render(this.camera, events);
    this.kit.view.scrollX = sim.turn * TURN_PARALLAX;
    this.player.x = sim.x;
    this.player.y = sim.z;
    if (events & RACE_EVENTS.finished) this.cameras.main.flash(300, 255, 255, 255);
  }

  protected outcome(sim: RacingSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const detail = won
      ? RACING_TEXTS.finished(sim.timeBonus)
      : sim.lives <= 0
        ? RACING_TEXTS.crashedOut
        : RUNTIME_MESSAGES.timeUp;
    return { won, detail };
  }
}
