/**
 * The built-in character library: archetypes a prompt's characters are matched against
 * (spec §3 characterMatches). Each one is drawn with the procedural character art from the
 * words in `head` and `modifiers`, exactly as a prompt with those words would be.
 */
export interface LibraryCharacter {
  /** Stable id, also the file name of its portrait (`/media/library/<id>.png`). */
  id: string;
  /** Display name shown under the portrait. */
  name: string;
  /** The noun its look is drawn from (a word of the character lexicon). */
  head: string;
  /** Words before the noun that shape or colour it ("pickle" in "pickle knight"). */
  modifiers: readonly string[];
  /** Synonyms and associations (singular, lower case) a prompt may use for it. */
  tags: readonly string[];
}

const entry = (
  id: string,
  name: string,
  tags: string,
  modifiers: readonly string[] = [],
  head = id,
): LibraryCharacter => ({ id, name, head, modifiers, tags: tags.split(' ') });

/** At least forty archetypes, people, animals, monsters, food and machines. */
// prettier-ignore
export const LIBRARY_CHARACTERS: readonly LibraryCharacter[] = [
  entry('knight', 'Knight', 'armor armour sword helmet medieval castle paladin shield warrior brave'),
  entry('robot', 'Robot', 'bot android droid cyborg mech machine metal steel mechanical tech future gear'),
  entry('cat', 'Cat', 'kitten kitty feline whisker paw pet meow'),
  entry('dragon', 'Dragon', 'wyvern fire fiery wing scale scaly reptile fantasy beast breath'),
  entry('pickle', 'Pickle', 'cucumber gherkin vegetable veggie food sour dill bumpy'),
  entry('ninja', 'Ninja', 'shadow stealth shuriken martial sneaky assassin dojo masked'),
  entry('astronaut', 'Astronaut', 'space spaceman cosmonaut rocket star moon planet galaxy orbit'),
  entry('zombie', 'Zombie', 'undead ghoul brain grave rotten horror spooky dead walker'),
  entry('wizard', 'Wizard', 'mage magic magical spell wand sorcerer staff robe arcane'),
  entry('pirate', 'Pirate', 'captain ship treasure sea sword buccaneer sailor parrot ocean'),
  entry('dog', 'Dog', 'puppy pup doggo canine bark pet hound'),
  entry('frog', 'Frog', 'toad pond hop amphibian lily swamp'),
  entry('fox', 'Fox', 'sly clever bushy forest vixen'),
  entry('bunny', 'Bunny', 'rabbit hare carrot hop hoppy fluffy'),
  entry('bear', 'Bear', 'teddy grizzly honey cub forest'),
  entry('panda', 'Panda', 'bamboo bear cub'),
  entry('pig', 'Pig', 'piggy hog oink farm mud swine'),
  entry('penguin', 'Penguin', 'ice icy snow arctic antarctic cold waddle bird'),
  entry('duck', 'Duck', 'duckling quack pond bird'),
  entry('owl', 'Owl', 'night wise bird feather hoot'),
  entry('parrot', 'Parrot', 'bird feather tropical jungle colorful talking'),
  entry('bee', 'Bee', 'honey hive buzz buzzy bumblebee wasp insect bug stinger'),
  entry('ladybug', 'Ladybug', 'ladybird beetle bug insect spot spotted'),
  entry('spider', 'Spider', 'web bug creepy arachnid crawly'),
  entry('crab', 'Crab', 'claw pincer beach sea shell snappy'),
  entry('snake', 'Snake', 'serpent slither viper cobra python'),
  entry('ghost', 'Ghost', 'spirit phantom spooky haunted boo spook specter'),
  entry('slime', 'Slime', 'blob goo gooey jelly ooze gelatinous monster'),
  entry('alien', 'Alien', 'martian ufo space extraterrestrial planet antenna invader'),
  entry('mushroom', 'Mushroom', 'fungus fungi shroom toadstool forest spore'),
  entry('monkey', 'Monkey', 'ape banana jungle chimp chimpanzee primate'),
  entry('unicorn', 'Unicorn', 'horn rainbow magic magical horse pony sparkle'),
  entry('princess', 'Princess', 'royal crown castle tiara queen'),
  entry('king', 'King', 'royal crown throne ruler cape monarch castle'),
  entry('chef', 'Chef', 'cook kitchen baker food spatula restaurant'),
  entry('viking', 'Viking', 'norse axe hammer horned warrior raider'),
  entry('samurai', 'Samurai', 'katana sword warrior armor japan ronin'),
  entry('superhero', 'Superhero', 'hero cape power super mask flying'),
  entry('goblin', 'Goblin', 'imp gremlin sneaky greedy cave'),
  entry('elf', 'Elf', 'fairy forest archer pointy woodland'),
  entry('snowman', 'Snowman', 'snow winter frosty ice carrot christmas'),
  entry('gingerbread', 'Gingerbread Man', 'cookie candy christmas sweet biscuit', [], 'gingerbread'),
  entry('donut', 'Donut', 'doughnut sweet sprinkle candy dessert pastry'),
  entry('cupcake', 'Cupcake', 'cake muffin sweet dessert frosting'),
  entry('banana', 'Banana', 'fruit peel monkey'),
  entry('potato', 'Potato', 'spud fry fries vegetable veggie'),
  entry('avocado', 'Avocado', 'fruit guacamole vegetable veggie'),
  entry('broccoli', 'Broccoli', 'vegetable veggie floret sprout'),
  entry('detective', 'Detective', 'sleuth mystery clue spy investigator agent'),
  entry('cowboy', 'Cowboy', 'western ranch sheriff horse lasso desert'),
  entry('farmer', 'Farmer', 'farm crop tractor barn field harvest'),
  entry('plumber', 'Plumber', 'pipe wrench sewer mechanic'),
  entry('witch', 'Witch', 'broom spell potion cauldron halloween magic'),
  entry('rat', 'Rat', 'mouse mice rodent sewer cheese vermin'),
  entry('hamster', 'Hamster', 'gerbil rodent pet cheek fluffy'),
  entry('tiger', 'Tiger', 'stripe striped jungle wild feline'),
  entry('lion', 'Lion', 'mane king savanna roar feline'),
  entry('wolf', 'Wolf', 'howl pack werewolf wild canine'),
  entry('octopus', 'Octopus', 'tentacle squid sea ocean kraken underwater'),
  entry('dinosaur', 'Dinosaur', 'dino rex raptor prehistoric jurassic reptile'),
  entry('bat', 'Bat', 'cave vampire night wing'),
  entry('cow', 'Cow', 'farm moo milk bull cattle'),
  entry('chicken', 'Chicken', 'hen rooster chick farm egg bird'),
  entry('squirrel', 'Squirrel', 'acorn nut tree forest bushy'),
  entry('egg', 'Egg', 'yolk breakfast chick shell'),
  entry('troll', 'Troll', 'ogre bridge giant brute'),
  entry('ice-golem', 'Ice Golem', 'golem ice icy frozen frost snow winter cold', ['ice'], 'monster'),
  entry('lava-monster', 'Lava Monster', 'lava fire fiery volcano magma molten hot', ['lava'], 'monster'),
  entry('robot-knight', 'Robot Knight', 'mech armor sword metal steel paladin', ['robot'], 'knight'),
];

/** Where the library's portraits are stored and served (object keys under `/media/`). */
export const LIBRARY_MEDIA_FOLDER = 'library';

/** Object key of one library character's portrait (`library/<id>.png`). */
export function libraryObjectKey(id: string): string {
  return `${LIBRARY_MEDIA_FOLDER}/${id}.png`;
}

/**
 * The URLs a character match carries: the portrait, both as the picture players see and
 * as the asset that names the archetype (see `libraryCharacterOfUrl`).
 *
 * @example libraryUrls('knight') // => { url: '/media/library/knight.png', assetUrl: '/media/library/knight.png' }
 */
export function libraryUrls(id: string): { url: string; assetUrl: string } {
  const url = `/media/${libraryObjectKey(id)}`;
  return { url, assetUrl: url };
}

/**
 * The library character a match's url or assetUrl points at, or null: lets a game builder
 * draw a selected match in its own style (with `libraryLookOf`).
 */
export function libraryCharacterOfUrl(url: string): LibraryCharacter | null {
  const id = /\/media\/library\/([a-z0-9-]+)\.png$/.exec(url)?.[1];
  return LIBRARY_CHARACTERS.find((character) => character.id === id) ?? null;
}
