import type { GameObjects, Scene } from 'phaser';
import { UI_FONT_FAMILY } from '../../kit/uiTheme.js';

const BAR_HEIGHT = 14;
const TOP = 64;
const MARGIN = 14;
const GAP = 14;
const FILL_UNIT = 100;

/**
 * The two health bars under the kit's HUD, with the fighters' names, laid out in CSS px inside
 * a container the scene scales to the camera. Bars resize by scaleX only.
 */
export class FightingHud {
  readonly container: GameObjects.Container;
  private readonly playerFill: GameObjects.Rectangle;
  private readonly opponentFill: GameObjects.Rectangle;
  private readonly backs: GameObjects.Graphics;
  private readonly playerName: GameObjects.Text;
  private readonly opponentName: GameObjects.Text;
  private barWidth = 100;

  constructor(scene: Scene, playerColor: number, opponentColor: number, resolution: number) {
    const textStyle = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '15px',
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#1b1d33',
      strokeThickness: 4,
      resolution,
    };
    this.backs = scene.add.graphics();
    // Fills keep their created size and shrink by scaleX only.
    this.playerFill = scene.add
      .rectangle(0, 0, FILL_UNIT, BAR_HEIGHT - 4, playerColor)
      .setOrigin(0, 0);
    this.opponentFill = scene.add
      .rectangle(0, 0, FILL_UNIT, BAR_HEIGHT - 4, opponentColor)
      .setOrigin(1, 0);
    this.playerName = scene.add.text(0, 0, '', textStyle).setOrigin(0, 0);
    this.opponentName = scene.add.text(0, 0, '', textStyle).setOrigin(1, 0);
    this.container = scene.add
      .container(0, 0, [
        this.backs,
        this.playerFill,
        this.opponentFill,
        this.playerName,
        this.opponentName,
      ])
      .setDepth(20);
  }

  /** Screen width in CSS px; the container is placed by the scene. */
  layout(cssWidth: number): void {
    this.barWidth = Math.min(220, (cssWidth - 2 * MARGIN - GAP) / 2);
    const y = TOP + 20;
    const backs = this.backs;
    backs.clear();
    backs.fillStyle(0x1b1d33, 0.75);
    backs.lineStyle(2, 0xffffff, 0.9);
    for (const x of [MARGIN, cssWidth - MARGIN - this.barWidth]) {
      backs.fillRect(x, y, this.barWidth, BAR_HEIGHT);
      backs.strokeRect(x, y, this.barWidth, BAR_HEIGHT);
    }
    this.playerFill.setPosition(MARGIN + 2, y + 2);
    this.opponentFill.setPosition(cssWidth - MARGIN - 2, y + 2);
    this.playerName.setPosition(MARGIN, TOP);
    this.opponentName.setPosition(cssWidth - MARGIN, TOP);
  }

  setNames(player: string, opponent: string): void {
    if (this.playerName.text !== player) this.playerName.setText(player);
    if (this.opponentName.text !== opponent) this.opponentName.setText(opponent);
  }

  setHealth(playerShare: number, opponentShare: number): void {
    const unit = (this.barWidth - 4) / FILL_UNIT;
    this.playerFill.setScale(Math.max(0, playerShare) * unit, 1);
    this.opponentFill.setScale(Math.max(0, opponentShare) * unit, 1);
  }
}
