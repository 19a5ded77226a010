import { mix } from '../../color/colorMath.js';
import type { FloorMaterial, PlaceRecipe } from './places/index.js';
import { isSkyStrip } from './strips/index.js';

/** Floors a cave can have underfoot; a built floor (a ship's deck) stays the cave's rock. */
const NATURAL_FLOORS: ReadonlySet<FloorMaterial> = new Set<FloorMaterial>([
  'sand',
  'snow',
  'lava',
  'seabed',
  'reefSand',
  'grass',
  'mud',
  'dirt',
]);

/** How much of the lining's hue the cave's rock takes. */
const LINING_SHARE = 0.55;

/**
 * A cave lined by the world or land it lies in, so both read ("an underwater cave", "an ice
 * cave", "a lava cave", "a sea cave"): the cave's rock, stalactites and crystals take that
 * place's hue (the sea's blue, the ice's white, the lava's red), the place's nearest layer (coral,
 * snow drifts, glowing lava rocks, the sea) stands in front, and its natural floor (sand, snow, lava)
 * and accent colour become the cave's. An underwater lining brings its light rays down too.
 */
export function caveLinedBy(cave: PlaceRecipe, lining: PlaceRecipe): PlaceRecipe {
  // Out in the open, the place's own colour under its sky (ice blue, lava red, sea blue).
  const hue =
    lining.skyKind === 'open'
      ? mix(lining.layers[lining.signature]?.color ?? lining.ground, lining.sky[0], 0.5)
      : lining.sky[0];
  const tint = <T extends { color: string }>(layer: T): T => ({
    ...layer,
    color: mix(layer.color, hue, LINING_SHARE),
  });
  const liningGrounds = lining.layers.filter((layer) => !isSkyStrip(layer.kind));
  const near = liningGrounds[liningGrounds.length - 1];
  const rays =
    lining.skyKind === 'open' ? [] : lining.layers.filter((layer) => isSkyStrip(layer.kind));
  const [back, ...rest] = cave.layers.map(tint);
  const layers = [
    ...(back ? [back] : []),
    ...rays,
    ...rest,
    ...(near ? [{ ...near, parallax: Math.max(near.parallax, 0.5) }] : []),
  ];
  return {
    ...cave,
    sky: [mix(cave.sky[0], hue, LINING_SHARE), mix(cave.sky[1], hue, LINING_SHARE)],
    ground: mix(cave.ground, hue, LINING_SHARE),
    groundAccent: lining.groundAccent,
    floor: NATURAL_FLOORS.has(lining.floor) ? lining.floor : cave.floor,
    layers,
    signature: layers.length - 1,
  };
}
