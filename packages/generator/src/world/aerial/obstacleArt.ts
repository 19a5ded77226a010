import type { Palette } from '@promptplay/contracts';
import { circle, el, ellipse, path, rect } from '../../art/svg.js';
import { darken, lighten, mix, outlineOf } from '../../color/colorMath.js';
import {
  COLUMN_BOX_HEIGHT,
  COLUMN_BOX_WIDTH,
  shaded,
  stroke,
  type Drawing,
} from './columnDrawing.js';
import { landmarkTower, type LandmarkTowerStyle } from './landmarkTowers.js';

/** Column images: 48×384 art rendered at this size (12 m wide, 96 m tall in the game). */
export const COLUMN_WIDTH = 128;
export const COLUMN_HEIGHT = 1024;
/** Floating hazard image: 160×100 art. */
export const CLOUD_WIDTH = 256;
export const CLOUD_HEIGHT = 160;
/** Ring image: 50×100 art. */
export const RING_WIDTH = 96;
export const RING_HEIGHT = 192;

export type TowerStyle =
  | 'skyscraper'
  | 'castle'
  | 'tree'
  | 'ice'
  | 'rock'
  | 'crystal'
  | 'pipe'
  | 'candy'
  | 'coral'
  | 'shelf'
  | LandmarkTowerStyle;
export type HangingStyle = 'cloud' | 'stalactite' | 'icicle' | 'vine' | 'pipe' | 'lamp';
export type CloudStyle = 'storm' | 'rock' | 'cotton' | 'dust';

/** How a place's obstacles look, and what they are called in the story. */
export interface ObstacleLook {
  tower: TowerStyle;
  hanging: HangingStyle;
  cloud: CloudStyle;
}

// prettier-ignore
const THEME_OBSTACLES: Readonly<Record<string, ObstacleLook>> = {
  meadow: { tower: 'tree', hanging: 'cloud', cloud: 'storm' },
  forest: { tower: 'tree', hanging: 'vine', cloud: 'storm' },
  jungle: { tower: 'tree', hanging: 'vine', cloud: 'storm' },
  sewer: { tower: 'pipe', hanging: 'pipe', cloud: 'storm' },
  city: { tower: 'skyscraper', hanging: 'cloud', cloud: 'storm' },
  castle: { tower: 'castle', hanging: 'cloud', cloud: 'storm' },
  cave: { tower: 'crystal', hanging: 'stalactite', cloud: 'rock' },
  volcano: { tower: 'rock', hanging: 'stalactite', cloud: 'rock' },
  snow: { tower: 'ice', hanging: 'icicle', cloud: 'storm' },
  desert: { tower: 'rock', hanging: 'cloud', cloud: 'storm' },
  beach: { tower: 'rock', hanging: 'cloud', cloud: 'storm' },
  underwater: { tower: 'coral', hanging: 'stalactite', cloud: 'rock' },
  space: { tower: 'crystal', hanging: 'stalactite', cloud: 'rock' },
  candy: { tower: 'candy', hanging: 'cloud', cloud: 'cotton' },
  sky: { tower: 'castle', hanging: 'cloud', cloud: 'storm' },
  haunted: { tower: 'tree', hanging: 'vine', cloud: 'storm' },
  factory: { tower: 'pipe', hanging: 'pipe', cloud: 'storm' },
};

/** Names the world file gives the obstacles. */
export const TOWER_NAMES: Readonly<Record<TowerStyle, string>> = {
  skyscraper: 'Skyscraper',
  castle: 'Castle Tower',
  tree: 'Giant Tree',
  ice: 'Ice Pillar',
  rock: 'Rock Spire',
  crystal: 'Crystal Spire',
  pipe: 'Pipe',
  candy: 'Candy Cane',
  coral: 'Coral Tower',
  shelf: 'Tall Shelf',
  obelisk: 'Obelisk',
  steeple: 'Church Steeple',
  pagoda: 'Pagoda',
};
export const HANGING_NAMES: Readonly<Record<HangingStyle, string>> = {
  cloud: 'Thundercloud',
  stalactite: 'Stalactite',
  icicle: 'Icicle',
  vine: 'Hanging Vine',
  pipe: 'Hanging Pipe',
  lamp: 'Hanging Lamp',
};
export const CLOUD_NAMES: Readonly<Record<CloudStyle, string>> = {
  storm: 'Storm Cloud',
  rock: 'Floating Rock',
  cotton: 'Cotton Candy Cloud',
  dust: 'Dust Cloud',
};

