import { SPRITE_SHEET_FRAMES, type SpriteFrameName } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { KIT_TEXTURES } from '../../kit/kitTextures.js';
import type { FpsAssetKeys, FpsCastMember } from './fpsAssets.js';
import type { FpsCamera } from './fpsCamera.js';
import { MAX_FPS_PROPS, type FpsProps } from './fpsProps.js';
import {
  DYING_SECONDS,
  ENEMY_ATTACK_SECONDS,
  ENEMY_HEIGHT,
  ENEMY_HOVER,
  MAX_ENEMIES,
  MAX_PICKUPS,
  MAX_PROJECTILES,
} from './fpsRules.js';
import { ENEMY_STATE, PICKUP_KIND, type FpsSimulation } from './fpsSimulation.js';

const KIND_TO_CAST: readonly FpsCastMember[] = ['basicEnemy', 'fastEnemy', 'primaryEnemy'];
const frameIndex = (name: SpriteFrameName): number => SPRITE_SHEET_FRAMES.indexOf(name);
const RUN_FRAMES = [frameIndex('run0'), frameIndex('run1'), frameIndex('run2'), frameIndex('run3')];
const HURT_FRAME = frameIndex('hurt');
const LUNGE_FRAME = frameIndex('jump');
/** Feet line of the character sheets (GROUND_Y of the generator's 96 px frames). */
const FEET_ORIGIN_Y = 92 / 96;

const TYPE_ENEMY = 0;
const TYPE_PICKUP = 1;
const TYPE_PROJECTILE = 2;
const TYPE_IMPACT = 3;
const TYPE_PROP = 4;
const CAPACITY = MAX_ENEMIES + MAX_PICKUPS + MAX_PROJECTILES + 1 + MAX_FPS_PROPS;
const NEAR_CLIP = 0.15;
const PICKUP_HEIGHT = 0.34;
const ORB_HEIGHT = 0.32;
const IMPACT_HEIGHT = 0.34;
/** Props stand a little over half a wall high. */
const PROP_HEIGHT = 0.58;
/** Seconds the impact burst shows where a shot landed. */
export const IMPACT_SECONDS = 0.12;
const HIT_TINT = 0xff7070;

/**
 * Enemies, pickups, the boss's throws, shot impacts and the place's props as camera-facing
 * sprites. Each frame it
 * projects them, sorts them far to near into a fixed pool of Images (so no display-list sort),
 * and crops each to the columns where it is nearer than the wall (the raycaster's depth buffer).
 */
export class FpsBillboards {
  private readonly pool: GameObjects.Image[] = [];
  private readonly type = new Uint8Array(CAPACITY);
  private readonly index = new Uint8Array(CAPACITY);
  private readonly depth = new Float32Array(CAPACITY);
  private readonly screenX = new Float32Array(CAPACITY);
  private readonly order = new Uint8Array(CAPACITY);
  private count = 0;
  /** Seconds left showing the last shot's impact. */
  impactTimer = 0;

  /** This frame's camera: position, view direction, view plane and projection. */
  private px = 0;
  private py = 0;
  private dirX = 1;
  private dirY = 0;
  private planeX = 0;
  private planeY = 1;
  private invDet = 1;
  private halfWidth = 1;

  constructor(
    scene: Scene,
    private readonly keys: FpsAssetKeys,
    private readonly accent: number,
    firstDepth: number,
    private readonly props: FpsProps,
  ) {
    for (let i = 0; i < CAPACITY; i++)
      this.pool.push(
        scene.add
          .image(0, 0, keys.ammo)
          .setDepth(firstDepth + i)
          .setVisible(false),
      );
  }

