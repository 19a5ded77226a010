/**
 * What a racing road is made of, so the course takes the place: tarmac, a river's or the sea's
 * water, a frozen lake's ice, packed snow, desert or beach sand, a dirt track (savanna, farm,
 * mud). A world without one races on tarmac.
 */
export const RACING_ROAD_SURFACES = ['tarmac', 'water', 'ice', 'snow', 'sand', 'dirt'] as const;
export type RacingRoadSurface = (typeof RACING_ROAD_SURFACES)[number];

/** A road's colours as #rrggbb: its two alternating bands, its edge's two and its lane marks. */
export interface RoadSurfaceColors {
  road: string;
  roadAlt: string;
  rumble: string;
  rumbleAlt: string;
  line: string;
}

/**
 * Each surface's own colours, which the runtime's road and the generator's screenshot both
 * paint; tarmac takes the world's palette instead (grey tinted by it, the primary colour at
 * its edges). Water has foam at its banks and wakes for lanes, snow and dirt ruts.
 */
export const ROAD_SURFACE_COLORS: Readonly<
  Record<Exclude<RacingRoadSurface, 'tarmac'>, RoadSurfaceColors>
> = {
  water: {
    road: '#3b8fd4',
    roadAlt: '#4698da',
    rumble: '#f2faff',
    rumbleAlt: '#a9daf5',
    line: '#cfeeff',
  },
  ice: {
    road: '#b9def2',
    roadAlt: '#c6e5f5',
    rumble: '#7fb6d6',
    rumbleAlt: '#f4fbff',
    line: '#f8fdff',
  },
  snow: {
    road: '#eef2f7',
    roadAlt: '#e3e9f0',
    rumble: '#9fb3c8',
    rumbleAlt: '#ffffff',
    line: '#c3cfdc',
  },
  sand: {
    road: '#e4c68c',
    roadAlt: '#dbbb7c',
    rumble: '#b98d4f',
    rumbleAlt: '#f3e0b5',
    line: '#c7a061',
  },
  dirt: {
    road: '#a8744a',
    roadAlt: '#9c6a42',
    rumble: '#74502f',
    rumbleAlt: '#c99b6b',
    line: '#87603d',
  },
};