/** The obstacles of a theme (towers, hanging columns, floating hazards). */
export function obstacleLookFor(theme: string): ObstacleLook {
  return THEME_OBSTACLES[theme] ?? { tower: 'tree', hanging: 'cloud', cloud: 'storm' };
}

const W = COLUMN_BOX_WIDTH;
const H = COLUMN_BOX_HEIGHT;

function repeat(count: number, draw: (index: number) => string): string {
  let out = '';
  for (let i = 0; i < count; i++) out += draw(i);
  return out;
}

function tower(style: TowerStyle, palette: Palette, id: string): Drawing {
  switch (style) {
    case 'obelisk':
    case 'steeple':
    case 'pagoda':
      return landmarkTower(style, palette, id);
    case 'skyscraper': {
      const wall = mix(palette.secondary, '#7d8596', 0.55);
      const lit = mix(palette.accent, '#fff3b0', 0.4);
      return {
        defs: shaded(`${id}-wall`, wall),
        body:
          rect(22, 0, 3, 14, 1, '#3a3c44') +
          rect(4, 12, 40, H, 2, {
            fill: `url(#${id}-wall)`,
            outline: outlineOf(wall),
            width: 2.5,
          }) +
          rect(2, 10, 44, 6, 2, stroke(darken(wall, 0.25))) +
          repeat(36, (row) =>
            repeat(3, (col) =>
              rect(
                9 + col * 11,
                22 + row * 10,
                8,
                6,
                1,
                (row * 3 + col) % 4 === 1 ? lit : darken(wall, 0.35),
              ),
            ),
          ),
      };
    }
    case 'castle': {
      const stone = mix(palette.ground, '#a3a3b0', 0.65);
      return {
        defs: shaded(`${id}-stone`, stone),
        body:
          path('M24 0 L24 12', { fill: 'none', outline: '#3a3c44', width: 1.5 }) +
          path('M24 1 L34 4 L24 7 Z', stroke(palette.primary, 1.2)) +
          rect(6, 22, 36, H, 1, {
            fill: `url(#${id}-stone)`,
            outline: outlineOf(stone),
            width: 2.5,
          }) +
          rect(3, 16, 42, 10, 1, stroke(lighten(stone, 0.1))) +
          repeat(4, (i) => rect(3 + i * 11, 10, 8, 8, 1, stroke(lighten(stone, 0.1)))) +
          repeat(34, (row) =>
            path(
              `M6 ${36 + row * 10} L42 ${36 + row * 10} M${row % 2 === 0 ? 18 : 28} ${26 + row * 10} L${row % 2 === 0 ? 18 : 28} ${36 + row * 10}`,
              { fill: 'none', outline: darken(stone, 0.25), width: 1.2 },
            ),
          ) +
          rect(19, 40, 10, 14, 5, '#2a2530'),
      };
    }
    case 'tree': {
      const leaves = mix(palette.groundAccent, '#2f7a3a', 0.35);
      const bark = mix(palette.ground, '#7a5230', 0.5);
      return {
        defs: shaded(`${id}-bark`, bark),
        body:
          rect(8, 30, 32, H, 4, {
            fill: `url(#${id}-bark)`,
            outline: outlineOf(bark),
            width: 2.5,
          }) +
          repeat(12, (i) =>
            path(`M${14 + (i % 3) * 8} ${60 + i * 28} q3 8 0 16`, {
              fill: 'none',
              outline: darken(bark, 0.3),
              width: 1.5,
            }),
          ) +
          ellipse(24, 26, 24, 22, stroke(darken(leaves, 0.12))) +
          circle(10, 20, 12, stroke(leaves)) +
          circle(38, 20, 12, stroke(leaves)) +
          circle(24, 10, 12, stroke(lighten(leaves, 0.12))) +
          circle(24, 30, 11, stroke(leaves)) +
          circle(15, 14, 3, lighten(leaves, 0.4)),
      };
    }
    case 'ice': {
      const ice = '#a8defa';
      return {
        defs: shaded(`${id}-ice`, ice),
        body:
          path(`M6 ${H} L6 20 L14 10 L34 8 L42 18 L42 ${H} Z`, {
            fill: `url(#${id}-ice)`,
            outline: '#3d7fa6',
            width: 2.5,
          }) +
          repeat(10, (i) =>
            path(`M${12 + (i % 2) * 16} ${40 + i * 34} l8 14`, {
              fill: 'none',
              outline: '#ffffff',
              width: 2,
            }),
          ) +
          path(
            'M4 22 Q8 4 24 6 Q40 4 44 20 Q36 16 30 22 Q24 14 18 22 Q10 16 4 22 Z',
            stroke('#ffffff'),
          ),
      };
    }
    case 'rock': {
      const rock = mix(palette.ground, '#8a7a6a', 0.45);
      return {
        defs: shaded(`${id}-rock`, rock),
        body:
          path(`M4 ${H} L6 40 L12 14 L22 4 L34 10 L42 36 L44 ${H} Z`, {
            fill: `url(#${id}-rock)`,
            outline: outlineOf(rock),
            width: 2.5,
          }) +
          repeat(12, (i) =>
            path(`M6 ${60 + i * 28} Q24 ${54 + i * 28} 43 ${62 + i * 28}`, {
              fill: 'none',
              outline: darken(rock, 0.25),
              width: 1.5,
            }),
          ) +
          path('M22 4 L20 30 L12 14', { fill: 'none', outline: darken(rock, 0.3), width: 1.5 }),
      };
    }
    case 'crystal': {
      const gem = mix(palette.secondary, '#9b6bff', 0.4);
      return {
        defs: shaded(`${id}-gem`, gem),
        body:
          path(`M6 ${H} L6 24 L24 0 L42 24 L42 ${H} Z`, {
            fill: `url(#${id}-gem)`,
            outline: outlineOf(gem),
            width: 2.5,
          }) +
          path(`M24 0 L24 ${H} M6 24 L24 36 L42 24`, {
            fill: 'none',
            outline: lighten(gem, 0.4),
            width: 1.5,
          }) +
          el('g', { opacity: 0.5 }, path(`M10 30 L18 24 L18 ${H} L10 ${H} Z`, '#ffffff')),
      };
    }
    case 'pipe': {
      const metal = mix(palette.primary, '#4cae5a', 0.55);
      return {
        defs: shaded(`${id}-pipe`, metal),
        body:
          rect(6, 16, 36, H, 0, {
            fill: `url(#${id}-pipe)`,
            outline: outlineOf(metal),
            width: 2.5,
          }) +
          rect(1, 2, 46, 18, 3, {
            fill: `url(#${id}-pipe)`,
            outline: outlineOf(metal),
            width: 2.5,
          }) +
          repeat(6, (i) => rect(6, 70 + i * 56, 36, 5, 1, darken(metal, 0.25))) +
          el('g', { opacity: 0.45 }, rect(12, 20, 5, H, 2, '#ffffff')),
      };
    }
    case 'candy': {
      const stripe = palette.primary;
      return {
        defs: el(
          'pattern',
          { id: `${id}-stripes`, width: 48, height: 24, patternUnits: 'userSpaceOnUse' },
          rect(0, 0, 48, 24, 0, '#fff6fa') +
            path('M0 0 L24 0 L48 12 L48 24 L24 24 L0 12 Z', stripe),
        ),
        body:
          rect(8, 20, 32, H, 4, {
            fill: `url(#${id}-stripes)`,
            outline: outlineOf(stripe),
            width: 2.5,
          }) +
          circle(24, 22, 22, stroke(mix(palette.accent, '#ff8ac0', 0.4))) +
          path('M24 22 m-14 0 a14 14 0 1 1 14 14 a8 8 0 1 1 -8 -8', {
            fill: 'none',
            outline: '#ffffff',
            width: 3,
          }),
      };
    }
    case 'shelf': {
      // A tall shelf of books and jars, as indoor rooms stand them: wood frame, full boards.
      const wood = mix(palette.ground, '#9a6a40', 0.55);
      const back = darken(wood, 0.35);
      const spines = [palette.primary, palette.accent, palette.secondary, '#e5484d', '#2ec4ff'];
      return {
        defs: shaded(`${id}-wood`, wood),
        body:
          rect(4, 6, 40, H, 2, { fill: `url(#${id}-wood)`, outline: outlineOf(wood), width: 2.5 }) +
          rect(9, 12, 30, H, 0, back) +
          rect(1, 2, 46, 8, 2, stroke(lighten(wood, 0.1))) +
          repeat(9, (row) => {
            const floor = 50 + row * 40;
            const books = repeat(5, (i) => {
              const tall = 20 + ((row * 7 + i * 3) % 4) * 3;
              const color = spines[(row + i) % spines.length] ?? wood;
              return (row + i) % 5 === 4
                ? circle(12 + i * 6, floor - 7, 5, stroke(mix(color, '#ffffff', 0.3), 1.2))
                : rect(9.5 + i * 6, floor - tall, 5, tall, 1, stroke(color, 1.2));
            });
            return books + rect(5, floor, 38, 5, 1, stroke(lighten(wood, 0.08)));
          }),
      };
    }
    case 'coral': {
      const coral = mix(palette.primary, '#ff7f6e', 0.5);
      return {
        defs: shaded(`${id}-coral`, coral),
        body:
          rect(8, 24, 32, H, 10, {
            fill: `url(#${id}-coral)`,
            outline: outlineOf(coral),
            width: 2.5,
          }) +
          circle(12, 16, 9, stroke(coral)) +
          circle(36, 14, 9, stroke(coral)) +
          circle(24, 10, 10, stroke(lighten(coral, 0.1))) +
          repeat(16, (i) => circle(14 + (i % 3) * 10, 40 + i * 22, 2.4, lighten(coral, 0.4))),
      };
    }
  }
}

