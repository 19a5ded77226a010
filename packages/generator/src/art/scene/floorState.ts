import type { PlaceState } from '../../analyze/types.js';
import { el } from '../svg.js';
import type { SeededRandom } from '../../random/seededRandom.js';

type Tone = (hex: string) => string;
type Spot = (tone: Tone, random: SeededRandom, x: number, y: number) => string;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, opacity = 1) =>
  el('ellipse', { cx, cy, rx, ry, fill, 'fill-opacity': opacity < 1 ? opacity : undefined });
const rect = (x: number, y: number, w: number, h: number, fill: string, angle: number) =>
  el('rect', {
    x,
    y,
    width: w,
    height: h,
    fill,
    rx: 3,
    transform: `rotate(${Math.round(angle)} ${Math.round(x)} ${Math.round(y)})`,
  });

const LITTER = ['#4a9a5a', '#d83a3a', '#3a6ad8', '#f4f4f0', '#9aa4ae'] as const;
const CLOTHES = ['#e84a5a', '#4a8ae8', '#f0c030', '#5ac87a', '#a060d8', '#f4f0e4'] as const;

/** What one spot of a state's floor shows, seen from above, and how many there are. */
const SPOTS: Readonly<Record<PlaceState, [count: number, spot: Spot]>> = {
  burning: [
    7,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(18, 30), random.range(12, 20), tone('#2a2220'), 0.8) +
      ellipse(x, y, random.range(6, 10), random.range(5, 8), '#ff8a1e') +
      ellipse(x, y, 3, 3, '#ffd84a'),
  ],
  ruined: [
    8,
    (tone, random, x, y) =>
      rect(
        x,
        y,
        random.range(14, 30),
        random.range(10, 18),
        tone(random.pick(['#9a8e7c', '#b0583a', '#7a7266'])),
        random.range(0, 180),
      ) + rect(x + 14, y + 10, 10, 8, tone('#8a8070'), random.range(0, 180)),
  ],
  muddy: [
    5,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(24, 40), random.range(14, 22), tone('#4a3220'), 0.9) +
      ellipse(x - 4, y - 3, random.range(10, 16), random.range(4, 7), tone('#8aa0b0'), 0.6),
  ],
  messy: [
    9,
    (tone, random, x, y) =>
      rect(
        x,
        y,
        random.range(16, 30),
        random.range(10, 20),
        tone(random.pick(CLOTHES)),
        random.range(0, 180),
      ),
  ],
  flooded: [
    4,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(34, 56), random.range(22, 34), tone('#5a8aa8'), 0.75) +
      ellipse(x - 8, y - 6, random.range(10, 18), 3, '#ffffff', 0.5),
  ],
  abandoned: [
    9,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(6, 12), random.range(4, 8), tone('#5a7a3a')) +
      ellipse(x + 8, y - 4, random.range(4, 8), random.range(3, 6), tone('#6a8a42')),
  ],
  polluted: [
    10,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(16, 28), random.range(10, 16), tone('#3a3a2c'), 0.45) +
      rect(
        x,
        y,
        random.range(8, 22),
        random.range(6, 10),
        tone(random.pick(LITTER)),
        random.range(0, 180),
      ),
  ],
  frozen: [
    5,
    (tone, random, x, y) =>
      ellipse(x, y, random.range(30, 50), random.range(18, 28), tone('#d8f0ff'), 0.8) +
      ellipse(x - 6, y - 4, random.range(12, 20), 3, '#ffffff', 0.9),
  ],
};

/**
 * What a place's state leaves on its arena floor, seen from above (`size` square, wrapping):
 * embers and scorch marks, rubble, mud puddles, dropped clothes, floodwater, weeds, ice, litter
 * on oily stains.
 */
export function floorStateDetails(
  state: PlaceState | undefined,
  tone: Tone,
  random: SeededRandom,
  size: number,
): string {
  if (!state) return '';
  const [count, spot] = SPOTS[state];
  let out = '';
  for (let i = 0; i < count; i++)
    out += spot(tone, random, random.range(0, size), random.range(0, size));
  return out;
}
