import type { GameObjects, Scene } from 'phaser';
import { hexToNumber } from '../../kit/uiTheme.js';
import type { AerialCamera } from './aerialCamera.js';
import { FUEL_LOW, FUEL_MAX } from './aerialRules.js';

/** Same row as the kit's score chip, left of the pause button (fuel is the clock here). */
const CHIP_TOP = 12;
const CHIP_HEIGHT = 44;
const CHIP_WIDTH = 124;
const BAR_WIDTH = 76;
/** The kit's pause button and margin on the right of the HUD row. */
const PAUSE_SPACE = 12 + 48 + 8;
const BAR_HEIGHT = 14;
const PROGRESS_HEIGHT = 8;
const GOAL_ICON = 26;

/**
 * The fuel gauge (a fuel-drop chip beside the pause button that turns yellow, then blinking
 * red, as the tank empties) and the flight's progress strip along the bottom, the destination
 * at its end. Redraws only when a shown value changes.
 */
export class AerialGauges {
  private readonly fuelGraphics: GameObjects.Graphics;
  private readonly progressGraphics: GameObjects.Graphics;
  private readonly goal: GameObjects.Image;
  private readonly marker: number;
  private shownFuel = -1;
  private shownBlink = false;
  private shownProgress = -1;
  private width = 0;
  private progressY = 0;

  constructor(scene: Scene, destinationKey: string, primary: string, depth: number) {
    this.fuelGraphics = scene.add.graphics().setDepth(depth);
    this.progressGraphics = scene.add.graphics().setDepth(depth);
    this.goal = scene.add.image(0, 0, destinationKey).setDepth(depth + 1);
    this.marker = hexToNumber(primary);
  }

  layout(camera: AerialCamera): void {
    this.width = camera.width;
    this.progressY = camera.height - Math.max(14, camera.groundBand / 2);
    this.goal
      .setPosition(camera.width - 18 - GOAL_ICON / 2, this.progressY - 4)
      .setDisplaySize(GOAL_ICON, GOAL_ICON);
    this.shownFuel = -1;
    this.shownProgress = -1;
  }

  render(fuel: number, progress: number, elapsed: number): void {
    const level = Math.ceil(fuel);
    const blink = level <= FUEL_LOW && Math.floor(elapsed * 4) % 2 === 0;
    if (level !== this.shownFuel || blink !== this.shownBlink) {
      this.shownFuel = level;
      this.shownBlink = blink;
      this.drawFuel(level, blink);
    }
    const shown = Math.round(progress * 400);
    if (shown !== this.shownProgress) {
      this.shownProgress = shown;
      this.drawProgress(progress);
    }
  }

  private drawFuel(level: number, blink: boolean): void {
    const g = this.fuelGraphics;
    const left = this.width - PAUSE_SPACE - CHIP_WIDTH;
    g.clear();
    g.fillStyle(blink ? 0x8a1010 : 0x000000, blink ? 0.6 : 0.4);
    g.fillRoundedRect(left, CHIP_TOP, CHIP_WIDTH, CHIP_HEIGHT, CHIP_HEIGHT / 2);
    const barX = left + CHIP_WIDTH - 14 - BAR_WIDTH;
    const barY = CHIP_TOP + (CHIP_HEIGHT - BAR_HEIGHT) / 2;
    g.fillStyle(0x1b1d33, 0.8);
    g.fillRoundedRect(barX - 2, barY - 2, BAR_WIDTH + 4, BAR_HEIGHT + 4, (BAR_HEIGHT + 4) / 2);
    const share = Math.max(0, Math.min(1, level / FUEL_MAX));
    const color = level > 50 ? 0x5bd45b : level > FUEL_LOW ? 0xffd23f : 0xff5a5a;
    // A fuel drop in the gauge's colour.
    const dropX = left + 24;
    const dropY = CHIP_TOP + CHIP_HEIGHT / 2 + 3;
    g.fillStyle(0xffffff, 1);
    g.fillCircle(dropX, dropY, 9);
    g.fillTriangle(dropX - 8, dropY - 4, dropX + 8, dropY - 4, dropX, dropY - 17);
    g.fillStyle(color, 1);
    g.fillCircle(dropX, dropY, 6.5);
    g.fillTriangle(dropX - 5.6, dropY - 3, dropX + 5.6, dropY - 3, dropX, dropY - 13);
    if (share > 0) {
      g.fillStyle(color, 1);
      g.fillRoundedRect(
        barX,
        barY,
        Math.max(BAR_HEIGHT, BAR_WIDTH * share),
        BAR_HEIGHT,
        BAR_HEIGHT / 2,
      );
    }
  }

  private drawProgress(progress: number): void {
    const g = this.progressGraphics;
    const left = 18;
    const right = this.width - 26 - GOAL_ICON;
    const y = this.progressY;
    g.clear();
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(
      left - 4,
      y - PROGRESS_HEIGHT / 2 - 4,
      right - left + 8,
      PROGRESS_HEIGHT + 8,
      8,
    );
    const filled = (right - left) * progress;
    g.fillStyle(0xffffff, 0.85);
    if (filled > PROGRESS_HEIGHT)
      g.fillRoundedRect(
        left,
        y - PROGRESS_HEIGHT / 2,
        filled,
        PROGRESS_HEIGHT,
        PROGRESS_HEIGHT / 2,
      );
    const x = left + (right - left) * progress;
    g.fillStyle(this.marker, 1);
    g.fillCircle(x, y, 8);
    g.lineStyle(2, 0xffffff, 1);
    g.strokeCircle(x, y, 8);
  }
}
