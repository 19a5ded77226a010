import type { GameObjects, Scene } from 'phaser';
import { clamp } from '../../kit/math.js';

/** Colours of the launcher, the flash and the crosshair. */
export interface WeaponColors {
  body: number;
  trim: number;
  outline: number;
  flash: number;
}

const RECOIL_SECONDS = 0.12;
const FLASH_SECONDS = 0.07;
const SHOT_SECONDS = 0.11;
const HIT_MARK_SECONDS = 0.16;
/** Launcher size in CSS px before scaling to the screen. */
const MUZZLE_HALF = 34;
const BASE_HALF = 58;
const LENGTH = 170;
const ON_TARGET_COLOR = 0xff4d4d;
/** Size of a named weapon in the hand, in CSS px before scaling, and its tilt (radians). */
const HELD_SIZE = 190;
const HELD_TILT = -0.35;
/** CSS px the stick-action touch controls take at the two bottom corners together. */
const CONTROLS_SPAN = 400;

/**
 * The player's launcher at the bottom of the view, loaded with the world's ammo: it bobs while
 * walking, kicks back and flashes when firing, and a copy of the ammo flies to the crosshair.
 * Also the crosshair and its hit marker. Everything is created once and moved every frame.
 */
export class FpsWeapon {
  private readonly body: GameObjects.Graphics;
  private readonly loaded: GameObjects.Image;
  private readonly flash: GameObjects.Image;
  private readonly shot: GameObjects.Image;
  private readonly crosshair: GameObjects.Graphics;
  /** The crosshair while an enemy is in it. */
  private readonly crosshairOn: GameObjects.Graphics;
  private readonly hitMark: GameObjects.Graphics;
  /** The named weapon held instead of the launcher ("with a flashlight"), if any. */
  private readonly held: GameObjects.Image | null;
  private recoil = 0;
  private flashTimer = 0;
  private shotTimer = 0;
  private hitTimer = 0;
  private shotsFired = 0;
  private anchorX = 0;
  private anchorY = 0;
  private scale = 1;
  private centreX = 0;
  private centreY = 0;

  constructor(
    scene: Scene,
    ammoKey: string,
    burstKey: string,
    private readonly colors: WeaponColors,
    depth: number,
    heldKey: string | null = null,
  ) {
    this.crosshair = scene.add.graphics().setDepth(depth);
    this.crosshairOn = scene.add.graphics().setDepth(depth).setVisible(false);
    this.hitMark = scene.add.graphics().setDepth(depth).setVisible(false);
    this.shot = scene.add
      .image(0, 0, ammoKey)
      .setDepth(depth + 1)
      .setVisible(false);
    this.body = scene.add.graphics().setDepth(depth + 2);
    this.loaded = scene.add.image(0, 0, ammoKey).setDepth(depth + 3);
    this.held = heldKey ? scene.add.image(0, 0, heldKey).setDepth(depth + 3) : null;
    // The named weapon is the whole of what the hand holds: no launcher, no ammo in it.
    this.body.setVisible(this.held === null);
    this.flash = scene.add
      .image(0, 0, burstKey)
      .setDepth(depth + 4)
      .setTint(colors.flash)
      .setVisible(false);
  }

  /** Crosshair at the view's centre; the launcher at the bottom, clear of the touch controls. */
  layout(width: number, height: number, horizonY: number, reservedBottom: number): void {
    this.scale = clamp(Math.min(width, height) / 460, 0.65, 1.2);
    this.centreX = width / 2;
    this.centreY = horizonY;
    const s = this.scale;
    // Between the stick and the buttons when the screen is wide enough (landscape, desktop),
    // else standing on the touch controls' top edge, clear of the buttons.
    const isBetweenControls = reservedBottom === 0 || width - CONTROLS_SPAN > BASE_HALF * 2.4 * s;
    this.anchorX = width / 2 + (reservedBottom > 0 ? 0 : width * 0.12);
    this.anchorY = isBetweenControls
      ? height - LENGTH * 0.78 * s
      : height - reservedBottom - LENGTH * 0.95 * s;
    const g = this.body;
    g.clear();
    g.fillStyle(this.colors.outline, 1);
    g.fillTriangle(-MUZZLE_HALF - 5, -6, MUZZLE_HALF + 5, -6, BASE_HALF + 6, LENGTH);
    g.fillTriangle(-MUZZLE_HALF - 5, -6, BASE_HALF + 6, LENGTH, -BASE_HALF - 6, LENGTH);
    g.fillStyle(this.colors.body, 1);
    g.fillTriangle(-MUZZLE_HALF, 0, MUZZLE_HALF, 0, BASE_HALF, LENGTH);
    g.fillTriangle(-MUZZLE_HALF, 0, BASE_HALF, LENGTH, -BASE_HALF, LENGTH);
    g.fillStyle(0xffffff, 0.18);
    g.fillTriangle(-MUZZLE_HALF + 8, 0, -MUZZLE_HALF + 20, 0, -BASE_HALF + 30, LENGTH);
    g.fillTriangle(-MUZZLE_HALF + 8, 0, -BASE_HALF + 30, LENGTH, -BASE_HALF + 12, LENGTH);
    g.fillStyle(this.colors.outline, 1).fillRoundedRect(-46, -22, 92, 34, 12);
    g.fillStyle(this.colors.trim, 1).fillRoundedRect(-42, -18, 84, 26, 10);
    g.fillStyle(this.colors.trim, 1).fillRect(-BASE_HALF * 0.8, LENGTH * 0.55, BASE_HALF * 1.6, 12);
    g.setScale(s);
    this.loaded.setDisplaySize(54 * s, 54 * s);
    // Tilted up and in from the bottom right, as a hand holds it out.
    this.held?.setDisplaySize(HELD_SIZE * s, HELD_SIZE * s).setRotation(HELD_TILT);
    this.drawCrosshair(this.crosshair, 0xffffff, 0);
    this.drawCrosshair(this.crosshairOn, ON_TARGET_COLOR, 3);
    const cx = this.centreX;
    const cy = this.centreY;
    const h = this.hitMark;
    h.clear();
    h.lineStyle(4, this.colors.flash, 1);
    h.lineBetween(cx - 16, cy - 16, cx - 7, cy - 7);
    h.lineBetween(cx + 16, cy - 16, cx + 7, cy - 7);
    h.lineBetween(cx - 16, cy + 16, cx - 7, cy + 7);
    h.lineBetween(cx + 16, cy + 16, cx + 7, cy + 7);
  }

