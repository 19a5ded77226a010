import type { MergeWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, mixHex, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { MergeAssetKeys } from './mergeAssets.js';
import type { MergeLayout, Point } from './mergeLayout.js';
import { CROWDED_FREE_CELLS, MERGE_EVENTS } from './mergeRules.js';
import type { MergeSimulation } from './mergeSimulation.js';

/** The spawn timer ring is drawn again when it has moved by one of this many steps. */
const TIMER_STEPS = 240;
const ITEM_FILL = 0.84;
const POPUP_POOL_SIZE = 6;

/**
 * Draws a MergeSimulation: chain strip, board, items, the dragged item, the spawner with its
 * drop timer, the mascot and popups. Made once; `render` updates, `relayout` moves things.
 */
export class MergeView {
  private readonly board: GameObjects.Graphics;
  private readonly items: GameObjects.Image[] = [];
  private readonly shownTier: Int8Array;
  private readonly held: GameObjects.Image;
  private readonly chainIcons: GameObjects.Image[] = [];
  private readonly chainBackground: GameObjects.Graphics;
  private readonly spawner: GameObjects.Arc;
  private readonly spawnerIcon: GameObjects.Image;
  private readonly timerRing: GameObjects.Graphics;
  private readonly mascot: GameObjects.Sprite;
  private readonly cursor: GameObjects.Rectangle;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private shownHighest = -1;
  /** The spawn ring as drawn (a step of TIMER_STEPS, negative when warning); -Infinity to redraw. */
  private shownTimerStep = -Infinity;
  private wasCrowded = false;
  private readonly point: Point = { x: 0, y: 0 };
  private readonly colors: {
    cellA: number;
    cellB: number;
    frame: number;
    warn: number;
    accent: number;
  };

  constructor(
    private readonly scene: Scene,
    private readonly world: MergeWorld,
    private readonly sim: MergeSimulation,
    private readonly layout: MergeLayout,
    private readonly keys: MergeAssetKeys,
  ) {
    const palette = world.palette;
    this.colors = {
      cellA: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.3)),
      cellB: hexToNumber(mixHex(palette.groundAccent, '#ffffff', 0.12)),
      frame: hexToNumber(mixHex(palette.ground, '#000000', 0.2)),
      warn: 0xff4d4d,
      accent: hexToNumber(palette.accent),
    };
    this.chainBackground = scene.add.graphics().setDepth(1);
    for (let tier = 0; tier < sim.tierCount; tier++)
      this.chainIcons.push(scene.add.image(0, 0, keys.tiers[tier] ?? '').setDepth(2));
    this.board = scene.add.graphics().setDepth(1);
    this.shownTier = new Int8Array(sim.cells.length).fill(-2);
    for (let i = 0; i < sim.cells.length; i++)
      this.items.push(
        scene.add
          .image(0, 0, keys.tiers[0] ?? '')
          .setDepth(3)
          .setVisible(false),
      );
    this.cursor = scene.add
      .rectangle(0, 0, 10, 10)
      .setStrokeStyle(4, this.colors.accent, 1)
      .setDepth(4)
      .setVisible(false);
    this.held = scene.add
      .image(0, 0, keys.tiers[0] ?? '')
      .setDepth(10)
      .setVisible(false);
    this.timerRing = scene.add.graphics().setDepth(5);
    this.spawner = scene.add
      .circle(0, 0, 40, hexToNumber(palette.primary), 1)
      .setStrokeStyle(5, 0xffffff, 0.9)
      .setDepth(5);
    this.spawnerIcon = scene.add.image(0, 0, keys.tiers[0] ?? '').setDepth(6);
    scene.tweens.add({
      targets: this.spawnerIcon,
      angle: { from: -10, to: 10 },
      duration: 600,
      yoyo: true,
      repeat: -1,
    });
    this.mascot = scene.add
      .sprite(0, 0, keys.mascot, 0)
      .setOrigin(0.5, 0.95)
      .setDepth(5)
      .play(keys.mascotIdle);
    this.mascot.on('animationcomplete', () => this.mascot.play(keys.mascotIdle));
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add
          .text(0, 0, '', {
            fontFamily: UI_FONT_FAMILY,
            fontSize: '22px',
            fontStyle: 'bold',
            color: palette.accent,
            stroke: '#000000',
            strokeThickness: 5,
            resolution: 3,
          })
          .setOrigin(0.5)
          .setDepth(12)
          .setVisible(false),
      );
    this.relayout();
  }

  /** Places everything for the layout's current size. */
  relayout(): void {
    const { layout, sim } = this;
    const cell = layout.cell;
    const size = cell * ITEM_FILL;
    for (let i = 0; i < this.items.length; i++) {
      layout.cellCenter(i, this.point);
      this.items[i]?.setPosition(this.point.x, this.point.y).setDisplaySize(size, size);
    }
    this.held.setDisplaySize(size * 1.15, size * 1.15);
    this.cursor.setSize(cell - 4, cell - 4);
    this.drawBoard(false);
    this.shownTimerStep = -Infinity;
    const icon = Math.min(40, (layout.cssWidth - 24) / (sim.tierCount * 1.3));
    const gap = icon * 1.3;
    const startX = layout.cssWidth / 2 - ((sim.tierCount - 1) * gap) / 2;
    this.chainBackground.clear();
    this.chainBackground.fillStyle(0x000000, 0.28);
    this.chainBackground.fillRoundedRect(
      startX - gap / 2 - 4,
      layout.chainY - icon / 2 - 6,
      sim.tierCount * gap + 8,
      icon + 12,
      14,
    );
    this.chainBackground.lineStyle(3, this.colors.accent, 0.9);
    this.chainBackground.strokeCircle(
      startX + (sim.tierCount - 1) * gap,
      layout.chainY,
      icon * 0.62,
    );
    this.chainIcons.forEach((image, tier) =>
      image.setPosition(startX + tier * gap, layout.chainY).setDisplaySize(icon, icon),
    );
    const radius = layout.spawnerRadius;
    this.spawner.setPosition(layout.spawnerX, layout.spawnerY).setRadius(radius);
    this.spawnerIcon
      .setPosition(layout.spawnerX, layout.spawnerY)
      .setDisplaySize(radius * 1.2, radius * 1.2);
    this.mascot.setPosition(layout.mascotX, layout.mascotY);
    this.mascot.setScale(Math.min(96, radius * 2.2) / this.world.characters.mascot.frameHeight);
    this.shownHighest = -1;
  }

  private drawBoard(isCrowded: boolean): void {
    const { layout, sim, colors } = this;
    const cell = layout.cell;
    const g = this.board;
    g.clear();
    g.fillStyle(colors.frame, 0.92);
    g.fillRoundedRect(
      layout.boardLeft - 8,
      layout.boardTop - 8,
      cell * sim.columns + 16,
      cell * sim.rows + 16,
      18,
    );
    if (isCrowded) {
      g.lineStyle(5, colors.warn, 1);
      g.strokeRoundedRect(
        layout.boardLeft - 8,
        layout.boardTop - 8,
        cell * sim.columns + 16,
        cell * sim.rows + 16,
        18,
      );
    }
    for (let row = 0; row < sim.rows; row++)
      for (let col = 0; col < sim.columns; col++) {
        g.fillStyle((row + col) % 2 === 0 ? colors.cellA : colors.cellB, 1);
        g.fillRoundedRect(
          layout.boardLeft + col * cell + 3,
          layout.boardTop + row * cell + 3,
          cell - 6,
          cell - 6,
          10,
        );
      }
  }

  render(isCursorShown: boolean): void {
    const { sim, layout } = this;
    const events = sim.events;
    for (let i = 0; i < this.items.length; i++) {
      const tier = sim.tierAt(i);
      const image = this.items[i];
      if (!image) continue;
      if (tier !== this.shownTier[i]) {
        this.shownTier[i] = tier;
        image.setVisible(tier >= 0);
        if (tier >= 0) {
          image.setTexture(this.keys.tiers[tier] ?? '');
          const size = layout.cell * ITEM_FILL;
          image.setDisplaySize(size, size);
          this.scene.tweens.add({
            targets: image,
            scale: { from: image.scaleX * 0.4, to: image.scaleX },
            duration: 180,
            ease: 'Back.easeOut',
          });
        }
      }
      image.setAlpha(i === sim.held ? 0.3 : 1);
    }
    const heldTier = sim.held >= 0 ? sim.tierAt(sim.held) : -1;
    this.held.setVisible(heldTier >= 0);
    if (heldTier >= 0) {
      layout.toScreen(sim.heldCol, sim.heldRow, this.point);
      this.held
        .setTexture(this.keys.tiers[heldTier] ?? '')
        .setPosition(this.point.x, this.point.y - 8);
      const size = layout.cell * ITEM_FILL * 1.15;
      this.held.setDisplaySize(size, size);
    }
    this.cursor.setVisible(isCursorShown);
    if (isCursorShown) {
      layout.toScreen(sim.cursorCol + 0.5, sim.cursorRow + 0.5, this.point);
      this.cursor.setPosition(this.point.x, this.point.y);
    }
    if (sim.highestTier !== this.shownHighest) {
      this.shownHighest = sim.highestTier;
      this.chainIcons.forEach((image, tier) => {
        image.setAlpha(tier <= sim.highestTier ? 1 : 0.45);
        if (tier <= sim.highestTier) image.clearTint();
        else image.setTint(0x333344);
      });
    }
    const isCrowded = sim.freeCells <= CROWDED_FREE_CELLS;
    if (isCrowded !== this.wasCrowded) {
      this.wasCrowded = isCrowded;
      this.drawBoard(isCrowded);
    }
    this.drawTimer();
    if (events & MERGE_EVENTS.merge) {
      layout.cellCenter(sim.lastCell, this.point);
      this.popup(this.point.x, this.point.y - layout.cell * 0.4, sim.lastPoints);
      this.mascot.play(this.keys.mascotCheer);
    }
  }

  private drawTimer(): void {
    const { layout, sim } = this;
    const g = this.timerRing;
    const share = Math.max(0, Math.min(1, sim.spawnIn / sim.spawnInterval));
    // The ring is drawn again only when it visibly moves (its arc is a path made on each draw).
    const step = Math.round(share * TIMER_STEPS) * (share < 0.25 ? -1 : 1);
    if (step === this.shownTimerStep) return;
    this.shownTimerStep = step;
    g.clear();
    g.lineStyle(7, 0x000000, 0.3);
    g.strokeCircle(layout.spawnerX, layout.spawnerY, layout.spawnerRadius + 9);
    g.lineStyle(7, share < 0.25 ? this.colors.warn : this.colors.accent, 1);
    g.beginPath();
    g.arc(
      layout.spawnerX,
      layout.spawnerY,
      layout.spawnerRadius + 9,
      -Math.PI / 2,
      -Math.PI / 2 + share * Math.PI * 2,
    );
    g.strokePath();
  }

  private popup(x: number, y: number, points: number): void {
    const text = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!text) return;
    this.scene.tweens.killTweensOf(text);
    text.setText(`+${points}`).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: text,
      y: y - 40,
      alpha: 0,
      duration: 750,
      ease: 'Cubic.easeOut',
      onComplete: () => text.setVisible(false),
    });
  }
}
