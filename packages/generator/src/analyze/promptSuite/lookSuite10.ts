import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Round 10's places, looks and words: rooftops over a named city, places under the sea in
 * top-down arenas, bamboo groves, costumes a player knows on sight, instruments of one family,
 * proper names of places in stories, a verb after a worn thing, tools held as the weapon.
 */
// prettier-ignore
export const LOOK_SUITE_10: readonly SuitePrompt[] = [
  // a rooftop, a roof terrace or a balcony: the city's skyline around it
  S('FARMING', 'A bunny grows lettuce on a rooftop garden in New York', ['rooftop', 'new-york'], 'bunny', ['bunny', 'lettuce']),
  S('FARMING', 'A chef grows herbs on a rooftop terrace in Paris', ['rooftop', 'paris'], 'chef', ['chef']),
  S('COLLECTIBLE', 'A cat collects flowers on a balcony in Rome', ['rooftop', 'rome'], 'cat', ['cat', 'flower']),
  S('PLATFORMER', 'A pigeon hops across a roof garden in London', ['rooftop', 'london'], 'pigeon', ['pigeon']),
  // under the sea in a top-down arena: the sea floor, and a wreck's deck
  S('COLLECTIBLE', 'A diver collects gold coins in a sunken pirate ship', ['shipwreck'], 'diver', ['diver', 'gold coin']),
  S('COLLECTIBLE', 'A crab collects pearls in a shipwreck', ['shipwreck'], 'crab', ['crab', 'pearl']),
  S('COLLECTIBLE', 'A mermaid gathers shells on the ocean floor', ['underwater'], 'mermaid', ['mermaid', 'shell']),
  S('COLLECTIBLE', 'A turtle collects starfish on a coral reef', ['underwater'], 'turtle', ['turtle', 'starfish']),
  // bamboo: the grove as a place, the stalks as the place's own growth
  S('PLATFORMER', 'A panda climbs bamboo stalks in a misty Chinese mountain forest', ['bamboo-grove', 'forest', 'mountains'], 'panda', ['panda'], { weather: 'fog' }),
  S('COLLECTIBLE', 'A red panda collects bamboo shoots in a bamboo grove', ['bamboo-grove'], 'panda', ['red panda']),
  S('FIGHTING', 'A samurai duels a ninja in a bamboo forest', ['bamboo-grove'], 'samurai', ['samurai', 'ninja']),
  S('PLATFORMER', 'A koala hops between bamboo trees', ['bamboo-grove'], 'koala', ['koala', 'bamboo tree']),
  // costumes a player knows on sight
  S('FIGHTING', 'A samurai fights a ninja in a dojo', ['dojo'], 'samurai', ['samurai', 'ninja']),
  S('BRAINROT', 'A geisha dances in Kyoto', ['pagoda-town'], 'geisha', ['geisha']),
  S('SLAPPER', 'A sumo wrestler slaps a knight in a castle', ['castle'], 'wrestler', ['sumo wrestler', 'knight']),
  // instruments of one family, each itself
  S('BRAINROT', 'A viking plays the ukulele on a beach', ['beach'], 'viking', ['viking', 'ukulele']),
  S('BRAINROT', 'A frog plays the banjo on a porch', ['living-room'], 'frog', ['frog', 'banjo']),
  S('BRAINROT', 'A cat plays the harp in a castle', ['castle'], 'cat', ['cat', 'harp']),
  // proper names of places: no doubled river, no "the new Mexico"
  S('PLATFORMER', 'A cowboy rides through The Nile River', ['egypt', 'river'], 'cowboy', ['cowboy']),
  S('SLAPPER', 'Slap a pharaoh by the River Nile', ['egypt', 'river'], null, ['pharaoh'], { verb: 'slap' }),
  S('COLLECTIBLE', 'A roadrunner collects chili peppers in New Mexico', ['canyon'], 'roadrunner', ['roadrunner', 'chili pepper']),
  // a verb after a worn thing is the wearer's verb
  S('BRAINROT', 'A taco wearing a tutu spins', [], 'taco', ['taco', 'tutu']),
  S('BRAINROT', 'A hippo wearing a tutu twirls on a stage', ['stage'], 'hippo', ['hippo', 'tutu']),
  S('PLATFORMER', 'A pig wearing a crown waddles through a palace', ['castle'], 'pig', ['pig', 'crown']),
  // a tool held as the weapon sends what it sends
  S('FPS', 'Hunt ghosts in an old haunted mansion with a flashlight', ['haunted-house'], null, ['ghost', 'flashlight'], { verb: 'hunt' }),
  S('SHOOTER', 'A photographer shoots aliens with a camera', [], 'photographer', ['photographer', 'alien', 'camera']),
  S('SPLATTER', 'A firefighter sprays monsters with a hose', [], 'firefighter', ['firefighter', 'monster']),
  S('FPS', 'A janitor fights ghosts with a vacuum cleaner in a school', ['classroom'], 'janitor', ['janitor', 'ghost', 'vacuum cleaner']),
];
