import { createRandom, seedFromString, type SeededRandom } from '../../random/seededRandom.js';
import { darken, lighten, mix } from '../../color/colorMath.js';
import { el, svgDocument } from '../svg.js';
import { toneColor } from './atmosphere.js';
import type { Scene } from './composeScene.js';
import { floorStateDetails } from './floorState.js';
import type { FloorMaterial } from './places/index.js';
import { UNDERWATER_FLOORS } from './underwaterFloors.js';

/** Size of the floor tile: it repeats across the arena without seams. */
export const FLOOR_TILE_SIZE = 256;
const S = FLOOR_TILE_SIZE;

type Tone = (hex: string) => string;
/** The floor's base (exactly the tile, drawn once) and details (repeated so they wrap). */
type FloorDrawer = (tone: Tone, random: SeededRandom) => [base: string, details: string];

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, opacity?: number) =>
  el('rect', { x, y, width: w, height: h, fill, rx: rx || undefined, 'fill-opacity': opacity });
const dot = (cx: number, cy: number, r: number, fill: string, opacity?: number) =>
  el('circle', { cx, cy, r, fill, 'fill-opacity': opacity });
const blob = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  opacity?: number,
  angle = 0,
) =>
  el('ellipse', {
    cx,
    cy,
    rx,
    ry,
    fill,
    'fill-opacity': opacity,
    transform: angle
      ? `rotate(${Math.round(angle)} ${Math.round(cx)} ${Math.round(cy)})`
      : undefined,
  });

function scatter(
  random: SeededRandom,
  count: number,
  draw: (x: number, y: number) => string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) out += draw(random.range(0, S), random.range(0, S));
  return out;
}

/** Irregular stones in offset rows on grout, each a little different. */
function stones(
  tone: Tone,
  random: SeededRandom,
  base: string,
  grout: string,
  size: number,
  round: number,
): [string, string] {
  let out = '';
  for (let y = 0, row = 0; y < S; y += size, row++)
    for (let x = (row % 2) * (size / 2); x < S; x += size) {
      const shade = mix(
        tone(base),
        random.chance(0.5) ? '#ffffff' : '#000000',
        random.range(0, 0.12),
      );
      out += rect(x + 3, y + 3, size - 6, size - 6, shade, round);
      out += rect(x + 6, y + 5, size * 0.4, 4, lighten(shade, 0.18), 2, 0.6);
    }
  return [rect(0, 0, S, S, tone(grout)), out];
}

/** A ground of `base` mottled with `count` soft patches of `patch` (grass, leaf litter). */
function mottled(
  tone: Tone,
  random: SeededRandom,
  base: string,
  patch: string,
  count: number,
): [base: string, patches: string] {
  return [
    rect(0, 0, S, S, tone(base)),
    scatter(random, count, (x, y) =>
      blob(x, y, random.range(10, 22), random.range(6, 12), tone(patch), 0.8),
    ),
  ];
}

