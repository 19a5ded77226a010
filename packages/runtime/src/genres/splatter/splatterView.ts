import type { SplatterWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { splatTextureKey, type SplatterAssetKeys } from './splatterAssets.js';
import {
  CRITTER_KIND,
  FIELD_HEIGHT,
  FIELD_WIDTH,
  MAX_CRITTERS,
  MAX_SPLATS,
  SPLATTER_EVENTS,
} from './splatterRules.js';
import type { SplatterSimulation } from './splatterSimulation.js';
import { SPLATTER_TEXTS } from './splatterTexts.js';
import { splatColorIndexAt, thrownSplatColorsOf } from './splatterTints.js';

const CRITTER_DISPLAY = 76;
const BONUS_DISPLAY = 46;
const SPLAT_DISPLAY = 74;
const POPUP_COUNT = 6;

/** Draws a SplatterSimulation: splat decals, wandering critters, popups and the combo. */
export class SplatterView {
  private readonly splats: GameObjects.Image[] = [];
  private readonly critters: GameObjects.Sprite[] = [];
  private readonly shownState = new Uint8Array(MAX_CRITTERS);
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private readonly combo: GameObjects.Text;
  private readonly missRing: GameObjects.Arc;
  private shownSplats = 0;
  private shownCombo = -1;
  /** How many colours of what is thrown the splats cycle through (a blob texture each). */
  private readonly thrownColorCount: number;

  constructor(
    private readonly scene: Scene,
    world: SplatterWorld,
    private readonly keys: SplatterAssetKeys,
  ) {
    const palette = world.palette;
    scene.add
      .rectangle(0, 0, FIELD_WIDTH, FIELD_HEIGHT, hexToNumber(palette.ground), 0.35)
      .setOrigin(0)
      .setDepth(0);
    this.thrownColorCount = thrownSplatColorsOf(world.splatter).length;
    for (let i = 0; i < MAX_SPLATS; i++) {
      this.splats.push(
        scene.add
          .image(0, 0, splatTextureKey(keys, 0))
          .setAlpha(0.75)
          .setDepth(1)
          .setVisible(false),
      );
    }
    for (let i = 0; i < MAX_CRITTERS; i++)
      this.critters.push(scene.add.sprite(0, 0, keys.target, 0).setDepth(3).setVisible(false));
    const style = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '24px',
      fontStyle: 'bold',
      color: palette.accent,
      stroke: '#1b1d33',
      strokeThickness: 6,
      resolution: 3,
    };
    for (let i = 0; i < POPUP_COUNT; i++)
      this.popups.push(
        scene.add.text(0, 0, '', style).setOrigin(0.5).setDepth(6).setVisible(false),
      );
    this.combo = scene.add
      .text(FIELD_WIDTH / 2, 92, '', { ...style, fontSize: '30px' })
      .setOrigin(0.5)
      .setDepth(7);
    this.missRing = scene.add
      .circle(0, 0, 26)
      .setStrokeStyle(5, 0xffffff, 0.9)
      .setDepth(5)
      .setVisible(false);
  }

  render(sim: SplatterSimulation, events: number): void {
    this.renderSplats(sim);
    for (let i = 0; i < MAX_CRITTERS; i++) this.renderCritter(sim, i);
    if (events & (SPLATTER_EVENTS.splat | SPLATTER_EVENTS.bonus))
      this.popup(sim.lastTapX, sim.lastTapY - 30, SPLATTER_TEXTS.points(sim.lastPoints));
    if (events & SPLATTER_EVENTS.miss) {
      this.popup(
        sim.lastTapX,
        sim.lastTapY - 30,
        SPLATTER_TEXTS.miss(sim.options.missPenaltySeconds),
      );
      this.ring(sim.lastTapX, sim.lastTapY);
    }
    if (events & SPLATTER_EVENTS.friendHit) this.scene.cameras.main.shake(200, 0.01);
    const combo = sim.combo >= 2 ? sim.combo : 0;
    if (combo !== this.shownCombo) {
      this.shownCombo = combo;
      this.combo.setText(combo > 0 ? SPLATTER_TEXTS.combo(combo) : '');
      if (combo > 0) {
        this.scene.tweens.killTweensOf(this.combo);
        this.combo.setScale(1.35);
        this.scene.tweens.add({ targets: this.combo, scale: 1, duration: 180 });
      }
    }
  }

  private renderSplats(sim: SplatterSimulation): void {
    while (this.shownSplats < sim.splatCount) {
      const slot = this.shownSplats % MAX_SPLATS;
      const splat = this.splats[slot];
      this.shownSplats += 1;
      if (!splat) continue;
      const size = SPLAT_DISPLAY * (0.85 + ((this.shownSplats * 37) % 30) / 100);
      const colorIndex =
        sim.splatKind[slot] === CRITTER_KIND.friend
          ? this.thrownColorCount
          : splatColorIndexAt(this.shownSplats, this.thrownColorCount);
      splat
        .setTexture(splatTextureKey(this.keys, colorIndex))
        .setPosition(sim.splatX[slot] ?? 0, sim.splatY[slot] ?? 0)
        .setDisplaySize(size, size)
        .setAngle((this.shownSplats * 67) % 360)
        .setVisible(true);
    }
  }

  private renderCritter(sim: SplatterSimulation, i: number): void {
    const sprite = this.critters[i];
    if (!sprite) return;
    const state = sim.state[i] ?? 0;
    if (state === 0) {
      this.shownState[i] = 0;
      sprite.setVisible(false);
      return;
    }
    if (state === 1 && this.shownState[i] !== 1) {
      const kind = sim.kind[i];
      sprite.setAngle(0).setAlpha(1);
      if (kind === CRITTER_KIND.bonus) {
        sprite.stop().setTexture(this.keys.bonus).setDisplaySize(BONUS_DISPLAY, BONUS_DISPLAY);
      } else {
        const isFriend = kind === CRITTER_KIND.friend;
        const texture = isFriend ? this.keys.friend : this.keys.target;
        sprite.setTexture(texture, 0).play(isFriend ? this.keys.friendWalk : this.keys.targetWalk);
        sprite.setScale(CRITTER_DISPLAY / sprite.frame.height);
      }
    }
    if (state === 2 && this.shownState[i] !== 2) {
      sprite.stop();
      sprite.setScale(sprite.scaleX * 1.25, sprite.scaleY * 0.35);
    }
    this.shownState[i] = state;
    const vx = sim.vx[i] ?? 0;
    sprite.setVisible(true).setPosition(sim.x[i] ?? 0, sim.y[i] ?? 0);
    if (state === 2) sprite.setAlpha(Math.max(0, sim.timer[i] ?? 0) / 0.3);
    else if (sim.kind[i] === CRITTER_KIND.bonus)
      sprite.setAngle(Math.sin(sim.elapsed * 6 + i) * 15);
    else sprite.setFlipX(vx < 0);
  }

  private popup(x: number, y: number, text: string): void {
    const popup = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!popup) return;
    this.scene.tweens.killTweensOf(popup);
    popup.setText(text).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: popup,
      y: y - 36,
      alpha: 0,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => popup.setVisible(false),
    });
  }

  private ring(x: number, y: number): void {
    const ring = this.missRing;
    this.scene.tweens.killTweensOf(ring);
    ring.setPosition(x, y).setScale(0.6).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: ring,
      scale: 1.4,
      alpha: 0,
      duration: 300,
      onComplete: () => ring.setVisible(false),
    });
  }
}
