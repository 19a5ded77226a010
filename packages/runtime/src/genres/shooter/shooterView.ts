import type { ShooterWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber } from '../../kit/uiTheme.js';
import { createRng } from '../../levels/rng.js';
import { flyAnimationKey, type ShooterAssetKeys, type ShooterCastMember } from './shooterAssets.js';
import {
  ARENA_HEIGHT,
  ARENA_WIDTH,
  ENEMY_KIND,
  MAX_ENEMIES,
  MAX_ENEMY_SHOTS,
  MAX_SHOTS,
  SHOOTER_EVENTS,
} from './shooterRules.js';
import type { ShooterSimulation } from './shooterSimulation.js';

const HERO_DISPLAY = 70;
const ENEMY_DISPLAY: readonly number[] = [54, 48, 84];
const SHOT_DISPLAY = 22;
const STREAK_COUNT = 26;
const SPARK_COUNT = 12;
const KIND_TO_CAST: readonly ShooterCastMember[] = ['basicEnemy', 'fastEnemy', 'primaryEnemy'];

/**
 * Draws a ShooterSimulation in arena units: drifting streaks, the hero, enemies, both kinds of
 * shots, hit sparks and health bars. All objects are pooled up front; `render` moves them.
 */
export class ShooterView {
  private readonly streaks: GameObjects.Rectangle[] = [];
  private readonly streakSpeed: number[] = [];
  private readonly hero: GameObjects.Sprite;
  private readonly enemies: GameObjects.Sprite[] = [];
  private readonly enemyKindShown = new Int8Array(MAX_ENEMIES).fill(-1);
  private readonly enemyWasAlive = new Uint8Array(MAX_ENEMIES);
  private readonly shots: GameObjects.Image[] = [];
  private readonly enemyShots: GameObjects.Arc[] = [];
  private readonly sparks: GameObjects.Image[] = [];
  private nextSpark = 0;
  private readonly bars: GameObjects.Graphics;
  private readonly frame: GameObjects.Graphics;

  constructor(
    private readonly scene: Scene,
    world: ShooterWorld,
    private readonly keys: ShooterAssetKeys,
  ) {
    const palette = world.palette;
    this.frame = scene.add.graphics().setDepth(0);
    this.frame
      .fillStyle(hexToNumber(palette.skyTop), 0.28)
      .fillRect(0, 0, ARENA_WIDTH, ARENA_HEIGHT);
    this.frame
      .lineStyle(3, hexToNumber(palette.accent), 0.5)
      .strokeRect(0, 0, ARENA_WIDTH, ARENA_HEIGHT);
    const rng = createRng(world.seed ^ 0x51ea);
    for (let i = 0; i < STREAK_COUNT; i++) {
      const length = 6 + rng() * 22;
      this.streaks.push(
        scene.add
          .rectangle(
            rng() * ARENA_WIDTH,
            rng() * ARENA_HEIGHT,
            2,
            length,
            hexToNumber(palette.text),
            0.22 + rng() * 0.25,
          )
          .setDepth(1),
      );
      this.streakSpeed.push(120 + length * 12);
    }
    for (let i = 0; i < MAX_SHOTS; i++) {
      this.shots.push(
        scene.add
          .image(0, 0, keys.ammo)
          .setDisplaySize(SHOT_DISPLAY, SHOT_DISPLAY)
          .setDepth(4)
          .setVisible(false),
      );
    }
    const hostileColor = hexToNumber(palette.secondary);
    for (let i = 0; i < MAX_ENEMY_SHOTS; i++) {
      this.enemyShots.push(
        scene.add
          .circle(0, 0, 7, hostileColor, 1)
          .setStrokeStyle(3, 0xffffff, 0.9)
          .setDepth(6)
          .setVisible(false),
      );
    }
    for (let i = 0; i < MAX_ENEMIES; i++)
      this.enemies.push(
        scene.add.sprite(0, 0, keys.sheets.basicEnemy, 0).setDepth(3).setVisible(false),
      );
    this.hero = scene.add.sprite(0, 0, keys.sheets.hero, 0).setDepth(5);
    this.hero.setScale(HERO_DISPLAY / world.characters.hero.frameHeight).setAngle(-8);
    this.hero.play(flyAnimationKey(keys.sheets.hero));
    for (let i = 0; i < SPARK_COUNT; i++)
      this.sparks.push(
        scene.add
          .image(0, 0, keys.spark)
          .setDepth(7)
          .setVisible(false)
          .setTint(hexToNumber(palette.accent)),
      );
    this.bars = scene.add.graphics().setDepth(8);
  }

