import type { FpsWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';
import type { LoadedGame } from '../genreModule.js';
import { createFpsTextures, fpsAssetKeys, queueFpsAssets, type FpsAssetKeys } from './fpsAssets.js';
import { angleDelta, createFpsAutopilot } from './fpsAutopilot.js';
import { FpsBillboards, IMPACT_SECONDS } from './fpsBillboards.js';
import { placeFpsProps } from './fpsProps.js';
import { FpsCamera } from './fpsCamera.js';
import { FpsColors, WALL_PATTERN_SHAPES } from './fpsColors.js';
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
export class FpsScene extends Scene {
  private readonly world: FpsWorld;
  private readonly keys: FpsAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly camera = new FpsCamera();
  private readonly colors: FpsColors;
  private sim: FpsSimulation | null = null;
  private walls: FpsWalls | null = null;
  private billboards: FpsBillboards | null = null;
  private weapon: FpsWeapon | null = null;
  private status: FpsStatus | null = null;
  private minimap: FpsMinimap | null = null;
  private autopilot = createFpsAutopilot();
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
  private frameCount = 0;
  private isFinished = false;
  private lastPointerX = 0;
  /** Turn angle without wrapping, for the sky's scroll. */
  private skyAngle = 0;
  private lastAngle = 0;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: FPS_SCENE_KEY });
    if (loaded.world.gameGenre !== 'FPS')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = fpsAssetKeys(kit.texturePrefix);
    this.clock = kit.createClock(FPS_STEP_SECONDS);
    this.colors = new FpsColors(this.world.palette);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueFpsAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    if (this.failedAssets.length > 0) {
      const key = this.failedAssets[0] ?? '';
      this.kit.reportAssetFailure(key === this.keys.ammo ? this.world.items.ammo.name : key);
      return;
    }
    const world = this.world;
    const palette = world.palette;
    createFpsTextures(this, world, this.keys);
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.ammo,
      controls: 'stick-action',
      buttonLabels: { jump: FPS_TEXTS.fire, action: FPS_TEXTS.run },
    });
    const sim = new FpsSimulation({ ...world.fps, difficulty: world.difficulty, seed: world.seed });
    this.sim = sim;
    this.clock.reset();
    this.autopilot = createFpsAutopilot();
    this.isFinished = false;
    this.frameCount = 0;
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
      WALL_PATTERN_SHAPES[world.fps.wallPattern],
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
    this.kit.debug.player = this.player;
    this.layout();
    this.scale.on('resize', this.layout);
    this.events.once('shutdown', () => this.scale.off('resize', this.layout));
  }

  private readonly layout = (): void => {
    const { cssWidth, cssHeight } = this.kit.viewport;
    const reserved = this.kit.reservedBottom;
    this.camera.layout(cssWidth, cssHeight, reserved);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.horizonY = this.camera.horizonY;
    this.weapon?.layout(cssWidth, cssHeight, this.camera.horizonY, reserved);
    this.minimap?.layout(cssWidth - 16, 70, MINIMAP_SIZE);
    this.status?.layout(cssWidth, cssHeight, this.camera.horizonY, MINIMAP_SIZE + 28);
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    if (!sim) return;
    const controls = this.kit.pollControls();
    const pointer = controls.pointer;
    if (pointer.isDown && !pointer.justPressed)
      sim.addTurn((pointer.x - this.lastPointerX) * DRAG_TURN);
    this.lastPointerX = pointer.x;
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    let didHit = false;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frameCount);
      sim.step(controls, FPS_STEP_SECONDS);
      events |= sim.events;
      if (sim.events & FPS_EVENTS.fire) didHit = (sim.events & FPS_EVENTS.hit) !== 0;
    }
    this.frameCount += 1;
    const seconds = steps * FPS_STEP_SECONDS;
    this.render(sim, events, didHit, seconds);
    const session = this.kit.session;
    session.score = sim.score;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.player.x * DEBUG_TILE_PX;
    this.player.y = sim.player.y * DEBUG_TILE_PX;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const total = sim.waves.length;
      const detail = won
        ? FPS_TEXTS.bossDefeated(this.world.characters.primaryEnemy.name)
        : FPS_TEXTS.reachedWave(Math.min(total, sim.waveIndex + 1), total);
      this.kit.finishRound(won, sim.score, detail);
    }
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
