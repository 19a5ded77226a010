/** How the art library reads words: lower case, letters only, plural forms folded. */

/** Words that never name the thing itself. */
// prettier-ignore
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'some', 'any', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'this',
  'that', 'these', 'those', 'of', 'and', 'or', 'to', 'for', 'lot', 'lots', 'bunch', 'pair',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'many', 'few',
  'several', 'with', 'in', 'on', 'at', 'from', 'by', 'into', 'onto', 'over', 'under',
]);

/** Words that end the noun phrase: what follows describes something else. */
// prettier-ignore
export const PHRASE_BREAKS: ReadonlySet<string> = new Set([
  'with', 'in', 'on', 'at', 'from', 'by', 'into', 'onto', 'over', 'under', 'through', 'across',
  'against', 'who', 'that', 'which', 'and', 'or', 'near', 'inside', 'behind', 'while',
]);

/**
 * Modifiers that say how big, how old or in what mood: they never pick a different thing
 * ("grumpy office boss" is an office worker, "giant fish" a fish), so they count little.
 */
// prettier-ignore
export const SOFT_MODIFIERS: ReadonlySet<string> = new Set([
  'tiny', 'little', 'small', 'mini', 'big', 'giant', 'huge', 'large', 'enormous', 'massive',
  'mega', 'super', 'ultra', 'baby', 'young', 'grumpy', 'angry', 'happy', 'sad', 'evil', 'brave',
  'cute', 'silly', 'crazy', 'mad', 'wild', 'legendary', 'epic', 'magic', 'magical', 'mighty',
  'sneaky', 'scary', 'spooky', 'funny', 'fluffy', 'shiny', 'sparkly', 'golden', 'gold',
  'silver', 'rainbow', 'cool', 'fierce', 'fast', 'speedy', 'slow', 'lazy', 'sleepy', 'hungry',
  'rogue', 'bouncy', 'royal', 'ancient', 'lost', 'brutal', 'friendly', 'lonely', 'clumsy', 'tough',
  'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'black', 'white', 'brown', 'grey',
  'gray', 'dark', 'bright', 'neon', 'glowing', 'flying', 'running', 'dancing', 'rolling',
  'jumping', 'mean', 'nice', 'old', 'new', 'strong', 'weird', 'wacky', 'very', 'really',
  'naughty', 'cheeky', 'rude', 'mischievous', 'noisy', 'bossy', 'greedy', 'smelly', 'stinky',
  'cheerful', 'jolly', 'wise', 'busy', 'playful', 'curious', 'roaring', 'snoring', 'dusty', 'muddy',
]);

/**
 * Heads that only say "someone" or "something": "banana man", "shark thing" and
 * "spider guy" are the thing in front of them.
 */
// prettier-ignore
export const FILLER_HEADS: ReadonlySet<string> = new Set([
  'man', 'woman', 'guy', 'dude', 'lady', 'person', 'thing', 'creature', 'monster', 'beast',
  'critter', 'buddy', 'fellow', 'character', 'stuff', 'object', 'item', 'one',
]);

/**
 * Heads that name someone by what they do or wear. The words before them say which kind
 * ("pickle knight", "space marine", "sumo wrestler"), so they count little; a creature before
 * one is its body ("fox explorer" is a fox, "robot boxer" a robot).
 */
// prettier-ignore
export const ROLE_HEADS: ReadonlySet<string> = new Set([
  'knight', 'explorer', 'adventurer', 'boxer', 'wrestler', 'marine', 'dj', 'astronaut', 'pilot',
  'chef', 'cook', 'baker', 'ninja', 'samurai', 'viking', 'wizard', 'witch', 'warrior', 'soldier',
  'captain', 'detective', 'agent', 'spy', 'superhero', 'hero', 'villain', 'king', 'queen',
  'prince', 'princess', 'doctor', 'nurse', 'teacher', 'student', 'scientist', 'firefighter',
  'cop', 'officer', 'guard', 'racer', 'driver', 'diver', 'surfer', 'skater', 'dancer', 'singer',
  'rapper', 'drummer', 'musician', 'athlete', 'mechanic', 'worker', 'janitor', 'waiter',
  'butler', 'mailman', 'postman', 'plumber', 'builder', 'cameraman', 'reporter', 'tourist',
  'shopper', 'ballerina', 'gladiator', 'paladin', 'archer', 'sheriff', 'cowboy',
  'hunter', 'slayer', 'catcher', 'keeper', 'tamer', 'trainer', 'farmer', 'herder', 'rancher',
  'breeder', 'buster', 'collector', 'fighter', 'killer', 'whisperer', 'rider', 'thief', 'eater',
]);

