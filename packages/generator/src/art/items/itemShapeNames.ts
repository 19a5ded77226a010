/**
 * Words the hand-drawn item and goal shapes draw as themselves. Other words the item lexicon
 * knows only borrow a near shape ("pizza" a cookie, "strawberry" a cherry): the art library
 * draws those as the thing itself. Singular, lower case.
 */
// prettier-ignore
export const ITEM_SHAPE_NAMES: ReadonlySet<string> = new Set([
  'coin', 'gold', 'money', 'token', 'doubloon', 'treasure', 'star', 'stardust', 'shard', 'sparkle',
  'gem', 'jewel', 'diamond', 'crystal', 'ruby', 'emerald', 'sapphire', 'heart', 'love', 'apple',
  'fruit', 'cherry', 'berry', 'banana', 'cheese', 'cookie', 'biscuit', 'donut', 'doughnut', 'candy',
  'sweet', 'gumdrop', 'jellybean', 'bonbon', 'cupcake', 'fish', 'bone', 'treat', 'acorn',
  'nut', 'seed', 'pinecone', 'mushroom', 'flower', 'daisy', 'petal', 'key', 'feather', 'shell',
  'seashell', 'orb', 'pearl', 'bubble', 'marble', 'gear', 'cog', 'bolt', 'energy',
  'lightning', 'spark', 'note', 'music', 'melody', 'song', 'leaf', 'clover', 'herb', 'carrot',
  'veggie', 'vegetable', 'egg', 'snowflake', 'snowball', 'lollipop',
]);

/** Words the goal shapes draw as themselves (flag, chest, door, portal, trophy, …). */
// prettier-ignore
export const GOAL_SHAPE_NAMES: ReadonlySet<string> = new Set([
  'flag', 'finish', 'summit', 'top', 'goal', 'line', 'chest', 'treasure', 'loot', 'vault', 'door',
  'exit', 'gate', 'way', 'home', 'portal', 'rainbow', 'wormhole', 'trophy', 'cup', 'prize', 'rocket',
  'cage', 'friend', 'family', 'house', 'cottage', 'cake', 'party', 'feast',
]);

/** Held items the rig draws as themselves; other weapons come from the art library. */
// prettier-ignore
export const RIG_HELD_NAMES: ReadonlySet<string> = new Set([
  'sword', 'blade', 'katana', 'sabre', 'saber', 'cutlass', 'rapier', 'wand', 'spatula', 'hammer',
  'mallet', 'claw',
]);

/** Vehicles the racing bodies (car, kart, truck, bike) draw as themselves. */
// prettier-ignore
export const RACING_VEHICLE_SHAPE_NAMES: ReadonlySet<string> = new Set([
  'car', 'racecar', 'automobile', 'sportscar', 'coupe', 'hotrod', 'roadster', 'convertible', 'kart',
  'gokart', 'truck', 'bike', 'motorbike', 'motorcycle', 'moped', 'scooter', 'jeep', 'buggy',
]);

/**
 * Aircraft the aerial bodies (plane, helicopter, balloon, rocket, …) draw as themselves. An
 * airship is no balloon: zeppelins and blimps come from the library.
 */
// prettier-ignore
export const AERIAL_VEHICLE_SHAPE_NAMES: ReadonlySet<string> = new Set([
  'plane', 'airplane', 'aeroplane', 'jet', 'biplane', 'aircraft', 'helicopter', 'chopper', 'copter',
  'dragon', 'balloon', 'rocket', 'rocketship', 'spaceship',
  'broom', 'broomstick', 'saucer', 'ufo', 'carpet', 'rug',
]);