  render(sim: FpsSimulation, camera: FpsCamera, wallDepth: Float32Array, time: number): void {
    const p = sim.player;
    this.px = p.x;
    this.py = p.y;
    this.dirX = Math.cos(p.angle);
    this.dirY = Math.sin(p.angle);
    this.planeX = -this.dirY * camera.plane;
    this.planeY = this.dirX * camera.plane;
    this.invDet = 1 / (this.planeX * this.dirY - this.dirX * this.planeY);
    this.halfWidth = camera.width / 2;
    this.count = 0;
    for (let i = 0; i < MAX_ENEMIES; i++)
      if (sim.enemyState[i] !== ENEMY_STATE.none)
        this.add(TYPE_ENEMY, i, sim.enemyX[i] ?? 0, sim.enemyY[i] ?? 0);
    for (let i = 0; i < this.props.count; i++)
      this.add(TYPE_PROP, i, this.props.x[i] ?? 0, this.props.y[i] ?? 0);
    for (let i = 0; i < MAX_PICKUPS; i++)
      if (sim.pickupAlive[i] === 1)
        this.add(TYPE_PICKUP, i, sim.pickupX[i] ?? 0, sim.pickupY[i] ?? 0);
    for (let i = 0; i < MAX_PROJECTILES; i++)
      if (sim.projectileAlive[i] === 1)
        this.add(TYPE_PROJECTILE, i, sim.projectileX[i] ?? 0, sim.projectileY[i] ?? 0);
    if (this.impactTimer > 0) {
      // Just in front of what the shot hit, so the wall does not hide it.
      const back = Math.min(0.12, sim.shotDistance * 0.5);
      this.add(TYPE_IMPACT, 0, sim.shotX - this.dirX * back, sim.shotY - this.dirY * back);
    }
    this.sortFarToNear();
    for (let k = 0; k < this.count; k++) {
      const n = this.order[k] ?? 0;
      const image = this.pool[k];
      if (image) this.place(image, n, sim, camera, wallDepth, time);
    }
    for (let k = this.count; k < CAPACITY; k++) this.pool[k]?.setVisible(false);
  }

  /** Projects one thing at world (x, y) into camera space; skipped when behind the eye. */
  private add(type: number, i: number, x: number, y: number): void {
    const dx = x - this.px;
    const dy = y - this.py;
    const ty = this.invDet * (-this.planeY * dx + this.planeX * dy);
    if (ty < NEAR_CLIP) return;
    const tx = this.invDet * (this.dirY * dx - this.dirX * dy);
    const n = this.count++;
    this.type[n] = type;
    this.index[n] = i;
    this.depth[n] = ty;
    this.screenX[n] = this.halfWidth * (1 + tx / ty);
  }

  private sortFarToNear(): void {
    for (let k = 0; k < this.count; k++) this.order[k] = k;
    for (let k = 1; k < this.count; k++) {
      const item = this.order[k] ?? 0;
      const d = this.depth[item] ?? 0;
      let j = k - 1;
      while (j >= 0 && (this.depth[this.order[j] ?? 0] ?? 0) < d) {
        this.order[j + 1] = this.order[j] ?? 0;
        j--;
      }
      this.order[j + 1] = item;
    }
  }

