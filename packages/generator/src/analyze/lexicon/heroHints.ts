import type { PlaceId } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * Who the player is when the prompt names no hero ("slap a grumpy office boss…"): a hero that
 * fits what the prompt does name. Each value is a character phrase the look lexicon dresses, or
 * several separated by "|": the first one not named after the prompt's verb is taken.
 */

/** By the weapon or tool the player wields (its last word or whole name). */
// prettier-ignore
export const WEAPON_HEROES: Readonly<Record<string, string>> = wordTable({
  'frying pan': 'chef', pan: 'chef', spatula: 'chef', ladle: 'chef', 'rolling pin': 'chef', whisk: 'chef',
  wok: 'chef', skillet: 'chef', cleaver: 'chef', pot: 'chef', spoon: 'chef',
  paintbrush: 'artist', 'paint brush': 'artist', brush: 'artist', 'paint gun': 'artist',
  'paintball gun': 'artist', 'paint balloon': 'artist', 'paint bucket': 'artist',
  sword: 'knight', lance: 'knight', katana: 'samurai', wand: 'wizard', staff: 'wizard', 'magic wand': 'wizard',
  hammer: 'builder', wrench: 'mechanic', plunger: 'plumber', mop: 'janitor', broom: 'janitor',
  blaster: 'astronaut', 'star blaster': 'astronaut', laser: 'astronaut', 'laser gun': 'astronaut',
  'ray gun': 'astronaut', bow: 'archer', crossbow: 'archer', net: 'explorer', lasso: 'cowboy',
  'fishing rod': 'sailor', shovel: 'gardener', rake: 'gardener', hose: 'gardener',
  'fire hose': 'firefighter', axe: 'lumberjack', pickaxe: 'miner', trident: 'mermaid',
  'ninja star': 'ninja', shuriken: 'ninja', nunchuck: 'ninja', nunchaku: 'ninja', cutlass: 'pirate',
  'boxing glove': 'boxer', glove: 'boxer', guitar: 'rockstar', book: 'librarian', briefcase: 'office worker',
  stapler: 'office worker', keyboard: 'office worker', ruler: 'teacher', potion: 'wizard', spellbook: 'wizard',
});

/**
 * Everyday things anyone picks up (a wooden spoon, a broom, a shovel): their job's hero gives way
 * to the people of the place ("slap a rooster with a wooden spoon in a barn" is a farmer's game,
 * not a chef's). A sword, a wand or a lasso still makes its wielder.
 */
// prettier-ignore
export const EVERYDAY_TOOLS: ReadonlySet<string> = new Set([
  'frying pan', 'pan', 'spatula', 'ladle', 'rolling pin', 'whisk', 'wok', 'skillet', 'pot', 'spoon',
  'paintbrush', 'paint brush', 'brush', 'hammer', 'wrench', 'plunger', 'mop', 'broom', 'shovel',
  'rake', 'hose', 'book', 'briefcase', 'stapler', 'keyboard', 'ruler', 'net', 'guitar',
]);

/** Heroes who pass through a place rather than belong to it: they never outrank a tool's job. */
export const PASSING_HEROES: ReadonlySet<string> = new Set([
  'kid',
  'tourist',
  'hero',
  'beach kid',
  'gingerbread kid',
  'toy soldier',
  'rubber duck',
]);