/** Puffy cloud outline filling the box (x, y, width, height). */
function puffs(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  outline: string,
): string {
  const style = { fill, outline, width: 2.5 };
  const r = height * 0.32;
  return (
    ellipse(x + width / 2, y + height * 0.62, width / 2, height * 0.36, style) +
    circle(x + width * 0.28, y + height * 0.5, r, style) +
    circle(x + width * 0.55, y + height * 0.36, r * 1.25, style) +
    circle(x + width * 0.78, y + height * 0.52, r * 0.95, style) +
    ellipse(x + width / 2, y + height * 0.66, width / 2 - 3, height * 0.3, fill)
  );
}

function hanging(style: HangingStyle, palette: Palette, cloud: CloudStyle, id: string): Drawing {
  switch (style) {
    case 'cloud': {
      const grey = cloud === 'cotton' ? '#f7b8d8' : mix(palette.skyTop, '#5a5f70', 0.6);
      const edge = darken(grey, 0.4);
      return {
        defs: '',
        body:
          rect(6, 0, 36, H - 30, 0, { fill: grey, outline: edge, width: 2.5 }) +
          repeat(14, (i) =>
            circle(i % 2 === 0 ? 10 : 38, 8 + i * 26, 14, {
              fill: grey,
              outline: edge,
              width: 2.5,
            }),
          ) +
          rect(7, 0, 34, H - 30, 0, grey) +
          repeat(7, (i) => circle(i % 2 === 0 ? 18 : 30, 30 + i * 48, 8, lighten(grey, 0.12))) +
          circle(10, H - 22, 12, { fill: grey, outline: edge, width: 2.5 }) +
          circle(38, H - 22, 12, { fill: grey, outline: edge, width: 2.5 }) +
          circle(24, H - 14, 13, { fill: grey, outline: edge, width: 2.5 }) +
          rect(6, H - 60, 36, 44, 0, grey) +
          (cloud === 'cotton'
            ? ''
            : path(`M26 ${H - 6} L20 ${H + 0} L26 ${H - 1}`, {
                fill: 'none',
                outline: '#ffe66b',
                width: 2,
              })),
      };
    }
    case 'stalactite':
    case 'icicle': {
      const color = style === 'icicle' ? '#bfe9ff' : mix(palette.ground, '#7a6a5a', 0.4);
      return {
        defs: shaded(`${id}-hang`, color),
        body:
          path(`M4 0 L44 0 L42 ${H - 60} L34 ${H - 14} Q24 ${H} 14 ${H - 14} L6 ${H - 60} Z`, {
            fill: `url(#${id}-hang)`,
            outline: style === 'icicle' ? '#3d7fa6' : outlineOf(color),
            width: 2.5,
          }) +
          repeat(10, (i) =>
            path(`M8 ${20 + i * 32} Q24 ${28 + i * 32} 40 ${18 + i * 32}`, {
              fill: 'none',
              outline: style === 'icicle' ? '#ffffff' : darken(color, 0.25),
              width: 1.5,
            }),
          ),
      };
    }
    case 'vine': {
      const leaf = mix(palette.groundAccent, '#2f8a3a', 0.4);
      const stem = darken(leaf, 0.35);
      return {
        defs: '',
        body:
          path(
            `M12 0 Q6 ${H / 2} 14 ${H - 10} M24 0 Q30 ${H / 2} 22 ${H - 4} M36 0 Q42 ${H / 2} 34 ${H - 12}`,
            {
              fill: 'none',
              outline: stem,
              width: 7,
            },
          ) +
          repeat(22, (i) => {
            const x = [10, 26, 38][i % 3] ?? 24;
            return ellipse(
              x,
              10 + i * 17,
              9,
              5,
              stroke(i % 2 === 0 ? leaf : lighten(leaf, 0.15)),
              i % 2 === 0 ? 30 : -30,
            );
          }) +
          circle(14, H - 10, 6, stroke(palette.accent)) +
          circle(34, H - 12, 6, stroke(palette.primary)),
      };
    }
    case 'lamp': {
      // A ceiling lamp on its long cord: a wide shade with a warm glow under it.
      const shade = mix(palette.accent, '#e8d8b0', 0.4);
      return {
        defs: shaded(`${id}-shade`, shade),
        body:
          el('g', { opacity: 0.35 }, ellipse(24, H - 14, 22, 14, '#fff3b0')) +
          path(`M24 0 L24 ${H - 58}`, { fill: 'none', outline: '#3a3c44', width: 3 }) +
          rect(19, H - 62, 10, 8, 2, stroke('#5a5f70')) +
          path(`M16 ${H - 54} L32 ${H - 54} L46 ${H - 22} L2 ${H - 22} Z`, {
            fill: `url(#${id}-shade)`,
            outline: outlineOf(shade),
            width: 2.5,
          }) +
          ellipse(24, H - 20, 9, 6, stroke('#fff6c8', 1.5)),
      };
    }
    case 'pipe': {
      const metal = mix(palette.primary, '#4cae5a', 0.55);
      return {
        defs: shaded(`${id}-pipe`, metal),
        body:
          rect(6, 0, 36, H - 16, 0, {
            fill: `url(#${id}-pipe)`,
            outline: outlineOf(metal),
            width: 2.5,
          }) +
          rect(1, H - 20, 46, 18, 3, {
            fill: `url(#${id}-pipe)`,
            outline: outlineOf(metal),
            width: 2.5,
          }) +
          repeat(6, (i) => rect(6, 30 + i * 56, 36, 5, 1, darken(metal, 0.25))) +
          el('g', { opacity: 0.45 }, rect(12, 0, 5, H - 20, 2, '#ffffff')),
      };
    }
  }
}

