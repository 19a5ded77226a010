import type { MergeWorld } from '@promptplay/contracts';
import type { CharacterLook } from '../../analyze/types.js';
import { el, svgDocument } from '../../art/svg.js';
import { mix } from '../../color/colorMath.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt, characterStamp, goalStamp, itemStamp } from '../sceneParts.js';
import type { MergeTier } from './mergeChain.js';

export const MERGE_SCREENSHOT_WIDTH = 720;
export const MERGE_SCREENSHOT_HEIGHT = 480;

/** Drawn for its ids only: a tier's art as a stamp. */
function tierStamp(
  tier: MergeTier,
  id: string,
): { defs: string; place: (x: number, y: number, size: number) => string } {
  if (!tier.goalKind) return itemStamp(tier.item, id);
  const goal = goalStamp(
    {
      kind: tier.goalKind,
      name: tier.name,
      phrase: tier.item.phrase,
      itemKind: tier.item.kind,
      color: tier.item.color,
      friend: null,
    },
    id,
  );
  return { defs: goal.defs, place: (x, y, size) => goal.place(x, y + size * 0.45, size) };
}

/**
 * A moment of the game: the chain strip on top, the board with pairs waiting to merge, one item
 * being dragged, and the mascot beside the spawner.
 */
export function mergeScreenshotSvg(
  world: MergeWorld,
  chain: readonly MergeTier[],
  mascot: CharacterLook,
): string {
  const width = MERGE_SCREENSHOT_WIDTH;
  const height = MERGE_SCREENSHOT_HEIGHT;
  const random = createRandom(world.seed).fork('merge-shot');
  const { palette } = world;
  const backdrop = backdropArt(palette, world.background, width, height, height, random, 'ms');
  const stamps = chain.map((tier, index) => tierStamp(tier, `ms-t${index}`));
  const columns = world.merge.columns;
  const rows = 4;
  const cell = 78;
  const left = 60;
  const top = 92;
  const cells: string[] = [];
  const items: string[] = [];
  const lowTiers = Math.max(1, Math.min(4, chain.length - 2));
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < columns; col++) {
      const x = left + col * cell;
      const y = top + row * cell;
      cells.push(
        el('rect', {
          x: x + 3,
          y: y + 3,
          width: cell - 6,
          height: cell - 6,
          rx: 10,
          fill: mix(palette.groundAccent, '#ffffff', (row + col) % 2 === 0 ? 0.3 : 0.12),
        }),
      );
      if (random.chance(0.3)) continue;
      const tier = random.int(0, lowTiers - 1);
      items.push(stamps[tier]?.place(x + cell / 2, y + cell / 2, cell * 0.8) ?? '');
    }
  const board =
    el('rect', {
      x: left - 8,
      y: top - 8,
      width: columns * cell + 16,
      height: rows * cell + 16,
      rx: 18,
      fill: mix(palette.ground, '#000000', 0.2),
      opacity: 0.92,
    }) + cells.join('');
  const icon = 40;
  const stripX = width / 2 - ((chain.length - 1) * icon * 1.3) / 2;
  const strip =
    el('rect', {
      x: stripX - icon * 0.65 - 4,
      y: 22,
      width: chain.length * icon * 1.3 + 8,
      height: icon + 12,
      rx: 14,
      fill: '#000000',
      opacity: 0.28,
    }) +
    chain
      .map((_, index) =>
        el(
          'g',
          { opacity: index <= lowTiers ? 1 : 0.45 },
          stamps[index]?.place(stripX + index * icon * 1.3, 28 + icon / 2, icon) ?? '',
        ),
      )
      .join('');
  const dragged = stamps[1]?.place(left + 2.6 * cell, top + 1.3 * cell, cell * 0.95) ?? '';
  const spawnerX = left + columns * cell + 120;
  const spawnerY = 330;
  const spawner =
    el('circle', {
      cx: spawnerX,
      cy: spawnerY,
      r: 52,
      fill: 'none',
      stroke: palette.accent,
      'stroke-width': 7,
    }) +
    el('circle', {
      cx: spawnerX,
      cy: spawnerY,
      r: 42,
      fill: palette.primary,
      stroke: '#ffffff',
      'stroke-width': 5,
    }) +
    (stamps[0]?.place(spawnerX, spawnerY, 50) ?? '');
  const hero = characterStamp(mascot, 'ms-mascot');
  const content =
    `<defs>${[backdrop.defs, hero.defs, ...stamps.map((stamp) => stamp.defs)].join('')}</defs>` +
    backdrop.body +
    strip +
    board +
    items.join('') +
    dragged +
    spawner +
    hero.place(spawnerX, 230, 100, 'jump');
  return svgDocument(width, height, content);
}
