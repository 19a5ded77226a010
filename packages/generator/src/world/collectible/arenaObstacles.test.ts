import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { PLACE_IDS } from '../../analyze/types.js';
import { lookupSprite } from '../../art/library/index.js';
import { createRandom } from '../../random/seededRandom.js';
import { placePropsFor, propsOfPlace } from '../placeProps.js';
import { arenaObstaclesFor } from './arenaObstacles.js';

const ARENA = { arenaWidth: 720, arenaHeight: 960 };

const obstaclesOf = (prompt: string) =>
  arenaObstaclesFor(analyzePrompt(prompt, 7), ARENA, createRandom(7));

describe('the collectible arena takes the place', () => {
  it('gives every place props the art library draws', () => {
    for (const place of PLACE_IDS)
      for (const prop of propsOfPlace(place).props)
        expect(lookupSprite(prop), `${place}: ${prop}`).not.toBeNull();
  });

  it('stands the place’s own things in the arena, laid out as the place is', () => {
    const names = (prompt: string) => {
      const obstacles = obstaclesOf(prompt);
      return obstacles?.props.map((prop) => prop.name) ?? [];
    };
    expect(names('A fox gathers berries in a forest')).toContain('deciduous tree');
    expect(names('A squirrel gathers acorns in an autumn forest')).toContain('fallen leaf');
    expect(names('A shopper grabs groceries in a busy supermarket')).toContain('shopping cart');
    expect(names('A diver collects pearls on a coral reef')).toContain('coral');
    expect(placePropsFor(analyzePrompt('Collect books in a magical library', 1)).layout).toBe(
      'aisles',
    );
  });

  it('never stands the pickup itself in the way, nor logs that read as stumps in a shipwreck', () => {
    const names = (prompt: string) =>
      (obstaclesOf(prompt)?.props ?? []).map((prop) => prop.sprite?.id ?? prop.name);
    const shells = lookupSprite('seashell')?.id;
    expect(names('A crab collects seashells on a beach')).not.toContain(shells);
    const wreck = names('A diver collects treasure chests in a sunken ship');
    expect(wreck).not.toContain(lookupSprite('wood')?.id);
    expect(wreck).toContain(lookupSprite('anchor')?.id);
    expect(names('A pirate collects barrels on a shipwreck')).not.toContain(
      lookupSprite('barrel')?.id,
    );
  });

  it('draws chests, crates, barrels, keys and lanterns as pickups that read as themselves', () => {
    const spriteOf = (prompt: string) => analyzePrompt(prompt, 1).collectible.sprite?.id ?? '';
    expect(spriteOf('A diver collects treasure chests in a sunken ship')).toMatch(/chest/);
    expect(spriteOf('A mouse collects crates in a warehouse')).toMatch(/wooden-crate/);
    expect(spriteOf('A pirate collects barrels on a ship')).toMatch(/barrel/);
    expect(spriteOf('A miner collects lanterns in a mine')).toMatch(/lantern/);
    expect(analyzePrompt('A girl collects keys in a castle', 1).collectible.kind).toBe('key');
    expect(analyzePrompt('A fairy collects gems in a cave', 1).collectible.kind).toBe('gem');
  });

  it('keeps the middle, where the hero starts, open, and the same for the same seed', () => {
    const obstacles = obstaclesOf('A fox gathers berries in a forest');
    expect(obstacles?.placed.length).toBeGreaterThanOrEqual(4);
    for (const { x, y, radius } of obstacles?.placed ?? [])
      expect(Math.hypot(x - 360, y - 480)).toBeGreaterThan(radius + 100);
    expect(obstaclesOf('A fox gathers berries in a forest')).toEqual(obstacles);
  });
});
