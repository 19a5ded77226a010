import { describe, expect, it } from 'vitest';
import { ammoOf } from '../world/shotAmmo.js';
import { analyzePrompt } from './analyzePrompt.js';

const read = (prompt: string) => analyzePrompt(prompt, 4);

describe('what is shot off, from or at something is the target, not the ammunition', () => {
  it.each([
    ['A cowboy shoots bottles off a barrel in a saloon', 'bottles', 'Bullet'],
    ['A pirate shoots coconuts off palm trees on an island', 'coconuts', 'Cannonball'],
    ['An archer shoots apples from a tree in a forest', 'apples', 'Arrow'],
    ['Shoot balloons at a fairground', 'balloons', undefined],
    ['Knock tin cans off a wall with a slingshot in a backyard', 'tin cans', 'Pebble'],
  ])('%s: the %s are the targets', (prompt, targets, shot) => {
    const analysis = read(prompt);
    expect(analysis.enemy.phrase).toBe(targets);
    expect(analysis.enemy.isImplied).toBeUndefined();
    const ammo = ammoOf(analysis);
    expect(ammo.phrase).not.toBe(targets);
    if (shot) expect(ammo.name).toBe(shot);
  });

  it('stands what the targets stood on in the playfield, never as the foe', () => {
    const analysis = read('A cowboy shoots bottles off a barrel in a saloon');
    expect(analysis.props?.map((prop) => prop.phrase)).toContain('barrel');
  });

  it.each([
    ['A wizard shoots fireballs in a dungeon', 'fireballs'],
    ['A frog shoots bubbles at flies in a swamp', 'bubbles'],
    ['Shoot water balloons at pirates on a beach', 'water balloons'],
    ['An archer shoots arrows from a tower at goblins', 'arrows'],
  ])('%s: what is made to be shot is still the ammunition', (prompt, ammo) => {
    expect(ammoOf(read(prompt)).phrase).toBe(ammo);
  });

  it('reads "from" after a shot as where it is shot from, not who chases', () => {
    expect(read('An archer shoots arrows from a tower at goblins').enemy.phrase).toBe('goblins');
    expect(read('A kid throws snowballs from a fort').enemy.isImplied).toBe(true);
  });
});