const FLOORS: Record<FloorMaterial, FloorDrawer> = {
  grass: (tone, random) => {
    const [base, patches] = mottled(tone, random, '#62b44e', '#58a846', 26);
    return [
      base,
      patches +
        scatter(random, 60, (x, y) =>
          el('path', {
            d: `M${Math.round(x)} ${Math.round(y)} l-3 -9 m3 9 l3 -10 m-3 10 l6 -6`,
            stroke: tone('#7ccc5e'),
            'stroke-width': 2,
            fill: 'none',
            'stroke-linecap': 'round',
          }),
        ) +
        scatter(random, 6, (x, y) =>
          dot(x, y, 3.5, tone(random.pick(['#ffffff', '#ffd23f', '#ff8ab0']))),
        ),
    ];
  },
  sand: (tone, random) => [
    rect(0, 0, S, S, tone('#f0d49a')),
    scatter(random, 10, (x, y) =>
      el('path', {
        d: `M${Math.round(x - 40)} ${Math.round(y)} q40 -10 80 0`,
        stroke: tone('#e0bf80'),
        'stroke-width': 3,
        fill: 'none',
      }),
    ) +
      scatter(random, 50, (x, y) => dot(x, y, random.range(1, 2.4), tone('#c8a060'), 0.7)) +
      scatter(random, 3, (x, y) => blob(x, y, 7, 5, tone('#ffe8f0'))),
  ],
  snow: (tone, random) => [
    rect(0, 0, S, S, tone('#eef4fc')),
    scatter(random, 14, (x, y) =>
      blob(x, y, random.range(20, 40), random.range(10, 18), tone('#dce8f6'), 0.8),
    ) + scatter(random, 24, (x, y) => dot(x, y, random.range(1, 2), '#ffffff')),
  ],
  dirt: (tone, random) => [
    rect(0, 0, S, S, tone('#a0744a')),
    scatter(random, 20, (x, y) =>
      blob(
        x,
        y,
        random.range(12, 26),
        random.range(6, 12),
        tone('#8e6440'),
        0.8,
        random.range(0, 180),
      ),
    ) +
      scatter(random, 24, (x, y) =>
        blob(x, y, random.range(3, 7), random.range(2, 5), tone('#c8a070')),
      ),
  ],
  mud: (tone, random) => [
    rect(0, 0, S, S, tone('#5a4a30')),
    scatter(random, 6, (x, y) =>
      blob(x, y, random.range(22, 40), random.range(12, 20), tone('#4a5a3a'), 0.9),
    ) +
      scatter(random, 20, (x, y) =>
        blob(x, y, random.range(4, 9), random.range(3, 6), tone('#7a6a44')),
      ),
  ],
  stone: (tone, random) => stones(tone, random, '#9a96a4', '#6a6674', 64, 6),
  cobbles: (tone, random) => stones(tone, random, '#a89c90', '#6a5e54', 32, 12),
  asphalt: (tone, random) => [
    rect(0, 0, S, S, tone('#5a5e66')),
    scatter(random, 120, (x, y) =>
      dot(x, y, random.range(0.8, 2), tone(random.chance(0.5) ? '#6e727a' : '#4a4e56')),
    ) + rect(S / 2 - 4, 0, 8, S / 2 - 20, tone('#f2e6a0'), 2, 0.8),
  ],
  wood: (tone, random) => {
    let base = '';
    let grain = '';
    for (let y = 0, i = 0; y < S; y += 32, i++) {
      const plank = mix(tone('#c8925a'), '#000000', random.range(0, 0.1));
      base +=
        rect(0, y, S, 32, plank) +
        rect(0, y + 30, S, 2, darken(plank, 0.3)) +
        rect((i * 97) % S, y, 2, 32, darken(plank, 0.3));
      grain += scatter(random, 2, (x) =>
        el('path', {
          d: `M${Math.round(x)} ${y + 12} q30 -4 60 0`,
          stroke: darken(plank, 0.12),
          'stroke-width': 2,
          fill: 'none',
        }),
      );
    }
    return [base, grain];
  },
  checker: (tone) => {
    let out = rect(0, 0, S, S, tone('#f4f0ea'));
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++)
        if ((x + y) % 2 === 1) out += rect(x * 64, y * 64, 64, 64, tone('#2f3440'));
    return [out, ''];
  },
  tiles: (tone) => {
    let out = rect(0, 0, S, S, tone('#c8ccd4'));
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++)
        out += rect(x * 64 + 2, y * 64 + 2, 60, 60, tone((x + y) % 2 ? '#eef0f4' : '#e4e8ee'), 3);
    return [out, ''];
  },
  carpet: (tone, random) => [
    rect(0, 0, S, S, tone('#7a8aa8')),
    scatter(random, 200, (x, y) => dot(x, y, 1.2, tone('#8a9ab8'), 0.8)) +
      [0, 1, 2, 3]
        .map((i) =>
          el('path', {
            d: `M${i * 64 + 32} 8 l24 24 l-24 24 l-24 -24z`,
            fill: 'none',
            stroke: tone('#9aa8c4'),
            'stroke-width': 3,
            'stroke-opacity': 0.5,
            transform: `translate(0 ${(i % 2) * 128})`,
          }),
        )
        .join(''),
  ],
  marble: (tone, random) => [
    rect(0, 0, S, S, tone('#eeeae2')) +
      rect(0, 0, S, 2, tone('#d0cac0')) +
      rect(0, 0, 2, S, tone('#d0cac0')) +
      rect(0, S / 2, S, 2, tone('#d0cac0')) +
      rect(S / 2, 0, 2, S, tone('#d0cac0')),
    scatter(random, 6, (x, y) =>
      el('path', {
        d: `M${Math.round(x)} ${Math.round(y)} q30 20 10 50 t20 60`,
        stroke: tone('#c8c2b8'),
        'stroke-width': 2,
        fill: 'none',
      }),
    ),
  ],
  metal: (tone) => {
    let out = rect(0, 0, S, S, tone('#8a94a6'));
    for (let y = 0; y < 2; y++)
      for (let x = 0; x < 2; x++) {
        out += rect(x * 128 + 3, y * 128 + 3, 122, 122, tone('#9aa4b6'), 6);
        for (const [rx, ry] of [
          [12, 12],
          [116, 12],
          [12, 116],
          [116, 116],
        ] as const)
          out += dot(x * 128 + rx, y * 128 + ry, 4, tone('#6a7486'));
        for (let i = 0; i < 5; i++)
          for (let j = 0; j < 5; j++)
            out += rect(
              x * 128 + 22 + i * 18,
              y * 128 + 24 + j * 18,
              10,
              3,
              tone('#b0b8c8'),
              1.5,
              0.8,
            );
      }
    return [out, ''];
  },
  lava: (tone, random) => {
    let out = scatter(random, 12, (x, y) =>
      blob(x, y, random.range(18, 34), random.range(12, 24), tone('#4a3a3c')),
    );
    out += scatter(random, 5, (x, y) =>
      el('path', {
        d: `M${Math.round(x)} ${Math.round(y)} l14 18 l-6 20 l16 16`,
        stroke: '#ff7a2a',
        'stroke-width': 4,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    );
    out += scatter(random, 4, (x, y) => dot(x, y, 5, '#ffd04a', 0.8));
    return [rect(0, 0, S, S, tone('#3a2e30')), out];
  },
  moon: (tone, random) => [
    rect(0, 0, S, S, tone('#a4a4b4')),
    scatter(random, 8, (x, y) => {
      const r = random.range(8, 22);
      return (
        dot(x, y, r, tone('#8c8c9e')) + dot(x + r * 0.15, y + r * 0.15, r * 0.75, tone('#7c7c8e'))
      );
    }) + scatter(random, 40, (x, y) => dot(x, y, random.range(1, 2.5), tone('#b8b8c8'))),
  ],
  marsDust: (tone, random) => [
    rect(0, 0, S, S, tone('#c8653e')),
    scatter(random, 14, (x, y) =>
      blob(x, y, random.range(14, 30), random.range(8, 14), tone('#b4552f'), 0.9),
    ) +
      scatter(random, 18, (x, y) =>
        blob(x, y, random.range(4, 9), random.range(3, 6), tone('#8a3a25')),
      ),
  ],
  candy: (tone, random) => [
    rect(0, 0, S, S, tone('#ffc0dc')),
    scatter(random, 10, (x, y) =>
      blob(x, y, random.range(18, 30), random.range(10, 16), tone('#ffd4e8')),
    ) +
      scatter(random, 50, (x, y) =>
        rect(
          x,
          y,
          10,
          4,
          tone(random.pick(['#5ab8ff', '#ffd23f', '#7ad06a', '#ffffff', '#b07aff'])),
          2,
        ),
      ),
  ],
  cloud: (tone, random) => [
    rect(0, 0, S, S, tone('#e8f0fc')),
    scatter(random, 16, (x, y) => dot(x, y, random.range(18, 34), tone('#f8fbff'))),
  ],
  tatami: (tone) => {
    // Two mats a tile, laid crosswise, each edged with dark cloth and woven in fine lines.
    let out = rect(0, 0, S, S, tone('#2a3a2a'));
    const mats: [number, number, number, number][] = [
      [0, 0, S, S / 2],
      [0, S / 2, S / 2, S / 2],
      [S / 2, S / 2, S / 2, S / 2],
    ];
    for (const [x, y, w, h] of mats) {
      out += rect(x + 5, y + 5, w - 10, h - 10, tone('#cfc48a'));
      const isWide = w > h;
      for (let i = 10; i < (isWide ? h : w) - 10; i += 6)
        out += isWide
          ? rect(x + 6, y + i, w - 12, 1.5, tone('#b8ac70'), 0, 0.7)
          : rect(x + i, y + 6, 1.5, h - 12, tone('#b8ac70'), 0, 0.7);
    }
    return [out, ''];
  },
  danceFloor: (tone) => {
    const glow = ['#ff3fd8', '#35f0ff', '#fff04a', '#7dff6a'];
    let out = rect(0, 0, S, S, tone('#1a1028'));
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++) {
        const color = glow[(x + y * 2) % glow.length] ?? '#ff3fd8';
        out += rect(
          x * 64 + 3,
          y * 64 + 3,
          58,
          58,
          mix(color, '#1a1028', (x + y) % 3 === 0 ? 0.1 : 0.55),
          4,
        );
      }
    return [out, ''];
  },
  seabed: (tone, random) => [
    rect(0, 0, S, S, tone('#1c2a3a')),
    scatter(random, 14, (x, y) =>
      blob(x, y, random.range(12, 26), random.range(8, 14), tone('#243648'), 0.9),
    ) + scatter(random, 16, (x, y) => dot(x, y, random.range(1.5, 3), '#6af0d8', 0.8)),
  ],
  reefSand: (tone, random) => UNDERWATER_FLOORS.reefSand(tone, random, S),
  wreckDeck: (tone, random) => UNDERWATER_FLOORS.wreckDeck(tone, random, S),
  fallenLeaves: (tone, random) => {
    const [base, patches] = mottled(tone, random, '#b89a4a', '#a8883e', 22);
    const leaves = scatter(random, 70, (x, y) =>
      leaf(x, y, random, tone(random.pick(['#e0702a', '#c8402a', '#f0b03a', '#a85a24']))),
    );
    return [base, patches + leaves];
  },
  blossoms: (tone, random) => {
    const [base, patches] = mottled(tone, random, '#7ccc5e', '#6cbc50', 26);
    const petals = scatter(random, 40, (x, y) =>
      dot(x, y, random.range(2.5, 4.5), tone(random.pick(['#ffc0da', '#ffffff', '#ff9ac4']))),
    );
    return [base, patches + petals];
  },
};

