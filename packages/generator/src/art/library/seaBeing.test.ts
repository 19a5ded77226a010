import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { spritesOfLook } from './spritedLook.js';

const spriteOf = (prompt: string, who: 'hero' | 'enemy') =>
  spritesOfLook(analyzePrompt(prompt, 3)[who].look).sprite?.id ?? 'rig';

describe('sea creatures and fantasy beings read as themselves', () => {
  it.each([
    ['A pirate captain duels a mermaid on a ship', 'merpeople'],
    ['A sailor fights a merman in a storm', 'merpeople'],
    ['A knight fights a mermaid princess in a lagoon', 'merpeople'],
    ['A viking fights a sea monster', 'sea-creature'],
    ['A kid fights a sea serpent in the ocean', 'sea-serpent'],
    ['A fisherman battles a lake monster', 'sea-creature'],
    ['A diver fights a giant octopus under the sea', 'octopus'],
    ['A surfer slaps a pufferfish', 'blowfish'],
    ['A diver battles a stingray on a reef', 'manta-ray'],
    ['A crab fights a starfish on the beach', 'sea-star'],
    ['A knight battles a centaur in a forest', 'centaur'],
    ['A witch fights a sea witch in a cave', 'merpeople'],
    ['A penguin slaps a sea lion on an iceberg', 'seal'],
    ['A diver fights a hammerhead in a shipwreck', 'shark'],
    ['A crab slaps a giant clam on the reef', 'oyster'],
    ['A viking fights the leviathan', 'sea-serpent'],
    ['A hero battles Poseidon in Atlantis', 'triton'],
  ])('"%s" draws the opponent with its tail, fins or tentacles', (prompt, icon) => {
    expect(spriteOf(prompt, 'enemy')).toContain(icon);
  });

  it('draws a mermaid hero with her tail, too', () => {
    expect(spriteOf('A mermaid swims through a coral reef collecting pearls', 'hero')).toContain(
      'merpeople',
    );
  });

  it('keeps land beings on the rig: a sea word only moves a generic creature to the water', () => {
    expect(spriteOf('A knight fights a dragon in a castle', 'enemy')).toBe('rig');
    expect(spriteOf('A pirate fights a skeleton on a ship', 'enemy')).not.toContain('sea');
    expect(spriteOf('A kid fights a snake in the desert', 'enemy')).toBe('rig');
  });
});

describe('one-colour beings take their own colour, never a random blue', () => {
  it.each([
    ['A knight fights an ostrich', '#6b5a52'],
    ['A knight fights a sea serpent', '#3f9a8a'],
    ['A crab fights a starfish', '#f08a4b'],
  ])('"%s"', (prompt, color) => {
    expect(analyzePrompt(prompt, 3).enemy.look.bodyColor).toBe(color);
  });
});
