import type { FarmingWorld } from '@promptplay/contracts';
import { el, svgDocument } from '../../art/svg.js';
import { luminance, mix } from '../../color/colorMath.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt, characterStamp, itemStamp } from '../sceneParts.js';
import type { FarmingCast } from './farmingCast.js';

export const FARMING_SCREENSHOT_WIDTH = 720;
export const FARMING_SCREENSHOT_HEIGHT = 480;

/**
 * A moment of the game: the three stalls with their traders, the field of plots with crops
 * growing and ripe, and the farmer at work.
 */
export function farmingScreenshotSvg(world: FarmingWorld, cast: FarmingCast): string {
  const width = FARMING_SCREENSHOT_WIDTH;
  const height = FARMING_SCREENSHOT_HEIGHT;
  const random = createRandom(world.seed).fork('farming-shot');
  const { palette } = world;
  const backdrop = backdropArt(palette, world.background, width, height, height, random, 'fs');
  const soil = mix(palette.ground, '#5a3a22', 0.5);
  const awning =
    luminance(palette.primary) <= luminance(palette.secondary)
      ? palette.primary
      : palette.secondary;
  const furrow = mix(palette.ground, '#000000', 0.35);
  const locked = mix(palette.groundAccent, '#000000', 0.35);
  const crop = itemStamp(cast.crop, 'fs-crop');
  const seed = itemStamp(cast.seed, 'fs-seed');
  const traders = [
    characterStamp(cast.landSeller.look, 'fs-land'),
    characterStamp(cast.seedSeller.look, 'fs-seed-seller'),
    characterStamp(cast.cropBuyer.look, 'fs-buyer'),
  ];
  const farmer = characterStamp(cast.farmer.look, 'fs-farmer');
  const stallWidth = 200;
  const stalls = traders.map((trader, index) => {
    const x = 30 + index * 225;
    const stripes = Array.from({ length: 6 }, (_, s) =>
      el('rect', {
        x: x + (stallWidth / 6) * s,
        y: 20,
        width: stallWidth / 6 + 0.5,
        height: 26,
        fill: s % 2 === 0 ? awning : '#ffffff',
      }),
    ).join('');
    const sign =
      index === 0
        ? el('rect', { x: x + 126, y: 72, width: 34, height: 34, rx: 6, fill: soil })
        : (index === 1 ? seed : crop).place(x + 143, 89, 36);
    return (
      el('rect', {
        x,
        y: 20,
        width: stallWidth,
        height: 120,
        rx: 14,
        fill: '#000000',
        opacity: 0.22,
      }) +
      stripes +
      el('rect', { x: x + 4, y: 104, width: stallWidth - 8, height: 32, rx: 8, fill: soil }) +
      trader.place(x + 62, 134, 84, 'idle0') +
      sign
    );
  });
  const columns = 6;
  const rows = 3;
  const cell = 96;
  const left = (width - columns * cell) / 2;
  const top = 160;
  const plots: string[] = [
    el('rect', {
      x: left - 6,
      y: top - 6,
      width: columns * cell + 12,
      height: rows * cell + 12,
      rx: 16,
      fill: furrow,
      opacity: 0.6,
    }),
  ];
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < columns; col++) {
      const x = left + col * cell;
      const y = top + row * cell;
      const index = row * columns + col;
      const isLocked = index >= 13;
      plots.push(
        el('rect', {
          x: x + 4,
          y: y + 4,
          width: cell - 8,
          height: cell - 8,
          rx: 12,
          fill: isLocked ? locked : soil,
        }),
      );
      if (isLocked) continue;
      for (let f = 1; f <= 3; f++)
        plots.push(
          el('rect', {
            x: x + 12,
            y: y + (cell * f) / 4 - 2,
            width: cell - 24,
            height: 4,
            fill: furrow,
            opacity: 0.55,
          }),
        );
      const growth = random.next();
      if (growth < 0.2) continue;
      const isRipe = growth > 0.6;
      plots.push(
        el(
          'g',
          { opacity: isRipe ? 1 : 0.85 },
          crop.place(x + cell / 2, y + cell / 2, cell * (isRipe ? 0.72 : 0.4)),
        ) +
          (isRipe
            ? el('rect', {
                x: x + 4,
                y: y + 4,
                width: cell - 8,
                height: cell - 8,
                rx: 12,
                fill: 'none',
                stroke: palette.accent,
                'stroke-width': 4,
              })
            : el('rect', {
                x: x + 12,
                y: y + cell - 16,
                width: (cell - 24) * growth,
                height: 6,
                fill: palette.accent,
              })),
      );
    }
  const content =
    `<defs>${[backdrop.defs, crop.defs, seed.defs, farmer.defs, ...traders.map((t) => t.defs)].join('')}</defs>` +
    backdrop.body +
    stalls.join('') +
    plots.join('') +
    farmer.place(left + 2.5 * cell, top + 2.9 * cell, 80, 'run1');
  return svgDocument(width, height, content);
}
