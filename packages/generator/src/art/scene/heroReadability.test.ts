import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { characterSheetFor } from '../castArt.js';
import { HERO_DISPLAY } from './sceneSvg.js';

const TILE = 32;
const heroSheet = (prompt: string) => characterSheetFor(analyzePrompt(prompt, 2).hero, 'hero');

describe('a small hero in a big place still reads as who it is', () => {
  it('stands more than two tiles tall in the platformer', () => {
    expect(HERO_DISPLAY).toBeGreaterThanOrEqual(2 * TILE);
  });

  it('wears a bold check a lumberjack is known by, not hairlines', () => {
    const lumberjack = heroSheet('A lumberjack chops through a snowy forest');
    const checkBand = 'y="47" width="26" height="4"';
    expect(lumberjack).toContain(checkBand);
    expect(heroSheet('A kid runs through a park')).not.toContain(checkBand);
  });
});