  /** Four bars round the view's centre, outlined in black; `spread` px pulls them in. */
  private drawCrosshair(g: GameObjects.Graphics, color: number, spread: number): void {
    const cx = this.centreX;
    const cy = this.centreY;
    const gap = 6 - spread;
    g.clear();
    for (let pass = 0; pass < 2; pass++) {
      const grow = pass === 0 ? 2 : 0;
      g.fillStyle(pass === 0 ? 0x000000 : color, pass === 0 ? 0.5 : 1);
      g.fillRect(cx - gap - 11 - grow, cy - 2 - grow, 11 + grow * 2, 4 + grow * 2);
      g.fillRect(cx + gap - grow, cy - 2 - grow, 11 + grow * 2, 4 + grow * 2);
      g.fillRect(cx - 2 - grow, cy - gap - 11 - grow, 4 + grow * 2, 11 + grow * 2);
      g.fillRect(cx - 2 - grow, cy + gap - grow, 4 + grow * 2, 11 + grow * 2);
    }
  }

  /** Whether an enemy is in the crosshair (it turns red). */
  setOnTarget(isOnTarget: boolean): void {
    this.crosshair.setVisible(!isOnTarget);
    this.crosshairOn.setVisible(isOnTarget);
  }

  /** A shot left the launcher; `didHit` when it struck an enemy. */
  fire(didHit: boolean): void {
    this.recoil = RECOIL_SECONDS;
    this.flashTimer = FLASH_SECONDS;
    this.shotTimer = SHOT_SECONDS;
    this.shotsFired += 1;
    if (didHit) this.hitTimer = HIT_MARK_SECONDS;
  }

  update(deltaSeconds: number, walked: number, hasAmmo: boolean): void {
    this.recoil = Math.max(0, this.recoil - deltaSeconds);
    this.flashTimer = Math.max(0, this.flashTimer - deltaSeconds);
    this.shotTimer = Math.max(0, this.shotTimer - deltaSeconds);
    this.hitTimer = Math.max(0, this.hitTimer - deltaSeconds);
    const s = this.scale;
    const bobX = Math.sin(walked * 3.2) * 7 * s;
    const bobY = Math.abs(Math.cos(walked * 3.2)) * 6 * s;
    const kick = (this.recoil / RECOIL_SECONDS) * 22 * s;
    const x = this.anchorX + bobX;
    const y = this.anchorY + bobY + kick;
    this.body.setPosition(x, y);
    const isShotFlying = this.shotTimer > 0;
    this.loaded
      .setVisible(this.held === null && hasAmmo && !isShotFlying)
      .setPosition(x, y - 14 * s);
    this.held?.setPosition(x + 10 * s, y + HELD_SIZE * 0.28 * s);
    this.flash
      .setVisible(this.flashTimer > 0)
      .setPosition(x, y - 30 * s)
      .setDisplaySize(120 * s, 120 * s)
      .setRotation(this.shotsFired * 1.3);
    this.hitMark.setVisible(this.hitTimer > 0);
    if (!isShotFlying) {
      this.shot.setVisible(false);
      return;
    }
    const t = 1 - this.shotTimer / SHOT_SECONDS;
    const size = (54 - 40 * t) * s;
    this.shot
      .setVisible(true)
      .setPosition(x + (this.centreX - x) * t, y - 14 * s + (this.centreY - (y - 14 * s)) * t)
      .setDisplaySize(size, size)
      .setRotation(t * 6);
  }
}
