import { findVehicle } from '../world/racing/findVehicle.js';

/** Flying machines (and mounts) an aerial prompt may name, singular. */
// prettier-ignore
const AERIAL_VEHICLE_WORDS: Readonly<Record<string, string>> = {
  plane: 'plane', airplane: 'plane', aeroplane: 'plane', biplane: 'plane', jet: 'plane',
  seaplane: 'plane', glider: 'plane', fighter: 'plane', airliner: 'plane',
  helicopter: 'helicopter', chopper: 'helicopter', copter: 'helicopter', drone: 'helicopter',
  balloon: 'balloon', blimp: 'balloon', zeppelin: 'balloon', airship: 'balloon',
  rocket: 'rocket', spaceship: 'rocket', starship: 'rocket', ufo: 'rocket', saucer: 'rocket',
  jetpack: 'jetpack', broom: 'broom', broomstick: 'broom', carpet: 'broom', kite: 'kite',
};

/** The craft a theme flies when the prompt names none. */
const THEME_AIRCRAFT: Readonly<Record<string, string>> = {
  space: 'shiny rocket ship',
  sky: 'little propeller plane',
  haunted: "witch's broomstick",
  candy: 'candy-striped hot air balloon',
  volcano: 'fireproof jet',
  snow: 'snowy biplane',
  city: 'speedy jet',
  desert: 'dusty biplane',
  beach: 'bright seaplane',
  underwater: 'bubble-powered glider',
  jungle: 'propeller plane',
  factory: 'clanky steam airship',
  castle: 'royal hot air balloon',
};

/**
 * The aircraft of an aerial game: the one the prompt names ("a red biplane"), else the
 * theme's, else a propeller plane.
 *
 * @example aerialVehicleFor('A cat flies a red biplane over the city', 'city') // => 'red biplane'
 */
export function aerialVehicleFor(prompt: string, theme: string): string {
  const named = findVehicle(prompt, AERIAL_VEHICLE_WORDS);
  return named?.phrase ?? THEME_AIRCRAFT[theme] ?? 'little propeller plane';
}
