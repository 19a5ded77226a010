import type { WorldAtmosphere } from '@promptplay/contracts';
import { Scene, type GameObjects } from 'phaser';
import { createRng, mixSeed } from '../levels/index.js';
import { particleKindOf, type ParticleKind } from './atmosphereParticles.js';
import { FlashTimer, FLASH_PEAK_ALPHA, INDOOR_FLASH_PEAK_ALPHA } from './atmosphereFlashes.js';
import { fogTexture, rainTexture, softDotTexture } from './atmosphereTextures.js';
import type { PlayfieldShade } from './atmosphereShade.js';
import { showWorldFrom } from './cameraView.js';

export const ATMOSPHERE_SCENE_KEY = 'kit-atmosphere';

const RAIN_DROPS = 40;
const STORM_DROPS = 56;
const SNOWFLAKES = 42;
const HAILSTONES = 46;
const SAND_GRAINS = 60;
/** Hail falls this many CSS px per second; sand blows sideways this fast. */
const HAIL_SPEED = 640;
const SAND_SPEED = 520;
const SAND_TINT = 0xd8a868;
const FOG_BANDS = 3;
/** Rain falls this many CSS px per second, drifting sideways by RAIN_SLANT of that. */
const RAIN_SPEED = 900;
const RAIN_SLANT = -0.22;

/** The player asked the system for less motion: weather holds still or stays away. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** True when the atmosphere has weather to draw in front of the game. */
export function hasWeatherOverlay(atmosphere: WorldAtmosphere | undefined): boolean {
  return atmosphere !== undefined && atmosphere.weather !== 'clear';
}

export interface AtmosphereOptions {
  atmosphere: WorldAtmosphere;
  /** Night or dusk over a playfield that fills the screen (`playfieldShadeOf`). */
  shade?: PlayfieldShade | null;
  seed: number;
  pixelRatio: number;
  texturePrefix: string;
  isMotionReduced: boolean;
}

interface Particle {
  image: GameObjects.Image;
  x: number;
  y: number;
  speed: number;
  phase: number;
}

/**
 * The weather in front of the game: rain, a storm (rain and lightning flashes, at most two a
 * second and never blinding), snow drifting down, hail pelting, sand blowing sideways (a
 * sandstorm's fog bands turn ochre), fog bands sliding by, night or dusk shading a playfield
 * that fills the screen (with pools of lamplight). A few dozen pooled
 * images moved every frame, nothing created after `create`. Indoors rain and snow stay outside;
 * flashes are dimmer. With reduced motion only still fog shows: no falling, no flashes.
 */
export class AtmosphereScene extends Scene {
  private readonly particles: Particle[] = [];
  private readonly fog: Particle[] = [];
  private flash: GameObjects.Rectangle | null = null;
  private shade: GameObjects.Rectangle | null = null;
  private readonly lamps: Particle[] = [];
  private flashTimer: FlashTimer | null = null;
  private kind: ParticleKind | null = null;
  private cssWidth = 0;
  private cssHeight = 0;
  private elapsed = 0;

  constructor(private readonly options: AtmosphereOptions) {
    super({ key: ATMOSPHERE_SCENE_KEY });
  }

  create(): void {
    const { atmosphere, seed, texturePrefix, isMotionReduced } = this.options;
    const rng = createRng(mixSeed(seed, 4242));
    this.particles.length = 0;
    this.fog.length = 0;
    this.elapsed = 0;
    const isIndoor = atmosphere.isIndoor === true;
    this.addShade(rng);
    this.kind = particleKindOf(atmosphere, isMotionReduced);
    if (this.kind === 'rain') {
      const key = rainTexture(this, texturePrefix);
      const count = atmosphere.weather === 'storm' ? STORM_DROPS : RAIN_DROPS;
      for (let i = 0; i < count; i++)
        this.particles.push({
          image: this.add.image(0, 0, key).setAlpha(0.5).setRotation(-RAIN_SLANT),
          x: rng(),
          y: rng(),
          speed: 0.8 + rng() * 0.4,
          phase: rng(),
        });
    } else if (this.kind === 'snow') {
      const key = softDotTexture(this, texturePrefix);
      for (let i = 0; i < SNOWFLAKES; i++) {
        const size = 3 + rng() * 5;
        this.particles.push({
          image: this.add.image(0, 0, key).setAlpha(0.85).setDisplaySize(size, size),
          x: rng(),
          y: rng(),
          speed: 0.5 + rng() * 0.7,
          phase: rng() * Math.PI * 2,
        });
      }
    } else if (this.kind === 'hail' || this.kind === 'sand') this.addGrains(this.kind, rng);
    if (atmosphere.weather === 'fog') {
      const key = fogTexture(this, texturePrefix);
      for (let i = 0; i < FOG_BANDS; i++)
        this.fog.push({
          image: this.add
            .image(0, 0, key)
            .setAlpha(isIndoor ? 0.2 : 0.38)
            .setTint(atmosphere.sky === 'sandstorm' ? SAND_TINT : 0xffffff),
          x: rng(),
          y: 0.38 + i * 0.2,
          speed: (rng() < 0.5 ? -1 : 1) * (0.012 + rng() * 0.01),
          phase: 0,
        });
    }
    if (atmosphere.weather === 'storm' && !isMotionReduced) {
      this.flash = this.add.rectangle(0, 0, 10, 10, 0xeef2ff).setOrigin(0).setAlpha(0);
      this.flashTimer = new FlashTimer(rng, isIndoor ? INDOOR_FLASH_PEAK_ALPHA : FLASH_PEAK_ALPHA);
    } else {
      this.flash = null;
      this.flashTimer = null;
    }
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
    this.handleResize();
  }

