import { wordTable } from './wordTable.js';

/**
 * Kinds of things a hero wields, each drawn by one library sprite when the named thing has
 * none of its own: a scimitar is a blade, a truncheon a club, a bazooka a gun, a dictionary a
 * book. Never a star.
 */
export const WEAPON_KIND_SPRITES = {
  blade: 'dagger',
  club: 'wood club',
  gun: 'water pistol',
  bow: 'bow and arrow',
  thrown: 'boomerang',
  magic: 'magic wand',
  book: 'closed book',
  tool: 'hammer',
  kitchen: 'frying pan',
} as const;
export type WeaponKind = keyof typeof WEAPON_KIND_SPRITES;

/** Words of each kind (singular, lower case). */
// prettier-ignore
const KIND_WORDS: Readonly<Record<WeaponKind, readonly string[]>> = {
  blade: [
    'sword', 'blade', 'katana', 'sabre', 'saber', 'scimitar', 'cutlass', 'rapier', 'dagger', 'knife',
    'machete', 'claymore', 'longsword', 'broadsword', 'glaive', 'halberd', 'scythe', 'sickle', 'axe',
    'hatchet', 'cleaver', 'dirk', 'kukri', 'falchion', 'epee', 'foil', 'spear', 'lance', 'pike',
    'trident', 'javelin', 'harpoon', 'naginata', 'lightsaber',
  ],
  club: [
    'club', 'cudgel', 'baton', 'bat', 'truncheon', 'nightstick', 'mace', 'flail', 'morningstar',
    'stick', 'branch', 'log', 'plank', 'paddle', 'oar', 'bone', 'pipe', 'crowbar', 'bludgeon',
    'shillelagh', 'nunchuck', 'nunchaku', 'tonfa', 'racket', 'racquet', 'umbrella', 'cane',
  ],
  gun: [
    'gun', 'pistol', 'revolver', 'rifle', 'musket', 'shotgun', 'blaster', 'raygun', 'bazooka',
    'launcher', 'cannon', 'laser', 'phaser', 'blunderbuss', 'flintlock', 'squirter', 'hose',
  ],
  bow: ['bow', 'crossbow', 'longbow', 'slingshot', 'catapult', 'sling'],
  thrown: [
    'shuriken', 'boomerang', 'dart', 'grenade', 'rock', 'stone', 'brick', 'pebble', 'snowball',
    'bomb', 'disc', 'discus', 'frisbee', 'bola', 'kunai', 'chakram', 'ball', 'egg', 'tomato', 'pie',
  ],
  magic: ['wand', 'staff', 'scepter', 'sceptre', 'orb', 'rod', 'amulet', 'talisman', 'crystal', 'spell'],
  book: [
    'book', 'dictionary', 'encyclopedia', 'novel', 'textbook', 'diary', 'notebook', 'atlas', 'bible',
    'comic', 'magazine', 'journal', 'manual', 'cookbook', 'storybook', 'thesaurus', 'spellbook',
    'almanac', 'yearbook', 'paperback', 'hardback', 'tome', 'catalogue', 'catalog', 'phonebook',
  ],
  tool: [
    'hammer', 'mallet', 'wrench', 'spanner', 'shovel', 'spade', 'rake', 'hoe', 'pitchfork',
    'screwdriver', 'drill', 'saw', 'chainsaw', 'pickaxe', 'pick', 'sledgehammer', 'plunger',
    'broom', 'mop', 'brush', 'stapler', 'ruler', 'keyboard',
  ],
  kitchen: [
    'pan', 'skillet', 'wok', 'pot', 'saucepan', 'spatula', 'ladle', 'spoon', 'fork', 'whisk', 'tongs',
    'kettle', 'teapot',
  ],
};

/** The kind of each wielded word. */
export const WEAPON_KIND_OF: Readonly<Record<string, WeaponKind>> = wordTable(
  Object.fromEntries(
    (Object.entries(KIND_WORDS) as [WeaponKind, readonly string[]][]).flatMap(([kind, words]) =>
      words.map((word) => [word, kind]),
    ),
  ),
);
