import {
  categorizedPromptSchema,
  GAME_GENRES,
  GENRE_FIELD_KEYS_BY_GENRE,
  type CategorizedPrompt,
  type GameGenre,
} from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { categorizePrompt } from './categorizePrompt.js';

interface Row {
  prompt: string;
  genre: GameGenre;
  /** Display name the characterPrompt starts with. */
  hero: string;
  /** Best library match for the hero and for the secondary character. */
  heroMatch: string;
  rivalMatch: string;
  /** Words the environment prompt names the place with. */
  place: string;
  /** Whether the prompt names its own hero (false: a default hero stands in). */
  ownHero?: boolean;
}

// prettier-ignore
const TABLE: Row[] = [
  { prompt: 'A pickle knight fights rats in the sewer', genre: 'PLATFORMER', hero: 'Pickle Knight', heroMatch: 'Pickle', rivalMatch: 'Rat', place: 'Sewer' },
  { prompt: 'A brave red cat jumps across candy clouds to rescue her kittens', genre: 'PLATFORMER', hero: 'Red Cat', heroMatch: 'Cat', rivalMatch: 'Slime', place: 'Candy Clouds' },
  { prompt: 'Robot chef escapes a volcano full of angry lava blobs', genre: 'SHOOTER', hero: 'Robot Chef', heroMatch: 'Robot', rivalMatch: 'Slime', place: 'Volcano' },
  { prompt: 'Tiny astronaut hamster collects stars on the moon', genre: 'COLLECTIBLE', hero: 'Tiny Astronaut Hamster', heroMatch: 'Hamster', rivalMatch: 'Alien', place: 'Moon' },
  { prompt: 'A purple ninja frog hops through the haunted forest dodging angry bees', genre: 'PLATFORMER', hero: 'Purple Ninja Frog', heroMatch: 'Frog', rivalMatch: 'Bee', place: 'Haunted Forest' },
  { prompt: 'Princess penguin slides across icy mountains', genre: 'RACING', hero: 'Princess Penguin', heroMatch: 'Penguin', rivalMatch: 'Snowman', place: 'Icy Mountains' },
  { prompt: 'A wizard bunny battles silly ghosts in a spooky graveyard', genre: 'FIGHTING', hero: 'Wizard Bunny', heroMatch: 'Bunny', rivalMatch: 'Ghost', place: 'Spooky Graveyard' },
  { prompt: 'A pirate duck sails to the beach to collect seashells and escape from crabs', genre: 'COLLECTIBLE', hero: 'Pirate Duck', heroMatch: 'Duck', rivalMatch: 'Crab', place: 'Beach' },
  { prompt: 'A ladybug detective hunts for clues in a giant garden while avoiding sneaky spiders', genre: 'PLATFORMER', hero: 'Ladybug Detective', heroMatch: 'Ladybug', rivalMatch: 'Spider', place: 'Giant Garden' },
  { prompt: 'Zombie plumber slaps a grumpy snowman', genre: 'SLAPPER', hero: 'Zombie Plumber', heroMatch: 'Plumber', rivalMatch: 'Snowman', place: 'Haunted Woods' },
  { prompt: 'A gummy bear farmer grows giant strawberries and sells them to a hungry troll', genre: 'FARMING', hero: 'Gummy Bear Farmer', heroMatch: 'Bear', rivalMatch: 'Troll', place: 'Candy Land' },
  { prompt: 'An octopus diver explores the coral reef, collecting pearls and dodging jellyfish', genre: 'COLLECTIBLE', hero: 'Octopus Diver', heroMatch: 'Octopus', rivalMatch: 'Slime', place: 'Coral Reef' },
  { prompt: 'A samurai cat guards the bamboo forest from sneaky ninja rats', genre: 'FIGHTING', hero: 'Samurai Cat', heroMatch: 'Cat', rivalMatch: 'Rat', place: 'Bamboo Forest' },
  { prompt: 'Merge candy into a giant cake in a sugary bakery', genre: 'MERGE', hero: 'Cleo the Chef', heroMatch: 'Chef', rivalMatch: 'Rat', place: 'Sugary Bakery', ownHero: false },
  { prompt: 'A cowboy dog drives a monster truck across the desert', genre: 'HILL_RACER', hero: 'Cowboy Dog', heroMatch: 'Dog', rivalMatch: 'Crab', place: 'Desert' },
  { prompt: 'A green alien rides a flying saucer over the city', genre: 'AERIAL', hero: 'Green Alien', heroMatch: 'Alien', rivalMatch: 'Robot', place: 'City' },
  { prompt: 'A viking chicken shoots snowballs at angry penguins', genre: 'FPS', hero: 'Viking Chicken', heroMatch: 'Chicken', rivalMatch: 'Penguin', place: 'Snowy Peaks' },
  { prompt: 'A unicorn paints grumpy goblins in the clouds', genre: 'SPLATTER', hero: 'Unicorn', heroMatch: 'Unicorn', rivalMatch: 'Goblin', place: 'Clouds' },
  { prompt: 'A golden dragon races a red sports car through the castle', genre: 'RACING', hero: 'Golden Dragon', heroMatch: 'Dragon', rivalMatch: 'Knight', place: 'Castle' },
  { prompt: 'A little fox', genre: 'PLATFORMER', hero: 'Little Fox', heroMatch: 'Fox', rivalMatch: 'Mushroom', place: 'Forest' },
  { prompt: 'space', genre: 'SHOOTER', hero: 'Ada the Astronaut', heroMatch: 'Astronaut', rivalMatch: 'Alien', place: 'Space', ownHero: false },
  { prompt: 'A superhero potato saves the kitchen from evil broccoli', genre: 'PLATFORMER', hero: 'Superhero Potato', heroMatch: 'Potato', rivalMatch: 'Broccoli', place: 'Kitchen' },
  { prompt: 'A sleepy panda climbs snowy peaks to reach the summit', genre: 'PLATFORMER', hero: 'Sleepy Panda', heroMatch: 'Panda', rivalMatch: 'Snowman', place: 'Snowy Peaks' },
  { prompt: 'A witch on a broomstick flies over a spooky haunted town', genre: 'AERIAL', hero: 'Witch', heroMatch: 'Witch', rivalMatch: 'Ghost', place: 'Haunted Town' },
  { prompt: 'Knight vs dragon', genre: 'FIGHTING', hero: 'Knight', heroMatch: 'Knight', rivalMatch: 'Dragon', place: 'Castle' },
  { prompt: 'A blue robot collects gears in a factory while avoiding rusty robots', genre: 'COLLECTIBLE', hero: 'Blue Robot', heroMatch: 'Robot', rivalMatch: 'Robot', place: 'Factory' },
  { prompt: 'Bees make honey in a flower meadow and merge flowers into a tree house', genre: 'MERGE', hero: 'Bee', heroMatch: 'Bee', rivalMatch: 'Bee', place: 'Flower Meadow' },
  { prompt: 'An avocado and a tomato slap each other in a kitchen', genre: 'SLAPPER', hero: 'Avocado', heroMatch: 'Avocado', rivalMatch: 'Banana', place: 'Kitchen' },
  { prompt: 'A pink monkey drives a banana kart through the jungle', genre: 'RACING', hero: 'Pink Monkey', heroMatch: 'Monkey', rivalMatch: 'Snake', place: 'Jungle' },
  { prompt: 'A lava monster throws fireballs at ice golems on a volcano', genre: 'SHOOTER', hero: 'Lava Monster', heroMatch: 'Lava Monster', rivalMatch: 'Ice Golem', place: 'Volcano' },
  { prompt: 'An owl wizard casts spells against a goblin army in a dark cave', genre: 'FPS', hero: 'Owl Wizard', heroMatch: 'Owl', rivalMatch: 'Goblin', place: 'Dark Cave' },
  { prompt: 'A sneaky ninja chases a gang of zombies through the city at night', genre: 'BRAINROT', hero: 'Sneaky Ninja', heroMatch: 'Ninja', rivalMatch: 'Zombie', place: 'City' },
  { prompt: 'A gingerbread man runs from a hungry fox in a candy kingdom', genre: 'PLATFORMER', hero: 'Gingerbread Man', heroMatch: 'Gingerbread Man', rivalMatch: 'Fox', place: 'Candy Kingdom' },
  { prompt: 'A penguin in a red kart races rabbits on an ice track', genre: 'RACING', hero: 'Penguin', heroMatch: 'Penguin', rivalMatch: 'Bunny', place: 'Ice Track' },
  { prompt: 'A cute white bunny farmer grows pumpkins', genre: 'FARMING', hero: 'White Bunny Farmer', heroMatch: 'Bunny', rivalMatch: 'Bee', place: 'Meadow' },
  { prompt: 'An undead ghoul', genre: 'SPLATTER', hero: 'Undead Ghoul', heroMatch: 'Zombie', rivalMatch: 'Chicken', place: 'Cloud Kingdom' },
];