/** By the vehicle the player rides or drives. */
// prettier-ignore
export const VEHICLE_HEROES: Readonly<Record<string, string>> = wordTable({
  'shopping cart': 'shopper', 'shopping trolley': 'shopper', trolley: 'shopper',
  'race car': 'driver|racer', 'racing car': 'driver|racer', car: 'driver|racer', kart: 'driver|racer',
  'go-kart': 'driver|racer', gokart: 'driver|racer', 'go kart': 'driver|racer', truck: 'driver|trucker',
  'monster truck': 'driver|trucker', bus: 'driver|conductor', 'school bus': 'driver|conductor',
  taxi: 'driver|cabbie', van: 'driver|racer', jeep: 'driver|explorer', buggy: 'driver|racer', tractor: 'farmer',
  'fire truck': 'firefighter', 'fire engine': 'firefighter', ambulance: 'doctor', 'police car': 'police officer',
  'paper airplane': 'pilot|captain', 'paper plane': 'pilot|captain', plane: 'pilot|captain',
  airplane: 'pilot|captain', jet: 'pilot|captain', biplane: 'pilot|captain', helicopter: 'pilot|captain',
  glider: 'pilot|captain', seaplane: 'pilot|captain', 'fighter jet': 'pilot|captain',
  rocket: 'astronaut', spaceship: 'astronaut', 'space shuttle': 'astronaut', rover: 'astronaut',
  'moon rover': 'astronaut', jetpack: 'astronaut', ufo: 'alien', saucer: 'alien', 'flying saucer': 'alien',
  broom: 'witch', broomstick: 'witch', carpet: 'prince', 'magic carpet': 'prince', 'flying carpet': 'prince',
  balloon: 'explorer', 'hot air balloon': 'explorer', airship: 'captain', boat: 'sailor', sailboat: 'sailor',
  ship: 'pirate', 'pirate ship': 'pirate', submarine: 'diver', bike: 'cyclist', bicycle: 'cyclist',
  motorbike: 'racer|driver', motorcycle: 'racer|driver', scooter: 'kid', skateboard: 'skater|kid',
  hoverboard: 'skater|kid', surfboard: 'surfer|beach kid', sled: 'kid', sleigh: 'elf', snowmobile: 'explorer', bathtub: 'rubber duck',
  'office chair': 'office worker', lawnmower: 'gardener', 'lawn mower': 'gardener', dragon: 'knight',
  kite: 'kid', mech: 'pilot', train: 'driver', 'ice cream truck': 'ice cream seller', wheelchair: 'kid',
  stroller: 'baby', raft: 'explorer', canoe: 'explorer', kayak: 'explorer', 'jet ski': 'surfer',
  'vacuum cleaner': 'janitor', vacuum: 'janitor', 'quad bike': 'farmer|racer', quad: 'farmer|racer',
  atv: 'farmer|racer', 'golf cart': 'golfer', 'bumper car': 'kid', 'tuk-tuk': 'driver', rickshaw: 'driver',
});

/** By a ride that animals pull ("huskies pulling sleds"): the one who drives the team. */
// prettier-ignore
export const PULLED_RIDE_HEROES: Readonly<Record<string, string>> = wordTable({
  sled: 'musher', sledge: 'musher', 'dog sled': 'musher', dogsled: 'musher', toboggan: 'musher',
  sleigh: 'santa|elf', chariot: 'gladiator', cart: 'farmer', wagon: 'cowboy', 'covered wagon': 'cowboy',
  carriage: 'princess|prince', coach: 'princess|prince', plough: 'farmer', plow: 'farmer', barge: 'sailor',
});

/** Verbs of animals drawing a ride behind them: "huskies pulling sleds". */
export const PULL_VERBS: ReadonlySet<string> = new Set(['pull', 'draw', 'tow', 'haul', 'drag']);

/**
 * By the one the player acts on, when it has a job: its counterpart ("slap a rude waiter" makes
 * the player a customer, "a lazy doctor" a patient), never the same job.
 */
// prettier-ignore
export const TARGET_HEROES: Readonly<Record<string, string>> = wordTable({
  waiter: 'customer', waitress: 'customer', chef: 'customer', cook: 'customer', barista: 'customer',
  butler: 'prince|princess', barber: 'customer', hairdresser: 'customer', cashier: 'shopper',
  shopkeeper: 'shopper', grocer: 'shopper', teacher: 'student', professor: 'student', principal: 'student',
  librarian: 'student', boss: 'office worker', 'office boss': 'office worker', manager: 'office worker',
  ceo: 'office worker', doctor: 'patient', nurse: 'patient', dentist: 'patient', surgeon: 'patient',
  vet: 'farmer', police: 'robber', cop: 'robber', 'police officer': 'robber', policeman: 'robber',
  sheriff: 'outlaw', robber: 'police officer', burglar: 'police officer', thief: 'police officer',
  bandit: 'sheriff', outlaw: 'sheriff', referee: 'footballer', umpire: 'footballer', coach: 'athlete',
  lifeguard: 'swimmer', judge: 'lawyer', lawyer: 'judge', pirate: 'sailor', clown: 'kid', mime: 'tourist', dj: 'dancer', janitor: 'student',
});

