import { describe, expect, it } from 'vitest';
import { lookupSprite, rankSprites } from './rankSprites.js';

const F = (name: string) => `fluent-emoji-flat:${name}`;
const G = (name: string) => `game-icons:${name}`;

/** Nouns players name, by kind, with the sprite that shows each. */
// prettier-ignore
const NOUNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  people: {
    grandma: F('old-woman'), grandpa: F('old-man'), doctor: F('man-health-worker'),
    firefighter: F('firefighter'), 'police officer': F('police-officer'), chef: F('man-cook'),
    astronaut: F('astronaut'), pilot: F('pilot'), ninja: F('ninja'), teacher: F('teacher'),
    'grumpy office boss': F('man-office-worker'), princess: F('princess'), mermaid: F('woman-merpeople'),
    wizard: F('man-mage'), baby: F('baby'), clown: F('clown-face'), knight: G('black-knight-helm'),
    pirate: G('pirate-captain'), viking: G('viking-head'), diver: F('diving-mask'),
  },
  animals: {
    shark: F('shark'), seahorse: G('seahorse'), dolphin: F('dolphin'), octopus: F('octopus'),
    penguin: F('penguin'), giraffe: F('giraffe'), hedgehog: F('hedgehog'), sloth: F('sloth'),
    flamingo: F('flamingo'), kangaroo: F('kangaroo'), crocodile: F('crocodile'), llama: F('llama'),
    'giant fish': F('fish'), kittens: F('cat'), butterfly: F('butterfly'), snail: F('snail'),
    pigeons: G('dove'), sardine: F('fish'), yeti: G('gorilla'),
  },
  food: {
    pizza: F('pizza'), burger: F('hamburger'), taco: F('taco'), sushi: F('sushi'),
    broccoli: F('broccoli'), watermelon: F('watermelon'), croissant: F('croissant'),
    'hot dog': F('hot-dog'), 'ice cream': F('ice-cream'), 'french fries': F('french-fries'),
    pineapple: F('pineapple'), cheese: F('cheese-wedge'),
  },
  objects: {
    toilet: F('toilet'), 'frying pan': F('cooking'), umbrella: F('umbrella'), guitar: F('guitar'),
    'teddy bear': F('teddy-bear'), balloon: F('balloon'), 'light bulb': F('light-bulb'),
    crown: F('crown'), trophy: F('trophy'), magnet: F('magnet'), toothbrush: F('toothbrush'),
    present: F('wrapped-gift'), sneakers: F('running-shoe'), seashells: F('spiral-shell'),
    'business suit': F('necktie'), pearls: F('oyster'), bottle: F('bottle-with-popping-cork'),
  },
  vehicles: {
    'shopping carts': F('shopping-cart'), 'paper airplane': G('paper-plane'), car: F('automobile'),
    'fire truck': F('fire-engine'), helicopter: F('helicopter'), bicycle: F('bicycle'),
    sailboat: F('sailboat'), tractor: F('tractor'), submarine: G('submarine'), ufo: F('flying-saucer'),
    'race car': F('racing-car'), motorbike: F('motorcycle'), seaplane: F('small-airplane'),
    'monster truck': F('monster-truck'), 'ice cream truck': F('ice-cream-truck'), 'mail truck': F('mail-truck'), 'bumper car': F('bumper-car'),
    'garbage truck': F('garbage-truck'), 'golf cart': F('golf-cart'), 'cable car': F('aerial-tramway'),
  },
  weapons: {
    'bow and arrow': F('bow-and-arrow'), axe: F('axe'), hammer: F('hammer'), bomb: F('bomb'),
    dagger: F('dagger'), shield: F('shield'), 'magic wand': F('magic-wand'),
    'water gun': F('water-pistol'), 'laser gun': G('ray-gun'), boomerang: F('boomerang'),
    blaster: G('ray-gun'), snowballs: G('crumbling-ball'), arrows: G('broadhead-arrow'),
  },
  creatures: {
    'tiny dragons': F('dragon'), 'volcano dragon': F('dragon'), 'giant robot': F('robot'),
    ghost: F('ghost'), alien: F('alien'), ogre: F('ogre'), troll: F('troll'), dinosaur: F('t-rex'),
    unicorn: F('unicorn'), vampire: F('person-vampire'), skeleton: F('skull'),
  },
  landmarks: {
    'Statue of Liberty': F('statue-of-liberty'), 'Tokyo Tower': F('tokyo-tower'),
    'Mount Fuji': F('mount-fuji'), castle: F('castle'), volcano: F('volcano'),
    pyramid: G('egyptian-pyramids'), moai: F('moai'), 'ferris wheel': F('ferris-wheel'),
  },
};

