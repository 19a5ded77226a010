import type { CollectibleWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { darken, lighten, mix } from '../../color/colorMath.js';
import { el, svgDocument } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import { backdropArt, characterStamp, itemStamp } from '../sceneParts.js';
import { sceneOfTheme } from '../../art/scene/composeScene.js';
import { floorPattern } from '../../art/scene/floorTile.js';

export const COLLECTIBLE_SCREENSHOT_WIDTH = 720;
export const COLLECTIBLE_SCREENSHOT_HEIGHT = 480;

export interface CollectibleCast {
  hero: CharacterLook;
  hazard: CharacterLook;
  collectible: ItemConcept;
  bonus: ItemConcept;
  /** The place's props, by the world's obstacle sprite index. */
  obstacles?: readonly ItemConcept[];
}

const TILE = 48;

/**
 * A moment of the game as the runtime draws it: the walled, checkered arena under the world's
 * sky, items scattered on the floor, hazards roaming and the hero running for the next pickup.
 */
export function collectibleScreenshotSvg(world: CollectibleWorld, cast: CollectibleCast): string {
  const width = COLLECTIBLE_SCREENSHOT_WIDTH;
  const height = COLLECTIBLE_SCREENSHOT_HEIGHT;
  const random = createRandom(world.seed).fork('collectible-shot');
  const { palette } = world;
  const backdrop = backdropArt(palette, world.background, width, height, 120, random, 'cs');
  const arena = { x: 40, y: 92, width: width - 80, height: height - 92 + 40 };
  const light = mix(palette.groundAccent, '#ffffff', 0.18);
  const dark = mix(palette.groundAccent, palette.ground, 0.25);
  const tiles: string[] = [];
  for (let row = 0; row * TILE < arena.height; row++)
    for (let column = 0; column * TILE < arena.width; column++)
      tiles.push(
        el('rect', {
          x: arena.x + column * TILE,
          y: arena.y + row * TILE,
          width: TILE,
          height: TILE,
          fill: (row + column) % 2 === 0 ? light : dark,
        }),
      );
  // The place's floor (kitchen checker, grass, sand…) as the runtime repeats it, if it has one.
  const scene = sceneOfTheme(world.background.theme);
  const placeFloor = scene
    ? el('defs', {}, floorPattern(scene, 'cs-floor-tile', 256)) +
      el('rect', { ...arena, fill: 'url(#cs-floor-tile)' })
    : null;
  const floor =
    el('rect', {
      x: arena.x - 12,
      y: arena.y - 12,
      width: arena.width + 24,
      height: arena.height + 24,
      rx: 24,
      fill: darken(palette.ground, 0.25),
      stroke: lighten(palette.ground, 0.2),
      'stroke-width': 4,
    }) +
    el('clipPath', { id: 'cs-floor' }, el('rect', { ...arena, rx: 16 })) +
    el('g', { 'clip-path': 'url(#cs-floor)' }, placeFloor ?? tiles.join(''));
  const item = itemStamp(cast.collectible, 'cs-item');
  const bonus = itemStamp(cast.bonus, 'cs-bonus');
  const hero = characterStamp(cast.hero, 'cs-hero');
  const hazard = characterStamp(cast.hazard, 'cs-hazard');
  const items = Array.from({ length: 6 }, (_, index) => {
    const x = arena.x + 50 + random.range(0, arena.width - 100);
    const y = arena.y + 50 + random.range(0, arena.height - 120);
    return (
      el('ellipse', { cx: x, cy: y + 16, rx: 12, ry: 4, fill: '#000000', opacity: 0.2 }) +
      item.place(x, y, index === 0 ? 40 : 36)
    );
  });
  const props = (cast.obstacles ?? []).map((prop, index) => itemStamp(prop, `cs-prop${index}`));
  // The arena's props where the world stands them, squeezed into the screenshot's floor.
  const obstacles = (world.obstacles?.placed ?? []).map(({ sprite, x, y, radius }) => {
    const px = arena.x + (x / world.collectible.arenaWidth) * arena.width;
    const py = arena.y + 10 + (y / world.collectible.arenaHeight) * (arena.height - 60);
    const size = radius * 2.2;
    return (
      el('ellipse', {
        cx: px,
        cy: py + size * 0.4,
        rx: size * 0.4,
        ry: size * 0.13,
        fill: '#000000',
        opacity: 0.2,
      }) + (props[sprite]?.place(px, py, size) ?? '')
    );
  });
  const hazards = [
    hazard.place(140, 250, 70, 'run1'),
    hazard.place(590, 330, 70, 'run3', true),
    hazard.place(520, 180, 64, 'run0', true),
  ];
  const heroX = width / 2 - 20;
  const heroY = 330;
  const sparkle = el('circle', {
    cx: heroX,
    cy: heroY - 30,
    r: 62,
    fill: palette.accent,
    opacity: 0.12,
    stroke: palette.accent,
    'stroke-width': 3,
  });
  const content =
    `<defs>${[backdrop.defs, item.defs, bonus.defs, hero.defs, hazard.defs, ...props.map((p) => p.defs)].join('')}</defs>` +
    backdrop.body +
    floor +
    obstacles.join('') +
    items.join('') +
    bonus.place(600, 420, 46) +
    sparkle +
    hazards.join('') +
    hero.place(heroX, heroY, 84, 'run1');
  return svgDocument(width, height, content);
}
