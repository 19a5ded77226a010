import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
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
export class HillRacerScene extends GenreScene<'HILL_RACER', HillRacerSimulation> {
  private readonly keys: HillRacerAssetKeys;
  private readonly track: HillTrack;
  private readonly shape: VehicleShape;
  private readonly camera = new HillRacerCamera();
  private view: HillRacerView | null = null;

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: HILL_RACER_SCENE_KEY,
      genre: 'HILL_RACER',
      stepSeconds: HILL_STEP_SECONDS,
    });
    this.keys = hillRacerAssetKeys(kit.texturePrefix);
    this.track = generateHillTrack(this.world);
    this.shape = vehicleShapeOf(this.world.hillRacer.vehicle);
  }

  protected queueAssets(): void {
    queueHillRacerAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
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

  protected createSimulation(): HillRacerSimulation {
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.coin,
      controls: 'steer',
      buttonLabels: { jump: HILL_RACER_TEXTS.gas, action: HILL_RACER_TEXTS.brake },
    });
    return new HillRacerSimulation(this.track, this.shape, {
      fuelSeconds: this.world.hillRacer.fuelSeconds,
    });
  }

  protected createAutopilot() {
    return createHillRacerAutopilot();
  }

  protected showRound(sim: HillRacerSimulation): void {
    this.view = new HillRacerView(
      this,
      this.world,
      sim,
      this.keys,
      this.kit.isTouch,
      this.kit.pixelRatio,
    );
    this.fitToScreen();
    this.camera.snap(sim.x, sim.y);
  }

  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.view?.layout(this.camera, HUD_INSET);
  }

  protected step(sim: HillRacerSimulation, controls: ControlsState): void {
    sim.step(controls, HILL_STEP_SECONDS);
  }

  protected present(
    sim: HillRacerSimulation,
    events: number,
    _steps: number,
    deltaMs: number,
  ): void {
    const view = this.view;
    if (!view) return;
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
    this.player.x = sim.x;
    this.player.y = sim.y;
    if (events & HILL_EVENTS.finished) this.cameras.main.flash(300, 255, 255, 255);
  }

  protected outcome(sim: HillRacerSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const meters = Math.floor(sim.distance);
    const detail = won
      ? HILL_RACER_TEXTS.finished(FINISH_POINTS)
      : sim.loss === 'fuel'
        ? HILL_RACER_TEXTS.outOfFuel(meters)
        : HILL_RACER_TEXTS.crashed(meters);
    return { won, detail };
  }
}