  render(sim: ShooterSimulation, events: number, deltaSeconds: number): void {
    for (let i = 0; i < this.streaks.length; i++) {
      const streak = this.streaks[i];
      if (!streak) continue;
      streak.y += (this.streakSpeed[i] ?? 200) * deltaSeconds;
      if (streak.y > ARENA_HEIGHT + 20) streak.y -= ARENA_HEIGHT + 40;
    }
    const hero = sim.hero;
    this.hero.setPosition(hero.x, hero.y + 6);
    this.hero.setAlpha(hero.invulnerable > 0 && Math.floor(sim.elapsed * 12) % 2 === 0 ? 0.3 : 1);
    this.renderEnemies(sim);
    this.renderPool(this.shots, sim.shots.alive, sim.shots.x, sim.shots.y);
    for (let i = 0; i < this.shots.length; i++) this.shots[i]?.setAngle(sim.elapsed * 720 + i * 40);
    this.renderPool(this.enemyShots, sim.enemyShots.alive, sim.enemyShots.x, sim.enemyShots.y);
    if (events & SHOOTER_EVENTS.hurt) this.spark(hero.x, hero.y, 2.2);
  }

  private renderPool(
    objects: (GameObjects.Image | GameObjects.Arc)[],
    alive: Uint8Array,
    xs: Float32Array,
    ys: Float32Array,
  ): void {
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i];
      if (!object) continue;
      const isAlive = alive[i] === 1;
      object.setVisible(isAlive);
      if (isAlive) object.setPosition(xs[i] ?? 0, ys[i] ?? 0);
    }
  }

  private renderEnemies(sim: ShooterSimulation): void {
    const e = sim.enemies;
    this.bars.clear();
    for (let i = 0; i < this.enemies.length; i++) {
      const sprite = this.enemies[i];
      if (!sprite) continue;
      const isAlive = e.alive[i] === 1;
      const x = e.x[i] ?? 0;
      const y = e.y[i] ?? 0;
      if (!isAlive) {
        // Shot down (not flown off the bottom): a burst where it was.
        if (this.enemyWasAlive[i] === 1 && y < ARENA_HEIGHT) this.spark(x, y, 1.6);
        this.enemyWasAlive[i] = 0;
        sprite.setVisible(false);
        continue;
      }
      const kind = sim.enemyKind[i] ?? 0;
      if (this.enemyKindShown[i] !== kind || this.enemyWasAlive[i] === 0) {
        this.enemyKindShown[i] = kind;
        const sheet = this.keys.sheets[KIND_TO_CAST[kind] ?? 'basicEnemy'];
        sprite.setTexture(sheet, 0).play(flyAnimationKey(sheet));
        sprite.setScale((ENEMY_DISPLAY[kind] ?? 48) / sprite.frame.height);
      }
      this.enemyWasAlive[i] = 1;
      sprite
        .setVisible(true)
        .setPosition(x, y)
        .setFlipX(x > sim.hero.x);
      if (kind === ENEMY_KIND.primary) {
        const health = (sim.enemyHealth[i] ?? 0) / sim.options.primaryEnemyHealth;
        this.bars.fillStyle(0x000000, 0.55).fillRect(x - 28, y - 50, 56, 7);
        this.bars
          .fillStyle(health > 0.34 ? 0x5cdb5c : 0xff5555, 1)
          .fillRect(x - 27, y - 49, 54 * health, 5);
      }
    }
  }

  private spark(x: number, y: number, scale: number): void {
    const spark = this.sparks[this.nextSpark];
    this.nextSpark = (this.nextSpark + 1) % this.sparks.length;
    if (!spark) return;
    this.scene.tweens.killTweensOf(spark);
    spark
      .setPosition(x, y)
      .setScale(scale * 0.4)
      .setAlpha(1)
      .setVisible(true);
    this.scene.tweens.add({
      targets: spark,
      scale: scale,
      alpha: 0,
      duration: 260,
      ease: 'Cubic.easeOut',
      onComplete: () => spark.setVisible(false),
    });
  }
}
