import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { fpsWallPatternOf } from './fpsWallPattern.js';

const wallsOf = (prompt: string) => {
  const analysis = analyzePrompt(prompt, 3);
  return fpsWallPatternOf(analysis.setting.places, analysis.atmosphere);
};

describe('fps walls a player knows the place by', () => {
  it('reads the place from the prompt into walls of its own', () => {
    const cases: [string, string][] = [
      ['Hunt vampires in a gothic cathedral', 'gothic'],
      ['A nun hunts ghosts in a church', 'gothic'],
      ['Blast aliens on a space station', 'hull'],
      ['Shoot zombies in a shopping mall', 'shops'],
      ['Clear the supermarket of killer robots', 'shops'],
      ['Fight goblins in a gold mine', 'mine'],
      ['Clear the hospital of mutant rats', 'tiles'],
      ['Blast slime monsters in a laboratory', 'tiles'],
      ['Hunt werewolves in an old library', 'shelves'],
    ];
    for (const [prompt, walls] of cases) expect(wallsOf(prompt), prompt).toBe(walls);
  });

  it('walls places in the open with what hems a player in there, never bricks', () => {
    const cases: [string, string][] = [
      ['Hunt werewolves in a dark forest', 'trunks'],
      ['Hunt werewolves in a snowy pine forest at night', 'snowPines'],
      ['Blast bandits in the woods in winter', 'snowPines'],
      ['Shoot poachers in the jungle', 'jungle'],
      ['Fight scorpions in the desert', 'sandstone'],
      ['Blast outlaws in a red rock canyon', 'sandstone'],
      ['Shoot bats in a dark cave', 'rock'],
      ['Defend the beach from crab invaders', 'palms'],
      ['Hunt yetis in the arctic', 'ice'],
      ['Defend the farm from zombie chickens', 'hay'],
      ['Shoot robot pigeons in the park', 'hedge'],
      ['Shoot robbers in the city streets', 'shops'],
    ];
    for (const [prompt, walls] of cases) expect(wallsOf(prompt), prompt).toBe(walls);
  });

  it('keeps hewn blocks in a dungeon', () => {
    expect(wallsOf('A knight fights skeletons in a dungeon')).toBe('blocks');
  });
});