function expectSortedMatches(categorized: CategorizedPrompt, slot: string): void {
  const matches = categorized.characterMatches[slot] ?? [];
  expect(matches).toHaveLength(5);
  const similarities = matches.map((match) => match.similarity);
  expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  for (const match of matches) {
    expect(match.similarity).toBeGreaterThanOrEqual(0);
    expect(match.similarity).toBeLessThanOrEqual(1);
    // An archetype's portrait, or an art-library sprite's.
    expect(match.url).toMatch(/^\/media\/library\/(sprites\/[a-z-]+\/)?[a-z0-9-]+\.png$/);
  }
}

describe('categorizePrompt', () => {
  it('has a table of at least 30 prompts over every genre of the create modal', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TABLE.map((row) => row.genre)).size).toBe(GAME_GENRES.length);
  });

  describe.each(TABLE)('$prompt ($genre)', (row) => {
    const categorized = categorizePrompt({ prompt: row.prompt, gameGenre: row.genre });

    it('answers the contracts shape, successfully, for the asked genre', () => {
      expect(categorizedPromptSchema.parse(categorized)).toEqual(categorized);
      expect(categorized).toMatchObject({
        success: true,
        errorMessage: null,
        gameGenre: row.genre,
      });
      expect(categorized.generatesCharacter).toBe(row.ownHero ?? true);
    });

    it('names the character, the secondary character and the place', () => {
      expect(categorized.characterPrompt.startsWith(`${row.hero}, the hero`)).toBe(true);
      expect(categorized.secondaryCharacterPrompt).toMatch(/^[A-Z][^:]+: .+They look like/);
      expect(categorized.environmentCreationPrompt.startsWith(`${row.place}: `)).toBe(true);
      expect(categorized.gameCreationPrompt).toContain(row.hero);
      expect(categorized.gameCreationPrompt).toContain(`"${row.prompt}"`);
    });

    it("fills exactly the genre's fields, none empty", () => {
      const fields = categorized.genreSpecificFields;
      expect(Object.keys(fields)).toEqual(GENRE_FIELD_KEYS_BY_GENRE[row.genre]);
      for (const text of Object.values(fields)) expect(text.trim().length).toBeGreaterThan(0);
    });

    it('ranks library characters by similarity, best first', () => {
      expectSortedMatches(categorized, 'character');
      expectSortedMatches(categorized, 'secondaryCharacter');
      // The best archetype (art-library sprites rank among them by their own similarity).
      const firstArchetype = (slot: string) =>
        categorized.characterMatches[slot]?.find((match) => !match.url.includes('/sprites/'))?.name;
      expect(firstArchetype('character')).toBe(row.heroMatch);
      expect(firstArchetype('secondaryCharacter')).toBe(row.rivalMatch);
    });
  });

  it('gives the same answer for the same input, whatever ran before', () => {
    const input = { prompt: 'A purple dragon guards a golden castle', gameGenre: 'MERGE' } as const;
    const first = categorizePrompt(input);
    categorizePrompt({ prompt: 'Robot chef escapes a volcano', gameGenre: 'FARMING' });
    expect(categorizePrompt(input)).toEqual(first);
  });

  it.each(GAME_GENRES)("fills %s's own key set for the same prompt", (genre) => {
    const categorized = categorizePrompt({
      prompt: 'A frog fights crabs on a beach',
      gameGenre: genre,
    });
    expect(Object.keys(categorized.genreSpecificFields)).toEqual(GENRE_FIELD_KEYS_BY_GENRE[genre]);
    expect(categorized.gameCreationPrompt.length).toBeGreaterThan(40);
  });

  it('takes vehicles from the prompt, else themes them by the place', () => {
    const field = (prompt: string, gameGenre: GameGenre) =>
      Object.values(categorizePrompt({ prompt, gameGenre }).genreSpecificFields)[0];
    expect(field('A cowboy dog drives a monster truck across the desert', 'RACING')).toBe(
      'monster truck',
    );
    expect(field('A penguin waits on the snowy mountain', 'RACING')).toBe('speedy snowmobile');
    expect(field('A penguin waits on the snowy mountain', 'HILL_RACER')).toBe('snowmobile');
    // A creature that races with no vehicle races as itself.
    expect(field('A penguin zooms down the snowy mountain', 'RACING')).toBe('penguin');
    expect(field('A penguin zooms down the snowy mountain', 'HILL_RACER')).toBe('penguin');
    expect(field('A cat flies a red biplane over the city', 'AERIAL')).toBe('red biplane');
    expect(field('A dog explores outer space', 'AERIAL')).toBe('space rocket');
  });

  it('describes the colours and parts the prompt gives the character', () => {
    const categorized = categorizePrompt({
      prompt: 'A purple dragon with a golden crown',
      gameGenre: 'PLATFORMER',
    });
    expect(categorized.characterPrompt).toContain('mostly purple');
    expect(categorized.characterPrompt).toContain('dragon wings');
    const knight = categorizePrompt({ prompt: 'A pickle knight', gameGenre: 'PLATFORMER' });
    expect(knight.characterPrompt).toMatch(
      /bumpy skin, a shiny helmet, a shining breastplate and a sword/,
    );
  });

  it('says how hard the game should feel when the prompt does', () => {
    const easy = categorizePrompt({
      prompt: 'A cozy bunny hops in a meadow',
      gameGenre: 'PLATFORMER',
    });
    const hard = categorizePrompt({ prompt: 'A brutal ninja level', gameGenre: 'PLATFORMER' });
    expect(easy.gameCreationPrompt).toContain('gentle');
    expect(hard.gameCreationPrompt).toContain('challenging');
  });

  it('keeps every text within the contracts limits for a 1000-character prompt', () => {
    const prompt = 'A very long story about a brave green frog knight who fights rats. '
      .repeat(20)
      .slice(0, 1000);
    const categorized = categorizePrompt({ prompt, gameGenre: 'FIGHTING' });
    expect(categorizedPromptSchema.safeParse(categorized).success).toBe(true);
  });
});