/**
 * Roles whose modifier is what they act on, never their body: a "ghost hunter" hunts ghosts,
 * a "pig farmer" farms pigs, a "dragon rider" rides one.
 */
// prettier-ignore
export const OBJECT_ROLE_HEADS: ReadonlySet<string> = new Set([
  'hunter', 'slayer', 'catcher', 'keeper', 'tamer', 'trainer', 'farmer', 'herder', 'rancher',
  'breeder', 'buster', 'collector', 'fighter', 'killer', 'whisperer', 'rider', 'thief', 'eater',
]);

/**
 * Weapon heads whose modifiers say what they shoot or are made of ("star blaster", "ice
 * sword"): the weapon still reads as itself, so those words count little.
 */
// prettier-ignore
export const WEAPON_HEADS: ReadonlySet<string> = new Set([
  'blaster', 'gun', 'launcher', 'cannon', 'rifle', 'pistol', 'bazooka', 'crossbow', 'slingshot',
  'sword', 'axe', 'spear', 'dagger',
]);

// prettier-ignore
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  men: 'man', women: 'woman', children: 'child', people: 'person', mice: 'mouse', geese: 'goose',
  teeth: 'tooth', feet: 'foot', oxen: 'ox', knives: 'knife', wolves: 'wolf', leaves: 'leaf',
  elves: 'elf', dwarves: 'dwarf', dwarfs: 'dwarf', loaves: 'loaf', thieves: 'thief',
  shelves: 'shelf', calves: 'calf', halves: 'half', scarves: 'scarf', wives: 'wife',
  lives: 'life', octopi: 'octopus', cacti: 'cactus', fungi: 'fungus', dice: 'die',
  grannies: 'granny', ladies: 'lady', puppies: 'puppy', bunnies: 'bunny', zombies: 'zombie',
  cookies: 'cookie', movies: 'movie', pies: 'pie', ties: 'tie', brownies: 'brownie',
  pixies: 'pixie', goalies: 'goalie', hippies: 'hippie', smoothies: 'smoothie',
};

/**
 * Singular candidates of a word, most likely first ("cherries" → cherries, cherry, cherrie).
 * The library keeps the first one its vocabulary knows.
 */
export function singularForms(word: string): string[] {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return [irregular, word];
  const forms = [word];
  if (word.length <= 3 || /(ss|us|is|ous)$/.test(word)) return forms;
  if (word.endsWith('men')) forms.push(`${word.slice(0, -3)}man`);
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (/(sses|shes|ches|xes|zes|oes|ses)$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith('ves')) forms.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.endsWith('s')) forms.push(word.slice(0, -1));
  return forms;
}

const indexForms = new Map<string, string>();

/** The singular the index stores for a word of an icon's name or keywords. */
export function indexForm(word: string): string {
  let form = indexForms.get(word);
  if (form === undefined) {
    form = computeIndexForm(word);
    indexForms.set(word, form);
  }
  return form;
}

function computeIndexForm(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /(ss|us|is|ous|ics)$/.test(word)) return word;
  if (word.endsWith('men')) return `${word.slice(0, -3)}man`;
  if (/(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lower-case letter words of a text ("Eiffel Tower!" → ['eiffel', 'tower']). */
export function wordsOf(text: string): string[] {
  const lower = text.toLowerCase();
  // Accents go ("piñata" → pinata); plain ASCII skips the slow normalisation.
  const plain = /[^ -~]/.test(lower)
    ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    : lower;
  return plain
    .replace(/[’']s\b/g, '')
    .split(/[^a-z]+/)
    .filter((word) => word.length > 0);
}
