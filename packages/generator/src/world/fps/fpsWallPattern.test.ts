import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { fpsWallPatternOf } from './fpsWallPattern.js';

const wallsOf = (prompt: string) => fpsWallPatternOf(analyzePrompt(prompt, 3).setting.places);

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

  it('keeps the plain walls elsewhere: blocks in a dungeon, bricks in the streets', () => {
    expect(wallsOf('A knight fights skeletons in a dungeon')).toBe('blocks');
    expect(wallsOf('Shoot robbers in the city streets')).toBe('bricks');
  });
});
