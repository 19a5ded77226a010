import type { AerialVehicleKind } from '@promptplay/contracts';

/** Words an aerial prompt may name its vehicle with, by the body the art draws. */
// prettier-ignore
export const AERIAL_VEHICLE_WORDS: Readonly<Record<string, AerialVehicleKind>> = {
  plane: 'plane', airplane: 'plane', aeroplane: 'plane', jet: 'plane', biplane: 'plane', glider: 'plane',
  seaplane: 'plane', aircraft: 'plane', airliner: 'plane', jetplane: 'plane', kite: 'plane',
  helicopter: 'helicopter', chopper: 'helicopter', copter: 'helicopter', gyrocopter: 'helicopter',
  dragon: 'dragon', wyvern: 'dragon', griffin: 'dragon', gryphon: 'dragon', pegasus: 'dragon',
  phoenix: 'dragon',
  balloon: 'balloon', airship: 'balloon', blimp: 'balloon', zeppelin: 'balloon', dirigible: 'balloon',
  rocket: 'rocket', rocketship: 'rocket', spaceship: 'rocket', spacecraft: 'rocket', shuttle: 'rocket',
  jetpack: 'rocket', starship: 'rocket',
  broom: 'broom', broomstick: 'broom', mop: 'broom',
  saucer: 'saucer', ufo: 'saucer',
  carpet: 'carpet', rug: 'carpet',
  // Flown as a plane, drawn by the art library: "a submarine in the deep ocean" is the submarine.
  submarine: 'plane', paraglider: 'plane', drone: 'helicopter', parachute: 'balloon',
};

/** Creatures are a vehicle only when ridden, not when they are the prompt's hero. */
export const CREATURE_VEHICLE_WORDS: ReadonlySet<string> = new Set([
  'dragon',
  'wyvern',
  'griffin',
  'gryphon',
  'pegasus',
  'phoenix',
]);

/** The vehicle a theme flies when the prompt names none. */
// prettier-ignore
export const THEME_AERIAL_VEHICLES: Readonly<Record<string, { kind: AerialVehicleKind; phrase: string }>> = {
  meadow: { kind: 'plane', phrase: 'little biplane' },
  forest: { kind: 'balloon', phrase: 'hot air balloon' },
  jungle: { kind: 'plane', phrase: 'jungle seaplane' },
  sewer: { kind: 'helicopter', phrase: 'tiny helicopter' },
  city: { kind: 'helicopter', phrase: 'city helicopter' },
  castle: { kind: 'dragon', phrase: 'friendly dragon' },
  cave: { kind: 'carpet', phrase: 'magic carpet' },
  volcano: { kind: 'dragon', phrase: 'fire dragon' },
  snow: { kind: 'plane', phrase: 'snow glider' },
  desert: { kind: 'carpet', phrase: 'flying carpet' },
  beach: { kind: 'plane', phrase: 'seaplane' },
  underwater: { kind: 'saucer', phrase: 'bubble saucer' },
  space: { kind: 'rocket', phrase: 'space rocket' },
  candy: { kind: 'balloon', phrase: 'candy balloon' },
  sky: { kind: 'balloon', phrase: 'hot air balloon' },
  haunted: { kind: 'broom', phrase: 'witch broom' },
  factory: { kind: 'helicopter', phrase: 'steam gyrocopter' },
};

/** What a vehicle kind is called when nothing else names it. */
export const DEFAULT_AERIAL_PHRASES: Readonly<Record<AerialVehicleKind, string>> = {
  plane: 'little plane',
  helicopter: 'helicopter',
  dragon: 'dragon',
  balloon: 'hot air balloon',
  rocket: 'rocket',
  broom: 'magic broom',
  saucer: 'flying saucer',
  carpet: 'magic carpet',
};
