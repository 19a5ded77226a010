import { describe, expect, it } from 'vitest';
import {
  atmosphereSchema,
  backgroundLayerSchema,
  backgroundSchema,
  MOODS,
  TIMES_OF_DAY,
  WEATHERS,
  worldCommonShape,
} from './common.js';
import { z } from 'zod';

const layer = { shape: 'hills' as const, color: '#225522', parallax: 0.3, height: 0.4 };
const common = z.object(worldCommonShape);
const world = {
  formatVersion: 1 as const,
  version: '1.0.0',
  creationTimeUtc: '2025-01-01T00:00:00.000Z',
  worldProfileData: {
    locationName: 'Kitchen Dash',
    backgroundStoryText: 'A grandma runs through the kitchen.',
    author: 'Ada',
    gameGenre: 'PLATFORMER' as const,
  },
  seed: 7,
  difficulty: 2,
  targetAudience: 'family' as const,
  palette: {
    skyTop: '#112233',
    skyBottom: '#445566',
    ground: '#333333',
    groundAccent: '#44aa44',
    primary: '#ff0000',
    secondary: '#00ff00',
    accent: '#ffcc00',
    text: '#ffffff',
  },
  background: { theme: 'meadow', layers: [layer] },
  genreSpecificFields: {},
};

describe('background layers', () => {
  it('keeps old layers (shape and colour only) valid', () => {
    expect(backgroundLayerSchema.safeParse(layer).success).toBe(true);
  });

  it('accepts a prerendered strip as a media path or https URL', () => {
    for (const imageUrl of ['/media/games/g1/scene-0.webp', 'https://cdn.example/s.webp'])
      expect(backgroundLayerSchema.safeParse({ ...layer, imageUrl }).success).toBe(true);
  });

  it('refuses a strip URL that is neither a path nor https, and a layer without its shape', () => {
    expect(backgroundLayerSchema.safeParse({ ...layer, imageUrl: 'http://x/s.webp' }).success).toBe(
      false,
    );
    expect(backgroundLayerSchema.safeParse({ ...layer, imageUrl: 'scene-0.webp' }).success).toBe(
      false,
    );
    const { shape: _shape, ...withoutShape } = layer;
    expect(
      backgroundLayerSchema.safeParse({ ...withoutShape, imageUrl: '/m/s.webp' }).success,
    ).toBe(false);
  });

  it('takes a scene key as the theme and an optional floor tile', () => {
    const parsed = backgroundSchema.parse({
      theme: 'mountains+mars/snow',
      layers: [layer],
      floorUrl: '/media/games/g1/floor.webp',
    });
    expect(parsed.floorUrl).toBe('/media/games/g1/floor.webp');
    expect(backgroundSchema.safeParse({ theme: 'x'.repeat(81), layers: [layer] }).success).toBe(
      false,
    );
  });
});

describe('atmosphere', () => {
  it('accepts every time of day, weather and mood', () => {
    for (const timeOfDay of TIMES_OF_DAY)
      for (const weather of WEATHERS)
        for (const mood of MOODS)
          expect(atmosphereSchema.safeParse({ timeOfDay, weather, mood }).success).toBe(true);
  });

  it('refuses unknown values', () => {
    const clear = { timeOfDay: 'day', weather: 'clear', mood: 'plain' };
    expect(atmosphereSchema.safeParse({ ...clear, timeOfDay: 'noon' }).success).toBe(false);
    expect(atmosphereSchema.safeParse({ ...clear, weather: 'hail' }).success).toBe(false);
    expect(atmosphereSchema.safeParse({ ...clear, mood: 'grim' }).success).toBe(false);
    expect(atmosphereSchema.safeParse({ ...clear, isIndoor: 'yes' }).success).toBe(false);
  });

  it('is optional on a world (older worlds stay valid) and kept when given', () => {
    expect(common.safeParse(world).success).toBe(true);
    const atmosphere = { timeOfDay: 'night', weather: 'storm', mood: 'neon', isIndoor: true };
    const parsed = common.parse({ ...world, atmosphere });
    expect(parsed.atmosphere).toEqual(atmosphere);
    expect(common.safeParse({ ...world, atmosphere: { timeOfDay: 'night' } }).success).toBe(false);
  });
});
