import { describe, expect, it } from 'vitest';
import { analyzePrompt } from './analyzePrompt.js';
import { parsePhrases, singularOf } from './parsePhrases.js';

const read = (prompt: string) => analyzePrompt(prompt, 5);

describe('a creature’s verb is a verb, what it acts on is the thing', () => {
  it.each([
    ['A sleepy sloth farms bananas on a jungle island', 'Sleepy Sloth', 'bananas'],
    ['A robot waters flowers', 'Robot', 'flowers'],
    ['A witch brews potions', 'Witch', 'potions'],
    ['A bear bakes cookies', 'Bear', 'cookies'],
    ['A chef juggles sushi', 'Chef', 'sushi'],
    ['A karate kid breaks boards', 'Karate Kid', 'boards'],
    ['A cat paints fences', 'Cat', 'fences'],
    ['A seagull steals fries', 'Seagull', 'fries'],
    ['A dog collects socks', 'Dog', 'socks'],
  ])('%s', (prompt, hero, collectible) => {
    const analysis = read(prompt);
    expect(analysis.hero.name).toBe(hero);
    expect(analysis.collectible.phrase).toBe(collectible);
    expect(analysis.collectible.sprite ?? analysis.collectible.kind).not.toBe('coin');
  });

  it('draws boards as planks, flames as fire and fences as a fence', () => {
    expect(read('A karate kid breaks boards').collectible.sprite?.id).toBe('game-icons:planks');
    expect(read('A firefighter fights roaring flames').enemy.sprite?.id).toBe(
      'fluent-emoji-flat:fire',
    );
    expect(read('A cat paints fences').collectible.sprite?.id).toBe('game-icons:wooden-fence');
  });

  it('reads a bare verb after many and a verb that ends the clause', () => {
    expect(read('Two grannies sprint through the mall').hero.name).toBe('Granny');
    expect(read('A cheetah runs').hero.name).toBe('Cheetah');
    // Things stay nouns: the ships are the subject, "sail" the verb.
    expect(parsePhrases('pirate ships sail across the sea')[0]?.text).toBe('pirate ships');
  });

  it('takes no other subject’s verb for the hero’s ("while lava bombs fall")', () => {
    const analysis = read('Race go-karts around a volcano while lava bombs fall');
    expect(analysis.collectible.phrase).not.toBe('fall');
  });

  it('keeps singular words that look like Latin plurals', () => {
    expect(singularOf('opera')).toBe('opera');
    expect(singularOf('pasta')).toBe('pasta');
  });
});

describe('what the hero throws, shoots or splashes, and at what', () => {
  it('throws pies at clowns: the pie is the ammunition, the clowns the enemies', () => {
    const analysis = read('Throw pies at clowns');
    expect(analysis.weapon?.phrase).toBe('pies');
    expect(analysis.enemy.phrase).toBe('clowns');
  });

  it('shoots at things as targets, and never rides them', () => {
    const analysis = read('A clown shoots cream pies at balloons in the fairground');
    expect(analysis.enemy.phrase).toBe('balloons');
    expect(analysis.weapon?.phrase).toBe('cream pies');
    expect(analysis.vehicle).toBeUndefined();
  });

  it('splashes paint, not at paint', () => {
    const analysis = read('Splatter paint across the dance floor');
    expect(analysis.enemy.phrase).not.toBe('paint');
    expect(analysis.weapon?.phrase).toBe('paint');
  });

  it('makes dust bunnies dusty grey bunnies', () => {
    const enemy = read('A maid fights dust bunnies').enemy;
    expect(enemy.name).toBe('Dust Bunny');
    expect(enemy.look.ears).toBe('bunny');
  });
});

describe('a verb with its particle acts on the thing after it', () => {
  it.each([
    ['Shoot down UFOs over a farm', 'enemy', 'ufos'],
    ['Knock down bottles at a fair', 'enemy', 'bottles'],
    ['Take out robots in a factory', 'enemy', 'robots'],
    ['Pick up seashells on a beach', 'collectible', 'seashells'],
    ['Clean up litter in a park', 'collectible', 'litter'],
    ['A crab picks up shells on the shore', 'collectible', 'shells'],
  ] as const)('%s: the %s is %s, and no place', (prompt, role, phrase) => {
    const analysis = read(prompt);
    expect(analysis[role].phrase).toBe(phrase);
    expect(analysis.setting.label.toLowerCase()).not.toContain(phrase);
  });

  it('keeps "down" a way to go after a verb of moving', () => {
    expect(read('A penguin slides down snowy mountains').setting.places).toEqual(['mountains']);
  });
});

