import { describe, expect, it } from 'vitest';
import { styleScene } from '../../analyze/themeStyle.js';
import { CLEAR_DAY, PLACE_IDS, type Atmosphere, type PlaceId } from '../../analyze/types.js';
import { createRandom } from '../../random/seededRandom.js';
import { composeScene, parseSceneKey, sceneKeyOf } from './composeScene.js';
import { isSkyStrip } from './strips/index.js';

const at = (overrides: Partial<Atmosphere>): Atmosphere => ({ ...CLEAR_DAY, ...overrides });
const kinds = (places: PlaceId[], atmosphere: Atmosphere = CLEAR_DAY): string[] =>
  composeScene(places, atmosphere).layers.map((layer) => layer.kind);
const STYLE_INPUT = {
  tint: null,
  skyTint: null,
  heroColor: '#ff0000',
  enemyColor: '#00ff00',
  collectibleColor: '#ffcc00',
};

describe('composeScene', () => {
  it('draws every place with 1 to 5 layers, far to near, the key naming it', () => {
    for (const place of PLACE_IDS) {
      const scene = composeScene([place]);
      expect(scene.key).toBe(place);
      expect(scene.layers.length).toBeGreaterThanOrEqual(1);
      expect(scene.layers.length).toBeLessThanOrEqual(5);
      const ground = scene.layers.filter((layer) => !isSkyStrip(layer.kind));
      expect(ground.length, place).toBeGreaterThan(0);
      for (let i = 1; i < ground.length; i++)
        expect(ground[i]?.parallax ?? 0).toBeGreaterThanOrEqual(ground[i - 1]?.parallax ?? 0);
    }
  });

  it('draws a castle as a castle, not skyscrapers, and rooms with walls and furniture', () => {
    expect(kinds(['castle'])).toContain('castle');
    expect(kinds(['castle'])).not.toContain('skyline');
    expect(kinds(['castle-hall'])).toEqual(['hallWall', 'throneRoom']);
    expect(kinds(['kitchen'])).toEqual(['kitchenWall', 'kitchenCounter']);
    expect(composeScene(['kitchen']).isIndoor).toBe(true);
    expect(kinds(['paris'])).toContain('paris');
    expect(kinds(['new-york'])).toContain('newYork');
  });

  it('combines places: snowy mountains on Mars take Mars sky and ground, mountains and snow', () => {
    const scene = composeScene(['mountains', 'mars'], at({ weather: 'snow' }));
    expect(scene.key).toBe('mountains+mars/snow');
    expect(scene.sky).toEqual(composeScene(['mars']).sky);
    expect(scene.ground).toBe(composeScene(['mars']).ground);
    expect(scene.floor).toBe('marsDust');
    expect(scene.isSnowy).toBe(true);
    const layerKinds = scene.layers.map((layer) => layer.kind);
    expect(layerKinds).toContain('marsSky');
    expect(layerKinds.filter((kind) => kind === 'mountains').length).toBe(2);
    expect(layerKinds).not.toContain('clouds');
  });

  it('lays snow on open ground in the snow, but not on paved roads, sand or indoor floors', () => {
    const snowy = at({ weather: 'snow' });
    expect(composeScene(['village'], snowy).floor).toBe('snow');
    expect(composeScene(['forest'], snowy).floor).toBe('snow');
    expect(composeScene(['village']).floor).not.toBe('snow');
    expect(composeScene(['tokyo'], snowy).floor).toBe(composeScene(['tokyo']).floor);
    expect(composeScene(['beach'], snowy).floor).toBe('sand');
    expect(composeScene(['kitchen'], snowy).floor).toBe(composeScene(['kitchen']).floor);
  });

  it('takes in a second place by its signature layer', () => {
    expect(kinds(['castle', 'beach'])).toContain('sea');
    expect(kinds(['castle', 'underwater'])).toContain('lightRays');
    expect(kinds(['castle', 'underwater'])).toContain('castle');
  });

  it('lends a world to a place under the same sky: a shipwreck in the deep sea', () => {
    const scene = composeScene(['shipwreck', 'deep-sea']);
    expect(scene.sky).toEqual(composeScene(['deep-sea']).sky);
    expect(scene.layers.map((layer) => layer.kind)).toEqual(
      expect.arrayContaining(['deepGlow', 'wreck']),
    );
    expect(scene.isIndoor).toBe(true);
  });

  it('opens a room onto the other world it stands on: a disco on the Moon, a kitchen on Mars', () => {
    const disco = composeScene(['disco', 'moon'], at({ timeOfDay: 'night', mood: 'neon' }));
    // The Earth hangs over the lunar craters, the dance floor and DJ booth stand in front.
    expect(disco.layers.map((layer) => layer.kind)).toEqual(['earthSky', 'craters', 'danceFloor']);
    expect(disco.sky).toEqual(composeScene(['moon']).sky);
    expect(disco.floor).toBe('danceFloor');
    expect(disco.key).toBe('disco+moon/night/neon');
    const kitchen = kinds(['kitchen', 'mars']);
    expect(kitchen[0]).toBe('marsSky');
    expect(kitchen).toContain('kitchenCounter');
    expect(kitchen).not.toContain('kitchenWall');
    expect(kinds(['kitchen', 'deep-sea'])).toContain('deepGlow');
    // With no other world a room keeps its walls.
    expect(kinds(['kitchen', 'paris'])).toEqual(kinds(['kitchen']));
  });

  it('brings the sky of the time and weather outdoors, and none indoors', () => {
    expect(kinds(['city'], at({ timeOfDay: 'night' }))).toContain('nightSky');
    expect(kinds(['paris'], at({ weather: 'storm' }))).toContain('stormClouds');
    expect(kinds(['beach'], at({ timeOfDay: 'sunset' }))).toContain('sunsetSky');
    expect(kinds(['london'], at({ weather: 'rain' }))).toContain('rainClouds');
    expect(kinds(['kitchen'], at({ timeOfDay: 'night', weather: 'storm' }))).toEqual([
      'kitchenWall',
      'kitchenCounter',
    ]);
    expect(kinds(['forest'], at({ mood: 'spooky' }))).toContain('bareTrees');
  });

  it('round-trips its key, and refuses older theme ids that are not places', () => {
    const atmosphere = at({ timeOfDay: 'night', weather: 'storm', mood: 'neon' });
    const key = sceneKeyOf(['paris', 'beach'], atmosphere);
    expect(key).toBe('paris+beach/night/storm/neon');
    expect(parseSceneKey(key)).toEqual({ places: ['paris', 'beach'], atmosphere, landmarks: [] });
    expect(parseSceneKey('haunted')).toBeNull();
    expect(parseSceneKey('paris/drizzle')).toBeNull();
    expect(key.length).toBeLessThanOrEqual(80);
  });

  it('stands a named landmark from the art library in the scene, once, keyed by its sprite', () => {
    const scene = composeScene(['city'], at({ timeOfDay: 'night' }), ['fluent-emoji-flat:moai']);
    expect(scene.key).toBe('city/night/@fluent-emoji-flat:moai');
    const landmark = scene.layers.find((layer) => layer.kind === 'landmark');
    expect(landmark?.sprite).toBe('fluent-emoji-flat:moai');
    expect(scene.layers.at(-1)?.kind).toBe('street');
    expect(parseSceneKey(scene.key)?.landmarks).toEqual(['fluent-emoji-flat:moai']);
    // Cities that draw their own landmarks and rooms keep their layers.
    expect(kinds(['paris'], CLEAR_DAY)).toEqual(
      composeScene(['paris'], CLEAR_DAY, ['fluent-emoji-flat:tokyo-tower']).layers.map(
        (l) => l.kind,
      ),
    );
    expect(composeScene(['kitchen'], CLEAR_DAY, ['fluent-emoji-flat:moai']).key).toBe('kitchen');
  });
});