  private place(
    image: GameObjects.Image,
    n: number,
    sim: FpsSimulation,
    camera: FpsCamera,
    wallDepth: Float32Array,
    time: number,
  ): void {
    const i = this.index[n] ?? 0;
    const depth = this.depth[n] ?? 1;
    const pxPerTile = camera.projection / depth;
    let height = 0;
    let lift = 0;
    let alpha = 1;
    let originY = 0.5;
    let tint = 0xffffff;
    let isFlipped = false;
    const type = this.type[n];
    if (type === TYPE_ENEMY) {
      const kind = sim.enemyKind[i] ?? 0;
      const member = KIND_TO_CAST[kind] ?? 'basicEnemy';
      const isDying = sim.enemyState[i] === ENEMY_STATE.dying;
      let frame = RUN_FRAMES[Math.floor((sim.enemyWalked[i] ?? 0) * 5 + i) % 4] ?? 0;
      if (isDying || (sim.enemyFlash[i] ?? 0) > 0) frame = HURT_FRAME;
      else if ((sim.enemyTimer[i] ?? 0) > (ENEMY_ATTACK_SECONDS[kind] ?? 1) * 0.75)
        frame = LUNGE_FRAME;
      image.setTexture(this.keys.sheets[member], frame);
      height = ENEMY_HEIGHT[kind] ?? 0.7;
      lift = (ENEMY_HOVER[kind] ?? 0) * (1 + Math.sin(time * 6 + i) * 0.25);
      originY = FEET_ORIGIN_Y;
      if ((sim.enemyFlash[i] ?? 0) > 0) tint = HIT_TINT;
      if (isDying) {
        const left = (sim.enemyTimer[i] ?? 0) / DYING_SECONDS;
        alpha = left;
        height *= 0.6 + 0.4 * left;
        lift *= left;
      }
      const heading = sim.enemyHeading[i] ?? 0;
      isFlipped = Math.cos(heading) * this.planeX + Math.sin(heading) * this.planeY < 0;
    } else if (type === TYPE_PICKUP) {
      const isAmmo = sim.pickupKind[i] === PICKUP_KIND.ammo;
      image.setTexture(isAmmo ? this.keys.ammo : KIT_TEXTURES.heart);
      height = PICKUP_HEIGHT;
      lift = 0.22 + Math.sin(time * 3 + i) * 0.06;
    } else if (type === TYPE_PROP) {
      image.setTexture(this.keys.props[this.props.picture[i] ?? 0] ?? this.keys.ammo);
      height = PROP_HEIGHT;
      lift = 0;
    } else if (type === TYPE_PROJECTILE) {
      image.setTexture(this.keys.orb);
      height = ORB_HEIGHT;
      lift = 0.45;
    } else {
      image.setTexture(this.keys.burst);
      height = IMPACT_HEIGHT;
      lift = 0.55;
      tint = this.accent;
      alpha = Math.min(1, this.impactTimer / IMPACT_SECONDS + 0.3);
    }
    const frameWidth = image.frame.width;
    const frameHeight = image.frame.height;
    const displayHeight = height * pxPerTile;
    const displayWidth = (displayHeight * frameWidth) / frameHeight;
    const centreX = this.screenX[n] ?? 0;
    const baseY = camera.floorY(depth, lift);
    const y = originY === 0.5 ? baseY - displayHeight / 2 : baseY;
    const left = centreX - displayWidth / 2;
    const right = centreX + displayWidth / 2;
    const visible = this.visibleSpan(left, right, depth, camera, wallDepth);
    if (visible === null) {
      image.setVisible(false);
      return;
    }
    image
      .setVisible(true)
      .setOrigin(0.5, originY)
      .setFlipX(isFlipped)
      .setPosition(centreX, y)
      .setDisplaySize(displayWidth, displayHeight)
      .setAlpha(alpha)
      .setTint(tint);
    const [from, to] = visible;
    if (from <= left && to >= right) {
      image.setCrop();
      return;
    }
    const scale = frameWidth / displayWidth;
    image.setCrop((from - left) * scale, 0, (to - from) * scale, frameHeight);
  }

  private readonly span: [number, number] = [0, 0];

  /** Screen x range of [left, right] where the sprite is nearer than the walls, or null. */
  private visibleSpan(
    left: number,
    right: number,
    depth: number,
    camera: FpsCamera,
    wallDepth: Float32Array,
  ): [number, number] | null {
    const columns = camera.columns;
    const width = camera.columnWidth;
    let first = Math.max(0, Math.floor(left / width));
    let last = Math.min(columns - 1, Math.floor(right / width));
    while (first <= last && (wallDepth[first] ?? 0) < depth) first++;
    while (last >= first && (wallDepth[last] ?? 0) < depth) last--;
    if (first > last) return null;
    this.span[0] = Math.max(left, first * width);
    this.span[1] = Math.min(right, (last + 1) * width);
    return this.span;
  }
}
