import type { SplatterWorld } from '@promptplay/contracts';
import type { CharacterLook, ItemConcept } from '../../analyze/types.js';
import { el, svgDocument } from '../../art/svg.js';
import { createRandom } from '../../random/seededRandom.js';
import { arenaBackdrop, characterStamp, itemStamp } from '../shooter/arenaArt.js';

export const SPLATTER_SCREENSHOT_WIDTH = 720;
export const SPLATTER_SCREENSHOT_HEIGHT = 480;

export interface SplatterCast {
  target: CharacterLook;
  friend: CharacterLook;
  bonus: ItemConcept;
}

/** A splat blob of `r` with droplets: the blob in the first colour, droplets through the rest. */
function splatBlob(cx: number, cy: number, r: number, colors: readonly string[]): string {
  const colorAt = (i: number): string => colors[i % colors.length] ?? '#7bea3a';
  const drops = Array.from({ length: 8 }, (_, i) => {
    const angle = (i / 8) * Math.PI * 2 + 0.4;
    const distance = r * (1.05 + (i % 3) * 0.25);
    return el('circle', {
      cx: cx + Math.cos(angle) * distance,
      cy: cy + Math.sin(angle) * distance * 0.8,
      r: r * (0.14 + (i % 2) * 0.12),
      fill: colorAt(i + 1),
    });
  });
  return (
    el('ellipse', { cx, cy, rx: r, ry: r * 0.8, fill: colorAt(0), opacity: 0.9 }) + drops.join('')
  );
}

/**
 * A moment of play: targets scurrying clean, a friend and a bonus, and the one target just
 * tapped, squashed on its splat in the colours of what is thrown.
 */
export function splatterScreenshotSvg(world: SplatterWorld, cast: SplatterCast): string {
  const width = SPLATTER_SCREENSHOT_WIDTH;
  const height = SPLATTER_SCREENSHOT_HEIGHT;
  const random = createRandom(world.seed).fork('splatter-shot');
  const backdrop = arenaBackdrop(world.palette, world.background, width, height, random);
  const target = characterStamp(cast.target, 'target');
  const friend = characterStamp(cast.friend, 'friend');
  const bonus = itemStamp(cast.bonus, 'bonus');
  const { splatColor, splatColors } = world.splatter;
  const splat = splatBlob(360, 300, 46, splatColors ?? [splatColor]);
  const targets = [
    target.place(220, 260, 92, 'run1'),
    target.place(520, 330, 92, 'run3', true),
    target.place(640, 400, 84, 'run0', true),
    target.place(90, 170, 80, 'run2'),
  ];
  const squashed = el(
    'g',
    { transform: 'translate(360 300) scale(1.3 0.4) translate(-360 -300)', opacity: 0.8 },
    target.place(360, 300, 90, 'hurt'),
  );
  const tap = el('circle', {
    cx: 360,
    cy: 300,
    r: 44,
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 6,
    opacity: 0.85,
  });
  const defs = [backdrop.defs, target.defs, friend.defs, bonus.defs].join('');
  const content =
    `<defs>${defs}</defs>` +
    backdrop.body +
    el('rect', { x: 0, y: 0, width, height, fill: world.palette.ground, opacity: 0.35 }) +
    splat +
    squashed +
    targets.join('') +
    friend.place(470, 170, 88, 'run0', true) +
    bonus.place(150, 410, 50, -12) +
    tap;
  return svgDocument(width, height, content);
}
