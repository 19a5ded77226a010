import { SPRITE_SHEET_FRAMES } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { FpsAssetKeys } from './fpsAssets.js';

const LEFT = 12;
/** Below the kit's score chip. */
const TOP = 64;
const PORTRAIT = 46;
const BAR_WIDTH = 112;
const BAR_HEIGHT = 14;
const TOAST_SECONDS = 1.2;
const HURT_FRAME = SPRITE_SHEET_FRAMES.indexOf('hurt');
const IDLE_FRAME = SPRITE_SHEET_FRAMES.indexOf('idle0');

/** What the status shows this frame. */
export interface FpsStatusValues {
  health: number;
  maxHealth: number;
  ammo: number;
  /** 0..0.5 s left of the red flash of being hurt. */
  hurt: number;
  /** Where the last damage came from, relative to the view (radians, + is right). */
  hurtAngle: number;
  /** Boss health share 0..1, or -1 while no boss stands. */
  boss: number;
  /** Banner text (wave, boss), or null. */
  banner: string | null;
  /** Name of the enemy in the crosshair, or null. */
  aimed: string | null;
}

/**
 * The FPS's own HUD under the kit's score chip: the hero's portrait (wincing when hurt), health
 * bar, ammo count, the boss's health bar with its name, the wave banner, pickup toasts and the
 * red hurt flash. Text is redrawn only when it changes.
 */
export class FpsStatus {
  private readonly portraitBack: GameObjects.Graphics;
  private readonly portrait: GameObjects.Image;
  private readonly bars: GameObjects.Graphics;
  private readonly ammoIcon: GameObjects.Image;
  private readonly ammoText: GameObjects.Text;
  private readonly bossName: GameObjects.Text;
  private readonly banner: GameObjects.Text;
  private readonly toast: GameObjects.Text;
  private readonly aimLabel: GameObjects.Text;
  private shownAimed: string | null = null;
  private readonly hurtFlash: GameObjects.Rectangle;
  /** Red edges on the side the damage came from: left, right, behind (bottom). */
  private readonly hurtEdges: GameObjects.Rectangle[] = [];
  private shownAmmo = -1;
  private shownHealth = -1;
  private shownBoss = -2;
  private shownBanner: string | null = null;
  private toastTimer = 0;
  private width = 0;
  private bossY = 0;
  private bossWidth = 240;

  constructor(scene: Scene, keys: FpsAssetKeys, bossName: string, accent: string, depth: number) {
    const text = (size: number, color: string) => ({
      fontFamily: UI_FONT_FAMILY,
      fontSize: `${size}px`,
      fontStyle: 'bold',
      color,
      stroke: '#1b1d33',
      strokeThickness: Math.max(4, size / 5),
      resolution: 3,
    });
    this.hurtFlash = scene.add.rectangle(0, 0, 10, 10, 0xff2030, 0).setOrigin(0).setDepth(depth);
    for (let i = 0; i < 3; i++)
      this.hurtEdges.push(
        scene.add.rectangle(0, 0, 10, 10, 0xff2030, 0.6).setOrigin(0).setDepth(depth),
      );
    this.portraitBack = scene.add.graphics().setDepth(depth + 1);
    this.portrait = scene.add
      .image(LEFT + PORTRAIT / 2, TOP + PORTRAIT / 2, keys.sheets.hero, IDLE_FRAME)
      .setDisplaySize(PORTRAIT, PORTRAIT)
      .setDepth(depth + 2);
    this.bars = scene.add.graphics().setDepth(depth + 1);
    this.ammoIcon = scene.add
      .image(0, 0, keys.ammo)
      .setDisplaySize(24, 24)
      .setDepth(depth + 2);
    this.ammoText = scene.add
      .text(0, 0, '', text(20, '#ffffff'))
      .setOrigin(0, 0.5)
      .setDepth(depth + 2);
    this.bossName = scene.add
      .text(0, 0, bossName, text(16, '#ffffff'))
      .setOrigin(0.5, 1)
      .setDepth(depth + 2)
      .setVisible(false);
    this.banner = scene.add
      .text(0, 0, '', text(32, accent))
      .setOrigin(0.5)
      .setDepth(depth + 3)
      .setVisible(false);
    this.aimLabel = scene.add
      .text(0, 0, '', text(15, '#ffffff'))
      .setOrigin(0.5, 0)
      .setDepth(depth + 3)
      .setVisible(false);
    this.toast = scene.add
      .text(0, 0, '', text(20, '#ffffff'))
      .setOrigin(0.5)
      .setDepth(depth + 3)
      .setVisible(false);
  }

