import { FPS_WALL_SHAPES } from '@promptplay/contracts';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';
import type { LoadedGame } from '../genreModule.js';
import { createFpsTextures, fpsAssetKeys, queueFpsAssets, type FpsAssetKeys } from './fpsAssets.js';
import { angleDelta, createFpsAutopilot } from './fpsAutopilot.js';
import { FpsBillboards, IMPACT_SECONDS } from './fpsBillboards.js';
import { placeFpsProps } from './fpsProps.js';
import { FpsCamera } from './fpsCamera.js';
import { FpsColors } from './fpsColors.js';
import { FpsMinimap } from './fpsMinimap.js';
import { FPS_EVENTS, FPS_STEP_SECONDS, HEALTH_PER_PICKUP } from './fpsRules.js';
import { FpsSimulation } from './fpsSimulation.js';
import { FpsStatus, type FpsStatusValues } from './fpsStatus.js';
import { FPS_TEXTS } from './fpsTexts.js';
import { FpsWalls } from './fpsWalls.js';
import { FpsWeapon } from './fpsWeapon.js';

export const FPS_SCENE_KEY = 'genre-fps';
/** Radians of turn per CSS px dragged across the view. */
const DRAG_TURN = 0.006;
/** World px per maze tile, for `kit.debug.player`. */
const DEBUG_TILE_PX = 64;
const MINIMAP_SIZE = 92;
const BILLBOARD_DEPTH = 10;
const WEAPON_DEPTH = 80;
const STATUS_DEPTH = 90;

/**
 * The first-person shooter, built only from the world file: a maze from the seed drawn by a
 * raycaster over the kit's sky, the world's enemies and ammo as billboards, waves ending with
 * the boss. Stick up/down walks, left/right turns (a drag on the view turns too); A fires,
 * B runs. Keys: arrows/WASD, Space fires, Shift/X runs.
 */
