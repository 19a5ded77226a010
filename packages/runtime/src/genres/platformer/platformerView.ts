import type { PlatformerWorld } from '@promptplay/contracts';
import type { GameObjects, Scene, Tilemaps } from 'phaser';
import type { PlatformerLevel } from '../../levels/index.js';
import { hexToNumber } from '../../kit/uiTheme.js';
import type { PlatformerAssetKeys } from './platformerAssets.js';
import {
  ENEMY_BODY_HEIGHT,
  ENEMY_BODY_WIDTH,
  HERO_BODY_HEIGHT,
  SIM_EVENTS,
  COIN_SCORE,
  STOMP_SCORE,
} from './platformerRules.js';
import type { PlatformerSimulation } from './platformerSimulation.js';
import { buildTileRows } from './tileLayout.js';
import { TILE_MARGIN, TILE_SPACING, TILE_TEXTURE_SIZE, createTileTexture } from './tileTextures.js';

/** Taller than its 38-pixel body: a chef's hat or a flannel shirt reads on a phone. */
const HERO_DISPLAY_HEIGHT = 70;
const ENEMY_DISPLAY_HEIGHT = 38;
const COIN_DISPLAY_SIZE = 24;
const GOAL_DISPLAY_HEIGHT = 72;
const POPUP_POOL_SIZE = 6;

type HeroPose = 'idle' | 'run' | 'jump' | 'hurt';

/**
 * Draws a PlatformerSimulation: tilemap, coins, enemies, goal and the animated hero. Everything
 * is created up front; `render` only moves and toggles objects, and starts short tweens on events.
 */
export class PlatformerView {
  private tileLayer: Tilemaps.TilemapLayer | Tilemaps.TilemapGPULayer | null = null;
  private tileRowsShown = 0;
  private readonly coins: GameObjects.Image[] = [];
  private readonly enemies: GameObjects.Sprite[] = [];
  private readonly hero: GameObjects.Sprite;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private pose: HeroPose | null = null;
  private readonly coinShown: Uint8Array;
  private readonly enemyShown: Uint8Array;

