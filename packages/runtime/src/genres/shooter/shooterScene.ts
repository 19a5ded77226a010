import type { GameObjects } from 'phaser';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createShooterAnimations,
  queueShooterAssets,
  shooterAssetKeys,
  type ShooterAssetKeys,
} from './shooterAssets.js';
import { createShooterAutopilot } from './shooterAutopilot.js';
import { ARENA_HEIGHT, ARENA_WIDTH, SHOOTER_EVENTS, SHOOTER_STEP_SECONDS } from './shooterRules.js';
import { ShooterSimulation } from './shooterSimulation.js';
import { SHOOTER_TEXTS } from './shooterTexts.js';
import { ShooterView } from './shooterView.js';

export const SHOOTER_SCENE_KEY = 'genre-shooter';
/** CSS px kept free at the top for the kit's HUD. */
const HUD_SPACE = 62;
const METER_X = 8;
const METER_TOP = 400;
const METER_HEIGHT = 180;

/** The shooter, built only from the world file: waves from the seed, sprites from the cast. */
export class ShooterScene extends GenreScene<'SHOOTER', ShooterSimulation> {
  private readonly keys: ShooterAssetKeys;
  private view: ShooterView | null = null;
  private meter: GameObjects.Graphics | null = null;
  private banner: GameObjects.Text | null = null;
  private shownAmmo = -1;
  private shownWave = -1;

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: SHOOTER_SCENE_KEY,
      genre: 'SHOOTER',
      stepSeconds: SHOOTER_STEP_SECONDS,
    });
    this.keys = shooterAssetKeys(kit.texturePrefix);
  }

  protected queueAssets(): void {
    queueShooterAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    return key === this.keys.ammo ? this.world.items.ammo.name : key;
  }

  protected createSimulation(): ShooterSimulation {
    createShooterAnimations(this, this.keys);
    const settings = this.world.shooter;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: null,
      scoreIconKey: this.keys.ammo,
      controls: 'stick-action',
      buttonLabels: { jump: SHOOTER_TEXTS.fire, action: SHOOTER_TEXTS.burst },
    });
    return new ShooterSimulation({
      ...settings,
      difficulty: this.world.difficulty,
      seed: this.world.seed,
    });
  }

  protected createAutopilot() {
    return createShooterAutopilot();
  }

  protected showRound(): void {
    this.shownAmmo = -1;
    this.shownWave = -1;
    this.view = new ShooterView(this, this.world, this.keys);
    this.meter = this.add.graphics().setDepth(9);
    this.add
      .image(METER_X + 6, METER_TOP - 16, this.keys.ammo)
      .setDisplaySize(22, 22)
      .setDepth(9);
    this.banner = this.add
      .text(ARENA_WIDTH / 2, ARENA_HEIGHT * 0.4, '', {
        fontFamily: UI_FONT_FAMILY,
        fontSize: '34px',
        fontStyle: 'bold',
        color: this.world.palette.accent,
        stroke: '#1b1d33',
        strokeThickness: 7,
        resolution: 3,
      })
      .setOrigin(0.5)
      .setDepth(10);
    this.fitToScreen();
  }

  /** Fits the whole arena between the HUD and the touch controls, centred. */
  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    const top = HUD_SPACE;
    const bottom = cssHeight - Math.max(8, this.kit.reservedBottom);
    const zoom = Math.min(cssWidth / ARENA_WIDTH, Math.max(100, bottom - top) / ARENA_HEIGHT);
    const left = (cssWidth / zoom - ARENA_WIDTH) / 2;
    const topOffset = (top + (bottom - top - ARENA_HEIGHT * zoom) / 2) / zoom;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, -left, -topOffset, zoom * this.kit.pixelRatio);
    this.kit.view.horizonY = topOffset * zoom + ARENA_HEIGHT * zoom;
  }

  protected step(sim: ShooterSimulation, controls: ControlsState): void {
    sim.step(controls, SHOOTER_STEP_SECONDS);
  }

  protected present(sim: ShooterSimulation, events: number, steps: number): void {
    this.view?.render(sim, events, steps * SHOOTER_STEP_SECONDS);
    if (events & SHOOTER_EVENTS.hurt) this.cameras.main.shake(160, 0.008);
    this.renderMeter(sim);
    this.renderBanner(sim);
    this.kit.view.scrollX = sim.elapsed * 14;
    this.player.x = sim.hero.x;
    this.player.y = sim.hero.y;
  }

  protected outcome(sim: ShooterSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const total = sim.waves.length;
    const detail = won
      ? SHOOTER_TEXTS.wavesCleared(total)
      : SHOOTER_TEXTS.reachedWave(Math.min(total, sim.waveIndex + 1), total);
    return { won, detail };
  }

  private renderMeter(sim: ShooterSimulation): void {
    const meter = this.meter;
    const ammo = Math.floor(sim.ammo);
    if (!meter || ammo === this.shownAmmo) return;
    this.shownAmmo = ammo;
    const full = sim.options.magazineSize;
    const fill = (METER_HEIGHT - 4) * (ammo / full);
    meter.clear();
    meter.fillStyle(0x000000, 0.45).fillRoundedRect(METER_X, METER_TOP, 12, METER_HEIGHT, 5);
    const color = ammo < 3 ? 0xff5555 : hexToNumber(this.world.palette.accent);
    meter
      .fillStyle(color, 1)
      .fillRoundedRect(METER_X + 2, METER_TOP + METER_HEIGHT - 2 - fill, 8, Math.max(1, fill), 3);
  }

  private renderBanner(sim: ShooterSimulation): void {
    const banner = this.banner;
    if (!banner) return;
    const isShown = sim.isBetweenWaves && !sim.isOver;
    banner.setVisible(isShown);
    if (!isShown || sim.waveIndex === this.shownWave) return;
    this.shownWave = sim.waveIndex;
    banner.setText(SHOOTER_TEXTS.wave(sim.waveIndex + 1, sim.waves.length));
  }
}
