import { describe, expect, it } from 'vitest';
import { colorDistance } from '../color/colorMath.js';
import { analyzePrompt } from './analyzePrompt.js';
import { COLOR_WORDS } from './lexicon/colorWords.js';

interface Expectation {
  prompt: string;
  hero: string;
  heroBody: string;
  enemy: string;
  theme: string;
  setting?: string;
  collectible?: string;
  goal?: string;
}

// prettier-ignore
const TABLE: Expectation[] = [
  { prompt: 'A pickle knight fights rats in the sewer', hero: 'Pickle Knight', heroBody: 'bean', enemy: 'Rat', theme: 'sewer', setting: 'Sewer' },
  { prompt: 'A brave red cat jumps across candy clouds to rescue her kittens', hero: 'Red Cat', heroBody: 'animal', enemy: 'Gummy Blob', theme: 'candy', setting: 'Candy Clouds', goal: 'cage' },
  { prompt: 'Robot chef escapes a volcano full of angry lava blobs', hero: 'Robot Chef', heroBody: 'robot', enemy: 'Lava Blob', theme: 'volcano' },
  { prompt: 'Tiny astronaut hamster collects stars on the moon', hero: 'Tiny Astronaut Hamster', heroBody: 'animal', enemy: 'Alien', theme: 'space', collectible: 'star' },
  { prompt: 'A purple ninja frog hops through the haunted forest collecting golden acorns and dodging angry bees', hero: 'Purple Ninja Frog', heroBody: 'animal', enemy: 'Angry Bee', theme: 'haunted', setting: 'Haunted Forest', collectible: 'acorn' },
  { prompt: 'Princess penguin slides across icy mountains to find the golden fish', hero: 'Princess Penguin', heroBody: 'bird', enemy: 'Grumpy Snowman', theme: 'snow', goal: 'bigItem' },
  { prompt: 'A wizard bunny battles silly ghosts in a spooky graveyard', hero: 'Wizard Bunny', heroBody: 'animal', enemy: 'Silly Ghost', theme: 'haunted' },
  { prompt: 'A fox explorer outruns snappy crabs on a tropical island and finds the pirate treasure', hero: 'Fox Explorer', heroBody: 'animal', enemy: 'Snappy Crab', theme: 'beach', goal: 'chest' },
  { prompt: 'A pirate duck sails to the beach to collect seashells and escape from crabs', hero: 'Pirate Duck', heroBody: 'bird', enemy: 'Crab', theme: 'beach', collectible: 'shell' },
  { prompt: 'A ladybug detective hunts for clues in a giant garden while avoiding sneaky spiders', hero: 'Ladybug Detective', heroBody: 'bug', enemy: 'Sneaky Spider', theme: 'meadow' },
  { prompt: 'Zip the plumber runs from zombies', hero: 'Plumber', heroBody: 'humanoid', enemy: 'Zombie', theme: 'sewer' },
  { prompt: 'In a candy kingdom, a gummy bear must find the lost cupcakes', hero: 'Gummy Bear', heroBody: 'animal', enemy: 'Gummy Blob', theme: 'candy', setting: 'Candy Kingdom', collectible: 'cupcake' },
  { prompt: 'An octopus diver explores the coral reef, collecting pearls and dodging jellyfish', hero: 'Octopus Diver', heroBody: 'blob', enemy: 'Jellyfish', theme: 'underwater', collectible: 'orb' },
  { prompt: 'A samurai cat guards the bamboo forest from sneaky ninja rats', hero: 'Samurai Cat', heroBody: 'animal', enemy: 'Ninja Rat', theme: 'forest', setting: 'Bamboo Forest' },
];

