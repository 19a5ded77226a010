import type { GameObjects, Scene } from 'phaser';
import { BakedShapes } from '../../kit/bakedShapes.js';
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
/** Gauge fills are drawn again only when they change by this many CSS pixels. */
const REDRAW_PIXELS = 0.5;

/**
 * Screen-fixed gauges under the kit's HUD: the fuel can and its tank bar (blinking when low),
 * the metres driven, and a course strip from start to flag with the checkpoints and the
 * vehicle's place; plus the controls hint for the first seconds. The backs of the bars and the
 * flag are painted once per layout (kit/bakedShapes.ts); the fills are drawn again only when
 * they change.
 */
export class HillRacerGauges {
  private readonly graphics: GameObjects.Graphics;
  private readonly backs: BakedShapes;
  /** What the fills show now: fuel bar width, blink, marker place, checkpoints passed. */
  private readonly shown = { fuelWidth: -1, isBlinkOff: false, color: 0, markerX: -1, passed: -1 };
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
    /** Key of the texture the backs are painted into (under the game's texture prefix). */
    backsKey: string,
    pixelRatio: number,
  ) {
    this.backs = new BakedShapes(scene, backsKey, pixelRatio);
    this.backs.image.setDepth(30);
    this.graphics = scene.add.graphics().setDepth(30.5);
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
    this.paintBacks(camera);
    this.shown.markerX = -1;
    this.icon.setPosition(MARGIN + ICON / 2, topInset + ICON / 2).setDisplaySize(ICON, ICON);
    this.distance.setPosition(MARGIN + ICON + BAR_WIDTH + 16, topInset + ICON / 2);
    this.hint
      .setPosition(camera.width / 2, camera.playBottom * 0.3)
      .setWordWrapWidth(camera.width - 40);
  }

  render(camera: HillRacerCamera): void {
    const sim = this.sim;
    const fuel = sim.fuel;
    const isBlinkOff = fuel < LOW_FUEL && Math.floor(sim.elapsed * 4) % 2 === 0;
    const color = fuel < LOW_FUEL ? 0xff4a3a : fuel < 0.5 ? 0xffc83a : 0x5ad15a;
    const fuelWidth = fuel > 0 ? Math.max(BAR_HEIGHT, BAR_WIDTH * fuel) : 0;
    const markerX = this.courseX(camera, sim.distance);
    const shown = this.shown;
    const isChanged =
      Math.abs(fuelWidth - shown.fuelWidth) >= REDRAW_PIXELS ||
      isBlinkOff !== shown.isBlinkOff ||
      color !== shown.color ||
      Math.abs(markerX - shown.markerX) >= REDRAW_PIXELS ||
      sim.checkpointsPassed !== shown.passed;
    if (isChanged) {
      shown.fuelWidth = fuelWidth;
      shown.isBlinkOff = isBlinkOff;
      shown.color = color;
      shown.markerX = markerX;
      shown.passed = sim.checkpointsPassed;
      this.drawFills(camera);
    }
    this.icon.setAlpha(isBlinkOff ? 0.5 : 1);
    const step = Math.floor(sim.distance / DISTANCE_STEP);
    if (step !== this.shownStep) {
      this.shownStep = step;
      this.distance.setText(HILL_RACER_TEXTS.meters(step * DISTANCE_STEP));
    }
    if (this.hint.visible) {
      const left = HINT_SECONDS - sim.elapsed;
      if (left <= 0) this.hint.setVisible(false);
      else this.hint.setAlpha(Math.min(1, left));
    }
  }

  /** The fuel bar's back, the course strip's back and its chequered flag: once per layout. */
  private paintBacks(camera: HillRacerCamera): void {
    const barX = MARGIN + ICON + 6;
    const barY = this.top + (ICON - BAR_HEIGHT) / 2;
    const { left, right, y } = this.courseStrip(camera);
    const boxX = Math.min(barX - 3, left - 4);
    const boxY = barY - 3;
    this.backs.draw(boxX, boxY, right + 12 + 4 - boxX, y + 8 - boxY, (g) => {
      g.fillStyle(0x000000, 0.45);
      g.fillRoundedRect(barX - 3 - boxX, barY - 3 - boxY, BAR_WIDTH + 6, BAR_HEIGHT + 6, 8);
      g.fillStyle(0x000000, 0.4);
      g.fillRoundedRect(left - 4 - boxX, y - 5 - boxY, right - left + 8, 10, 5);
      for (let row = 0; row < 2; row++)
        for (let col = 0; col < 3; col++) {
          g.fillStyle((row + col) % 2 === 0 ? 0x111111 : 0xffffff, 1);
          g.fillRect(right + col * 4 - boxX, y - 8 + row * 4 - boxY, 4, 4);
        }
    });
  }

  /** Where the start-to-flag strip lies on screen. */
  private courseStrip(camera: HillRacerCamera): { left: number; right: number; y: number } {
    return { left: MARGIN + 6, right: camera.width - MARGIN - 16, y: this.top + ICON + 16 };
  }

  /** Screen x on the course strip of `meters` along the course. */
  private courseX(camera: HillRacerCamera, meters: number): number {
    const { left, right } = this.courseStrip(camera);
    return left + ((right - left) * meters) / this.sim.track.length;
  }

  /** The fuel in the tank, and on the course strip the distance, checkpoints and vehicle. */
  private drawFills(camera: HillRacerCamera): void {
    const g = this.graphics;
    const { fuelWidth, isBlinkOff, color, markerX } = this.shown;
    g.clear();
    if (fuelWidth > 0 && !isBlinkOff) {
      g.fillStyle(color, 1);
      g.fillRoundedRect(
        MARGIN + ICON + 6,
        this.top + (ICON - BAR_HEIGHT) / 2,
        fuelWidth,
        BAR_HEIGHT,
        6,
      );
    }
    const track = this.sim.track;
    const { left, y } = this.courseStrip(camera);
    g.fillStyle(this.accent, 1);
    g.fillRect(left, y - 2, markerX - left, 4);
    for (let k = 0; k < track.checkpointX.length; k++) {
      g.fillStyle(k < this.sim.checkpointsPassed ? this.accent : 0xffffff, 1);
      g.fillRect(this.courseX(camera, track.checkpointX[k] ?? 0) - 1.5, y - 6, 3, 12);
    }
    g.fillStyle(0xffffff, 1);
    fillEllipseFan(g, markerX, y, 6, 6, MARKER_SIDES);
    g.fillStyle(this.accent, 1);
    fillEllipseFan(g, markerX, y, 4, 4, MARKER_SIDES);
  }
}
