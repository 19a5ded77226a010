import { describe, expect, it } from 'vitest';
import { atmosphereOf } from '../../analyze/atmosphere.js';
import { composeScene, parseSceneKey } from './composeScene.js';
import { floorTileSvg } from './floorTile.js';

const nearest = (places: Parameters<typeof composeScene>[0], prompt: string) =>
  composeScene(places, atmosphereOf(prompt)).layers.at(-1)?.kind;

describe('a place in a state', () => {
  it('draws what has become of it in front of the place', () => {
    expect(nearest(['village'], 'a burning village')).toBe('fireHouses');
    expect(nearest(['forest'], 'a forest on fire')).toBe('fireTrees');
    expect(nearest(['kitchen'], 'a burning kitchen')).toBe('fireRoom');
    expect(nearest(['city'], 'a ruined city')).toBe('ruins');
    expect(nearest(['farm'], 'a muddy farmyard')).toBe('mudPuddles');
    expect(nearest(['bedroom'], 'a messy bedroom')).toBe('clutter');
    expect(nearest(['city'], 'a flooded town')).toBe('floodWater');
    expect(nearest(['factory'], 'an abandoned factory')).toBe('overgrowth');
    expect(nearest(['pond'], 'a frozen-over lake')).toBe('iceSheet');
  });

  it('leaves a place as it is when the prompt gives it no state', () => {
    const plain = composeScene(['village'], atmosphereOf('a quiet village'));
    expect(plain.layers.map((l) => l.kind)).toEqual(
      composeScene(['village']).layers.map((l) => l.kind),
    );
    expect(plain.key).toBe('village');
  });

  it('takes the state to the playfield: mud underfoot, ice on the platforms, embers on the floor', () => {
    const muddy = composeScene(['farm'], atmosphereOf('a muddy farm'));
    const farm = composeScene(['farm']);
    expect(muddy.floor).toBe('mud');
    expect(muddy.groundAccent).not.toBe(farm.groundAccent);
    expect(composeScene(['pond'], atmosphereOf('a frozen-over lake')).isSnowy).toBe(true);
    const burning = composeScene(['village'], atmosphereOf('a burning village'));
    expect(floorTileSvg(burning)).not.toBe(floorTileSvg(composeScene(['village'])));
  });

  it('keeps the state in the scene key, so the strips and the screenshot draw the same', () => {
    const scene = composeScene(['city'], atmosphereOf('a ruined city at night'));
    expect(scene.key).toBe('city/night/ruined');
    expect(parseSceneKey(scene.key)?.atmosphere.state).toBe('ruined');
  });
});
