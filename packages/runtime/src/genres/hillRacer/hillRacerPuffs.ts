import type { Palette } from '@promptplay/contracts';
import type { GameObjects } from 'phaser';
import { fillEllipseFan } from '../../kit/fanShapes.js';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';
import type { HillRacerCamera } from './hillRacerCamera.js';
import { HILL_EVENTS } from './hillRacerRules.js';
import type { HillRacerSimulation } from './hillRacerSimulation.js';

const POOL = 32;
const EXHAUST_EVERY = 0.07;
const EXHAUST = 0;
const DUST = 1;
/** Corners of a puff: round enough at its largest (about 30 px across). */
const PUFF_SIDES = 14;

/**
 * Exhaust puffs while the gas is held and dust clouds where the wheels land, from a fixed ring
 * of particles (world metres) drawn into one Graphics object.
 */
export class HillRacerPuffs {
  private readonly x = new Float32Array(POOL);
  private readonly y = new Float32Array(POOL);
  private readonly vx = new Float32Array(POOL);
  private readonly vy = new Float32Array(POOL);
  private readonly age = new Float32Array(POOL).fill(1);
  private readonly life = new Float32Array(POOL).fill(1);
  private readonly size = new Float32Array(POOL);
  private readonly kind = new Uint8Array(POOL);
  private next = 0;
  private exhaustClock = 0;
  private readonly dustColor: number;
  private readonly exhaustColor = 0x9a9ca6;

  constructor(
    private readonly graphics: GameObjects.Graphics,
    palette: Palette,
  ) {
    this.dustColor = hexToNumber(mixHex(palette.ground, '#ffffff', 0.35));
  }

  private spawn(
    kind: number,
    x: number,
    y: number,
    vx: number,
    vy: number,
    size: number,
    life: number,
  ): void {
    const i = this.next;
    this.next = (this.next + 1) % POOL;
    this.kind[i] = kind;
    this.x[i] = x;
    this.y[i] = y;
    this.vx[i] = vx;
    this.vy[i] = vy;
    this.size[i] = size;
    this.age[i] = 0;
    this.life[i] = life;
  }

  update(camera: HillRacerCamera, sim: HillRacerSimulation, events: number, seconds: number): void {
    const shape = sim.shape;
    if (sim.isGas && !sim.isOver) {
      this.exhaustClock += seconds;
      if (this.exhaustClock >= EXHAUST_EVERY) {
        this.exhaustClock = 0;
        const lx = shape.imageX - shape.bodyWidth * 0.5;
        const ly = shape.imageY - shape.bodyHeight * 0.2;
        const wobble = ((sim.elapsed * 37) % 1) - 0.5;
        this.spawn(
          EXHAUST,
          sim.worldX(lx, ly),
          sim.worldY(lx, ly),
          sim.vx * 0.3 - 1.2 * Math.cos(sim.angle),
          0.8 + wobble,
          0.16,
          0.6,
        );
      }
    }
    if (events & HILL_EVENTS.landed) {
      for (let w = 0; w < 2; w++) {
        const lx = shape.axleX[w] ?? 0;
        const gx = sim.worldX(lx, shape.axleY[w] ?? 0);
        const gy = sim.worldY(lx, shape.axleY[w] ?? 0) - shape.wheelRadius;
        for (let k = -1; k <= 1; k++) this.spawn(DUST, gx, gy, k * 2.2, 1.2, 0.3, 0.7);
      }
    }
    const g = this.graphics;
    g.clear();
    for (let i = 0; i < POOL; i++) {
      const life = this.life[i] ?? 1;
      const age = (this.age[i] ?? 1) + seconds;
      this.age[i] = age;
      if (age >= life) continue;
      this.x[i] = (this.x[i] ?? 0) + (this.vx[i] ?? 0) * seconds;
      this.y[i] = (this.y[i] ?? 0) + (this.vy[i] ?? 0) * seconds;
      const t = age / life;
      const radius = (this.size[i] ?? 0.2) * (1 + t * 1.8) * camera.ppm;
      g.fillStyle(this.kind[i] === DUST ? this.dustColor : this.exhaustColor, 0.55 * (1 - t));
      const sx = camera.screenX(this.x[i] ?? 0);
      fillEllipseFan(g, sx, camera.screenY(this.y[i] ?? 0), radius, radius, PUFF_SIDES);
    }
  }
}