export class FpsScene extends GenreScene<'FPS', FpsSimulation> {
  private readonly keys: FpsAssetKeys;
  private readonly camera = new FpsCamera();
  private readonly colors: FpsColors;
  private walls: FpsWalls | null = null;
  private billboards: FpsBillboards | null = null;
  private weapon: FpsWeapon | null = null;
  private status: FpsStatus | null = null;
  private minimap: FpsMinimap | null = null;
  private readonly statusValues: FpsStatusValues = {
    health: 0,
    maxHealth: 1,
    ammo: 0,
    hurt: 0,
    hurtAngle: 0,
    boss: -1,
    banner: null,
    aimed: null,
  };
  /** Enemy names by kind (basic, fast, boss). */
  private enemyNames: string[] = [];
  /** Banner texts made once (no string building per frame). */
  private waveBanners: string[] = [];
  private outOfAmmoBanner = '';
  private ammoToast = '';
  private healthToast = '';
  /** Whether the last shot of the frame hit (the weapon's feedback). */
  private didHit = false;
  private lastPointerX = 0;
  /** Turn angle without wrapping, for the sky's scroll. */
  private skyAngle = 0;
  private lastAngle = 0;

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, { key: FPS_SCENE_KEY, genre: 'FPS', stepSeconds: FPS_STEP_SECONDS });
    this.keys = fpsAssetKeys(kit.texturePrefix);
    this.colors = new FpsColors(this.world.palette, FPS_WALL_SHAPES[this.world.fps.wallPattern]);
  }

  protected queueAssets(): void {
    queueFpsAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    return key === this.keys.ammo ? this.world.items.ammo.name : key;
  }

  protected createSimulation(): FpsSimulation {
    const world = this.world;
    createFpsTextures(this, world, this.keys);
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.ammo,
      controls: 'stick-action',
      buttonLabels: { jump: FPS_TEXTS.fire, action: FPS_TEXTS.run },
    });
    return new FpsSimulation({ ...world.fps, difficulty: world.difficulty, seed: world.seed });
  }

  protected createAutopilot() {
    return createFpsAutopilot();
  }

  protected showRound(sim: FpsSimulation): void {
    const world = this.world;
    const palette = world.palette;
    this.skyAngle = sim.player.angle;
    this.lastAngle = sim.player.angle;
    const total = sim.waves.length;
    this.waveBanners = sim.waves.map((_, i) =>
      i === total - 1
        ? FPS_TEXTS.bossWave(world.characters.primaryEnemy.name)
        : FPS_TEXTS.wave(i + 1, total),
    );
    this.outOfAmmoBanner = FPS_TEXTS.outOfAmmo(world.items.ammo.name);
    const cast = world.characters;
    this.enemyNames = [cast.basicEnemy.name, cast.fastEnemy.name, cast.primaryEnemy.name];
    this.ammoToast = FPS_TEXTS.ammoGained(world.items.ammo.name, world.fps.ammoPerPickup);
    this.healthToast = FPS_TEXTS.healthGained(HEALTH_PER_PICKUP);
    const accent = hexToNumber(palette.accent);
    this.walls = new FpsWalls(
      this.add.graphics().setDepth(0),
      sim.maze,
      this.colors,
      FPS_WALL_SHAPES[world.fps.wallPattern],
    );
    const props = placeFpsProps(sim.maze, world.items.props?.length ?? 0, world.seed);
    this.billboards = new FpsBillboards(this, this.keys, accent, BILLBOARD_DEPTH, props);
    this.weapon = new FpsWeapon(
      this,
      this.keys.ammo,
      this.keys.burst,
      {
        body: hexToNumber(mixHex(palette.primary, '#000000', 0.15)),
        trim: accent,
        outline: hexToNumber(mixHex(palette.primary, '#000000', 0.65)),
        flash: accent,
      },
      WEAPON_DEPTH,
      world.items.weapon ? this.keys.weapon : null,
    );
    this.minimap = new FpsMinimap(
      this,
      sim.maze,
      {
        wall: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.25)),
        enemy: 0xff4d4d,
        ammo: accent,
        player: 0xffffff,
      },
      STATUS_DEPTH,
    );
    this.status = new FpsStatus(
      this,
      this.keys,
      world.characters.primaryEnemy.name,
      palette.accent,
      STATUS_DEPTH,
    );
    this.statusValues.maxHealth = sim.maxHealth;
    this.fitToScreen();
  }

  protected fitToScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    const reserved = this.kit.reservedBottom;
    this.camera.layout(cssWidth, cssHeight, reserved);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.horizonY = this.camera.horizonY;
    this.weapon?.layout(cssWidth, cssHeight, this.camera.horizonY, reserved);
    this.minimap?.layout(cssWidth - 16, 70, MINIMAP_SIZE);
    this.status?.layout(cssWidth, cssHeight, this.camera.horizonY, MINIMAP_SIZE + 28);
  }

  /** A drag across the view turns, on top of the stick. */
  protected override readControls(controls: ControlsState, sim: FpsSimulation): void {
    const pointer = controls.pointer;
    if (pointer.isDown && !pointer.justPressed)
      sim.addTurn((pointer.x - this.lastPointerX) * DRAG_TURN);
    this.lastPointerX = pointer.x;
    this.didHit = false;
  }

  protected step(sim: FpsSimulation, controls: ControlsState): void {
    sim.step(controls, FPS_STEP_SECONDS);
    if (sim.events & FPS_EVENTS.fire) this.didHit = (sim.events & FPS_EVENTS.hit) !== 0;
  }

  protected present(sim: FpsSimulation, events: number, steps: number): void {
    this.render(sim, events, this.didHit, steps * FPS_STEP_SECONDS);
    this.player.x = sim.player.x * DEBUG_TILE_PX;
    this.player.y = sim.player.y * DEBUG_TILE_PX;
  }

  protected outcome(sim: FpsSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const total = sim.waves.length;
    const detail = won
      ? FPS_TEXTS.bossDefeated(this.world.characters.primaryEnemy.name)
      : FPS_TEXTS.reachedWave(Math.min(total, sim.waveIndex + 1), total);
    return { won, detail };
  }

  private render(sim: FpsSimulation, events: number, didHit: boolean, seconds: number): void {
    const p = sim.player;
    const walls = this.walls;
    const billboards = this.billboards;
    if (!walls || !billboards) return;
    walls.draw(this.camera, p.x, p.y, p.angle);
    if (events & FPS_EVENTS.fire) billboards.impactTimer = IMPACT_SECONDS;
    else billboards.impactTimer = Math.max(0, billboards.impactTimer - seconds);
    billboards.render(sim, this.camera, walls.depth, sim.elapsed);
    if (events & FPS_EVENTS.fire) this.weapon?.fire(didHit);
    this.weapon?.update(seconds, p.walked, p.ammo > 0);
    this.minimap?.render(sim);
    const status = this.status;
    if (status) {
      if (events & FPS_EVENTS.ammoPickup) status.showToast(this.ammoToast);
      if (events & FPS_EVENTS.healthPickup) status.showToast(this.healthToast);
      const values = this.statusValues;
      values.health = p.health;
      values.ammo = p.ammo;
      values.hurt = p.hurtTimer;
      if (p.hurtTimer > 0)
        values.hurtAngle = angleDelta(p.angle, Math.atan2(p.hurtFromY - p.y, p.hurtFromX - p.x));
      const boss = sim.bossSlot;
      values.boss =
        boss >= 0 && sim.enemyState[boss] !== 0
          ? Math.max(0, (sim.enemyHealth[boss] ?? 0) / sim.options.primaryEnemyHealth)
          : -1;
      values.banner = sim.isOver
        ? null
        : sim.isBetweenWaves
          ? (this.waveBanners[sim.waveIndex] ?? null)
          : p.ammo === 0
            ? this.outOfAmmoBanner
            : null;
      const aimed = sim.aimedEnemy;
      values.aimed = aimed >= 0 ? (this.enemyNames[sim.enemyKind[aimed] ?? 0] ?? null) : null;
      this.weapon?.setOnTarget(aimed >= 0);
      status.update(values, seconds);
    }
    if (events & FPS_EVENTS.hurt) this.cameras.main.shake(140, 0.006);
    this.skyAngle += angleDelta(this.lastAngle, p.angle);
    this.lastAngle = p.angle;
    this.kit.view.scrollX = this.skyAngle * this.camera.projection;
  }
}
