import { describe, expect, it } from 'vitest';
import { readFollowUp } from './readFollowUp.js';

describe('readFollowUp', () => {
  it.each([
    ['make it night time', [{ kind: 'timeOfDay', value: 'night' }]],
    ['set it at sunset', [{ kind: 'timeOfDay', value: 'sunset' }]],
    ['make it rain', [{ kind: 'weather', value: 'rain' }]],
    ['Make it snow!', [{ kind: 'weather', value: 'snow' }]],
    ['faster enemies', [{ kind: 'speed', factor: 1.3 }]],
    ['slow it down', [{ kind: 'speed', factor: 0.75 }]],
    ['make it harder', [{ kind: 'difficulty', step: 1 }]],
    ['make it easier', [{ kind: 'difficulty', step: -1 }]],
    ['add a second boss', [{ kind: 'boss' }]],
    ['more enemies', [{ kind: 'enemyCount', factor: 1.5 }]],
    ['the enemies are zombies', [{ kind: 'enemy', noun: 'zombie' }]],
    ['make the hero red', [{ kind: 'heroLook', look: { bodyColor: '#e5484d' } }]],
    ['give the hero a hat', [{ kind: 'heroLook', look: { headgear: 'tophat' } }]],
    ['the hero is a cat', [{ kind: 'hero', noun: 'cat' }]],
    ['move it to the beach', [{ kind: 'place', value: 'beach' }]],
  ])('reads "%s"', (text, edits) => {
    expect(readFollowUp(text, 'SHOOTER')).toEqual(edits);
  });

  it('reads every clause of a longer follow-up', () => {
    expect(readFollowUp('make it night time and faster enemies', 'SHOOTER')).toEqual([
      { kind: 'timeOfDay', value: 'night' },
      { kind: 'speed', factor: 1.3 },
    ]);
  });

  it('fits the edits to the genre', () => {
    // A platformer has no pace field: faster makes it harder; its boss is more enemies.
    expect(readFollowUp('faster enemies', 'PLATFORMER')).toEqual([{ kind: 'difficulty', step: 1 }]);
    expect(readFollowUp('add a second boss', 'PLATFORMER')).toEqual([
      { kind: 'enemyCount', factor: 1.5 },
    ]);
    expect(readFollowUp('more enemies', 'FARMING')).toEqual([]);
  });

  it('reads nothing in words that name no change', () => {
    expect(readFollowUp('blorp the snarf', 'PLATFORMER')).toEqual([]);
    expect(readFollowUp('', 'PLATFORMER')).toEqual([]);
  });
});
