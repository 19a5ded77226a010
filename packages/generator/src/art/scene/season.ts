import type { Season } from '../../analyze/types.js';
import { mix } from '../../color/colorMath.js';
import type { FloorMaterial, PlaceLayer } from './places/index.js';
import type { StripKind } from './strips/index.js';

/** The colour each green layer takes in a season; layers not listed keep theirs (pines). */
const SEASON_COLORS: Readonly<Record<Season, Partial<Record<StripKind, string>>>> = {
  autumn: {
    trees: '#e07a2c',
    hills: '#d8b060',
    flowers: '#d0902e',
    hedges: '#c0702e',
    farm: '#d8b05a',
    jungle: '#c88a2e',
  },
  spring: {
    trees: '#f4a8c8',
    hills: '#a8e890',
    flowers: '#7ed06a',
    hedges: '#78c860',
    farm: '#a8e080',
  },
  summer: {
    trees: '#2e9a3a',
    hills: '#5ec24a',
    flowers: '#f0c83a',
    hedges: '#2e8a3a',
    farm: '#e8c84a',
  },
};

/** How much of the season's colour a layer takes (some of the place's own colour shows). */
const SEASON_STRENGTH = 0.8;

/**
 * A layer as the season shows it: autumn turns leaves orange and red and the grass gold,
 * spring puts blossom on the trees and fresh green on the hills, summer deep green and gold.
 */
export function inSeason(layer: PlaceLayer, season: Season | undefined): PlaceLayer {
  const color = season ? SEASON_COLORS[season][layer.kind] : undefined;
  return color ? { ...layer, color: mix(layer.color, color, SEASON_STRENGTH) } : layer;
}

/** Floors that are grass in summer, and what covers them in each season. */
const SEASON_FLOORS: Readonly<Record<Season, FloorMaterial>> = {
  autumn: 'fallenLeaves',
  spring: 'blossoms',
  summer: 'grass',
};
const SEASON_ACCENTS: Readonly<Record<Season, string>> = {
  autumn: '#d8902c',
  spring: '#8ee070',
  summer: '#5ec24a',
};

/**
 * The playfield of a grassy place in a season: its floor material and the top colour of its
 * platforms, roads and boards. Floors that are not grass (sand, dirt, stone) keep their own.
 */
export function seasonGround(
  season: Season,
  floor: FloorMaterial,
): { floor: FloorMaterial; accent: string } {
  return {
    floor: floor === 'grass' ? SEASON_FLOORS[season] : floor,
    accent: SEASON_ACCENTS[season],
  };
}
