import type { AerialVehicleKind } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber } from '../../kit/uiTheme.js';
import { mixColor } from './aerialColors.js';
import type { AerialCamera } from './aerialCamera.js';

export type TrailStyle = 'smoke' | 'flame' | 'sparkle';

/** Where the trail leaves each vehicle, metres from the picture's centre (y up), and its look. */
const TRAIL_OF: Readonly<Record<AerialVehicleKind, { x: number; y: number; style: TrailStyle }>> = {
  plane: { x: -5.8, y: -0.7, style: 'smoke' },
  helicopter: { x: -5.5, y: 0.3, style: 'smoke' },
  dragon: { x: -6.2, y: -0.9, style: 'flame' },
  balloon: { x: -0.6, y: -3.8, style: 'smoke' },
  rocket: { x: -6.4, y: -0.9, style: 'flame' },
  broom: { x: -6.2, y: -1.4, style: 'sparkle' },
  saucer: { x: 0, y: -2.6, style: 'sparkle' },
  carpet: { x: -6.2, y: -2.6, style: 'sparkle' },
};

const POOL_SIZE = 48;
const LIFE_SECONDS: Readonly<Record<TrailStyle, number>> = {
  smoke: 0.7,
  flame: 0.45,
  sparkle: 0.8,
};
/** Size of a particle in metres at its birth. */
const SIZE_METERS: Readonly<Record<TrailStyle, number>> = { smoke: 2.2, flame: 2.4, sparkle: 1.6 };
/** Drift of particles after they leave the vehicle, metres per second (y up). */
const DRIFT_Y: Readonly<Record<TrailStyle, number>> = { smoke: 2.5, flame: 0, sparkle: -1.5 };

/**
 * The particle trail behind the vehicle: a fixed pool of images, reused oldest first. Particles
 * stay where they were left in the world (so they stream behind as the vehicle flies on),
 * drift a little and fade. Nothing is created after the constructor.
 */
export class AerialTrail {
  private readonly images: GameObjects.Image[] = [];
  private readonly x = new Float64Array(POOL_SIZE);
  private readonly y = new Float64Array(POOL_SIZE);
  private readonly age = new Float64Array(POOL_SIZE);
  private readonly spin = new Float64Array(POOL_SIZE);
  private next = 0;
  private readonly style: TrailStyle;
  private readonly origin: { x: number; y: number };
  private readonly color: number;
  private readonly life: number;
  private seed = 1;

  constructor(
    scene: Scene,
    kind: AerialVehicleKind,
    trailColor: string,
    puffKey: string,
    sparkleKey: string,
    depth: number,
  ) {
    const trail = TRAIL_OF[kind];
    this.style = trail.style;
    this.origin = trail;
    this.color = hexToNumber(trailColor);
    this.life = LIFE_SECONDS[this.style];
    const key = this.style === 'sparkle' ? sparkleKey : puffKey;
    for (let i = 0; i < POOL_SIZE; i++) {
      this.images.push(scene.add.image(0, 0, key).setVisible(false).setDepth(depth));
      this.age[i] = Number.POSITIVE_INFINITY;
    }
  }

  /** A cheap deterministic wobble for sparkles (no Math.random in the view either). */
  private wobble(): number {
    this.seed = (this.seed * 16807) % 2147483647;
    return this.seed / 2147483647 - 0.5;
  }

  /** Leaves one particle at the vehicle's tail (vehicle centre, picture angle in radians). */
  emit(vehicleX: number, vehicleY: number, angle: number): void {
    const i = this.next;
    this.next = (this.next + 1) % POOL_SIZE;
    // The picture turns clockwise for a positive angle, with y down on screen.
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.x[i] = vehicleX + this.origin.x * cos + this.origin.y * sin;
    this.y[i] = vehicleY - this.origin.x * sin + this.origin.y * cos + this.wobble() * 0.6;
    this.age[i] = 0;
    this.spin[i] = this.wobble() * 6;
  }

  /** Ages, drifts and draws every particle for a frame of `dt` seconds. */
  render(camera: AerialCamera, vehicleDistance: number, dt: number): void {
    const ppm = camera.pixelsPerMeter;
    const size = SIZE_METERS[this.style] * ppm;
    const drift = DRIFT_Y[this.style];
    for (let i = 0; i < POOL_SIZE; i++) {
      const image = this.images[i];
      if (!image) continue;
      const age = (this.age[i] ?? 0) + dt;
      this.age[i] = age;
      const t = age / this.life;
      if (t >= 1) {
        if (image.visible) image.setVisible(false);
        continue;
      }
      this.y[i] = (this.y[i] ?? 0) + drift * dt;
      image
        .setVisible(true)
        .setPosition(
          camera.screenX(this.x[i] ?? 0, vehicleDistance),
          camera.screenY(this.y[i] ?? 0),
        );
      if (this.style === 'smoke') {
        image.setDisplaySize(size * (1 + 1.4 * t), size * (1 + 1.4 * t)).setAlpha(0.6 * (1 - t));
        image.setTint(this.color);
      } else if (this.style === 'flame') {
        const s = size * (1 - 0.7 * t);
        image.setDisplaySize(s, s).setAlpha(0.9 * (1 - t));
        image.setTint(mixColor(0xfff3b0, this.color, Math.min(1, t * 2)));
      } else {
        const s = size * (1 - 0.5 * t);
        const twinkle = 0.5 + 0.5 * Math.abs(Math.sin(age * 18 + (this.spin[i] ?? 0)));
        image
          .setDisplaySize(s, s)
          .setAlpha(twinkle * (1 - t))
          .setAngle((this.spin[i] ?? 0) * age * 60);
        image.setTint(this.color);
      }
    }
  }
}
