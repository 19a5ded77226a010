import type { FarmingWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { approach } from '../../kit/math.js';
import { hexToNumber, mixHex, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { FarmingAssetKeys } from './farmingAssets.js';
import type { FarmingLayout, Point } from './farmingLayout.js';
import { FARMING_EVENTS, PLOT, STALL, STALL_COUNT } from './farmingRules.js';
import type { FarmingSimulation } from './farmingSimulation.js';

const POPUP_POOL_SIZE = 6;
const FARMER_SPEED = 420;

interface Stall {
  booth: GameObjects.Graphics;
  seller: GameObjects.Sprite;
  icon: GameObjects.Image;
  price: GameObjects.Text;
}

/**
 * Draws the farm: status bar (coins towards the goal, seeds, basket), the three stalls with
 * their sellers and prices, the field's plots and crops, the walking farmer and popups.
 */
export class FarmingView {
  private readonly field: GameObjects.Graphics;
  private readonly crops: GameObjects.Image[] = [];
  private readonly lockPrice: GameObjects.Text;
  private readonly stalls: Stall[] = [];
  private readonly status: GameObjects.Graphics;
  private readonly coinIcon: GameObjects.Image;
  private readonly seedIcon: GameObjects.Image;
  private readonly basketIcon: GameObjects.Image;
  private readonly coinText: GameObjects.Text;
  private readonly seedText: GameObjects.Text;
  private readonly basketText: GameObjects.Text;
  private readonly farmer: GameObjects.Sprite;
  private readonly cursor: GameObjects.Rectangle;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private readonly point: Point = { x: 0, y: 0 };
  private readonly farmerTarget: Point = { x: 0, y: 0 };
  private readonly shown = { coins: -1, seeds: -1, basket: -1, landPrice: -1 };
  private readonly colors;

  constructor(
    private readonly scene: Scene,
    private readonly world: FarmingWorld,
    private readonly sim: FarmingSimulation,
    private readonly layout: FarmingLayout,
    private readonly keys: FarmingAssetKeys,
  ) {
    const palette = world.palette;
    this.colors = {
      grass: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.1)),
      locked: hexToNumber(mixHex(palette.groundAccent, '#000000', 0.35)),
      soil: hexToNumber(mixHex(palette.ground, '#5a3a22', 0.5)),
      furrow: hexToNumber(mixHex(palette.ground, '#000000', 0.35)),
      ripe: hexToNumber(palette.accent),
      awning: hexToNumber(darkerOf(palette.primary, palette.secondary)),
    };
    const textStyle = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '18px',
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#1b1d33',
      strokeThickness: 4,
      resolution: 3,
    };
    this.field = scene.add.graphics().setDepth(1);
    for (let i = 0; i < sim.plotCount; i++)
      this.crops.push(scene.add.image(0, 0, keys.crop).setDepth(3).setVisible(false));
    this.lockPrice = scene.add.text(0, 0, '', textStyle).setOrigin(0.5).setDepth(4);
    const sellers = [
      keys.characters.landSeller,
      keys.characters.seedSeller,
      keys.characters.cropBuyer,
    ];
    const sellerIdle = [keys.idle.landSeller, keys.idle.seedSeller, keys.idle.cropBuyer];
    const icons = [keys.seed, keys.seed, keys.crop];
    for (let i = 0; i < STALL_COUNT; i++) {
      this.stalls.push({
        booth: scene.add.graphics().setDepth(2),
        seller: scene.add
          .sprite(0, 0, sellers[i] ?? '', 0)
          .setOrigin(0.5, 1)
          .setDepth(3)
          .play(sellerIdle[i] ?? ''),
        icon: scene.add.image(0, 0, icons[i] ?? '').setDepth(4),
        price: scene.add.text(0, 0, '', textStyle).setOrigin(0, 0.5).setDepth(4),
      });
    }
    this.status = scene.add.graphics().setDepth(5);
    this.coinIcon = scene.add.image(0, 0, keys.coin).setDepth(6);
    this.seedIcon = scene.add.image(0, 0, keys.seed).setDepth(6);
    this.basketIcon = scene.add.image(0, 0, keys.crop).setDepth(6);
    this.coinText = scene.add.text(0, 0, '', textStyle).setOrigin(0, 0.5).setDepth(6);
    this.seedText = scene.add.text(0, 0, '', textStyle).setOrigin(0, 0.5).setDepth(6);
    this.basketText = scene.add.text(0, 0, '', textStyle).setOrigin(0, 0.5).setDepth(6);
    this.cursor = scene.add
      .rectangle(0, 0, 10, 10)
      .setStrokeStyle(4, this.colors.ripe, 1)
      .setDepth(8)
      .setVisible(false);
    this.farmer = scene.add
      .sprite(0, 0, keys.characters.farmer, 0)
      .setOrigin(0.5, 0.9)
      .setDepth(7)
      .play(keys.idle.farmer);
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add
          .text(0, 0, '', { ...textStyle, fontSize: '22px', color: palette.accent })
          .setOrigin(0.5)
          .setDepth(9)
          .setVisible(false),
      );
    this.relayout();
    layout.targetCenter(0, sim.plotCount, this.farmerTarget);
    this.farmerTarget.y += layout.cell * 0.4;
    this.farmer.setPosition(this.farmerTarget.x, this.farmerTarget.y);
  }

  relayout(): void {
    const { layout, sim } = this;
    const cell = layout.cell;
    for (let i = 0; i < sim.plotCount; i++) {
      layout.targetCenter(i, sim.plotCount, this.point);
      this.crops[i]?.setPosition(this.point.x, this.point.y);
    }
    this.cursor.setSize(cell - 4, cell - 4);
    const scaleFor = (height: number, slot: 'farmer' | 'landSeller' | 'seedSeller' | 'cropBuyer') =>
      height / this.world.characters[slot].frameHeight;
    this.stalls.forEach((stall, i) => {
      const x = layout.stallX[i] ?? 0;
      const y = layout.stallY[i] ?? 0;
      const w = layout.stallWidth - 8;
      const h = layout.stallHeight - 8;
      const g = stall.booth;
      g.clear();
      g.fillStyle(0x000000, 0.22);
      g.fillRoundedRect(x - w / 2, y - h / 2, w, h, 14);
      const awning = Math.min(30, h * 0.22);
      const stripes = 6;
      for (let s = 0; s < stripes; s++) {
        g.fillStyle(s % 2 === 0 ? this.colors.awning : 0xffffff, 1);
        g.fillRect(x - w / 2 + (w / stripes) * s, y - h / 2, w / stripes + 0.5, awning);
      }
      g.fillStyle(this.colors.soil, 1);
      g.fillRoundedRect(x - w / 2 + 4, y + h / 2 - h * 0.3, w - 8, h * 0.3 - 4, 8);
      const sellerHeight = Math.min(h * 0.62, 80);
      stall.seller
        .setPosition(x - w * 0.18, y + h / 2 - 6)
        .setScale(
          scaleFor(
            sellerHeight,
            i === STALL.landSeller
              ? 'landSeller'
              : i === STALL.seedSeller
                ? 'seedSeller'
                : 'cropBuyer',
          ),
        );
      const iconSize = Math.min(30, h * 0.24);
      stall.icon.setPosition(x + w * 0.2, y - h * 0.02).setDisplaySize(iconSize, iconSize);
      if (i === STALL.landSeller) {
        // The land seller's sign is a little plot of tilled soil.
        stall.icon.setVisible(false);
        g.fillStyle(this.colors.soil, 1);
        g.fillRoundedRect(
          x + w * 0.2 - iconSize / 2,
          y - h * 0.02 - iconSize / 2,
          iconSize,
          iconSize,
          6,
        );
        g.fillStyle(this.colors.furrow, 0.8);
        for (let f = 1; f <= 2; f++)
          g.fillRect(
            x + w * 0.2 - iconSize / 2 + 4,
            y - h * 0.02 - iconSize / 2 + (iconSize * f) / 3 - 1.5,
            iconSize - 8,
            3,
          );
      }
      stall.price.setPosition(x + w * 0.04, y + h / 2 - h * 0.15);
    });
    this.shown.landPrice = -1;
    this.shown.coins = -1;
    const y = layout.statusY;
    const width = layout.cssWidth - 24;
    this.status.clear();
    this.status.fillStyle(0x1b1d33, 0.72);
    this.status.fillRoundedRect(12, y - 18, width, 36, 18);
    this.coinIcon.setPosition(34, y).setDisplaySize(26, 26);
    this.coinText.setPosition(52, y);
    this.seedIcon.setPosition(12 + width * 0.62, y).setDisplaySize(24, 24);
    this.seedText.setPosition(12 + width * 0.62 + 16, y);
    this.basketIcon.setPosition(12 + width * 0.82, y).setDisplaySize(26, 26);
    this.basketText.setPosition(12 + width * 0.82 + 16, y);
    this.farmer.setScale(Math.min(64, cell * 0.75) / this.world.characters.farmer.frameHeight);
  }

  render(dt: number, cursorTarget: number): void {
    const { sim, layout } = this;
    const events = sim.events;
    if (
      events & ~FARMING_EVENTS.rejected & ~FARMING_EVENTS.ripened & ~FARMING_EVENTS.withered &&
      sim.lastTarget >= 0
    ) {
      layout.targetCenter(sim.lastTarget, sim.plotCount, this.farmerTarget);
      this.farmerTarget.y +=
        sim.lastTarget < sim.plotCount ? layout.cell * 0.4 : layout.stallHeight * 0.35;
      if (sim.lastCoins !== 0)
        this.popup(this.farmerTarget.x, this.farmerTarget.y - 50, sim.lastCoins);
    }
    this.drawField();
    this.moveFarmer(dt);
    this.updateTexts();
    this.cursor.setVisible(cursorTarget >= 0);
    if (cursorTarget >= 0) {
      layout.targetCenter(cursorTarget, sim.plotCount, this.point);
      const isStall = cursorTarget >= sim.plotCount;
      this.cursor
        .setPosition(this.point.x, this.point.y)
        .setSize(
          isStall ? layout.stallWidth - 4 : layout.cell - 4,
          isStall ? layout.stallHeight - 4 : layout.cell - 4,
        );
    }
  }

  private drawField(): void {
    const { sim, layout, colors } = this;
    const g = this.field;
    const cell = layout.cell;
    const growSeconds = sim.settings.growSeconds;
    g.clear();
    g.fillStyle(colors.furrow, 0.6);
    g.fillRoundedRect(
      layout.fieldLeft - 6,
      layout.fieldTop - 6,
      cell * sim.columns + 12,
      cell * sim.rows + 12,
      16,
    );
    const nextLocked = sim.nextLockedPlot;
    for (let i = 0; i < sim.plotCount; i++) {
      const state = sim.plots[i] ?? PLOT.locked;
      const x = layout.fieldLeft + (i % sim.columns) * cell;
      const y = layout.fieldTop + Math.floor(i / sim.columns) * cell;
      g.fillStyle(state === PLOT.locked ? colors.locked : colors.soil, 1);
      g.fillRoundedRect(x + 4, y + 4, cell - 8, cell - 8, 12);
      if (state !== PLOT.locked) {
        g.fillStyle(colors.furrow, 0.55);
        for (let f = 1; f <= 3; f++) g.fillRect(x + 12, y + (cell * f) / 4 - 2, cell - 24, 4);
      }
      const time = sim.plotTime[i] ?? 0;
      if (state === PLOT.growing) {
        g.fillStyle(0x000000, 0.35);
        g.fillRect(x + 12, y + cell - 16, cell - 24, 6);
        g.fillStyle(colors.ripe, 1);
        g.fillRect(x + 12, y + cell - 16, (cell - 24) * Math.min(1, time / growSeconds), 6);
      } else if (state === PLOT.ripe) {
        const left = 1 - time / sim.settings.witherSeconds;
        g.lineStyle(4, left < 0.35 ? 0xff4d4d : colors.ripe, 1);
        g.strokeRoundedRect(x + 4, y + 4, cell - 8, cell - 8, 12);
      } else if (state === PLOT.locked && i === nextLocked) {
        g.lineStyle(3, 0xffffff, 0.6);
        g.strokeRoundedRect(x + 6, y + 6, cell - 12, cell - 12, 10);
      }
      const crop = this.crops[i];
      if (!crop) continue;
      crop.setVisible(state === PLOT.growing || state === PLOT.ripe);
      if (state === PLOT.growing) {
        const size = cell * (0.25 + 0.4 * Math.min(1, time / growSeconds));
        crop.setDisplaySize(size, size).setAlpha(0.85).setTint(0x9be07a);
      } else if (state === PLOT.ripe) {
        const size = cell * (0.72 + Math.sin(sim.elapsed * 6 + i) * 0.04);
        crop.setDisplaySize(size, size).setAlpha(1).clearTint();
      }
    }
    layout.targetCenter(nextLocked >= 0 ? nextLocked : 0, sim.plotCount, this.point);
    this.lockPrice.setVisible(nextLocked >= 0).setPosition(this.point.x, this.point.y);
  }

  private moveFarmer(dt: number): void {
    const x = this.farmer.x;
    const y = this.farmer.y;
    const dx = this.farmerTarget.x - x;
    const dy = this.farmerTarget.y - y;
    const distance = Math.hypot(dx, dy);
    const isWalking = distance > 2;
    if (isWalking) {
      const stepLength = Math.min(distance, FARMER_SPEED * dt);
      this.farmer.setPosition(
        approach(x, this.farmerTarget.x, Math.abs((dx / distance) * stepLength)),
        approach(y, this.farmerTarget.y, Math.abs((dy / distance) * stepLength)),
      );
      if (Math.abs(dx) > 1) this.farmer.setFlipX(dx < 0);
    }
    const key = isWalking ? this.keys.farmerRun : this.keys.idle.farmer;
    if (this.farmer.anims.currentAnim?.key !== key) this.farmer.play(key);
  }

  private updateTexts(): void {
    const { sim, shown } = this;
    if (sim.coins !== shown.coins) {
      shown.coins = sim.coins;
      this.coinText.setText(`${sim.coins} / ${sim.settings.coinGoal}`);
    }
    if (sim.seeds !== shown.seeds) {
      shown.seeds = sim.seeds;
      this.seedText.setText(`${sim.seeds}`);
    }
    if (sim.basket !== shown.basket) {
      shown.basket = sim.basket;
      this.basketText.setText(`${sim.basket}`);
    }
    if (sim.landPrice !== shown.landPrice) {
      shown.landPrice = sim.landPrice;
      this.stalls[STALL.landSeller]?.price.setText(`${sim.landPrice}`);
      this.stalls[STALL.seedSeller]?.price.setText(`${sim.settings.seedPrice}`);
      this.stalls[STALL.cropBuyer]?.price.setText(`+${sim.settings.cropPrice}`);
      this.lockPrice.setText(`${sim.landPrice}`);
    }
  }

  private popup(x: number, y: number, coins: number): void {
    const text = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!text) return;
    this.scene.tweens.killTweensOf(text);
    text
      .setText(coins > 0 ? `+${coins}` : `${coins}`)
      .setPosition(x, y)
      .setAlpha(1)
      .setVisible(true);
    text.setColor(coins > 0 ? this.world.palette.accent : '#ffffff');
    this.scene.tweens.add({
      targets: text,
      y: y - 36,
      alpha: 0,
      duration: 750,
      ease: 'Cubic.easeOut',
      onComplete: () => text.setVisible(false),
    });
  }
}

/** The darker of two #rrggbb colours: awning stripes must show against white. */
function darkerOf(a: string, b: string): string {
  const light = (hex: string) => {
    const value = hexToNumber(hex);
    return ((value >> 16) & 0xff) * 0.299 + ((value >> 8) & 0xff) * 0.587 + (value & 0xff) * 0.114;
  };
  return light(a) <= light(b) ? a : b;
}