function floating(style: CloudStyle, palette: Palette): string {
  switch (style) {
    case 'storm': {
      const grey = mix(palette.skyTop, '#5a5f70', 0.65);
      return (
        puffs(4, 6, 152, 80, grey, darken(grey, 0.45)) +
        path('M78 70 L66 92 L80 88 L72 100', { fill: 'none', outline: '#ffe66b', width: 4 }) +
        circle(60, 52, 5, '#ffffff') +
        circle(98, 52, 5, '#ffffff') +
        circle(61, 53, 2.5, '#1d1a24') +
        circle(97, 53, 2.5, '#1d1a24') +
        path('M52 42 L66 48 M106 42 L92 48', { fill: 'none', outline: '#1d1a24', width: 2.5 })
      );
    }
    case 'rock': {
      const rock = mix(palette.ground, '#8a7a6a', 0.45);
      return (
        path('M10 60 L22 22 L60 8 L110 12 L148 40 L142 78 L96 94 L40 90 Z', stroke(rock, 3)) +
        circle(60, 44, 10, darken(rock, 0.2)) +
        circle(104, 60, 7, darken(rock, 0.2)) +
        circle(36, 70, 5, darken(rock, 0.2)) +
        path('M22 22 L60 8 L110 12', { fill: 'none', outline: lighten(rock, 0.35), width: 3 })
      );
    }
    case 'dust': {
      // A grumpy ball of dust drifting through a room.
      const dust = mix(palette.ground, '#b8b0a4', 0.6);
      return (
        puffs(4, 6, 152, 84, dust, darken(dust, 0.4)) +
        repeat(9, (i) =>
          circle(30 + ((i * 37) % 100), 36 + ((i * 23) % 40), 2.5, darken(dust, 0.3)),
        ) +
        circle(62, 50, 5, '#ffffff') +
        circle(96, 50, 5, '#ffffff') +
        circle(63, 51, 2.5, '#1d1a24') +
        circle(95, 51, 2.5, '#1d1a24')
      );
    }
    case 'cotton': {
      const pink = '#f7b8d8';
      return (
        puffs(4, 6, 152, 84, pink, '#b0477a') +
        circle(50, 40, 6, '#ffffff') +
        circle(110, 56, 4, '#ffffff')
      );
    }
  }
}

