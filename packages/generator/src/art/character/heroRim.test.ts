import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { characterSheetFor } from '../castArt.js';

/** How many of the sheet's frames are drawn inside a light rim. */
const rimmedFrames = (sheet: string): number => sheet.split('-rim)"').length - 1;

describe('small heroes stand out from busy scenes', () => {
  it.each([
    ['A mouse sneaks through a dark pine forest at night', 'rig'],
    ['A penguin rides a sled down a snowy slope', 'rig'],
    ['A toaster runs through a dark forest', 'library sprite'],
  ])('%s: every frame of the hero (%s) has a light rim outside its dark outline', (prompt) => {
    const analysis = analyzePrompt(prompt, 5);
    const sheet = characterSheetFor(analysis.hero, 'hero');
    expect(sheet).toContain('<feMorphology in="SourceAlpha" operator="dilate"');
    expect(sheet).toContain('flood-color="#ffffff"');
    expect(rimmedFrames(sheet)).toBe(8);
  });

  it('leaves foes without it, so the hero is the one the eye finds first', () => {
    const analysis = analyzePrompt('A mouse fights angry rats in a dark forest', 5);
    expect(analysis.enemy.look.isHostile).toBe(true);
    expect(rimmedFrames(characterSheetFor(analysis.enemy, 'enemy'))).toBe(0);
  });
});
