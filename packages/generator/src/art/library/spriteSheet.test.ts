import { SPRITE_SHEET_FRAMES } from '@promptplay/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SPRITE_FRAME_SIZE, SPRITE_GROUND_Y, spriteSheetSvg } from './spriteSheet.js';
import { spriteImageSvg, spriteSvgBody } from './spriteSvg.js';

const SIZE = SPRITE_FRAME_SIZE;

/** Per frame: the lowest and highest opaque rows and the opaque columns' mean x. */
async function frameShapes(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(SIZE * SPRITE_SHEET_FRAMES.length);
  expect(info.height).toBe(SIZE);
  return SPRITE_SHEET_FRAMES.map((_, index) => {
    let top = SIZE;
    let bottom = -1;
    let opaque = 0;
    let red = 0;
    for (let y = 0; y < SIZE; y++) {
      for (let x = 0; x < SIZE; x++) {
        const at = (y * info.width + index * SIZE + x) * 4;
        // The body itself, not the translucent light rim round a friendly one.
        if ((data[at + 3] ?? 0) > 230) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
          opaque += 1;
          red += (data[at] ?? 0) - ((data[at + 1] ?? 0) + (data[at + 2] ?? 0)) / 2;
        }
      }
    }
    return { top, bottom, coverage: opaque / (SIZE * SIZE), redness: red / Math.max(1, opaque) };
  });
}

describe('spriteSheetSvg', () => {
  it('draws 8 lively frames standing on the rig baseline, the hurt one flashing red', async () => {
    for (const id of [
      'fluent-emoji-flat:shark',
      'fluent-emoji-flat:toilet',
      'game-icons:seahorse',
    ]) {
      const svg = spriteSheetSvg(id, { isHostile: id.endsWith('shark') });
      expect(svg).toMatch(/^<svg [^>]*width="768" height="96"/);
      const frames = await frameShapes(svg ?? '');
      const idle = frames[0];
      const hurt = frames[SPRITE_SHEET_FRAMES.indexOf('hurt')];
      for (const frame of frames) expect(frame.coverage, id).toBeGreaterThan(0.05);
      // Feet on the ground when standing, off it mid-hop.
      expect(Math.abs((idle?.bottom ?? 0) - SPRITE_GROUND_Y), id).toBeLessThanOrEqual(2);
      const hops = frames.map((frame) => frame.bottom);
      expect(Math.min(...hops), id).toBeLessThan((idle?.bottom ?? 0) - 3);
      expect(hurt?.redness, id).toBeGreaterThan((idle?.redness ?? 0) + 20);
    }
  });

  it('renders at another frame size and is the same string every time', () => {
    const big = spriteSheetSvg('fluent-emoji-flat:dragon', { frameSize: 128 });
    expect(big).toMatch(/width="1024" height="128"/);
    expect(spriteSheetSvg('fluent-emoji-flat:dragon', { frameSize: 128 })).toBe(big);
  });

  it('has no sheet for an id the library does not have', () => {
    expect(spriteSheetSvg('fluent-emoji-flat:no-such-thing')).toBeNull();
    expect(spriteSheetSvg('elsewhere:shark')).toBeNull();
  });
});

describe('spriteSvgBody and spriteImageSvg', () => {
  it('give the icon to embed, its shapes boxed, ids kept unique per icon', () => {
    const noto = spriteSvgBody('noto:orca');
    expect(noto?.width).toBe(128);
    expect(noto?.body).not.toMatch(/ id="svgID/);
    const fluent =
      spriteSvgBody('fluent-emoji-flat:frying-pan') ?? spriteSvgBody('fluent-emoji-flat:cooking');
    expect(fluent?.content.maxX).toBeGreaterThan(fluent?.content.minX ?? Infinity);
    expect(spriteSvgBody('game-icons:seahorse')?.isMonochrome).toBe(true);
  });

  it('renders a whole tinted, mirrored image', async () => {
    const svg = spriteImageSvg('game-icons:seahorse', 64, { tint: '#ff8800', mirror: true });
    const { data, info } = await sharp(Buffer.from(svg ?? ''))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(64);
    let orange = 0;
    for (let at = 0; at < data.length; at += info.channels) {
      if ((data[at] ?? 0) > 200 && (data[at + 1] ?? 0) > 100 && (data[at + 2] ?? 0) < 60)
        orange += 1;
    }
    expect(orange).toBeGreaterThan(100);
  });
});
