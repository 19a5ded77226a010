import { parseWorldFile } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../buildGame.js';
import { weaponSpriteFor } from '../../art/castArt.js';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';

const build = (prompt: string) =>
  buildGame({
    gameId: 'fps-weapon',
    prompt,
    genre: 'FPS',
    author: 'a',
    seed: 11,
    createdAt: '2025-03-01T12:00:00.000Z',
    mediaBaseUrl: '/media/games/fps-weapon/',
  });

describe('the FPS hand holds the weapon the prompt names', () => {
  it.each([
    ['Hunt ghosts in an old haunted mansion with a flashlight', 'Flashlight'],
    ['A hunter fights zombies with a crossbow in a forest', 'Crossbow'],
    ['A space marine blasts aliens with a plasma gun on Mars', 'Plasma Gun'],
  ])('"%s" holds the %s, not a launcher', async (prompt, name) => {
    const game = await build(prompt);
    expect(parseWorldFile(JSON.parse(JSON.stringify(game.world))).ok).toBe(true);
    if (game.world.gameGenre !== 'FPS') throw new Error('expected an FPS world');
    expect(game.world.items.weapon?.name).toBe(name);
    expect(game.files.map((file) => file.path)).toContain('weapon.png');
  });

  it('draws the named weapon from the art library', () => {
    const weapon = analyzePrompt('Hunt ghosts with a flashlight', 2).weapon;
    expect(weapon && weaponSpriteFor(weapon, 160)).toContain('width="160"');
    expect(weapon?.sprite?.id).toContain('flashlight');
  });

  it('keeps the launcher when no weapon is named', async () => {
    const game = await build('Escape a maze of robots in a factory');
    if (game.world.gameGenre !== 'FPS') throw new Error('expected an FPS world');
    expect(game.world.items.weapon).toBeUndefined();
    expect(game.files.map((file) => file.path)).not.toContain('weapon.png');
  });
});