describe('animals pulling or carrying a thing', () => {
  it.each([
    ['Race horses pulling chariots', 'chariot'],
    ['Oxen pulling a cart on a farm', 'cart'],
    ['Race reindeer pulling sleighs over the North Pole', 'sleigh'],
    ['Dogs pulling a sled across the snow', 'sled'],
  ])('%s: what they pull is the ride (%s), the team no foe', (prompt, ride) => {
    const analysis = read(prompt);
    expect(analysis.vehicle?.phrase.replace(/s$/, '')).toBe(ride);
    expect(analysis.hero.name).not.toMatch(/^Race/);
    expect(analysis.enemy.phrase).not.toMatch(/horse|ox|reindeer|dog/);
  });

  it('gives a team pulled by the player a driver', () => {
    expect(read('Race horses pulling chariots').hero.phrase).toBe('gladiator');
    expect(read('Race reindeer pulling sleighs over the North Pole').hero.name).toBe('Santa');
  });

  it.each([
    ['Ants carrying leaves through the jungle', 'leaves'],
    ['A waiter carrying plates through a restaurant', 'plates'],
  ])('%s: what is carried is the load to collect, not a weapon', (prompt, load) => {
    const analysis = read(prompt);
    expect(analysis.collectible.phrase).toBe(load);
    expect(analysis.weapon).toBeUndefined();
  });

  it('takes a thing with a temper for a foe, not for something fired', () => {
    for (const prompt of [
      'Shoot angry printers in an office',
      'Blast evil toasters in a kitchen',
    ]) {
      const analysis = read(prompt);
      expect(analysis.enemy.phrase, prompt).toMatch(/^(angry printers|evil toasters)$/);
      expect(analysis.weapon, prompt).toBeUndefined();
    }
  });

  it('still arms a hero carrying a weapon', () => {
    expect(read('A knight carrying a sword in a castle').weapon?.phrase).toBe('sword');
  });
});

describe('a prompt that orders the player to rid a place of something', () => {
  it.each([
    ['Clear robot guards out of a secret volcano base', 'robot guards'],
    ['Clear zombies out of an abandoned mall', 'zombies'],
    ['Banish ghosts from a haunted library', 'ghosts'],
    ['Exterminate rats in a sewer', 'rats'],
  ])('%s: the verb names no hero, what is cleared out is the foe', (prompt, foes) => {
    const analysis = read(prompt);
    const verb = prompt.split(' ')[0]!;
    expect(analysis.hero.name).not.toContain(verb);
    expect(analysis.enemy.phrase).toBe(foes);
  });
});

describe('a verb after the hero and a name that starts with a verb are never names', () => {
  it.each([
    ['A cyclist pedals down a hill', 'Cyclist'],
    ['A girl rows across a lake', 'Girl'],
    ['A grandpa bowls in a bowling alley', 'Grandpa'],
  ])('%s: the hero is no verb', (prompt, hero) => {
    expect(read(prompt).hero.name).toBe(hero);
  });

  it.each([
    ['A boy races a jet boat down a river', 'jet boat'],
    ['A pilot flies a jet pack over the city', 'jet pack'],
    ['A librarian bonks a parrot on the head with a big book in the library', 'big book'],
    ['A chef hits a rat with a frying pan in the kitchen', 'frying pan'],
  ])('%s: the last word of what is acted on is its noun', (prompt, thing) => {
    expect(parsePhrases(prompt).map((phrase) => phrase.text)).toContain(thing);
  });
});

describe('an article is never part of a name', () => {
  it('reads "a green" as a green, never "the a green"', () => {
    expect(parsePhrases('A golfer golfs on a green').map((phrase) => phrase.text)).toEqual([
      'golfer',
      'green',
    ]);
  });
});

describe('a verb with its particle after the hero is a verb, a common place no name', () => {
  it('names the pizza "Pizza", never "Pizza Run", and the cornfield in lower case', () => {
    expect(read('A pizza runs away from hungry kids in a school cafeteria').hero.name).toBe(
      'Pizza',
    );
    expect(read('A bunny runs away from a fox in a meadow').enemy.name).toBe('Fox');
    expect(read('A farmer shoots corn at crows in a cornfield').setting.storyPlace).toBe(
      'the cornfield',
    );
  });
});
