/**
 * What things grow into, step by step, for merge chains between a named start and a named end
 * ("merge raindrops into a thunderstorm cloud": drop → cloud → rain cloud → storm cloud). Each
 * stage is drawn by the art library (or an item shape) as itself; its first word is how the
 * chain names it, the others are the words players use for it (last word singular).
 */
// prettier-ignore
export const GROWTH_PATHS: readonly (readonly (readonly string[])[])[] = [
  // weather
  [['raindrop', 'drop', 'droplet', 'water drop', 'dewdrop', 'water'], ['cloud'], ['rain cloud', 'raincloud'],
    ['storm cloud', 'thunderstorm cloud', 'thundercloud', 'thunder cloud', 'thunderstorm', 'lightning cloud', 'storm'],
    ['tornado', 'hurricane', 'twister']],
  [['raindrop', 'drop', 'droplet', 'water drop', 'water'], ['wave', 'ocean wave', 'tsunami'], ['whale']],
  [['snowflake', 'snow'], ['snowball', 'snow ball'], ['snowman'], ['igloo']],
  // plants
  [['seed', 'bean', 'magic bean'], ['sprout', 'seedling', 'shoot', 'sapling'], ['herb', 'plant', 'bush'],
    ['tree', 'oak', 'oak tree', 'magic tree'], ['forest', 'woods', 'jungle']],
  [['seed'], ['sprout', 'seedling'], ['tulip', 'flower', 'blossom', 'rose', 'daisy', 'sunflower'],
    ['bouquet', 'flower bouquet', 'garden']],
  [['acorn', 'nut'], ['sprout', 'seedling'], ['tree', 'oak', 'oak tree']],
  // stone and fire
  [['pebble', 'stone', 'grain of sand', 'sand'], ['rock'], ['boulder'], ['mountain', 'hill'],
    ['volcano']],
  [['spark', 'ember'], ['candle'], ['campfire', 'bonfire'], ['fire', 'flame', 'blaze', 'inferno'],
    ['volcano']],
  // space
  [['asteroid', 'space rock', 'meteor', 'stardust'], ['comet'], ['moon'], ['planet', 'world'],
    ['star', 'glowing star'], ['sun'], ['galaxy']],
  // treasure
  [['coin', 'penny', 'gold coin'], ['money bag', 'bag of gold', 'sack of gold'],
    ['gem', 'jewel', 'diamond', 'crystal'], ['crown', 'tiara'], ['treasure chest', 'chest', 'treasure']],
  // animals that change as they grow
  [['egg'], ['hatching chick', 'hatchling'], ['chick', 'baby chick'], ['chicken', 'hen', 'golden chicken'],
    ['rooster']],
  [['caterpillar', 'larva', 'worm'], ['butterfly']],
  [['fish', 'minnow', 'sardine', 'goldfish'], ['tropical fish'], ['dolphin'], ['shark'], ['whale']],
  // food
  [['wheat', 'grain', 'flour'], ['bread', 'loaf'], ['cake']],
  [['candy', 'sweet', 'candy drop', 'gumdrop'], ['lollipop'], ['cupcake', 'muffin'],
    ['cake', 'birthday cake'], ['wedding cake']],
  // machines
  [['bolt', 'screw', 'nut'], ['gear', 'cog', 'robot part', 'machine part'], ['battery'],
    ['robot', 'android'], ['rocket', 'spaceship']],
  // magic
  [['herb', 'mushroom'], ['potion', 'magic potion', 'elixir'], ['cauldron']],
];

/** Where a thing stands on a growth path: which path, which stage. */
export interface PathStop {
  path: number;
  stage: number;
}

/** The tail of a lower-case, singular name as one-, two- and three-word keys, longest first. */
function tailsOf(name: string): string[] {
  const words = name.split(' ').filter((word) => word.length > 0);
  return [3, 2, 1].flatMap((size) => (words.length >= size ? [words.slice(-size).join(' ')] : []));
}

function stopsOf(name: string): PathStop[] {
  const tails = tailsOf(name);
  const stops: PathStop[] = [];
  GROWTH_PATHS.forEach((path, pathIndex) => {
    // The longest name wins: "thunderstorm cloud" is a storm cloud before it is a cloud.
    for (const tail of tails) {
      const stage = path.findIndex((words) => words.includes(tail));
      if (stage >= 0) {
        stops.push({ path: pathIndex, stage });
        return;
      }
    }
  });
  return stops;
}

/**
 * The names of the stages a thing passes growing from `first` into `top` (both lower case,
 * singular), in order and without the two ends: [] when no path leads from one to the other.
 * The first path (in table order) that has both, start before end, wins.
 *
 * @example pathStagesBetween('raindrop', 'thunderstorm cloud') // => ['cloud', 'rain cloud']
 */
export function pathStagesBetween(first: string, top: string): string[] | null {
  const tops = stopsOf(top);
  for (const from of stopsOf(first)) {
    const to = tops.find((stop) => stop.path === from.path && stop.stage > from.stage);
    if (!to) continue;
    const path = GROWTH_PATHS[to.path] ?? [];
    return path.slice(from.stage + 1, to.stage).map((words) => words[0] ?? '');
  }
  return null;
}

/**
 * What a thing grows into after itself, when the prompt names no end ("a witch brews
 * potions"): the rest of its path, or [] when it is on none.
 *
 * @example pathStagesAfter('seed') // => ['sprout', 'herb', 'tree', 'forest']
 */
export function pathStagesAfter(first: string): string[] {
  const from = stopsOf(first)[0];
  if (!from) return [];
  return (GROWTH_PATHS[from.path] ?? []).slice(from.stage + 1).map((words) => words[0] ?? '');
}
