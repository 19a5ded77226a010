import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { analyzePrompt } from '../analyze/analyzePrompt.js';
import { PLACE_IDS } from '../analyze/types.js';
import { lookupSprite } from '../art/library/rankSprites.js';
import { buildGame } from '../buildGame.js';
import { applyWorldDesign, drawableDesign } from './applyWorldDesign.js';
import { readWorldDesign, worldDesignAnswerSchema, type WorldDesignAnswer } from './worldDesign.js';

const FULL: WorldDesignAnswer = {
  places: ['mars'],
  timeOfDay: 'night',
  weather: 'snow',
  mood: 'plain',
  hero: 'astronaut',
  enemy: 'alien',
  collectible: 'moon rock',
  weapon: 'frying pan',
  vehicle: 'rocket',
  landmarks: [],
};

describe('readWorldDesign', () => {
  it('reads a whole answer, nouns trimmed and lower case', () => {
    const reading = readWorldDesign({ ...FULL, hero: '  Astronaut ' });
    expect(reading).toEqual({ design: FULL, rejected: [] });
  });

  it('leaves out fields that break the schema, and says which', () => {
    const reading = readWorldDesign({
      ...FULL,
      places: ['mars', 'narnia'],
      weather: 'hail',
      hero: 'an astronaut; DROP TABLE',
      landmarks: undefined,
    });
    expect(reading?.rejected).toEqual(['places', 'weather', 'hero', 'landmarks']);
    expect(reading?.design).toEqual({
      timeOfDay: 'night',
      mood: 'plain',
      enemy: 'alien',
      collectible: 'moon rock',
      weapon: 'frying pan',
      vehicle: 'rocket',
    });
  });

  it('takes null weapon and vehicle as "none named": left out, not rejected', () => {
    const reading = readWorldDesign({ ...FULL, weapon: null, vehicle: null });
    expect(reading?.rejected).toEqual([]);
    expect(reading?.design).not.toHaveProperty('weapon');
    expect(reading?.design).not.toHaveProperty('vehicle');
  });

  it('is null for an answer with nothing usable', () => {
    expect(readWorldDesign(null)).toBeNull();
    expect(readWorldDesign('mars')).toBeNull();
    expect(readWorldDesign([FULL])).toBeNull();
    expect(readWorldDesign({ places: 'mars', weather: 42, hero: 7 })).toBeNull();
  });

  it('asks for every field, places from PLACE_IDS, in its JSON schema', () => {
    const schema = z.toJSONSchema(worldDesignAnswerSchema) as unknown as {
      required: string[];
      additionalProperties: boolean;
      properties: { places: { items: { enum: string[] } }; weather: { enum: string[] } };
    };
    expect(schema.required).toEqual(Object.keys(FULL));
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.places.items.enum).toEqual([...PLACE_IDS]);
    expect(schema.properties.weather.enum).toEqual(['clear', 'rain', 'storm', 'snow', 'fog']);
  });
});

