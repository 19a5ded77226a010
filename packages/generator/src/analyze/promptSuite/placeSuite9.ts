import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Places of round 9: named buildings and institutions (hotel lobbies, assembly halls and
 * courtrooms), rocky shores with their lighthouse, rivers as the course of a race or ride, and
 * "the banks of" a river or city.
 */
// prettier-ignore
export const PLACE_SUITE_9: readonly SuitePrompt[] = [
  // rocky shores and coves: rocks, surf and cliffs with a lighthouse, not a palm beach
  S('FIGHTING', 'A fisherman battles a giant crab on a rocky coast', ['rocky-shore'], 'fisherman', ['fisherman', 'crab']),
  S('PLATFORMER', 'A penguin hops across the sea cliffs at sunset', ['rocky-shore'], 'penguin', ['penguin'], { time: 'sunset' }),
  S('COLLECTIBLE', 'An otter collects pebbles in a rocky cove', ['rocky-shore'], 'otter', ['otter', 'pebble']),
  S('SHOOTER', 'A lighthouse keeper fires flares at pirates in a storm', ['rocky-shore'], 'keeper', ['pirate'], { weather: 'storm' }),
  // hotel lobbies: reception, luggage cart, chandeliers, a revolving door
  S('RACING', 'Race shopping carts through a fancy hotel lobby', ['hotel-lobby'], null, ['shopping cart'], { verb: 'race', field: 'shopping cart' }),
  S('PLATFORMER', 'A mouse sneaks through a grand hotel at night', ['hotel-lobby'], 'mouse', ['mouse'], { time: 'night' }),
  S('SPLATTER', 'Throw pies at waiters in a hotel lobby', ['hotel-lobby'], null, ['pie', 'waiter'], { verb: 'throw' }),
  // assembly halls: parliaments, senates, town halls, courtrooms
  S('BRAINROT', 'A penguin gives a speech in parliament', ['assembly-hall'], 'penguin', ['penguin']),
  S('FIGHTING', 'A judge fights a lawyer in a courtroom', ['assembly-hall'], 'judge', ['judge', 'lawyer']),
  S('SLAPPER', 'Slap a noisy parrot with a newspaper in the senate', ['assembly-hall'], null, ['parrot', 'newspaper'], { verb: 'slap', field: 'newspaper' }),
  S('COLLECTIBLE', 'A hamster collects golden keys in the town hall', ['assembly-hall'], 'hamster', ['hamster', 'key']),
  // rivers: the course of a race or ride runs on the water, the land around it
  S('RACING', 'Race canoes down a river through the jungle', ['river', 'jungle'], null, ['canoe'], { verb: 'race', field: 'canoe' }),
  S('HILL_RACER', 'A beaver rides a raft down a rushing stream in the mountains', ['river', 'mountains'], 'beaver', ['beaver', 'raft']),
  S('AERIAL', 'A heron flies along a river at dawn', ['river'], 'heron', ['heron'], { time: 'sunrise' }),
  S('FARMING', 'A gnome grows carrots on a riverbank', ['meadow', 'river'], 'gnome', ['gnome', 'carrot']),
  // "the banks of" a named river: its city, with the river in front
  S('COLLECTIBLE', 'A duck collects bread on the banks of the Seine', ['paris', 'river'], 'duck', ['duck', 'bread']),
  S('PLATFORMER', 'A fox runs along the banks of the Thames in the fog', ['london', 'river'], 'fox', ['fox'], { weather: 'fog' }),
];
