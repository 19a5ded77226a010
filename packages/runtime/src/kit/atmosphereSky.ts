import type { WorldAtmosphere } from '@promptplay/contracts';
import { BlendModes, type GameObjects, type Scene } from 'phaser';
import { createRng, mixSeed } from '../levels/index.js';
import { softDotTexture } from './atmosphereTextures.js';

/** Effects of the atmosphere that live in the sky, behind the background's layers. */
export interface SkyEffects {
  layout(cssWidth: number, cssHeight: number): void;
  update(deltaSeconds: number, cssWidth: number, horizonY: number): void;
  destroy(): void;
}

const STAR_COUNT = 26;
const NEON_COLORS = [0xff3fd8, 0x35f0ff, 0xfff04a, 0x7dff6a] as const;

interface Twinkle {
  image: GameObjects.Image;
  /** Position as a share of the screen's width and of the sky's height. */
  fx: number;
  fy: number;
  speed: number;
  phase: number;
}

/**
 * Twinkling stars on a clear night outside and a slow neon glow pulsing over the horizon:
 * a few dozen pooled images, no allocation per frame. With reduced motion they hold still.
 * Null when the atmosphere has nothing for the sky.
 */
export function createSkyEffects(
  scene: Scene,
  atmosphere: WorldAtmosphere,
  options: { seed: number; texturePrefix: string; isMotionReduced: boolean },
): SkyEffects | null {
  const hasStars =
    atmosphere.timeOfDay === 'night' &&
    atmosphere.isIndoor !== true &&
    atmosphere.weather !== 'storm' &&
    atmosphere.weather !== 'rain';
  const hasNeon = atmosphere.mood === 'neon';
  if (!hasStars && !hasNeon) return null;
  const rng = createRng(mixSeed(options.seed, 911));
  const dotKey = softDotTexture(scene, options.texturePrefix);
  const stars: Twinkle[] = [];
  const glows: Twinkle[] = [];
  if (hasStars)
    for (let i = 0; i < STAR_COUNT; i++)
      stars.push({
        image: scene.add.image(0, 0, dotKey).setBlendMode(BlendModes.ADD),
        fx: rng(),
        fy: rng() * 0.85,
        speed: 1.2 + rng() * 2.4,
        phase: rng() * Math.PI * 2,
      });
  if (hasNeon)
    NEON_COLORS.forEach((color, i) => {
      glows.push({
        image: scene.add.image(0, 0, dotKey).setTint(color).setBlendMode(BlendModes.ADD),
        fx: (i + 0.5) / NEON_COLORS.length,
        fy: 0,
        speed: 2.2 + rng() * 0.8,
        phase: rng() * Math.PI * 2,
      });
    });
  let time = 0;
  let width = 0;
  let height = 0;

  const place = (horizonY: number): void => {
    const skyHeight = Math.max(40, horizonY * 0.55);
    for (const star of stars) {
      const size = 3 + (star.phase % 1) * 3;
      star.image.setPosition(star.fx * width, star.fy * skyHeight).setDisplaySize(size, size);
    }
    for (const glow of glows)
      glow.image
        .setPosition(glow.fx * width, horizonY - height * 0.18)
        .setDisplaySize(width * 0.55, height * 0.4);
  };
  const shine = (): void => {
    for (const star of stars) {
      const wave = options.isMotionReduced
        ? 1
        : 0.5 + 0.5 * Math.sin(time * star.speed + star.phase);
      star.image.setAlpha(0.25 + 0.75 * wave);
    }
    for (const glow of glows) {
      const wave = options.isMotionReduced
        ? 0.5
        : 0.5 + 0.5 * Math.sin(time * glow.speed + glow.phase);
      glow.image.setAlpha(0.16 + 0.2 * wave);
    }
  };

  return {
    layout(cssWidth, cssHeight) {
      width = cssWidth;
      height = cssHeight;
      place(cssHeight);
      shine();
    },
    update(deltaSeconds, cssWidth, horizonY) {
      width = cssWidth;
      place(horizonY);
      if (options.isMotionReduced) return;
      time += Math.min(deltaSeconds, 0.1);
      shine();
    },
    destroy() {
      for (const item of [...stars, ...glows]) item.image.destroy();
      stars.length = 0;
      glows.length = 0;
    },
  };
}