function document(width: number, height: number, box: string, drawing: Drawing): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box}"><defs>${drawing.defs}</defs>${drawing.body}</svg>`;
}

/** The tower image (top at the image's top). */
export function towerSvg(style: TowerStyle, palette: Palette): string {
  return document(COLUMN_WIDTH, COLUMN_HEIGHT, `0 0 ${W} ${H}`, tower(style, palette, 'tower'));
}

/** The hanging column image (tip at the image's bottom). */
export function hangingSvg(style: HangingStyle, cloud: CloudStyle, palette: Palette): string {
  return document(
    COLUMN_WIDTH,
    COLUMN_HEIGHT,
    `0 0 ${W} ${H}`,
    hanging(style, palette, cloud, 'hang'),
  );
}

/** The floating hazard image. */
export function cloudSvg(style: CloudStyle, palette: Palette): string {
  return document(CLOUD_WIDTH, CLOUD_HEIGHT, '0 0 160 100', {
    defs: '',
    body: floating(style, palette),
  });
}

/** The ring to fly through: a glowing hoop in the world's accent colour. */
export function ringSvg(palette: Palette): string {
  const gold = mix(palette.accent, '#ffd23f', 0.5);
  const body =
    el(
      'g',
      { opacity: 0.35 },
      ellipse(25, 50, 20, 46, { fill: 'none', outline: '#ffffff', width: 9 }),
    ) +
    ellipse(25, 50, 16, 42, { fill: 'none', outline: outlineOf(gold), width: 9 }) +
    ellipse(25, 50, 16, 42, { fill: 'none', outline: gold, width: 5 }) +
    path('M14 22 Q18 12 25 9', { fill: 'none', outline: lighten(gold, 0.6), width: 2 }) +
    path('M25 2 L27 7 L32 8 L27 10 L25 15 L23 10 L18 8 L23 7 Z', '#ffffff');
  return document(RING_WIDTH, RING_HEIGHT, '0 0 50 100', { defs: '', body });
}

/** The obstacle drawings for the screenshot (same art as the sprites). */
export function obstacleArt(
  look: ObstacleLook,
  palette: Palette,
): {
  tower: Drawing;
  hanging: Drawing;
  cloud: string;
} {
  return {
    tower: tower(look.tower, palette, 'shot-tower'),
    hanging: hanging(look.hanging, palette, look.cloud, 'shot-hang'),
    cloud: floating(look.cloud, palette),
  };
}