describe('styleScene', () => {
  const style = (places: PlaceId[], atmosphere: Atmosphere) =>
    styleScene(composeScene(places, atmosphere), STYLE_INPUT, createRandom(3));

  it('darkens the sky at night and keeps stars bright', () => {
    const day = style(['city'], CLEAR_DAY);
    const night = style(['city'], at({ timeOfDay: 'night' }));
    const brightness = (hex: string) => Number.parseInt(hex.slice(1), 16);
    expect(brightness(night.palette.skyTop)).toBeLessThan(brightness(day.palette.skyTop));
    expect(night.palette.text).toBe('#ffffff');
    const stars = night.background.layers.find((layer) => layer.shape === 'stars');
    expect(stars?.color).toBe('#fff8e0');
  });

  it('covers the ground in snow and lights neon edges', () => {
    expect(style(['meadow'], at({ weather: 'snow' })).palette.groundAccent).not.toBe(
      style(['meadow'], CLEAR_DAY).palette.groundAccent,
    );
    expect(style(['city'], at({ mood: 'neon' })).background.theme).toBe('city/neon');
  });

  it('gives every layer a valid world layer (shape fallback, colour, parallax, height)', () => {
    for (const place of PLACE_IDS)
      for (const layer of style([place], at({ timeOfDay: 'sunset', weather: 'fog' })).background
        .layers) {
        expect(layer.color).toMatch(/^#[0-9a-f]{6}$/);
        expect(layer.height).toBeGreaterThanOrEqual(0.05);
        expect(layer.height).toBeLessThanOrEqual(1);
      }
  });
});
