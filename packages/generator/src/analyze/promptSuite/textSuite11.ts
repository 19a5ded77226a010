import { S, type SuitePrompt } from './suitePrompt.js';

/** A suite prompt and what its title and story must say (and never say), lower case. */
export interface TextCase {
  entry: SuitePrompt;
  /** Words the title or the story contains. */
  told: string[];
  /** Words neither contains: defaults that contradict the prompt, wrong grammar. */
  never?: string[];
}

const T = (entry: SuitePrompt, told: string[], never: string[] = []): TextCase => ({
  entry,
  told,
  never,
});

/**
 * Round 11's text: the time and weather written in the story, the named weapon leading it,
 * plurals with no "a", verbs never read as names, named cities and worlds kept in the story.
 */
// prettier-ignore
export const TEXT_CASES_11: readonly TextCase[] = [
  // the time and the weather, in the player's words where it gave them
  T(S('PLATFORMER', 'A frog hops through a misty marsh at daybreak', ['swamp'], 'frog', ['frog'], { time: 'sunrise', weather: 'fog' }), ['at daybreak'], ['in the fog']),
  T(S('FIGHTING', 'A pirate duels a ghost on a ship on a stormy night', ['ocean'], 'pirate', ['pirate', 'ghost'], { time: 'night', weather: 'storm' }), ['on a stormy night']),
  T(S('SLAPPER', 'A farmer slaps a goat with a mop in a barn after the rain', ['farm'], 'farmer', ['farmer', 'goat', 'mop'], { weather: 'rain', field: 'mop' }), ['after the rain']),
  T(S('MERGE', 'Merge acorns into a mighty oak in a park in the fall', ['park'], null, ['acorn', 'oak'], { verb: 'merge', season: 'autumn' }), ['in the fall']),
  T(S('RACING', 'A courier races a scooter through Berlin in a blizzard', ['city'], 'courier', ['scooter'], { weather: 'snow', field: 'scooter' }), ['in a blizzard', 'berlin']),
  T(S('AERIAL', 'An owl glides over a pine forest under a full moon', ['forest'], 'owl', ['owl'], { time: 'night' }), ['under a full moon']),
  T(S('SHOOTER', 'A scarecrow throws corn at crows on a farm at noon', ['farm'], 'scarecrow', ['scarecrow', 'crow']), ['at noon']),
  T(S('FPS', 'Hunt vampires in an old castle at midnight', ['castle'], null, ['vampire'], { verb: 'hunt', time: 'night' }), ['at midnight']),
  T(S('SPLATTER', 'Splat slugs in a vegetable garden in the rain', ['garden'], null, ['slug'], { verb: 'splat', weather: 'rain', field: 'slug' }), ['in the rain']),
  T(S('COLLECTIBLE', 'A hedgehog collects apples in an orchard at sunset', ['farm', 'orchard'], 'hedgehog', ['hedgehog', 'apple'], { time: 'sunset' }), ['at sunset']),
  T(S('FARMING', 'A mole grows turnips on a farm during a thunderstorm', ['farm'], 'mole', ['mole', 'turnip'], { weather: 'storm' }), ['during a thunderstorm']),
  T(S('BRAINROT', 'A dancing lamp spins in a living room at dusk', ['living-room'], 'lamp', ['lamp'], { time: 'sunset' }), ['at dusk']),
  T(S('HILL_RACER', 'A mail van climbs green hills in the fog', ['meadow'], null, ['van'], { weather: 'fog', field: 'van' }), ['in the fog']),
  // the named weapon leads: no default slap item or fighter's prop against it
  T(S('SLAPPER', 'A librarian bonks a parrot on the head with a big book in the library', ['library'], 'librarian', ['librarian', 'parrot', 'book'], { field: 'book' }), ['big book'], ['gold star', 'feather', 'banana']),
  T(S('PLATFORMER', 'A knight with a lance rides through a castle courtyard', ['castle'], 'knight', ['knight', 'lance']), ['lance in hand']),
  T(S('FIGHTING', 'A pirate fights a shark with a harpoon on a dock', ['harbor'], 'pirate', ['pirate', 'shark', 'harpoon']), ['harpoon']),
  // things of two parts, plural things: never "a skis"
  T(S('HILL_RACER', 'A skier rides skis down a snowy slope', ['mountains'], 'skier', ['skier'], { weather: 'snow' }), ['skis'], ['a skis']),
  T(S('SLAPPER', 'A barber slaps a grumpy customer with scissors', [], 'barber', ['barber', 'customer', 'scissors'], { field: 'scissors' }), ['the scissors'], ['scissor,', 'scissor ', 'a scissors']),
  T(S('FIGHTING', 'A hairdresser with pliers fights a robot', [], 'hairdresser', ['hairdresser', 'robot']), ['pliers'], ['a pliers']),
  // verbs after the hero and compounds of a verb are never names
  T(S('RACING', 'A cyclist pedals down a hill', ['meadow'], 'cyclist', ['cyclist']), ['cyclist'], ['pedal', 'revs up the bicycle']),
  T(S('RACING', 'A surfer races a jet boat down a river', ['river'], 'surfer', ['surfer', 'jet boat'], { field: 'jet boat' }), ['jet boat'], ['surfer race', 'the jet for']),
  T(S('AERIAL', 'A mechanic flies a jet pack over the city', ['city'], 'mechanic', ['mechanic', 'jet pack']), ['jet pack']),
  T(S('RACING', 'A girl rows a boat across a lake', ['pond'], 'girl', ['girl', 'boat']), ['girl'], ['girl row']),
  // named cities, countries and worlds stay in the story
  T(S('FARMING', 'A rabbit grows carrots on a rooftop garden in London', ['rooftop', 'london'], 'rabbit', ['rabbit', 'carrot']), ['london']),
  T(S('COLLECTIBLE', 'A kid collects seashells on a beach in Hawaii', ['beach'], 'kid', ['kid', 'seashell']), ['hawaii']),
  T(S('PLATFORMER', 'A little astronaut explores a crystal cave on the moon', ['cave', 'moon'], 'astronaut', ['astronaut']), ['on the moon']),
  T(S('SLAPPER', 'A chef slaps a rat with a spatula in a tiny restaurant in Paris', ['restaurant', 'paris'], 'chef', ['chef', 'rat', 'spatula'], { field: 'spatula' }), ['paris']),
  // no default the player never asked for, counted and named as English does
  T(S('FARMING', 'A panda grows bamboo in China', ['beijing'], 'panda', ['panda']), ['china', 'bamboo'], ['bamboos']),
  T(S('MERGE', 'Merge clouds into a rainbow in the sky', ['sky'], null, ['cloud', 'rainbow'], { verb: 'merge' }), ['cloud'], ['every clouds', 'the clouds all the way']),
  T(S('COLLECTIBLE', 'A mouse collects cheese in a pantry', ['kitchen'], 'mouse', ['mouse', 'cheese']), ['cheese', 'pieces of']),
  T(S('AERIAL', 'A paper plane flies through a classroom', ['classroom'], null, ['paper plane']), ['the paper plane']),
];

export const TEXT_SUITE_11: readonly SuitePrompt[] = TEXT_CASES_11.map((entry) => entry.entry);