describe('analyzePrompt', () => {
  describe.each(TABLE)('$prompt', (row) => {
    const analysis = analyzePrompt(row.prompt, 11);

    it('finds the hero, the enemy and the place', () => {
      expect(analysis.hero.name).toBe(row.hero);
      expect(analysis.hero.look.body).toBe(row.heroBody);
      expect(analysis.enemy.name).toBe(row.enemy);
      expect(analysis.setting.theme).toBe(row.theme);
      if (row.setting) expect(analysis.setting.label).toBe(row.setting);
      if (row.collectible) expect(analysis.collectible.kind).toBe(row.collectible);
      if (row.goal) expect(analysis.goal.kind).toBe(row.goal);
    });

    it('makes the hero friendly and the enemy hostile, in different colours', () => {
      expect(analysis.hero.look.isHostile).toBe(false);
      expect(analysis.enemy.look.isHostile).toBe(true);
      const sameShape = analysis.hero.look.body === analysis.enemy.look.body;
      expect(
        colorDistance(analysis.hero.look.bodyColor, analysis.enemy.look.bodyColor),
      ).toBeGreaterThan(sameShape ? 120 : 40);
    });
  });

  it('dresses the hero by role: knights get helmets and swords, chefs get hats', () => {
    expect(analyzePrompt('A pickle knight fights rats', 1).hero.look).toMatchObject({
      headgear: 'helmet',
      held: 'sword',
      pattern: 'bumps',
    });
    expect(analyzePrompt('A robot chef runs', 1).hero.look).toMatchObject({
      body: 'robot',
      headgear: 'chefHat',
      held: 'spatula',
    });
    expect(analyzePrompt('A cat jumps', 1).hero.look).toMatchObject({ ears: 'cat', tail: 'cat' });
  });

  it('lets colour words in the prompt win', () => {
    const analysis = analyzePrompt('A blue cat dodges green rats under a pink sky', 5);
    expect(analysis.hero.look.bodyColor).toBe(COLOR_WORDS.blue);
    expect(analysis.enemy.look.bodyColor).toBe(COLOR_WORDS.green);
    expect(analysis.palette.primary).toBe(COLOR_WORDS.blue);
    expect(analysis.colors).toEqual([COLOR_WORDS.blue, COLOR_WORDS.green, COLOR_WORDS.pink]);
  });

  it('gives the same answer for the same prompt and seed, and varies the palette by seed', () => {
    const prompt = 'A pickle knight fights rats in the sewer';
    expect(analyzePrompt(prompt, 3)).toEqual(analyzePrompt(prompt, 3));
    const palettes = new Set(
      [1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(analyzePrompt(prompt, seed).palette)),
    );
    expect(palettes.size).toBeGreaterThan(1);
  });

  it('still builds a full cast from a prompt with no known words', () => {
    const analysis = analyzePrompt('jump around a lot', 9);
    expect(analysis.hero.name.length).toBeGreaterThan(0);
    expect(analysis.enemy.name.length).toBeGreaterThan(0);
    expect(analysis.background.layers.length).toBeGreaterThan(0);
  });

  describe('reading the prompt (issue 16)', () => {
    it('never names the hero after the verb a prompt starts with', () => {
      const slap = analyzePrompt('slap a grumpy office boss with a giant fish', 3);
      expect(slap.hero.isImplied).toBe(true);
      expect(slap.hero.name).not.toMatch(/slap/i);
      expect(slap.hero.name).toMatch(/^[A-Z][a-z]+ the Office Worker$/);
      expect(slap.enemy.name).toBe('Office Boss');
      expect(slap.weapon?.name).toBe('Giant Fish');
      expect(slap.setting.places).toEqual(['office']);
      for (const prompt of [
        'race shopping carts',
        'paint-splash the zombies',
        'merge tiny dragons',
      ]) {
        const { hero } = analyzePrompt(prompt, 1);
        expect(hero.name.toLowerCase(), prompt).not.toContain(prompt.split(/[ -]/)[0]);
      }
    });

    it('reads hero, weapon, opponent and place from the sentence', () => {
      const fight = analyzePrompt(
        'a grandma with a frying pan fights a giant robot in a kitchen',
        4,
      );
      expect(fight.hero.name).toBe('Grandma');
      expect(fight.hero.look.held).toBe('spatula');
      expect(fight.weapon?.name).toBe('Frying Pan');
      expect(fight.enemy.name).toBe('Giant Robot');
      expect(fight.setting).toMatchObject({ places: ['kitchen'], label: 'Kitchen' });
      expect(fight.setting.storyPlace).toBe('the kitchen');
      expect(fight.collectible.name).not.toMatch(/candy/i);
    });

    it('keeps multi-word nouns and vehicles whole', () => {
      const race = analyzePrompt('race shopping carts through a neon city at night', 2);
      expect(race.vehicle?.name).toBe('Shopping Cart');
      expect(race.hero.name).toMatch(/^[A-Z][a-z]+ the Shopper$/);
      expect(race.atmosphere).toEqual({
        timeOfDay: 'night',
        weather: 'clear',
        mood: 'neon',
        phrases: ['at night'],
      });
      const plane = analyzePrompt('a paper airplane flying through a thunderstorm over Paris', 2);
      expect(plane.vehicle?.name).toBe('Paper Airplane');
      expect(plane.setting).toMatchObject({
        places: ['paris'],
        label: 'Paris',
        storyPlace: 'Paris',
      });
      expect(plane.atmosphere?.weather).toBe('storm');
    });

    it('keeps every place named, main first, with time and weather', () => {
      const mars = analyzePrompt('snowy mountains on Mars', 1);
      expect(mars.setting.places).toEqual(['mountains', 'mars']);
      expect(mars.atmosphere?.weather).toBe('snow');
      expect(analyzePrompt('a knight in a dark castle', 1).atmosphere?.timeOfDay).toBe('night');
      const tower = analyzePrompt('A cat climbs the Eiffel Tower at sunset', 1);
      expect(tower.setting.places).toEqual(['paris']);
      expect(tower.setting.landmarkNames).toEqual(['eiffel tower']);
      expect(tower.atmosphere?.timeOfDay).toBe('sunset');
      const swamp = analyzePrompt('A frog hops through a foggy swamp', 1);
      expect(swamp.setting).toMatchObject({ places: ['swamp'], label: 'Foggy Swamp' });
      expect(swamp.atmosphere?.weather).toBe('fog');
    });

    it('reads a landmark as its city, a sight inside one as both, an unknown town as a city', () => {
      const places = (prompt: string) => analyzePrompt(prompt, 1).setting.places;
      expect(places('A gladiator fights lions in the Colosseum')).toEqual(['rome']);
      expect(places('A seagull glides over the Golden Gate Bridge')).toEqual(['san-francisco']);
      expect(places('A sneaky cat prowls the Louvre')).toEqual(['paris', 'museum']);
      expect(places('Race tuk-tuks through the streets of Bangkok')).toEqual(['bangkok']);
      expect(places('A hamster explores a sunken pirate ship')).toEqual(['shipwreck']);
      expect(places('A diver swims into the deep ocean')).toEqual(['deep-sea']);
      const town = analyzePrompt('A cat explores Timbuktu at night', 1).setting;
      expect(town).toMatchObject({ places: ['city'], label: 'Timbuktu', storyPlace: 'Timbuktu' });
    });

    it('picks a hero that fits when the prompt names none', () => {
      expect(analyzePrompt('explore a spaceship', 1).hero.phrase).toBe('astronaut');
      expect(analyzePrompt('cook pancakes in a kitchen', 1).hero.phrase).toBe('chef');
      expect(analyzePrompt('merge tiny dragons into a legendary dragon', 1).hero.phrase).toBe(
        'dragon keeper',
      );
    });
  });

  it('reads difficulty words', () => {
    expect(analyzePrompt('A cozy easy stroll for a cat', 1).difficultyBias).toBe(-1);
    expect(analyzePrompt('A brutal hard run for a cat', 1).difficultyBias).toBe(1);
    expect(analyzePrompt('A run for a cat', 1).difficultyBias).toBe(0);
  });
});
