import type { GameObjects, Scene } from 'phaser';
import { UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { HillRacerCamera } from './hillRacerCamera.js';
import { LOW_FUEL } from './hillRacerRules.js';
import type { HillRacerSimulation } from './hillRacerSimulation.js';
import { HILL_RACER_TEXTS } from './hillRacerTexts.js';
import { fillEllipseFan } from '../../kit/fanShapes.js';

const MARGIN = 12;
/** The progress marker is 12 px across: twelve corners read as round. */
const MARKER_SIDES = 12;
const ICON = 26;
const BAR_WIDTH = 112;
const BAR_HEIGHT = 14;
/** Seconds the controls hint stays before it fades. */
const HINT_SECONDS = 4;
/** The distance label changes every this many metres (fewer string rebuilds). */
const DISTANCE_STEP = 5;

/**
 * Screen-fixed gauges under the kit's HUD: the fuel can and its tank bar (blinking when low),
 * the metres driven, and a course strip from start to flag with the checkpoints and the
 * vehicle's place; plus the controls hint for the first seconds.
 */
export class HillRacerGauges {
  private readonly graphics: GameObjects.Graphics;
  private readonly icon: GameObjects.Image;
  private readonly distance: GameObjects.Text;
  private readonly hint: GameObjects.Text;
  private shownStep = -1;
  private top = 0;

  constructor(
    scene: Scene,
    private readonly sim: HillRacerSimulation,
    fuelKey: string,
    private readonly accent: number,
    isTouch: boolean,
  ) {
    this.graphics = scene.add.graphics().setDepth(30);
    this.icon = scene.add.image(0, 0, fuelKey).setDepth(31);
    const style = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '18px',
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#1b1d33',
      strokeThickness: 4,
      resolution: 3,
    };
    this.distance = scene.add.text(0, 0, '', style).setOrigin(0, 0.5).setDepth(31);
    this.hint = scene.add
      .text(0, 0, isTouch ? HILL_RACER_TEXTS.touchHint : HILL_RACER_TEXTS.keyHint, {
        ...style,
        fontSize: '17px',
        align: 'center',
      })
      .setOrigin(0.5)
      .setDepth(31);
  }

  layout(camera: HillRacerCamera, topInset: number): void {
    this.top = topInset;
    this.icon.setPosition(MARGIN + ICON / 2, topInset + ICON / 2).setDisplaySize(ICON, ICON);
    this.distance.setPosition(MARGIN + ICON + BAR_WIDTH + 16, topInset + ICON / 2);
    this.hint
      .setPosition(camera.width / 2, camera.playBottom * 0.3)
      .setWordWrapWidth(camera.width - 40);
  }

  render(camera: HillRacerCamera): void {
    const sim = this.sim;
    const g = this.graphics;
    g.clear();
    const barX = MARGIN + ICON + 6;
    const barY = this.top + (ICON - BAR_HEIGHT) / 2;
    g.fillStyle(0x000000, 0.45);
    g.fillRoundedRect(barX - 3, barY - 3, BAR_WIDTH + 6, BAR_HEIGHT + 6, 8);
    const fuel = sim.fuel;
    const isBlinkOff = fuel < LOW_FUEL && Math.floor(sim.elapsed * 4) % 2 === 0;
    const color = fuel < LOW_FUEL ? 0xff4a3a : fuel < 0.5 ? 0xffc83a : 0x5ad15a;
    if (fuel > 0 && !isBlinkOff) {
      g.fillStyle(color, 1);
      g.fillRoundedRect(barX, barY, Math.max(BAR_HEIGHT, BAR_WIDTH * fuel), BAR_HEIGHT, 6);
    }
    this.icon.setAlpha(isBlinkOff ? 0.5 : 1);
    const step = Math.floor(sim.distance / DISTANCE_STEP);
    if (step !== this.shownStep) {
      this.shownStep = step;
      this.distance.setText(HILL_RACER_TEXTS.meters(step * DISTANCE_STEP));
    }
    this.renderCourse(camera);
    if (this.hint.visible) {
      const left = HINT_SECONDS - sim.elapsed;
      if (left <= 0) this.hint.setVisible(false);
      else this.hint.setAlpha(Math.min(1, left));
    }
  }

  /** Start-to-flag strip with checkpoint ticks and the vehicle's place. */
  private renderCourse(camera: HillRacerCamera): void {
    const g = this.graphics;
    const track = this.sim.track;
    const left = MARGIN + 6;
    const right = camera.width - MARGIN - 16;
    const y = this.top + ICON + 16;
    g.fillStyle(0x000000, 0.4);
    g.fillRoundedRect(left - 4, y - 5, right - left + 8, 10, 5);
    const at = (x: number) => left + ((right - left) * x) / track.length;
    g.fillStyle(this.accent, 1);
    g.fillRect(left, y - 2, at(this.sim.distance) - left, 4);
    for (let k = 0; k < track.checkpointX.length; k++) {
      g.fillStyle(k < this.sim.checkpointsPassed ? this.accent : 0xffffff, 1);
      g.fillRect(at(track.checkpointX[k] ?? 0) - 1.5, y - 6, 3, 12);
    }
    // Chequered flag at the end.
    for (let row = 0; row < 2; row++)
      for (let col = 0; col < 3; col++) {
        g.fillStyle((row + col) % 2 === 0 ? 0x111111 : 0xffffff, 1);
        g.fillRect(right + col * 4, y - 8 + row * 4, 4, 4);
      }
    g.fillStyle(0xffffff, 1);
    const x = at(this.sim.distance);
    fillEllipseFan(g, x, y, 6, 6, MARKER_SIDES);
    g.fillStyle(this.accent, 1);
    fillEllipseFan(g, x, y, 4, 4, MARKER_SIDES);
  }
}
