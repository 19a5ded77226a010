import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
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
export class SlapperScene extends GenreScene<'SLAPPER', SlapperSimulation> {
  private readonly keys: SlapperAssetKeys;
  private view: SlapperView | null = null;
  private readonly slapInput: SlapperInput = { jump: false, action: false };
  private readonly frame: StageFrame = { zoom: 1, left: 0, top: 0, cssWidth: 390 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: SLAPPER_SCENE_KEY,
      genre: 'SLAPPER',
      stepSeconds: SLAPPER_STEP_SECONDS,
    });
    this.keys = slapperAssetKeys(kit.texturePrefix, this.world);
    this.player.x = STAGE.slapperX;
  }

  protected queueAssets(): void {
    queueSlapperAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    if (key === this.keys.slapper) return this.world.characters.slapper.name;
    if (key === this.keys.target) return this.world.characters.target.name;
    const index = this.keys.weapons.indexOf(key);
    return this.world.slapper.weapons[index]?.sprite.name ?? key;
  }

  protected createSimulation(): SlapperSimulation {
    createSlapperAnimations(this, this.keys);
    const settings = this.world.slapper;
    this.kit.beginRound({
      lives: settings.whiffs,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.weapons[0] ?? null,
      controls: 'buttons',
      buttonLabels: { jump: SLAPPER_MESSAGES.slap, action: SLAPPER_MESSAGES.switchWeapon },
    });
    return new SlapperSimulation({
      seed: this.world.seed,
      weapons: settings.weapons,
      targetHealth: settings.targetHealth,
      meterSpeed: settings.meterSpeed,
      whiffs: settings.whiffs,
      timeLimitSeconds: settings.timeLimitSeconds,
    });
  }

  protected createAutopilot() {
    return createSlapperAutopilot();
  }

  protected showRound(): void {
    this.view = new SlapperView(this, this.world, this.keys);
    this.fitToScreen();
  }

  protected fitToScreen(): void {
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
  }

  protected step(sim: SlapperSimulation, controls: ControlsState): void {
    const input = this.slapInput;
    // A tap anywhere on the play area slaps too.
    input.jump = controls.jump || controls.pointer.isDown;
    input.action = controls.action;
    sim.step(input, SLAPPER_STEP_SECONDS);
  }

  protected present(sim: SlapperSimulation, events: number): void {
    this.view?.render(sim, events);
    if (events & SLAP_EVENTS.perfect) this.cameras.main.shake(140, 0.008);
    else if (events & SLAP_EVENTS.whiff) this.cameras.main.shake(80, 0.003);
    // The HUD's lives are the slapper's hearts (whiffs left).
    this.kit.session.lives = sim.hearts;
  }

  protected outcome(sim: SlapperSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const detail = won
      ? SLAPPER_MESSAGES.knockedOut(this.world.characters.target.name)
      : sim.hearts <= 0
        ? SLAPPER_MESSAGES.outOfWhiffs
        : RUNTIME_MESSAGES.timeUp;
    return { won, detail };
  }
}
