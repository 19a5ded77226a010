import { describe, expect, it } from 'vitest';
import { composeScene } from '../art/scene/composeScene.js';
import { analyzePrompt } from './analyzePrompt.js';
import type { PlaceId } from './types.js';

const read = (prompt: string) => analyzePrompt(prompt, 7).setting;
const placesOf = (prompt: string): PlaceId[] => read(prompt).places ?? [];
/** The strips a player sees behind the game, far to near. */
const stripsOf = (prompt: string): string[] =>
  composeScene(placesOf(prompt)).layers.map((layer) => layer.kind);

describe('named buildings and institutions', () => {
  it('reads a hotel as its lobby, never a living room', () => {
    expect(placesOf('Race vacuums through the lobby of a fancy hotel')[0]).toBe('hotel-lobby');
    expect(placesOf('A bellhop dodges suitcases in a grand hotel')[0]).toBe('hotel-lobby');
    expect(placesOf('A cat naps at the hotel reception')[0]).toBe('hotel-lobby');
    expect(stripsOf('A mouse sneaks through a hotel lobby')).toEqual(['lobbyWall', 'lobbyFloor']);
  });

  it('reads parliaments, senates, town halls, courts and the United Nations as an assembly hall', () => {
    for (const prompt of [
      'A hamster gives a speech at the United Nations',
      'A parrot debates in parliament',
      'A llama filibusters in the senate',
      'A mayor cuts a ribbon at the town hall',
      'A judge bangs a gavel in a courtroom',
      'Two diplomats argue at the embassy',
      'A frog speaks at a world summit',
    ])
      expect(placesOf(prompt)[0], prompt).toBe('assembly-hall');
    expect(stripsOf('A parrot debates in parliament')).toEqual(['assemblyWall', 'assemblyFloor']);
  });

  it('reads a place named by whom it houses as that place, never as its animal', () => {
    const coop = analyzePrompt('Slap a sneaky fox with a frying pan in a chicken coop', 7);
    expect(coop.setting.places?.[0]).toBe('farm');
    expect(coop.enemy.name).toBe('Sneaky Fox');
    expect(placesOf('A fox sneaks into a chicken coop')[0]).toBe('farm');
  });

  it('names the United Nations with its capitals in stories', () => {
    expect(read('A goldfish gives a speech at the United Nations').storyPlace).toBe(
      'the United Nations',
    );
  });
});

describe('rocky shores', () => {
  it('reads a rocky shore, coast, cove or sea cliffs as rocks and surf, not a sandy beach', () => {
    for (const prompt of [
      'A crab scuttles along a rocky shore',
      'A seal naps on a rocky coast',
      'Pirates hide treasure in a cove',
      'A puffin nests on the sea cliffs',
      'A gull steals chips at the lighthouse',
    ])
      expect(placesOf(prompt)[0], prompt).toBe('rocky-shore');
    expect(placesOf('A crab scuttles along a sandy beach')[0]).toBe('beach');
  });

  it('stands the lighthouse on the headland and breaks surf on the rocks', () => {
    const strips = stripsOf('A crab scuttles along a rocky shore');
    expect(strips).toContain('seaCliffs');
    expect(strips).toContain('shoreRocks');
    expect(strips).not.toContain('palms');
  });

  it('gives a lighthouse keeper the lighthouse, wherever the prompt puts them', () => {
    expect(placesOf('A lighthouse keeper fights a sea serpent')).toContain('rocky-shore');
    const beach = placesOf('A lighthouse keeper builds a sandcastle on a sandy beach');
    expect(beach[0]).toBe('beach');
    expect(beach).toContain('rocky-shore');
    expect(composeScene(beach).layers.map((l) => l.kind)).toContain('seaCliffs');
    // A keeper of a room keeps no landmark outdoors.
    expect(placesOf('A museum guard chases a thief in a kitchen')).toEqual(['kitchen']);
  });
});

describe('towns under a castle rock', () => {
  it('draws Edinburgh and Stirling as the castle on its crag over the stone town', () => {
    for (const prompt of [
      'A bagpiper marches through Edinburgh',
      'A knight rides into Stirling',
      'A cat naps on the Royal Mile',
    ])
      expect(placesOf(prompt)[0], prompt).toBe('castle-town');
    expect(stripsOf('A bagpiper marches through Edinburgh')).toContain('castleTown');
    // Prague and Salzburg keep their spires.
    expect(placesOf('A pigeon flies over Prague')[0]).toBe('old-town');
    expect(placesOf('A fox naps in Salzburg')[0]).toBe('old-town');
  });
});

describe('rivers', () => {
  it('reads rivers, streams, creeks and rapids as a river, not the open sea', () => {
    for (const prompt of [
      'A trout leaps up a river',
      'A frog hops along a babbling brook',
      'A kayak bounces down roaring rapids',
      'A bear fishes in a creek',
    ])
      expect(placesOf(prompt)[0], prompt).toBe('river');
  });

  it('runs a race down a river on the water, between the walls of the canyon it crosses', () => {
    const places = placesOf('Race rubber ducks down a river in a canyon');
    expect(places.slice(0, 2)).toEqual(['river', 'canyon']);
    const scene = composeScene(places);
    const strips = scene.layers.map((l) => l.kind);
    expect(strips).toContain('mesas');
    expect(strips.at(-1)).toBe('river');
    expect(strips).not.toContain('trees');
    // The playfield is the water: the road's verges, the hill ride's waves.
    expect(scene.ground).toBe(composeScene(['river']).ground);
    expect(scene.sky).toEqual(composeScene(['canyon']).sky);
  });

  it('reads "the banks of" a named river as its city with the river in front', () => {
    const thames = placesOf('A grandma feeds ducks on the banks of the Thames');
    expect(thames.slice(0, 2)).toEqual(['london', 'river']);
    expect(thames).not.toContain('office');
    expect(composeScene(thames).layers.map((l) => l.kind)).toEqual(
      expect.arrayContaining(['london', 'river']),
    );
    expect(placesOf('A painter sits on the bank of the Seine').slice(0, 2)).toEqual([
      'paris',
      'river',
    ]);
    expect(placesOf('A seagull steals chips on the waterfront')[0]).toBe('harbor');
    // A bank with money in it is still an office.
    expect(placesOf('A robber sneaks into a bank')[0]).toBe('office');
  });

  it('reads the hills, edge or foot of a named place as that place', () => {
    expect(placesOf('A grandma on a scooter speeds down the hills of Edinburgh')[0]).toBe(
      'castle-town',
    );
    expect(placesOf('A goat grazes at the foot of the Alps')[0]).toBe('mountains');
    expect(placesOf('A fox waits at the edge of the forest')[0]).toBe('forest');
  });
});
