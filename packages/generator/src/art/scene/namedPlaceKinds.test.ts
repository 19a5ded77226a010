import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { composeScene } from './composeScene.js';

/** The scene a prompt gets: its places and the strip kinds drawn, far to near. */
const sceneOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 3);
  const places = analysis.setting.places ?? [];
  const landmarks = (analysis.setting.landmarks ?? []).map((sprite) => sprite.id);
  const scene = composeScene(places, analysis.atmosphere, landmarks);
  return { places, kinds: scene.layers.map((layer) => layer.kind), layers: scene.layers };
};

describe('named kinds of a place, drawn as themselves', () => {
  it('draws woods of the named tree: giant redwoods, birches, willows, baobabs, cherry blossom', () => {
    const cases: [string, string][] = [
      ['A squirrel climbs giant redwood trees', 'redwoods'],
      ['An owl hunts in a sequoia forest', 'redwoods'],
      ['A bear climbs a birch tree', 'birches'],
      ['A bird nests in a weeping willow', 'willows'],
      ['A giraffe eats leaves from a baobab tree', 'baobabs'],
      ['A panda walks under cherry blossom trees', 'blossomTrees'],
    ];
    for (const [prompt, kind] of cases) expect(sceneOf(prompt).kinds, prompt).toContain(kind);
  });

  it("draws Santa's workshop festive and a carpenter's with tools, not as a factory", () => {
    for (const prompt of [
      "Build toys in Santa's workshop",
      'An elf wraps presents in the toy workshop',
      "A reindeer helps out in the elves' workshop",
    ])
      expect(sceneOf(prompt).kinds, prompt).toEqual(['toyWorkshopWall', 'toyWorkshop']);
    expect(sceneOf("A beaver saws planks in a carpenter's workshop").kinds).toEqual([
      'woodshopWall',
      'woodshop',
    ]);
    expect(analyzePrompt("Build toys in Santa's workshop", 3).hero.name).toMatch(/elf/i);
  });

  it('puts the playground thing the hero acts on in front: trampoline, seesaw, swing set', () => {
    for (const prompt of [
      'A crocodile in a tutu jumps on a trampoline',
      'A cat plays on a seesaw in the park',
      'Kids race to the swing set',
      'A monkey hangs from the jungle gym',
    ])
      expect(sceneOf(prompt).kinds.at(-1), prompt).toBe('playground');
    expect(sceneOf('A monkey swings in the palm trees').places).not.toContain('playground');
  });

  it('stands the named landmark in the place: windmills, a lighthouse, a silo, a water tower', () => {
    const cases: [string, string][] = [
      ['A stork flies over a Dutch village with windmills', 'windmill'],
      ['A farmer feeds cows by the silo', 'silo'],
      ['A cat climbs the water tower in a small town', 'water-tower'],
    ];
    for (const [prompt, sprite] of cases) {
      const landmark = sceneOf(prompt).layers.find((layer) => layer.kind === 'landmark');
      expect(landmark?.sprite, prompt).toContain(sprite);
    }
    // The rocky shore's headland draws its own lighthouse, never a second one.
    const lighthouse = sceneOf('A seagull flies around a lighthouse');
    expect(lighthouse.kinds).toContain('seaCliffs');
    expect(lighthouse.layers.some((layer) => layer.kind === 'landmark')).toBe(false);
  });
});
