import type { SkyKind } from '../atmosphere.js';
import type { StripKind } from '../strips/index.js';

/** What an arena floor is made of, seen from above (`floorTile.ts` draws each). */
export type FloorMaterial =
  | 'grass'
  | 'sand'
  | 'snow'
  | 'dirt'
  | 'mud'
  | 'stone'
  | 'cobbles'
  | 'asphalt'
  | 'wood'
  | 'checker'
  | 'tiles'
  | 'carpet'
  | 'marble'
  | 'metal'
  | 'lava'
  | 'moon'
  | 'marsDust'
  | 'candy'
  | 'cloud'
  | 'tatami'
  | 'danceFloor'
  | 'seabed'
  | 'reefSand'
  | 'wreckDeck'
  | 'fallenLeaves'
  | 'blossoms';

/** One background layer of a place, far to near. */
export interface PlaceLayer {
  kind: StripKind;
  /** Base colour before the atmosphere tones it. */
  color: string;
  /** 0 = fixed to the camera, 1 = moves with the world. */
  parallax: number;
  /** Share of the screen's height. */
  height: number;
  /** Gives light (stars, sun, rays): time and weather do not darken it. */
  glows?: boolean;
  /** A library sprite the layer shows (a landmark the prompt names), `<iconSet>:<name>`. */
  sprite?: string;
}

/** How to draw a place: its sky (or walls), ground colours, floor and layers. */
export interface PlaceRecipe {
  /** Sky gradient top and bottom; indoors the wall, from the ceiling down. */
  sky: readonly [string, string];
  skyKind: SkyKind;
  /** Rain and snow stay outside; time and weather show through the windows. */
  isIndoor: boolean;
  /** Lends its sky, ground and hue to the places it is combined with ("mountains on Mars"). */
  isWorld: boolean;
  /** Snow lies on it whatever the weather (the Arctic). */
  isSnowy: boolean;
  /** Platforms, roads and boards: body and top colours. */
  ground: string;
  groundAccent: string;
  floor: FloorMaterial;
  layers: readonly PlaceLayer[];
  /** The layer that shows this place when another place's scene takes it in. */
  signature: number;
}

export const L = (
  kind: StripKind,
  color: string,
  parallax: number,
  height: number,
  glows = false,
): PlaceLayer =>
  glows ? { kind, color, parallax, height, glows } : { kind, color, parallax, height };

type RecipeInput = Omit<PlaceRecipe, 'skyKind' | 'isIndoor' | 'isWorld' | 'isSnowy'> &
  Partial<Pick<PlaceRecipe, 'skyKind' | 'isIndoor' | 'isWorld' | 'isSnowy'>>;

/** An outdoor place (open sky) unless it says otherwise. */
export const outdoor = (recipe: RecipeInput): PlaceRecipe => ({
  skyKind: 'open',
  isIndoor: false,
  isWorld: false,
  isSnowy: false,
  ...recipe,
});

/** A room: walls instead of sky, weather only through the windows. */
export const indoor = (recipe: RecipeInput): PlaceRecipe => ({
  skyKind: 'indoor',
  isIndoor: true,
  isWorld: false,
  isSnowy: false,
  ...recipe,
});
