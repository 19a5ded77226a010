import type { SeededRandom } from '../../random/seededRandom.js';
import { darken, mix } from '../../color/colorMath.js';
import { el } from '../svg.js';

/** The floor's base (exactly the tile, drawn once) and details (repeated so they wrap). */
type Tone = (hex: string) => string;
type UnderwaterFloor = (tone: Tone, random: SeededRandom, size: number) => [string, string];

const round = (value: number): number => Math.round(value);

/** Rippled light the surface throws on the floor: wobbly rings of pale cyan. */
function caustics(random: SeededRandom, size: number, count: number, opacity: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = [random.range(0, size), random.range(0, size)];
    const [rx, ry] = [random.range(14, 30), random.range(10, 22)];
    out += el('ellipse', {
      cx: round(x),
      cy: round(y),
      rx: round(rx),
      ry: round(ry),
      fill: 'none',
      stroke: '#e6fdff',
      'stroke-width': 3,
      'stroke-opacity': opacity,
      transform: `rotate(${round(random.range(0, 180))} ${round(x)} ${round(y)})`,
    });
  }
  return out;
}

/** A tuft of seaweed seen from above: a few curling green fronds from one root. */
function seaweed(tone: Tone, random: SeededRandom, x: number, y: number): string {
  const green = tone(random.pick(['#2f8a5a', '#3e9e4e', '#2a7a6a']));
  let out = '';
  for (let i = 0; i < 4; i++) {
    const angle = random.range(0, Math.PI * 2);
    const reach = random.range(18, 30);
    const [ex, ey] = [x + Math.cos(angle) * reach, y + Math.sin(angle) * reach];
    const [cx, cy] = [
      x + Math.cos(angle + 0.8) * reach * 0.6,
      y + Math.sin(angle + 0.8) * reach * 0.6,
    ];
    out += el('path', {
      d: `M${round(x)} ${round(y)} Q${round(cx)} ${round(cy)} ${round(ex)} ${round(ey)}`,
      stroke: i % 2 === 0 ? green : darken(green, 0.15),
      'stroke-width': 6,
      'stroke-linecap': 'round',
      fill: 'none',
    });
  }
  return out;
}

/** Rising bubbles: small pale rings with a glint. */
function bubbles(random: SeededRandom, size: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const [x, y, r] = [random.range(0, size), random.range(0, size), random.range(3, 7)];
    out +=
      el('circle', {
        cx: round(x),
        cy: round(y),
        r: round(r),
        fill: '#ffffff',
        'fill-opacity': 0.2,
        stroke: '#ffffff',
        'stroke-width': 1.5,
        'stroke-opacity': 0.8,
      }) + el('circle', { cx: round(x - r / 3), cy: round(y - r / 3), r: 1.5, fill: '#ffffff' });
  }
  return out;
}

/** A small fan shell, pink or cream. */
const shell = (tone: Tone, random: SeededRandom, x: number, y: number): string =>
  el('path', {
    d: `M${round(x)} ${round(y + 6)} l-8 -9 a9 9 0 0 1 16 0 z`,
    fill: tone(random.pick(['#ffc8d0', '#fff0d8', '#ffb89a'])),
    stroke: tone('#c88a80'),
    'stroke-width': 1,
  });

/**
 * Floors under the sea, read as under water from above: sand in the blue-green of deep water
 * with the surface's light rippling on it, seaweed tufts, shells and bubbles (`reefSand`); a
 * sunken ship's waterlogged deck planks, a broken one open on the sand, barnacles and seaweed
 * (`wreckDeck`).
 */
export const UNDERWATER_FLOORS: Record<'reefSand' | 'wreckDeck', UnderwaterFloor> = {
  reefSand: (tone, random, size) => {
    let ripples = '';
    for (let i = 0; i < 10; i++) {
      const [x, y] = [random.range(0, size), random.range(0, size)];
      ripples += el('path', {
        d: `M${round(x - 36)} ${round(y)} q36 -9 72 0`,
        stroke: tone('#7fb0a8'),
        'stroke-width': 3,
        fill: 'none',
      });
    }
    let things = '';
    for (let i = 0; i < 4; i++)
      things += seaweed(tone, random, random.range(0, size), random.range(0, size));
    for (let i = 0; i < 3; i++)
      things += shell(tone, random, random.range(0, size), random.range(0, size));
    for (let i = 0; i < 30; i++)
      things += el('circle', {
        cx: round(random.range(0, size)),
        cy: round(random.range(0, size)),
        r: round(random.range(1, 3)),
        fill: tone('#5e8e8c'),
        'fill-opacity': 0.7,
      });
    return [
      el('rect', { x: 0, y: 0, width: size, height: size, fill: tone('#a6d0c4') }),
      ripples + things + caustics(random, size, 14, 0.45) + bubbles(random, size, 6),
    ];
  },
  wreckDeck: (tone, random, size) => {
    const plankHeight = size / 8;
    const broken = random.int(1, 6);
    let base = '';
    for (let row = 0; row < 8; row++) {
      const y = row * plankHeight;
      const wood = mix(tone('#6a6450'), '#000000', random.range(0, 0.18));
      base +=
        row === broken
          ? el('rect', { x: 0, y, width: size, height: plankHeight, fill: tone('#8fbcae') })
          : el('rect', { x: 0, y, width: size, height: plankHeight, fill: wood }) +
            el('rect', {
              x: ((row * 89) % size) + 0,
              y,
              width: 3,
              height: plankHeight,
              fill: darken(wood, 0.4),
            });
      base += el('rect', {
        x: 0,
        y: y + plankHeight - 3,
        width: size,
        height: 3,
        fill: tone('#1e2c2e'),
      });
    }
    let things = '';
    // Sand drifted over the planks, barnacles, seaweed caught between them.
    for (let i = 0; i < 5; i++)
      things += el('ellipse', {
        cx: round(random.range(0, size)),
        cy: round(random.range(0, size)),
        rx: round(random.range(20, 40)),
        ry: round(random.range(8, 14)),
        fill: tone('#9cc4b4'),
        'fill-opacity': 0.85,
      });
    for (let i = 0; i < 24; i++)
      things += el('circle', {
        cx: round(random.range(0, size)),
        cy: round(random.range(0, size)),
        r: round(random.range(1.5, 3.5)),
        fill: tone('#d0dcd4'),
        'fill-opacity': 0.8,
      });
    for (let i = 0; i < 3; i++)
      things += seaweed(tone, random, random.range(0, size), random.range(0, size));
    return [base, things + caustics(random, size, 8, 0.3) + bubbles(random, size, 5)];
  },
};
