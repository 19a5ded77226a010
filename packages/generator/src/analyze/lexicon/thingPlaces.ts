import type { PlaceId } from '../types.js';
import { wordTable } from './wordTable.js';

/**
 * Where a named thing or creature is at home, for a prompt that names no place: a kid who
 * collects seashells is on a beach, a clown is slapped in a circus, acorns fall in a forest.
 * Singular words; a character's own home (its lexicon entry) comes first.
 */
// prettier-ignore
const PLACES_OF_THINGS: Readonly<Partial<Record<PlaceId, readonly string[]>>> = {
  beach: ['seashell', 'shell', 'starfish', 'sandcastle', 'surfboard', 'beach ball', 'crab', 'seagull', 'sunscreen', 'flip-flop', 'bucket and spade'],
  island: ['coconut', 'doubloon', 'treasure chest', 'treasure map', 'palm tree'],
  underwater: ['pearl', 'coral', 'jellyfish', 'seahorse', 'octopus', 'clownfish', 'sea urchin', 'oyster', 'squid'],
  forest: ['acorn', 'pinecone', 'pine cone', 'oak tree', 'oak', 'mushroom', 'toadstool', 'owl', 'fox', 'deer', 'hedgehog', 'chipmunk', 'woodpecker', 'log'],
  desert: ['cactus', 'scorpion', 'tumbleweed', 'camel', 'rattlesnake', 'vulture'],
  arctic: ['snowflake', 'icicle', 'polar bear', 'walrus', 'igloo', 'snowball', 'seal', 'narwhal'],
  volcano: ['lava', 'magma', 'lava rock', 'fire crystal', 'obsidian'],
  jungle: ['vine', 'toucan', 'parrot', 'jaguar', 'gorilla', 'sloth', 'banana'],
  farm: ['carrot', 'turnip', 'cabbage', 'hen', 'rooster', 'chick', 'chicken', 'egg', 'cow', 'pig', 'sheep', 'goat', 'horse', 'tractor', 'hay', 'haystack', 'pitchfork', 'corn', 'milk'],
  savanna: ['lion', 'zebra', 'giraffe', 'elephant', 'hippo', 'rhino', 'gazelle', 'hyena', 'ostrich'],
  outback: ['kangaroo', 'koala', 'wombat', 'emu', 'dingo', 'boomerang'],
  'rocky-shore': ['lighthouse', 'puffin', 'limpet', 'barnacle', 'sea stack'],
  river: ['canoe', 'raft', 'otter', 'beaver', 'salmon', 'trout', 'kingfisher', 'heron', 'paddle'],
  'hotel-lobby': ['bellhop', 'suitcase', 'luggage', 'room key', 'concierge', 'luggage cart'],
  'assembly-hall': ['diplomat', 'senator', 'politician', 'delegate', 'ambassador', 'judge', 'lawyer', 'gavel', 'ballot'],
  pond: ['frog', 'lily pad', 'tadpole', 'duck', 'duckling', 'dragonfly', 'newt'],
  mountains: ['mountain goat', 'yak', 'eagle', 'ice axe'],
  cave: ['stalactite', 'crystal', 'bat'],
  mine: ['gold nugget', 'nugget', 'ore', 'pickaxe', 'mine cart', 'coal'],
  space: ['planet', 'asteroid', 'meteor', 'meteorite', 'comet', 'ufo', 'flying saucer', 'satellite'],
  moon: ['moon rock', 'moon buggy'],
  circus: ['clown', 'juggler', 'acrobat', 'ringmaster', 'trapeze', 'unicycle', 'lion tamer'],
  fairground: ['carousel', 'ferris wheel', 'cotton candy', 'balloon animal', 'ticket'],
  kitchen: ['frying pan', 'saucepan', 'spatula', 'pancake', 'rolling pin', 'whisk', 'stove'],
  restaurant: ['waiter', 'waitress', 'menu'],
  classroom: ['pencil', 'eraser', 'crayon', 'chalk', 'homework', 'textbook', 'teacher', 'student'],
  library: ['book', 'bookworm', 'librarian', 'scroll'],
  bedroom: ['sock', 'teddy bear', 'pillow', 'toy', 'toy block', 'alarm clock'],
  bathroom: ['toilet', 'toilet paper', 'rubber duck', 'toothbrush', 'soap', 'bathtub'],
  supermarket: ['shopping cart', 'trolley', 'cashier', 'grocery'],
  hospital: ['doctor', 'nurse', 'bandage', 'syringe', 'pill'],
  lab: ['test tube', 'beaker', 'potion', 'scientist', 'microscope'],
  factory: ['gear', 'cog', 'battery', 'bolt', 'conveyor belt', 'wrench'],
  graveyard: ['tombstone', 'gravestone', 'zombie', 'skeleton', 'bone'],
  'haunted-house': ['ghost', 'cobweb', 'spider web', 'haunted doll'],
  castle: ['crown', 'throne', 'knight', 'dragon egg', 'shield', 'princess'],
  dungeon: ['chain', 'shackle', 'torch'],
  candy: ['lollipop', 'gumdrop', 'candy cane', 'gummy bear', 'jelly bean', 'marshmallow'],
  toyland: ['toy soldier', 'jack-in-the-box', 'wind-up toy'],
  racetrack: ['race car', 'trophy', 'checkered flag'],
  stadium: ['football', 'soccer ball', 'basketball', 'goalkeeper', 'referee'],
  sewer: ['sewer rat', 'manhole'],
  garden: ['rose', 'tulip', 'daisy', 'flower', 'watering can', 'garden gnome', 'gnome', 'snail', 'ladybug', 'bee'],
};

/** The place each thing word belongs to. */
export const PLACE_OF_THING: Readonly<Record<string, PlaceId>> = wordTable(
  Object.fromEntries(
    (Object.entries(PLACES_OF_THINGS) as [PlaceId, readonly string[]][]).flatMap(([place, words]) =>
      words.map((word) => [word, place]),
    ),
  ),
);
