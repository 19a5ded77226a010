import type { CollectibleWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { ARENA_BORDER, createArenaFloorTexture } from './arenaFloor.js';
import type { CollectibleAssetKeys } from './collectibleAssets.js';
import { COLLECTIBLE_EVENTS, MAGNET_RADIUS } from './collectibleRules.js';
import type { CollectibleSimulation } from './collectibleSimulation.js';

const HERO_DISPLAY = 58;
const HAZARD_DISPLAY = 50;
const ITEM_DISPLAY = 34;
const BONUS_DISPLAY = 48;
/** An obstacle's picture is this many times its radius across (a bit wider than its circle). */
const OBSTACLE_DISPLAY_PER_RADIUS = 2.5;
const POPUP_POOL_SIZE = 8;

type HeroPose = 'idle' | 'run' | 'hurt';

/** Where the camera shows the world, so screen-fixed widgets can be placed in world space. */
export interface ScreenFrame {
  left: number;
  top: number;
  zoom: number;
  cssWidth: number;
}

/**
 * Draws a CollectibleSimulation: floor, the place's props, items with shadows, hazards, the hero, the magnet ring,
 * score popups and the "collected / target" chip. Objects are made once; `render` moves them.
 */
export class CollectibleView {
  private readonly items: GameObjects.Image[] = [];
  private readonly itemShadows: GameObjects.Ellipse[] = [];
  private readonly hazards: GameObjects.Sprite[] = [];
  private readonly hazardShadows: GameObjects.Ellipse[] = [];
  private readonly hero: GameObjects.Sprite;
  private readonly heroShadow: GameObjects.Ellipse;
  private readonly bonus: GameObjects.Image;
  private readonly magnetRing: GameObjects.Arc;
  private readonly popups: GameObjects.Text[] = [];
  private readonly chipBackground: GameObjects.Rectangle;
  private readonly chipIcon: GameObjects.Image;
  private readonly chipText: GameObjects.Text;
  private shownCollected = -1;
  private nextPopup = 0;
  private pose: HeroPose | null = null;

  constructor(
    private readonly scene: Scene,
    world: CollectibleWorld,
    sim: CollectibleSimulation,
    private readonly keys: CollectibleAssetKeys,
  ) {
    const tile = scene.textures.exists(keys.floorTile)
      ? scene.textures.get(keys.floorTile).getSourceImage()
      : null;
    createArenaFloorTexture(
      scene,
      keys.floor,
      sim.width,
      sim.height,
      world.palette,
      world.seed,
      tile,
    );
    scene.add.image(-ARENA_BORDER, -ARENA_BORDER, keys.floor).setOrigin(0).setDepth(0);
    const shadowColor = 0x000000;
    this.addObstacles(world, sim, shadowColor);
    for (let i = 0; i < sim.itemX.length; i++) {
      this.itemShadows.push(scene.add.ellipse(0, 0, 22, 8, shadowColor, 0.2).setDepth(1));
      const image = scene.add.image(0, 0, keys.item).setDepth(2);
      image.setDisplaySize(ITEM_DISPLAY, ITEM_DISPLAY);
      this.items.push(image);
    }
    this.bonus = scene.add.image(0, 0, keys.bonus).setDepth(2).setVisible(false);
    this.bonus.setDisplaySize(BONUS_DISPLAY, BONUS_DISPLAY);
    scene.tweens.add({
      targets: this.bonus,
      angle: { from: -8, to: 8 },
      duration: 500,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    const hazardScale = HAZARD_DISPLAY / world.characters.hazard.frameHeight;
    for (let i = 0; i < sim.hazardX.length; i++) {
      this.hazardShadows.push(scene.add.ellipse(0, 0, 34, 10, shadowColor, 0.25).setDepth(3));
      const sprite = scene.add
        .sprite(0, 0, keys.hazard, 0)
        .setOrigin(0.5, 0.85)
        .setScale(hazardScale)
        .setDepth(4);
      sprite.play({ key: keys.hazardWalk, startFrame: i % 4 });
      this.hazards.push(sprite);
    }
    this.magnetRing = scene.add
      .circle(0, 0, MAGNET_RADIUS, hexToNumber(world.palette.accent), 0.12)
      .setStrokeStyle(3, hexToNumber(world.palette.accent), 0.7)
      .setDepth(1)
      .setVisible(false);
    this.heroShadow = scene.add.ellipse(0, 0, 38, 11, shadowColor, 0.28).setDepth(5);
    this.hero = scene.add
      .sprite(0, 0, keys.hero, 0)
      .setOrigin(0.5, 0.85)
      .setScale(HERO_DISPLAY / world.characters.hero.frameHeight)
      .setDepth(6);
    const textStyle = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '18px',
      fontStyle: 'bold',
      color: world.palette.accent,
      stroke: '#000000',
      strokeThickness: 4,
      resolution: 3,
    };
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add.text(0, 0, '', textStyle).setOrigin(0.5).setDepth(8).setVisible(false),
      );
    this.chipBackground = scene.add
      .rectangle(0, 0, 118, 40, 0x1b1d33, 0.72)
      .setStrokeStyle(2, hexToNumber(world.palette.accent), 0.9)
      .setDepth(20);
    this.chipIcon = scene.add.image(0, 0, keys.item).setDepth(21);
    this.chipText = scene.add
      .text(0, 0, '', { ...textStyle, fontSize: '20px', color: '#ffffff' })
      .setOrigin(0, 0.5)
      .setDepth(21);
  }

  /**
   * The place's props where the simulation has its obstacles, each standing on its circle with
   * a shadow (drawn once: they never move). A prop whose picture did not load is left out.
   */
  private addObstacles(world: CollectibleWorld, sim: CollectibleSimulation, shadowColor: number) {
    world.obstacles?.placed.forEach((obstacle, index) => {
      const key = this.keys.obstacles[obstacle.sprite];
      if (!key || !this.scene.textures.exists(key)) return;
      const x = sim.obstacleX[index] ?? obstacle.x;
      const y = sim.obstacleY[index] ?? obstacle.y;
      const size = obstacle.radius * OBSTACLE_DISPLAY_PER_RADIUS;
      this.scene.add
        .ellipse(x, y + obstacle.radius * 0.55, size * 0.8, size * 0.26, shadowColor, 0.22)
        .setDepth(1);
      this.scene.add
        .image(x, y + obstacle.radius * 0.6, key)
        .setOrigin(0.5, 1)
        .setDisplaySize(size, size)
        .setDepth(2.5);
    });
  }

  render(sim: CollectibleSimulation, screen: ScreenFrame): void {
    const events = sim.events;
    const bob = Math.sin(sim.elapsed * 5) * 3;
    for (let i = 0; i < this.items.length; i++) {
      const image = this.items[i];
      const shadow = this.itemShadows[i];
      if (!image || !shadow) continue;
      const isThere = (sim.itemRespawn[i] ?? 0) <= 0;
      image.setVisible(isThere);
      shadow.setVisible(isThere);
      if (!isThere) continue;
      const x = sim.itemX[i] ?? 0;
      const y = sim.itemY[i] ?? 0;
      image.setPosition(x, y - 8 + bob * (i % 2 === 0 ? 1 : -1));
      shadow.setPosition(x, y + 8);
    }
    this.bonus.setVisible(sim.bonusTime > 0);
    if (sim.bonusTime > 0) {
      this.bonus.setPosition(sim.bonusX, sim.bonusY - 10 + bob);
      // Blink in the last two seconds.
      this.bonus.setAlpha(sim.bonusTime < 2 && Math.floor(sim.elapsed * 8) % 2 === 0 ? 0.35 : 1);
    }
    for (let i = 0; i < this.hazards.length; i++) {
      const sprite = this.hazards[i];
      const shadow = this.hazardShadows[i];
      if (!sprite || !shadow) continue;
      const isActive = i < sim.hazardCount;
      sprite.setVisible(isActive);
      shadow.setVisible(isActive);
      if (!isActive) continue;
      const x = sim.hazardX[i] ?? 0;
      const y = sim.hazardY[i] ?? 0;
      sprite.setPosition(x, y + 8);
      sprite.setFlipX((sim.hazardVx[i] ?? 0) < 0);
      shadow.setPosition(x, y + 8);
    }
    const hero = sim.hero;
    this.hero.setPosition(hero.x, hero.y + 8);
    this.heroShadow.setPosition(hero.x, hero.y + 8);
    this.hero.setFlipX(hero.facing < 0);
    const isMoving = Math.abs(hero.vx) + Math.abs(hero.vy) > 30;
    const pose: HeroPose = hero.invulnerable > 1.2 ? 'hurt' : isMoving ? 'run' : 'idle';
    if (pose !== this.pose) {
      this.pose = pose;
      this.hero.play(
        pose === 'hurt'
          ? this.keys.heroHurt
          : pose === 'run'
            ? this.keys.heroRun
            : this.keys.heroIdle,
      );
    }
    this.hero.setAlpha(hero.invulnerable > 0 && Math.floor(sim.elapsed * 12) % 2 === 0 ? 0.4 : 1);
    this.hero.setTint(hero.dashTime > 0 ? 0xfff3a0 : 0xffffff);
    this.magnetRing.setVisible(hero.magnetTime > 0).setPosition(hero.x, hero.y);
    if (events & (COLLECTIBLE_EVENTS.pickup | COLLECTIBLE_EVENTS.bonus))
      this.popup(sim.lastPickupX, sim.lastPickupY - 20, sim.lastPickupPoints);
    this.placeChip(sim, screen);
  }

  private placeChip(sim: CollectibleSimulation, screen: ScreenFrame): void {
    // Screen-fixed under the kit's timer, clear of its hearts: placed in world space.
    const scale = 1 / screen.zoom;
    const centerX = screen.left + (screen.cssWidth - 74) * scale;
    const centerY = screen.top + 84 * scale;
    this.chipBackground.setPosition(centerX, centerY).setScale(scale);
    this.chipIcon.setPosition(centerX - 36 * scale, centerY).setDisplaySize(28 * scale, 28 * scale);
    this.chipText.setPosition(centerX - 16 * scale, centerY).setScale(scale);
    if (sim.collected !== this.shownCollected) {
      this.shownCollected = sim.collected;
      this.chipText.setText(`${Math.min(sim.collected, sim.targetCount)}/${sim.targetCount}`);
    }
  }

  private popup(x: number, y: number, points: number): void {
    const text = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!text) return;
    this.scene.tweens.killTweensOf(text);
    text.setText(`+${points}`).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: text,
      y: y - 34,
      alpha: 0,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => text.setVisible(false),
    });
  }
}