describe('applyWorldDesign', () => {
  const PROMPT = 'a knight fights angry rats in a forest';
  const reading = analyzePrompt(PROMPT, 7);

  it("lays the design's places, atmosphere and cast over the reading", () => {
    const designed = applyWorldDesign(reading, FULL, 7);
    expect(designed.setting).toMatchObject({ places: ['mars'], label: 'Mars', isIndoor: false });
    expect(designed.atmosphere).toEqual({ timeOfDay: 'night', weather: 'snow', mood: 'plain' });
    expect(designed.background.theme).toContain('mars');
    expect(designed.background.theme).toContain('snow');
    expect(designed.palette).not.toEqual(reading.palette);
    expect(designed.hero.name).toBe('Astronaut');
    // The rig draws an astronaut itself (space dome and all).
    expect(designed.hero.look.headgear).toBe('spaceDome');
    expect(designed.enemy.name).toBe('Alien');
    expect(designed.collectible.name).toBe('Moon Rock');
    expect(designed.weapon?.name).toBe('Frying Pan');
    // The rig puts a pan-like spatula in the hand, the library's pan over it.
    expect(designed.hero.look.held).toBe('spatula');
    expect(designed.vehicle).toMatchObject({ name: 'Rocket', phrase: 'rocket' });
    // What the design does not touch stays the reading's.
    expect(designed.goal).toEqual(reading.goal);
    expect(designed.difficultyBias).toBe(reading.difficultyBias);
  });

  it('changes nothing for an empty design, and is deterministic', () => {
    expect(applyWorldDesign(reading, {}, 7)).toEqual(reading);
    expect(applyWorldDesign(reading, FULL, 7)).toEqual(applyWorldDesign(reading, FULL, 7));
  });

  it("keeps the reading's value for a noun the art cannot draw", () => {
    expect(drawableDesign({ hero: 'blorptang', enemy: 'alien' })).toEqual({
      design: { enemy: 'alien' },
      dropped: ['hero'],
    });
    const designed = applyWorldDesign(reading, { hero: 'blorptang', weather: 'rain' }, 7);
    expect(designed.hero).toEqual(reading.hero);
    expect(designed.atmosphere?.weather).toBe('rain');
  });

  it("keeps the player's own words when the design says the same thing", () => {
    const designed = applyWorldDesign(reading, { enemy: 'rat', hero: 'knight' }, 7);
    expect(designed.enemy).toEqual(reading.enemy);
    expect(designed.hero).toEqual(reading.hero);
  });

  it('keeps the label of a main place the reading named, and haunts a spooky forest', () => {
    const designed = applyWorldDesign(reading, { places: ['forest', 'castle'], mood: 'spooky' }, 7);
    expect(designed.setting.label).toBe(reading.setting.label);
    expect(designed.setting.places).toEqual(['forest', 'castle']);
    expect(designed.setting.theme).toBe('haunted');
  });

  it('draws the landmarks the library has, and drops the others', () => {
    const known = ['statue of liberty', 'pyramid', 'windmill', 'ferris wheel'].find(
      (name) => lookupSprite(name) !== null,
    );
    expect(known).toBeDefined();
    const designed = applyWorldDesign(reading, { landmarks: [known as string, 'blorptang'] }, 7);
    expect(designed.setting.landmarkNames).toEqual([known]);
    expect(designed.setting.landmarks?.map((sprite) => sprite.id)).toEqual([
      lookupSprite(known as string)?.id,
    ]);
  });
});

describe('buildGame with a world design', () => {
  const input = {
    gameId: 'design-1',
    prompt: 'a knight fights angry rats in a forest',
    author: 'Ada',
    seed: 7,
    createdAt: '2025-01-01T00:00:00.000Z',
    mediaBaseUrl: '/media/games/design-1/',
  };

  it("builds the design's world: place, weather and hero reach the world file", async () => {
    const game = await buildGame({ ...input, genre: 'PLATFORMER', design: FULL });
    const { world } = game;
    expect(world.atmosphere?.weather).toBe('snow');
    expect(world.atmosphere?.timeOfDay).toBe('night');
    expect(world.background.theme).toContain('mars');
    if (world.gameGenre !== 'PLATFORMER') throw new Error('not a platformer');
    expect(world.characters.hero.name).toBe('Astronaut');
    expect(world.characters.enemy.name).toBe('Alien');
  });

  it('gives a vehicle genre the designed vehicle and scene', async () => {
    const game = await buildGame({
      ...input,
      prompt: 'a frog races through the city',
      genre: 'RACING',
      design: { vehicle: 'shopping cart', weather: 'rain', places: ['city'], timeOfDay: 'night' },
    });
    if (game.world.gameGenre !== 'RACING') throw new Error('not a racing game');
    expect(game.world.items.vehicle.name.toLowerCase()).toContain('shopping cart');
    expect(game.world.atmosphere?.weather).toBe('rain');
  });
});