/** One fallen leaf: a pointed oval at a random angle. */
const leaf = (x: number, y: number, random: SeededRandom, fill: string): string =>
  blob(x, y, random.range(5, 8), random.range(2.5, 4), fill, 0.95, random.range(0, 180));

/** The floor tile's content (FLOOR_TILE_SIZE square, ids prefixed with `id`). */
function floorTileBody(scene: Scene, id: string): string {
  const tone: Tone = (hex) => toneColor(hex, scene.atmosphere, 1, scene.isIndoor);
  const random = createRandom(seedFromString(`${scene.key}|floor`));
  const [base, own] = FLOORS[scene.floor](tone, random);
  const details = own + floorStateDetails(scene.atmosphere.state, tone, random.fork('state'), S);
  const copies = [-S, 0, S]
    .flatMap((y) => [-S, 0, S].map((x) => [x, y] as const))
    .map(([x, y]) => el('use', { href: `#${id}`, x, y }))
    .join('');
  return el('defs', {}, el('g', { id }, details)) + base + copies;
}

/**
 * The place's floor seen from above as a seamless FLOOR_TILE_SIZE square (kitchen checker,
 * grass, sand, snow, planks, metal deck...), toned by the scene's atmosphere.
 */
export function floorTileSvg(scene: Scene): string {
  return svgDocument(S, S, floorTileBody(scene, 'floor'));
}

/**
 * The floor tile as an SVG pattern `id` repeating every `size` pixels, for screenshots of
 * arena genres (the runtime repeats the same tile).
 */
export function floorPattern(scene: Scene, id: string, size: number): string {
  return el(
    'pattern',
    { id, patternUnits: 'userSpaceOnUse', width: size, height: size },
    el('g', { transform: `scale(${size / S})` }, floorTileBody(scene, `${id}-tile`)),
  );
}
