import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
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
export class AerialScene extends GenreScene<'AERIAL', AerialSimulation> {
  private readonly keys: AerialAssetKeys;
  private readonly course: AerialCourse;
  private readonly camera = new AerialCamera();
  private view: AerialView | null = null;
  private gauges: AerialGauges | null = null;

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: AERIAL_SCENE_KEY,
      genre: 'AERIAL',
      stepSeconds: AERIAL_STEP_SECONDS,
    });
    this.keys = aerialAssetKeys(kit.texturePrefix);
    this.course = generateAerialCourse(this.world);
  }

  protected queueAssets(): void {
    queueAerialAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
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

  protected createSimulation(): AerialSimulation {
    createAerialAnimations(this, this.keys);
    createAerialTextures(this, this.keys, this.world.palette, this.world.seed);
    const settings = this.world.aerial;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: null,
      scoreIconKey: this.keys.pickup,
      controls: 'pointer',
    });
    return new AerialSimulation(this.course, {
      lives: settings.lives,
      fuelSeconds: settings.fuelSeconds,
    });
  }

  protected createAutopilot() {
    return createAerialAutopilot();
  }

  protected showRound(sim: AerialSimulation): void {
    this.view = new AerialView(this, this.world, sim, this.keys);
    this.gauges = new AerialGauges(
      this,
      this.keys.destination,
      this.world.palette.primary,
      GAUGE_DEPTH,
    );
    this.fitToScreen();
    this.camera.follow(sim.y, 1);
  }

  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.camera.layout(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.view?.layout(this.camera);
    this.gauges?.layout(this.camera);
  }

  protected step(sim: AerialSimulation, controls: ControlsState): void {
    sim.step(controls, AERIAL_STEP_SECONDS);
  }

  protected present(sim: AerialSimulation, events: number, steps: number): void {
    const view = this.view;
    const gauges = this.gauges;
    if (!view || !gauges) return;
    const seconds = steps * AERIAL_STEP_SECONDS;
    this.camera.follow(sim.y, 1 - Math.exp(-seconds * CAMERA_FOLLOW_RATE));
    view.render(this.camera, events, seconds);
    gauges.render(sim.fuel, sim.progress, sim.elapsed);
    this.kit.view.scrollX = sim.x * this.camera.pixelsPerMeter;
    this.kit.view.horizonY = this.camera.screenY(0);
    this.player.x = sim.x;
    this.player.y = sim.y;
    if (events & FLIGHT_EVENTS.won) this.cameras.main.flash(300, 255, 255, 255);
  }

  protected outcome(sim: AerialSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const detail = won
      ? AERIAL_TEXTS.arrived(sim.finishBonus)
      : sim.lossReason === 'fuel'
        ? AERIAL_TEXTS.outOfFuel
        : AERIAL_TEXTS.crashed;
    return { won, detail };
  }
}