/** By what the player is told to do, when no weapon or vehicle says more. */
// prettier-ignore
export const VERB_HEROES: Readonly<Record<string, string>> = wordTable({
  race: 'driver', drive: 'racer', drift: 'driver', steer: 'driver', ride: 'racer',
  fly: 'pilot', soar: 'pilot', glide: 'pilot', pilot: 'captain', sail: 'captain',
  paint: 'artist', 'paint-splash': 'artist', spray: 'artist', splash: 'artist', draw: 'artist', color: 'artist',
  cook: 'chef', bake: 'baker', grow: 'farmer', plant: 'farmer', harvest: 'farmer', farm: 'gardener',
  dig: 'explorer', mine: 'explorer', fish: 'sailor', swim: 'diver', dive: 'swimmer', explore: 'explorer',
  shoot: 'space ranger', blast: 'space ranger', zap: 'space ranger', box: 'fighter', wrestle: 'champion',
  clean: 'janitor', scrub: 'janitor', wash: 'janitor', build: 'builder', deliver: 'courier',
  skate: 'kid', surf: 'beach kid', ski: 'explorer', climb: 'explorer', herd: 'farmer',
});

/** By the place, when nothing else says who the player is. */
// prettier-ignore
export const PLACE_HEROES: Readonly<Partial<Record<PlaceId, string>>> = {
  kitchen: 'chef', office: 'office worker', classroom: 'student', museum: 'explorer', mall: 'shopper',
  supermarket: 'shopper', restaurant: 'chef', library: 'librarian', castle: 'knight', 'castle-hall': 'knight',
  dungeon: 'knight', space: 'astronaut', moon: 'astronaut', mars: 'astronaut', spaceship: 'astronaut',
  underwater: 'diver', ocean: 'sailor', farm: 'farmer', garden: 'gardener', jungle: 'explorer',
  desert: 'explorer', canyon: 'cowboy', egypt: 'explorer', arctic: 'explorer', mountains: 'explorer',
  volcano: 'explorer', cave: 'miner', graveyard: 'ghost hunter', 'haunted-house': 'ghost hunter',
  hospital: 'doctor', lab: 'scientist', factory: 'builder', 'construction-site': 'builder',
  junkyard: 'mechanic', sewer: 'plumber', city: 'kid', paris: 'tourist', london: 'tourist',
  'new-york': 'tourist', tokyo: 'tourist', beach: 'surfer', island: 'explorer', harbor: 'sailor',
  sky: 'pilot|captain', racetrack: 'driver|racer', stadium: 'athlete', gym: 'athlete', arena: 'fighter',
  candy: 'gingerbread kid', toyland: 'toy soldier', bedroom: 'kid', 'living-room': 'kid',
  bathroom: 'rubber duck', forest: 'ranger', swamp: 'explorer', village: 'kid', park: 'kid', meadow: 'kid',
  outback: 'explorer', paddy: 'farmer', airport: 'pilot', 'gas-station': 'driver', zoo: 'zookeeper', mine: 'miner',
  'toy-workshop': 'elf', woodshop: 'carpenter', playground: 'kid',
  'redwood-forest': 'ranger', 'birch-forest': 'ranger', 'willow-grove': 'ranger', 'baobab-grove': 'explorer',
  'blossom-grove': 'gardener', 'bamboo-grove': 'panda', pond: 'kid', 'deep-sea': 'diver', shipwreck: 'diver', savanna: 'explorer',
  'sunflower-field': 'farmer', 'wheat-field': 'farmer', cornfield: 'farmer', 'tulip-field': 'gardener',
  'lavender-field': 'gardener', vineyard: 'farmer', orchard: 'farmer', 'pumpkin-patch': 'farmer',
  'strawberry-field': 'farmer', greenhouse: 'gardener', boardwalk: 'surfer', fairground: 'kid',
  circus: 'clown|kid', stage: 'rockstar', disco: 'dancer', dojo: 'ninja', laundromat: 'kid', rome: 'gladiator',
  venice: 'tourist', moscow: 'tourist', 'san-francisco': 'tourist', rio: 'tourist', bangkok: 'tourist',
  beijing: 'tourist', agra: 'tourist', dubai: 'tourist', sydney: 'tourist', 'canal-city': 'tourist',
  'old-town': 'tourist', 'white-town': 'tourist', 'domed-city': 'tourist', 'pagoda-town': 'tourist',
};

/** Verbs whose creature object the player looks after: the hero keeps them ("Dragon Keeper"). */
export const KEEPER_VERBS: ReadonlySet<string> = new Set([
  'merge',
  'combine',
  'fuse',
  'evolve',
  'feed',
  'raise',
  'tame',
  'hatch',
  'breed',
  'stack',
  'match',
  'collect',
  'pet',
  'herd',
]);

/** The hero when nothing in the prompt says who the player is. */
export const NEUTRAL_HERO = 'hero';