  /**
   * Night or dusk over the whole playfield: a dark blue veil (a warm one at dusk and dawn), with
   * a few soft pools of lamplight on it that breathe slowly.
   */
  private addShade(rng: () => number): void {
    const { shade, texturePrefix } = this.options;
    this.lamps.length = 0;
    this.shade = null;
    if (!shade) return;
    this.shade = this.add.rectangle(0, 0, 10, 10, shade.color, shade.alpha).setOrigin(0);
    const key = softDotTexture(this, texturePrefix);
    for (let i = 0; i < shade.lightPools; i++)
      this.lamps.push({
        image: this.add.image(0, 0, key).setTint(shade.lightColor).setAlpha(shade.lightAlpha),
        x: (i + 0.2 + rng() * 0.6) / shade.lightPools,
        y: 0.3 + rng() * 0.55,
        speed: 0.6 + rng() * 0.5,
        phase: rng() * Math.PI * 2,
      });
  }

  /** Hailstones (white pellets falling fast) or sand grains (ochre specks blowing sideways). */
  private addGrains(kind: 'hail' | 'sand', rng: () => number): void {
    const key = softDotTexture(this, this.options.texturePrefix);
    const count = kind === 'hail' ? HAILSTONES : SAND_GRAINS;
    for (let i = 0; i < count; i++) {
      const size = kind === 'hail' ? 4 + rng() * 4 : 2 + rng() * 3;
      const image = this.add.image(0, 0, key).setDisplaySize(size, size).setAlpha(0.9);
      if (kind === 'sand') image.setTint(SAND_TINT);
      this.particles.push({ image, x: rng(), y: rng(), speed: 0.7 + rng() * 0.6, phase: rng() });
    }
  }

  private readonly handleResize = (): void => {
    const { pixelRatio } = this.options;
    this.cssWidth = this.scale.width / pixelRatio;
    this.cssHeight = this.scale.height / pixelRatio;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, pixelRatio);
    this.flash?.setSize(this.cssWidth, this.cssHeight);
    this.shade?.setSize(this.cssWidth, this.cssHeight);
    const pool = Math.max(this.cssWidth, this.cssHeight) * 0.45;
    for (const light of this.lamps) light.image.setDisplaySize(pool, pool);
    for (const band of this.fog)
      band.image.setDisplaySize(this.cssWidth * 1.3, this.cssHeight * 0.2);
    this.draw();
  };

  override update(_time: number, deltaMs: number): void {
    const dt = Math.min(deltaMs / 1000, 0.1);
    this.elapsed += dt;
    const width = this.cssWidth;
    const height = this.cssHeight;
    if (this.kind === 'rain') {
      for (const drop of this.particles) {
        drop.y += (drop.speed * RAIN_SPEED * dt) / height;
        drop.x += (drop.speed * RAIN_SPEED * RAIN_SLANT * dt) / width;
        if (drop.y > 1.05) {
          drop.y -= 1.1;
          drop.x = (drop.x + 0.37) % 1;
        }
        if (drop.x < -0.05) drop.x += 1.1;
      }
    } else if (this.kind === 'hail') {
      for (const stone of this.particles) {
        stone.y += (stone.speed * HAIL_SPEED * dt) / height;
        if (stone.y > 1.03) {
          stone.y -= 1.06;
          stone.x = (stone.x + 0.41) % 1;
        }
      }
    } else if (this.kind === 'sand') {
      for (const grain of this.particles) {
        grain.x += (grain.speed * SAND_SPEED * dt) / width;
        if (grain.x > 1.03) {
          grain.x -= 1.06;
          grain.y = (grain.y + 0.37) % 1;
        }
      }
    } else if (this.kind === 'snow') {
      for (const flake of this.particles) {
        flake.y += (flake.speed * 60 * dt) / height;
        if (flake.y > 1.03) {
          flake.y -= 1.06;
          flake.x = (flake.x + 0.29) % 1;
        }
      }
    }
    if (!this.options.isMotionReduced)
      for (const band of this.fog)
        band.x = ((((band.x + band.speed * dt + 0.65) % 1.3) + 1.3) % 1.3) - 0.65;
    if (this.flash && this.flashTimer) this.flash.setAlpha(this.flashTimer.advance(dt));
    const lightAlpha = this.options.shade?.lightAlpha ?? 0;
    if (!this.options.isMotionReduced)
      for (const light of this.lamps)
        light.image.setAlpha(
          lightAlpha * (0.8 + 0.2 * Math.sin(this.elapsed * light.speed + light.phase)),
        );
    this.draw();
  }

  private draw(): void {
    const width = this.cssWidth;
    const height = this.cssHeight;
    if (this.kind === 'rain' || this.kind === 'hail') {
      for (const drop of this.particles) drop.image.setPosition(drop.x * width, drop.y * height);
    } else if (this.kind === 'sand') {
      for (const grain of this.particles)
        grain.image.setPosition(
          grain.x * width,
          grain.y * height + Math.sin(this.elapsed * 3 + grain.phase * 6) * 6,
        );
    } else if (this.kind === 'snow') {
      for (const flake of this.particles)
        flake.image.setPosition(
          flake.x * width + Math.sin(this.elapsed * 1.3 + flake.phase) * 14,
          flake.y * height,
        );
    }
    for (const band of this.fog) band.image.setPosition((band.x + 0.5) * width, band.y * height);
    for (const light of this.lamps) light.image.setPosition(light.x * width, light.y * height);
  }
}
