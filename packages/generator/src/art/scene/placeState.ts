import type { PlaceState } from '../../analyze/types.js';
import { mix } from '../../color/colorMath.js';
import type { FloorMaterial, PlaceLayer, PlaceRecipe } from './places/index.js';
import { isSkyStrip, STRIP_SHAPES, type StripKind } from './strips/index.js';

/** How a state shows: the strip it stands in front, the playfield's colours, what it darkens. */
interface StateLook {
  /** Its strip; burning picks by place (houses, trees, a room). */
  kind: StripKind;
  /** Share of the screen's height the strip takes. */
  height: number;
  /** The strip's colour, also the floor seen below it; null keeps the nearest layer's. */
  color: string | null;
  /** Platforms, roads and boards: body and top colours; null keeps the place's. */
  ground: readonly [string, string] | null;
  /** The arena floor; null keeps the place's (its details are drawn over it). */
  floor: FloorMaterial | null;
  /** Colour mixed into the place's own layers (soot, dust, age) and how much. */
  wash: readonly [string, number] | null;
}

/** A state's look; most states keep the place's floor and some its playfield colours. */
const look = (
  kind: StripKind,
  height: number,
  color: string | null,
  ground: StateLook['ground'] = null,
  floor: FloorMaterial | null = null,
  wash: StateLook['wash'] = null,
): StateLook => ({ kind, height, color, ground, floor, wash });

const LOOKS: Readonly<Record<PlaceState, StateLook>> = {
  burning: look('fireHouses', 0.55, null, ['#3a2c28', '#5a3a2a'], null, ['#3a2a24', 0.35]),
  ruined: look('ruins', 0.7, null, ['#8a8070', '#a89c88'], null, ['#9a9080', 0.5]),
  muddy: look('mudPuddles', 0.28, '#6b4a2e', ['#5a3e26', '#7a5634'], 'mud'),
  messy: look('clutter', 0.34, null),
  flooded: look('floodWater', 0.3, '#5a7a8a', ['#4a6a7a', '#7aa0b4'], null, ['#4a5a6a', 0.15]),
  abandoned: look('overgrowth', 0.42, null, ['#6a6458', '#6a7a4a'], null, ['#7a7a6a', 0.35]),
  frozen: look('iceSheet', 0.26, '#cfeaf8', ['#9ab8cc', '#e4f4fc'], 'snow', ['#cfe6f4', 0.3]),
  polluted: look('litter', 0.3, null, ['#5e5a48', '#7a7456'], null, ['#5a5a3a', 0.35]),
};

/** Built places burn as houses; rooms as a fire on the floor; the open as a wildfire. */
function burningKind(place: PlaceRecipe, layers: readonly PlaceLayer[]): StripKind {
  if (place.isIndoor) return 'fireRoom';
  const built = layers.some((layer) => STRIP_SHAPES[layer.kind] === 'buildings');
  return built ? 'fireHouses' : 'fireTrees';
}

/**
 * The layers of a place as its state shows them: its own layers washed with soot, dust or frost,
 * and the state's strip (flames and smoke, ruins, mud, clutter, floodwater, weeds, ice, litter) in
 * front,
 * moving with the nearest layer.
 *
 * @example layersInState(village.layers, 'burning', village).at(-1)?.kind // => 'fireHouses'
 */
export function layersInState(
  layers: readonly PlaceLayer[],
  state: PlaceState | undefined,
  place: PlaceRecipe,
): PlaceLayer[] {
  if (!state) return [...layers];
  const look = LOOKS[state];
  const washed = layers.map((layer) =>
    look.wash && !isSkyStrip(layer.kind) && !layer.glows
      ? { ...layer, color: mix(layer.color, look.wash[0], look.wash[1]) }
      : layer,
  );
  const nearest = [...washed].reverse().find((layer) => !isSkyStrip(layer.kind));
  const kind = state === 'burning' ? burningKind(place, layers) : look.kind;
  const front: PlaceLayer = {
    kind,
    color: look.color ?? nearest?.color ?? place.ground,
    parallax: Math.max(0.3, nearest?.parallax ?? 0.3),
    height: look.height,
  };
  return [...washed, front];
}

/** The playfield of a place in a state: a muddy farm's platforms are mud, a frozen one's ice. */
export function groundInState(
  recipe: Pick<PlaceRecipe, 'ground' | 'groundAccent' | 'floor'>,
  state: PlaceState | undefined,
): Pick<PlaceRecipe, 'ground' | 'groundAccent' | 'floor'> {
  const look = state ? LOOKS[state] : null;
  if (!look) return recipe;
  return {
    ground: look.ground ? look.ground[0] : recipe.ground,
    groundAccent: look.ground ? look.ground[1] : recipe.groundAccent,
    floor: look.floor ?? recipe.floor,
  };
}