  constructor(
    private readonly scene: Scene,
    private readonly world: PlatformerWorld,
    private readonly level: PlatformerLevel,
    private readonly keys: PlatformerAssetKeys,
    extraRows: number,
  ) {
    createTileTexture(scene, keys.tiles, world.palette, world.platformer.course);
    this.ensureExtraRows(extraRows);
    this.createGoal();
    const size = level.tileSize;
    const coinTweenTargets: GameObjects.Image[] = [];
    for (const coin of level.coins) {
      const image = scene.add
        .image((coin.x + 0.5) * size, (coin.y + 0.5) * size, keys.collectible)
        .setDepth(2);
      image.setDisplaySize(COIN_DISPLAY_SIZE, COIN_DISPLAY_SIZE);
      this.coins.push(image);
      coinTweenTargets.push(image);
    }
    if (coinTweenTargets.length > 0) {
      scene.tweens.add({
        targets: coinTweenTargets,
        y: '-=4',
        duration: 650,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
    }
    this.coinShown = new Uint8Array(level.coins.length).fill(1);
    const enemyScale = ENEMY_DISPLAY_HEIGHT / world.characters.enemy.frameHeight;
    for (const _enemy of level.enemies) {
      const sprite = scene.add
        .sprite(0, 0, keys.enemy, 0)
        .setOrigin(0.5, 1)
        .setScale(enemyScale)
        .setDepth(3);
      sprite.play(keys.enemyWalk);
      this.enemies.push(sprite);
    }
    this.enemyShown = new Uint8Array(level.enemies.length).fill(1);
    const heroScale = HERO_DISPLAY_HEIGHT / world.characters.hero.frameHeight;
    this.hero = scene.add
      .sprite(0, 0, keys.hero, 0)
      .setOrigin(0.5, 1)
      .setScale(heroScale)
      .setDepth(5);
    for (let i = 0; i < POPUP_POOL_SIZE; i++) {
      const text = scene.add
        .text(0, 0, '', {
          fontFamily: 'system-ui, sans-serif',
          fontSize: '16px',
          fontStyle: 'bold',
          color: world.palette.accent,
          stroke: '#000000',
          strokeThickness: 4,
          resolution: 3,
        })
        .setOrigin(0.5)
        .setDepth(6)
        .setVisible(false);
      this.popups.push(text);
    }
  }

  /** (Re)builds the tilemap when more display rows are needed below the level. */
  ensureExtraRows(extraRows: number): void {
    const rows = this.level.heightTiles + extraRows;
    if (this.tileLayer && rows <= this.tileRowsShown) return;
    this.tileLayer?.tilemap.destroy();
    const map = this.scene.make.tilemap({
      data: buildTileRows(this.level, extraRows),
      tileWidth: TILE_TEXTURE_SIZE,
      tileHeight: TILE_TEXTURE_SIZE,
    });
    const tileset = map.addTilesetImage(
      this.keys.tiles,
      this.keys.tiles,
      TILE_TEXTURE_SIZE,
      TILE_TEXTURE_SIZE,
      TILE_MARGIN,
      TILE_SPACING,
    );
    this.tileLayer = tileset ? map.createLayer(0, tileset, 0, 0) : null;
    this.tileLayer?.setScale(this.level.tileSize / TILE_TEXTURE_SIZE).setDepth(1);
    this.tileRowsShown = rows;
  }

  private createGoal(): void {
    const size = this.level.tileSize;
    const x = (this.level.goal.x + 0.5) * size;
    const y = (this.level.goal.y + 1) * size;
    const glow = this.scene.add.circle(
      x,
      y - GOAL_DISPLAY_HEIGHT / 2,
      GOAL_DISPLAY_HEIGHT * 0.62,
      hexToNumber(this.world.palette.accent),
      0.35,
    );
    glow.setDepth(1);
    this.scene.tweens.add({
      targets: glow,
      scale: 1.15,
      alpha: 0.18,
      duration: 900,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    const goal = this.scene.add.image(x, y, this.keys.goal).setOrigin(0.5, 1).setDepth(2);
    goal.setScale(GOAL_DISPLAY_HEIGHT / goal.height);
  }

  private popup(x: number, y: number, points: number): void {
    const text = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!text) return;
    this.scene.tweens.killTweensOf(text);
    text.setText(`+${points}`).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: text,
      y: y - 28,
      alpha: 0,
      duration: 650,
      ease: 'Cubic.easeOut',
      onComplete: () => text.setVisible(false),
    });
  }

  render(sim: PlatformerSimulation, events: number): void {
    if (events & SIM_EVENTS.coin) {
      for (let i = 0; i < this.coins.length; i++) {
        if (sim.coinTaken[i] !== 1 || this.coinShown[i] !== 1) continue;
        this.coinShown[i] = 0;
        const coin = this.coins[i];
        if (!coin) continue;
        this.popup(coin.x, coin.y - 8, COIN_SCORE);
        this.scene.tweens.add({
          targets: coin,
          scale: coin.scale * 1.6,
          alpha: 0,
          duration: 180,
          onComplete: () => coin.setVisible(false),
        });
      }
    }
    for (let i = 0; i < this.enemies.length; i++) {
      const sprite = this.enemies[i];
      if (!sprite || this.enemyShown[i] !== 1) continue;
      const x = (sim.enemyX[i] ?? 0) + ENEMY_BODY_WIDTH / 2;
      const y = (sim.enemyY[i] ?? 0) + ENEMY_BODY_HEIGHT;
      sprite.setPosition(x, y);
      sprite.setFlipX((sim.enemyDirection[i] ?? 1) < 0);
      if (sim.enemyAlive[i] !== 1) {
        this.enemyShown[i] = 0;
        sprite.stop();
        this.popup(x, y - ENEMY_DISPLAY_HEIGHT, STOMP_SCORE);
        this.scene.tweens.add({
          targets: sprite,
          scaleY: sprite.scaleY * 0.25,
          alpha: 0,
          duration: 260,
          onComplete: () => sprite.setVisible(false),
        });
      }
    }
    const hero = sim.hero;
    this.hero.setPosition(hero.x + hero.width / 2, hero.y + HERO_BODY_HEIGHT + 1);
    if (hero.vx > 5) this.hero.setFlipX(false);
    else if (hero.vx < -5) this.hero.setFlipX(true);
    const pose: HeroPose =
      hero.hurt > 0 ? 'hurt' : !hero.grounded ? 'jump' : Math.abs(hero.vx) > 20 ? 'run' : 'idle';
    if (pose !== this.pose) {
      this.pose = pose;
      this.hero.play(this.animationFor(pose));
    }
    this.hero.setAlpha(hero.invulnerable > 0 && Math.floor(sim.elapsed * 12) % 2 === 0 ? 0.35 : 1);
  }

  private animationFor(pose: HeroPose): string {
    switch (pose) {
      case 'idle':
        return this.keys.heroIdle;
      case 'run':
        return this.keys.heroRun;
      case 'jump':
        return this.keys.heroJump;
      case 'hurt':
        return this.keys.heroHurt;
    }
  }
}
