import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { arenaObstaclesFor } from '../../world/collectible/arenaObstacles.js';
import { createRandom } from '../../random/seededRandom.js';
import { composeScene } from './composeScene.js';
import { floorTileSvg } from './floorTile.js';

const sceneOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 1);
  return composeScene(analysis.setting.places ?? [], analysis.atmosphere);
};

describe('places under the sea seen from above (collectible arenas)', () => {
  it.each([
    'A mermaid gathers shells on the ocean floor',
    'A turtle collects starfish on a coral reef',
    'A seahorse collects pearls under the sea',
  ])(
    '%s: a sea floor in deep-water blue-green, with seaweed and bubbles, not dry sand',
    (prompt) => {
      const scene = sceneOf(prompt);
      expect(scene.floor).toBe('reefSand');
      const tile = floorTileSvg(scene);
      expect(tile).toContain('stroke-linecap="round"'); // seaweed fronds
      expect(tile).toMatch(/stroke="#ffffff"/); // bubbles
    },
  );

  it.each([
    'A diver collects gold coins in a sunken pirate ship',
    'A crab collects pearls in a shipwreck',
    'An octopus gathers treasure in an old shipwreck',
  ])(
    "%s: the wreck's deck timbers underfoot and its anchor, barrels and coral standing",
    (prompt) => {
      const analysis = analyzePrompt(prompt, 1);
      expect(sceneOf(prompt).floor).toBe('wreckDeck');
      const obstacles = arenaObstaclesFor(
        analysis,
        { arenaWidth: 900, arenaHeight: 1400 },
        createRandom(3),
      );
      // No logs: from above they read as tree stumps, or as the chests the diver came for.
      expect(obstacles?.props.map((prop) => prop.sprite?.id)).toEqual([
        'fluent-emoji-flat:anchor',
        'game-icons:barrel',
        'fluent-emoji-flat:coral',
      ]);
    },
  );
});
