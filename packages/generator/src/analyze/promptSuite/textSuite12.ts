import { S, type SuitePrompt } from './suitePrompt.js';
import type { TextCase } from './textSuite11.js';

const T = (entry: SuitePrompt, told: string[], never: string[] = []): TextCase => ({
  entry,
  told,
  never,
});

/**
 * Round 12's text: farm buyers and crops from the prompt, time words that are not weather,
 * indoor flights past indoor things, ridden animals that tire instead of running dry, splat
 * targets from what is thrown at what, slap weapons of the hero and the place, FPS places that
 * read once.
 */
// prettier-ignore
export const TEXT_CASES_12: readonly TextCase[] = [
  // FARMING: "grow X for Ys" sells to the Ys; no buyer named, one that eats the crop or fits the place
  T(S('FARMING', 'A goat grows cabbages for hungry rabbits', ['farm'], 'goat', ['goat', 'cabbage']), ['sell to the hungry rabbits'], ['goblin', 'monkey', 'pig']),
  T(S('FARMING', 'A girl grows clover to feed her sheep on a hill', ['meadow'], 'girl', ['girl']), ['sell to the sheep'], ['goblin', 'monkey']),
  T(S('FARMING', 'A farmer grows barley and oats on a farm', ['farm'], 'farmer', ['farmer']), ['barley and oats', 'chicken'], ['goblin', 'monkey']),
  T(S('FARMING', 'An old man grows bananas on a tropical island', ['island'], 'man', ['banana']), ['monkey'], ['goblin', 'pig']),
  T(S('FARMING', 'Grow apples in an orchard', ['farm', 'orchard'], null, ['apple'], { verb: 'grow' }), ['apples', 'hungry pig'], ['goblin', 'monkey']),
  T(S('FARMING', 'A robot grows tomatoes on the moon', ['moon'], 'robot', ['robot', 'tomato']), ['alien'], ['goblin', 'pig', 'monkey']),
  T(S('FARMING', 'A gnome grows blueberries and strawberries in a garden', ['garden'], 'gnome', ['gnome']), ['blueberries and strawberries', 'blueberry and strawberry farm'], ['goblin']),
  // time words that are not weather: before winter, after the snow melted, waiting for winter
  T(S('PLATFORMER', 'A chipmunk hides acorns in a pine forest before the first snow', ['forest'], 'chipmunk', ['chipmunk', 'acorn'], { season: 'autumn' }), ['before the first snow'], ['snowy', 'in the snow', 'blizzard']),
  T(S('PLATFORMER', 'A deer runs through the hills after the snow has melted', ['meadow'], 'deer', ['deer'], { season: 'spring' }), ['after the snow has melted'], ['snowy', 'in the snow']),
  T(S('FARMING', 'A mouse grows pumpkins in a field waiting for winter', ['meadow'], 'mouse', ['mouse', 'pumpkin'], { season: 'autumn' }), ['pumpkins'], ['snowy', 'in the snow']),
  // AERIAL indoors: shelves, lamps and dust, never skyscrapers or storm clouds
  T(S('AERIAL', 'A moth flutters through a bedroom at night', ['bedroom'], 'moth', ['moth'], { time: 'night' }), ['tall shelves'], ['skyscraper', 'storm cloud', 'candy cane', 'over the bedroom']),
  T(S('AERIAL', 'A toy helicopter flies through a museum', ['museum'], null, ['toy helicopter']), ['tall shelves'], ['skyscraper', 'storm cloud']),
  T(S('AERIAL', 'A parrot flies around a supermarket', ['supermarket'], 'parrot', ['parrot']), ['tall shelves'], ['skyscraper', 'storm cloud']),
  // a ridden animal is saddled and tires: no engine, tank or fuel
  T(S('HILL_RACER', 'A cowgirl rides a pony over the grassy hills', ['meadow'], 'cowgirl', ['cowgirl'], { field: 'pony' }), ['pony'], ['fires up', 'tank', 'fuel']),
  T(S('HILL_RACER', 'An explorer rides an ostrich across the desert dunes', ['desert'], 'explorer', ['explorer'], { field: 'ostrich' }), ['ostrich', 'tires'], ['fires up', 'tank', 'fuel']),
  T(S('HILL_RACER', 'A princess rides a unicorn up a rainbow mountain', ['mountains'], 'princess', ['princess'], { field: 'unicorn' }), ['unicorn'], ['fires up', 'tank', 'fuel']),
  T(S('RACING', 'A jockey rides a zebra around a race track', ['racetrack'], 'jockey', ['jockey'], { field: 'zebra' }), ['zebra'], ['revs up', 'engine']),
  // SPLATTER with no creature named: what is thrown at what, never a swarm of flies
  T(S('SPLATTER', 'Throw pies at a shop window', ['mall'], null, ['pie'], { verb: 'throw', field: 'shop window' }), ['pies vs the shop windows'], ['flies', 'pests', 'scurrying', 'overrun']),
  T(S('SPLATTER', 'Throw tomatoes at the old barn', ['farm'], null, ['tomato'], { verb: 'throw', field: 'barn' }), ['tomatoes', 'barns'], ['flies', 'pests', 'scurrying', 'overrun']),
  T(S('SPLATTER', 'Splash mud on a shiny truck', [], null, ['truck'], { verb: 'splash', field: 'truck' }), ['mud vs the shiny trucks'], ['muds', 'scurrying', 'overrun']),
  // SLAPPER: the hero's and the place's own things before any silly default
  T(S('SLAPPER', 'A chef slaps a rat in a restaurant', ['restaurant'], 'chef', ['chef', 'rat']), ['frying pan'], ['big banana', 'leafy swatter', 'bonk bone']),
  T(S('SLAPPER', 'A teacher slaps a robot in a classroom', ['classroom'], 'teacher', ['teacher', 'robot']), ['big book'], ['big banana', 'leafy swatter', 'lollipop']),
  T(S('SLAPPER', 'A pirate slaps a crab on a ship', ['ocean'], 'pirate', ['pirate', 'crab']), ['anchor'], ['lollipop', 'leafy swatter', 'big banana']),
  // FPS: a compound place and the maze itself read once
  T(S('FPS', 'Escape a maze on an icy space station', ['spaceship'], null, [], { verb: 'escape' }), ['space station'], ['mazes', 'boss maze', 'maze in the maze']),
  T(S('FPS', 'A soldier explores a space station on Mars', ['spaceship', 'mars'], 'soldier', ['soldier']), ['space station on mars'], ['on a mars', 'mars on mars']),
  T(S('FPS', 'A miner explores a labyrinth of tunnels under a mountain', ['cave'], 'miner', ['miner']), ['miner'], ['maze in the labyrinth', 'maze of the labyrinth', 'maze in the tunnels', 'maze of the tunnels']),
];

export const TEXT_SUITE_12: readonly SuitePrompt[] = TEXT_CASES_12.map((entry) => entry.entry);
