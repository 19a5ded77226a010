import { S, type SuitePrompt } from './suitePrompt.js';

/**
 * Round 10's rides and racers: animals racing a vehicle run as themselves against it, a bike
 * named or implied is ridden as one, a ride drawn on its own wheels gets no second set, the
 * road takes the course's ground, and a thing piloting an aircraft is its pilot.
 */
// prettier-ignore
export const RIDE_SUITE_10: readonly SuitePrompt[] = [
  // animals racing a vehicle: the animals run, the vehicle is their rival
  S('RACING', 'Zebras race a safari truck across the dusty savanna', ['savanna'], 'zebra', ['zebra', 'safari truck'], { field: 'zebra' }),
  S('RACING', 'Two greyhounds race a taxi through New York', ['new-york'], 'greyhound', ['greyhound', 'taxi'], { field: 'greyhound' }),
  S('RACING', 'A cheetah outruns a jeep on the savanna', ['savanna'], 'cheetah', ['cheetah', 'jeep'], { field: 'cheetah' }),
  // bicycles named or implied by the rider
  S('HILL_RACER', 'A cyclist races over the foggy hills of Scotland', ['mountains'], 'cyclist', ['cyclist'], { weather: 'fog', field: 'bicycle' }),
  S('HILL_RACER', 'A kid rides a BMX through a skate park', ['park'], 'kid', ['kid', 'bmx'], { field: 'bmx' }),
  S('HILL_RACER', 'A clown rides a unicycle over the circus hills', ['circus'], 'clown', ['clown', 'unicycle'], { field: 'unicycle' }),
  // rides drawn on their own wheels
  S('HILL_RACER', 'A granny pushes a shopping cart over the hills', [], 'granny', ['granny', 'shopping cart'], { field: 'shopping cart' }),
  S('HILL_RACER', 'A goat drives a tractor up a muddy farm hill', ['farm'], 'goat', ['goat', 'tractor'], { state: 'muddy', field: 'tractor' }),
  // the road takes the course's ground
  S('RACING', 'Race canoes down a jungle river', ['river', 'jungle'], null, ['canoe'], { verb: 'race', field: 'canoe' }),
  S('RACING', 'Race quad bikes across the sand dunes at sunset', ['desert'], null, ['quad bike'], { verb: 'race', time: 'sunset', field: 'quad bike' }),
  S('RACING', 'Race monster trucks through the mud on a farm', ['farm'], null, ['monster truck'], { verb: 'race', field: 'monster truck' }),
  // a thing piloting an aircraft is the pilot
  S('AERIAL', 'A teapot pilots a biplane over London', ['london'], 'teapot', ['teapot', 'biplane'], { field: 'biplane' }),
  S('AERIAL', 'A sock flies a rocket over the moon', ['moon'], 'sock', ['sock', 'rocket'], { field: 'rocket' }),
];
