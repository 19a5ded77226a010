import type { SlapperWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { SLAPPER_FRAMES, type SlapperAssetKeys } from './slapperAssets.js';
import { SLAPPER_MESSAGES } from './slapperMessages.js';
import { SlapMeter } from './slapMeter.js';
import { SLAP_EVENTS, SLAP_SCORE, type SlapperSimulation } from './slapperSimulation.js';

/** Stage coordinates: floor at y = 0, slapper and target facing each other. */
export const STAGE = { width: 300, slapperX: 92, targetX: 208 } as const;
const SLAPPER_HEIGHT = 150;
const TARGET_HEIGHT = 175;
const WEAPON_SIZE = 70;
const POPUP_POOL_SIZE = 5;

export interface StageFrame {
  zoom: number;
  left: number;
  top: number;
  cssWidth: number;
}

/**
 * Draws a SlapperSimulation: the stage, the slapper with its weapon, the target that reels from
 * each slap, and the power meter. Objects are made once; slaps start short tweens.
 */
export class SlapperView {
  private readonly slapper: GameObjects.Sprite;
  private readonly target: GameObjects.Sprite;
  private readonly weapon: GameObjects.Image;
  private readonly meter: SlapMeter;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private shownWeapon = -1;
  private readonly restAngle = -60;

  constructor(
    private readonly scene: Scene,
    private readonly world: SlapperWorld,
    private readonly keys: SlapperAssetKeys,
  ) {
    this.drawStage();
    const shadow = (x: number, width: number) =>
      scene.add.ellipse(x, 0, width, 16, 0x000000, 0.25).setDepth(2);
    shadow(STAGE.slapperX, 90);
    shadow(STAGE.targetX, 100);
    this.target = scene.add
      .sprite(STAGE.targetX, 0, keys.target, 0)
      .setOrigin(0.5, 1)
      .setFlipX(true)
      .setScale(TARGET_HEIGHT / world.characters.target.frameHeight)
      .setDepth(3);
    this.target.play(keys.targetIdle);
    this.slapper = scene.add
      .sprite(STAGE.slapperX, 0, keys.slapper, 0)
      .setOrigin(0.5, 1)
      .setScale(SLAPPER_HEIGHT / world.characters.slapper.frameHeight)
      .setDepth(4);
    this.slapper.play(keys.slapperIdle);
    this.weapon = scene.add
      .image(STAGE.slapperX + 50, -SLAPPER_HEIGHT * 0.42, keys.weapons[0] ?? '')
      .setOrigin(0.5, 0.9)
      .setDepth(5)
      .setAngle(this.restAngle);
    this.meter = new SlapMeter(scene, world.characters.target.name, 2);
    const style = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '24px',
      fontStyle: 'bold',
      color: world.palette.accent,
      stroke: '#1b1d33',
      strokeThickness: 6,
      resolution: 2,
    };
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add.text(0, 0, '', style).setOrigin(0.5).setDepth(8).setVisible(false),
      );
  }

  private drawStage(): void {
    const palette = this.world.palette;
    const g = this.scene.add.graphics().setDepth(1);
    g.fillStyle(hexToNumber(palette.ground), 1);
    g.fillRect(-1200, 0, 2800, 1600);
    g.fillStyle(hexToNumber(palette.groundAccent), 1);
    g.fillRect(-1200, 0, 2800, 14);
    g.fillStyle(hexToNumber(palette.primary), 1);
    g.fillRoundedRect(20, 6, STAGE.width - 40, 18, 6);
    g.fillStyle(0x000000, 0.18);
    g.fillRect(20, 24, STAGE.width - 40, 8);
  }

  layout(frame: StageFrame): void {
    this.pin(frame);
    this.meter.layout(frame.cssWidth);
  }

  pin(frame: StageFrame): void {
    this.meter.container.setPosition(frame.left, frame.top).setScale(1 / frame.zoom);
  }

  private popup(x: number, y: number, text: string, color: string): void {
    const label = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!label) return;
    this.scene.tweens.killTweensOf(label);
    label.setText(text).setColor(color).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: label,
      y: y - 50,
      alpha: 0,
      duration: 800,
      ease: 'Cubic.easeOut',
      onComplete: () => label.setVisible(false),
    });
  }

  render(sim: SlapperSimulation, events: number): void {
    if (sim.weaponIndex !== this.shownWeapon) {
      this.shownWeapon = sim.weaponIndex;
      const key = this.keys.weapons[sim.weaponIndex];
      if (key) this.weapon.setTexture(key).setDisplaySize(WEAPON_SIZE, WEAPON_SIZE);
    }
    const weapon = this.world.slapper.weapons[sim.weaponIndex];
    const label =
      sim.elapsed < 3 ? SLAPPER_MESSAGES.hint : (weapon?.sprite.name ?? SLAPPER_MESSAGES.hint);
    this.meter.render(
      sim.needle,
      sim.zoneCenter,
      sim.perfectHalfWidth,
      sim.goodHalfWidth,
      sim.health / sim.settings.targetHealth,
      label,
    );
    if (events & SLAP_EVENTS.slap) this.swing(sim, events);
  }

  private swing(sim: SlapperSimulation, events: number): void {
    const scene = this.scene;
    const isWhiff = (events & SLAP_EVENTS.whiff) !== 0;
    scene.tweens.killTweensOf(this.weapon);
    this.slapper.stop();
    this.slapper.setFrame(SLAPPER_FRAMES.swing);
    this.weapon.setAngle(this.restAngle).setPosition(STAGE.slapperX + 50, -SLAPPER_HEIGHT * 0.42);
    scene.tweens.add({
      targets: this.weapon,
      angle: isWhiff ? 100 : 50,
      x: isWhiff ? STAGE.slapperX + 60 : STAGE.targetX - 40,
      duration: 110,
      yoyo: true,
      hold: 90,
      ease: 'Quad.easeIn',
      onComplete: () => {
        if (!sim.isOver || sim.phase === 'won') this.slapper.play(this.keys.slapperIdle);
      },
    });
    const headY = -TARGET_HEIGHT * 0.8;
    if (isWhiff) {
      this.popup(STAGE.targetX - 30, headY, SLAPPER_MESSAGES.whiff, '#ffffff');
      return;
    }
    const isPerfect = (events & SLAP_EVENTS.perfect) !== 0;
    const points = sim.lastDamage * SLAP_SCORE.perDamage;
    this.popup(
      STAGE.targetX,
      headY,
      isPerfect
        ? SLAPPER_MESSAGES.perfect(points + SLAP_SCORE.perfect * sim.perfectStreak)
        : SLAPPER_MESSAGES.hit(points),
      isPerfect ? '#4cd964' : this.world.palette.accent,
    );
    scene.tweens.killTweensOf(this.target);
    this.target.stop();
    this.target.setFrame(SLAPPER_FRAMES.hurt).setAngle(0);
    if (events & SLAP_EVENTS.ko) {
      scene.tweens.add({ targets: this.target, angle: 85, duration: 500, ease: 'Bounce.easeOut' });
      return;
    }
    scene.tweens.add({
      targets: this.target,
      angle: 8 + 18 * sim.lastQuality,
      duration: 120,
      yoyo: true,
      ease: 'Quad.easeOut',
      onComplete: () => this.target.play(this.keys.targetIdle),
    });
  }
}
