import type { GameObjects, Scene } from 'phaser';
import { UI_FONT_FAMILY } from '../../kit/uiTheme.js';

const METER_HEIGHT = 30;
const TOP = 100;

/**
 * The power meter, target health bar and weapon name, in CSS px inside a container the scene
 * pins to the screen. Zones redraw only when they move; the needle only moves.
 */
export class SlapMeter {
  readonly container: GameObjects.Container;
  private readonly zones: GameObjects.Graphics;
  private readonly needle: GameObjects.Rectangle;
  private readonly healthFill: GameObjects.Rectangle;
  private readonly label: GameObjects.Text;
  private readonly nameText: GameObjects.Text;
  private width = 300;
  private left = 20;
  private drawnCenter = -1;
  private drawnHalf = -1;

  constructor(scene: Scene, targetName: string, resolution: number) {
    const style = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '16px',
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#1b1d33',
      strokeThickness: 4,
      resolution,
    };
    this.zones = scene.add.graphics();
    this.needle = scene.add
      .rectangle(0, 0, 8, METER_HEIGHT + 16, 0xffffff)
      .setStrokeStyle(3, 0x1b1d33);
    this.healthFill = scene.add.rectangle(0, 0, 100, 10, 0xff5a5a).setOrigin(0, 0.5);
    this.nameText = scene.add.text(0, 0, targetName, style).setOrigin(0, 1);
    this.label = scene.add.text(0, 0, '', { ...style, fontSize: '18px' }).setOrigin(0.5, 0);
    this.container = scene.add
      .container(0, 0, [this.zones, this.healthFill, this.nameText, this.needle, this.label])
      .setDepth(20);
  }

  layout(cssWidth: number): void {
    this.width = Math.min(cssWidth - 40, 440);
    this.left = (cssWidth - this.width) / 2;
    this.nameText.setPosition(this.left, TOP + 18);
    this.healthFill.setPosition(this.left + 2, TOP + 28);
    this.label.setPosition(cssWidth / 2, TOP + 86);
    this.drawnCenter = -1;
  }

  private drawZones(center: number, perfectHalf: number, goodHalf: number): void {
    const g = this.zones;
    const y = TOP + 44;
    const x = (share: number) => this.left + Math.max(0, Math.min(1, share)) * this.width;
    g.clear();
    g.fillStyle(0x1b1d33, 0.8);
    g.fillRoundedRect(this.left - 4, TOP + 22, this.width + 8, 14, 5);
    g.fillStyle(0xe84a5f, 1);
    g.fillRoundedRect(this.left, y, this.width, METER_HEIGHT, 8);
    g.fillStyle(0xffd23f, 1);
    g.fillRect(x(center - goodHalf), y, x(center + goodHalf) - x(center - goodHalf), METER_HEIGHT);
    g.fillStyle(0x4cd964, 1);
    g.fillRect(
      x(center - perfectHalf),
      y,
      x(center + perfectHalf) - x(center - perfectHalf),
      METER_HEIGHT,
    );
    g.lineStyle(3, 0xffffff, 1);
    g.strokeRoundedRect(this.left, y, this.width, METER_HEIGHT, 8);
  }

  render(
    needle: number,
    center: number,
    perfectHalf: number,
    goodHalf: number,
    healthShare: number,
    label: string,
  ): void {
    if (center !== this.drawnCenter || Math.abs(perfectHalf - this.drawnHalf) > 0.002) {
      this.drawnCenter = center;
      this.drawnHalf = perfectHalf;
      this.drawZones(center, perfectHalf, goodHalf);
    }
    this.needle.setPosition(this.left + needle * this.width, TOP + 44 + METER_HEIGHT / 2);
    this.healthFill.setScale(((this.width - 4) / 100) * Math.max(0, healthShare), 1);
    if (this.label.text !== label) this.label.setText(label);
  }
}