  /** `sideReserve`: CSS px kept free at each side of the boss bar (the minimap's corner). */
  layout(width: number, height: number, horizonY: number, sideReserve: number): void {
    this.width = width;
    this.bossWidth = Math.max(120, Math.min(240, width - 2 * sideReserve));
    this.hurtFlash.setSize(width, height);
    const edge = Math.round(Math.min(width, height) * 0.09);
    this.hurtEdges[0]?.setPosition(0, 0).setSize(edge, height);
    this.hurtEdges[1]?.setPosition(width - edge, 0).setSize(edge, height);
    this.hurtEdges[2]?.setPosition(0, height - edge).setSize(width, edge);
    const g = this.portraitBack;
    g.clear();
    g.fillStyle(0x000000, 0.4).fillRoundedRect(LEFT - 2, TOP - 2, PORTRAIT + 4, PORTRAIT + 4, 10);
    this.ammoIcon.setPosition(LEFT + PORTRAIT + 20, TOP + PORTRAIT - 10);
    this.ammoText.setPosition(LEFT + PORTRAIT + 36, TOP + PORTRAIT - 10);
    this.bossY = TOP + PORTRAIT + 34;
    this.bossName.setPosition(width / 2, this.bossY - 2);
    this.banner.setPosition(width / 2, Math.max(this.bossY + 40, horizonY - 120));
    this.aimLabel.setPosition(width / 2, horizonY + 22);
    this.toast.setPosition(width / 2, horizonY + 64);
    this.shownHealth = -1;
    this.shownBoss = -2;
  }

  /** Shows a short line under the crosshair (a pickup). */
  showToast(message: string): void {
    this.toast.setText(message).setVisible(true).setAlpha(1);
    this.toastTimer = TOAST_SECONDS;
  }

  update(values: FpsStatusValues, deltaSeconds: number): void {
    const hurtAlpha = Math.min(0.3, values.hurt * 0.6);
    this.hurtFlash.setVisible(hurtAlpha > 0).setFillStyle(0xff2030, hurtAlpha);
    const angle = values.hurtAngle;
    const side = Math.abs(angle) > 2.2 ? 2 : angle < -0.5 ? 0 : angle > 0.5 ? 1 : -1;
    for (let i = 0; i < 3; i++)
      this.hurtEdges[i]?.setVisible(hurtAlpha > 0 && i === side).setAlpha(values.hurt * 1.4);
    this.portrait.setFrame(values.hurt > 0.2 ? HURT_FRAME : IDLE_FRAME);
    this.portrait.setDisplaySize(PORTRAIT, PORTRAIT);
    const ammo = values.ammo;
    if (ammo !== this.shownAmmo) {
      this.shownAmmo = ammo;
      this.ammoText.setText(String(ammo)).setColor(ammo === 0 ? '#ff6b6b' : '#ffffff');
    }
    const health = Math.ceil(values.health);
    const boss = Math.round(values.boss * 100);
    if (health !== this.shownHealth || boss !== this.shownBoss) {
      this.shownHealth = health;
      this.shownBoss = boss;
      this.drawBars(health / values.maxHealth, values.boss);
    }
    if (values.banner !== this.shownBanner) {
      this.shownBanner = values.banner;
      this.banner.setVisible(values.banner !== null);
      if (values.banner !== null) this.banner.setText(values.banner);
    }
    if (values.aimed !== this.shownAimed) {
      this.shownAimed = values.aimed;
      this.aimLabel.setVisible(values.aimed !== null);
      if (values.aimed !== null) this.aimLabel.setText(values.aimed);
    }
    if (this.toastTimer > 0) {
      this.toastTimer = Math.max(0, this.toastTimer - deltaSeconds);
      this.toast.setAlpha(Math.min(1, this.toastTimer * 3)).setY(this.toast.y - deltaSeconds * 14);
      if (this.toastTimer === 0) this.toast.setVisible(false);
    }
  }

  private drawBars(health: number, boss: number): void {
    const g = this.bars;
    g.clear();
    const x = LEFT + PORTRAIT + 10;
    const y = TOP + 4;
    g.fillStyle(0x000000, 0.5).fillRoundedRect(x, y, BAR_WIDTH + 6, BAR_HEIGHT + 6, 8);
    const color = health > 0.5 ? 0x5cdb5c : health > 0.25 ? 0xffc23d : 0xff4d4d;
    if (health > 0)
      g.fillStyle(color, 1).fillRoundedRect(x + 3, y + 3, Math.max(6, BAR_WIDTH * health), 14, 6);
    this.bossName.setVisible(boss >= 0);
    if (boss < 0) return;
    const width = this.bossWidth;
    const left = (this.width - width) / 2;
    g.fillStyle(0x000000, 0.55).fillRoundedRect(left - 3, this.bossY, width + 6, 16, 8);
    if (boss > 0)
      g.fillStyle(0xff4d6d, 1).fillRoundedRect(
        left,
        this.bossY + 3,
        Math.max(6, width * boss),
        10,
        5,
      );
  }
}