const ALL = Object.values(NOUNS).flatMap((kind) => Object.entries(kind));

describe('lookupSprite', () => {
  it(`finds the specific sprite of each of ${ALL.length} nouns players name`, () => {
    expect(ALL.length).toBeGreaterThanOrEqual(80);
    const found = ALL.map(([noun]) => [noun, lookupSprite(noun)?.id ?? null]);
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(ALL));
  });

  it('finds nothing for words that name nothing, rather than a generic sprite', () => {
    for (const nonsense of ['blorptang', 'zorblax', 'a flurble', 'qwxy', '', '   ', 'the']) {
      expect(lookupSprite(nonsense), nonsense).toBeNull();
    }
  });

  it('draws a cart as a wooden one, a mine cart on rails, and only a shopping cart as one', () => {
    expect(lookupSprite('cart')?.id).toBe(G('old-wagon'));
    expect(lookupSprite('horse carts')?.id).toBe(G('old-wagon'));
    expect(lookupSprite('mine cart')?.id).toBe(G('mine-wagon'));
    expect(lookupSprite('shopping cart')?.id).toBe(F('shopping-cart'));
    expect(lookupSprite('luggage carts')?.id).toBe(F('shopping-cart'));
  });

  it('reads plurals, multi-word nouns and the head noun over its modifiers', () => {
    expect(lookupSprite('shopping carts')?.id).toBe(F('shopping-cart'));
    expect(lookupSprite('cherries')?.id).toBe(F('cherries'));
    expect(lookupSprite('mice')?.id).toBe(F('mouse'));
    expect(lookupSprite('knives')?.id).toBe(F('kitchen-knife'));
    expect(lookupSprite('buses')?.id).toBe(F('bus'));
    expect(lookupSprite('potatoes')?.id).toBe(F('potato'));
    // The longest name wins over its last word: a hot dog is no dog.
    expect(lookupSprite('hot dogs')?.id).toBe(F('hot-dog'));
    expect(lookupSprite('legendary volcano dragon')?.id).toBe(F('dragon'));
    // A filler head is the thing before it.
    expect(lookupSprite('banana man')?.id).toBe(F('banana'));
    // The phrase ends at its preposition.
    expect(lookupSprite('a grandma with a frying pan')?.id).toBe(F('old-woman'));
  });

  it('reads a role head by its body, or its modifiers as the kind of role', () => {
    // A creature before a role is its body.
    expect(lookupSprite('fox explorer')?.id).toBe(F('fox'));
    expect(lookupSprite('robot boxer')?.id).toBe(F('robot'));
    expect(lookupSprite('chicken DJ')?.id).toBe(F('chicken'));
    // Other modifiers only say which kind: a pickle knight is a knight, a star blaster a blaster.
    expect(lookupSprite('pickle knight')?.id).toBe(G('black-knight-helm'));
    expect(lookupSprite('sumo wrestlers')?.id).toBe(F('person-wrestling'));
    expect(lookupSprite('star blasters')?.id).toBe(G('ray-gun'));
    // A role acting on its modifier never becomes it: a ghost hunter is no ghost.
    expect(lookupSprite('ghost hunter')?.id).not.toBe(F('ghost'));
    expect(lookupSprite('dragon slayer')?.id).not.toBe(F('dragon'));
    // A name the words spell stays itself.
    expect(lookupSprite('pirate captain')?.id).toBe(G('pirate-captain'));
  });

  it('never draws a landmark as another one', () => {
    // No set draws the Eiffel Tower (emojilib tags Tokyo Tower "eiffel"): none beats a wrong one.
    expect(lookupSprite('Eiffel Tower')).toBeNull();
    expect(lookupSprite('the eiffel tower')).toBeNull();
    expect(lookupSprite('times square')).toBeNull();
  });

  it('scores by how much of the phrase a sprite accounts for', () => {
    const [exact] = rankSprites('dragon', 1);
    const [modified] = rankSprites('volcano dragon', 1);
    expect(exact?.similarity).toBe(1);
    expect(modified?.similarity).toBeGreaterThan(0.6);
    expect(modified?.similarity).toBeLessThan(1);
    const list = rankSprites('dragon', 5);
    expect(list.map((sprite) => sprite.similarity)).toEqual(
      [...list.map((sprite) => sprite.similarity)].sort((a, b) => b - a),
    );
  });

  it('answers the same every time, in well under a millisecond once loaded', () => {
    lookupSprite('warm up');
    const first = ALL.map(([noun]) => rankSprites(noun, 3));
    const started = performance.now();
    const again = ALL.map(([noun]) => rankSprites(noun, 3));
    const perLookup = (performance.now() - started) / ALL.length;
    expect(again).toEqual(first);
    expect(perLookup).toBeLessThan(1);
  });
});
