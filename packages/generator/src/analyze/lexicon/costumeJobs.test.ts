import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../analyzePrompt.js';
import { spritesOfLook } from '../../art/library/index.js';

const heroOf = (prompt: string) => analyzePrompt(prompt, 1).hero.look;

describe('costumes a player knows on sight', () => {
  it('dresses a samurai in a horned kabuto and laced armour plates, a katana in hand', () => {
    const look = heroOf('A samurai fights a ninja in a dojo');
    expect(look).toMatchObject({ headgear: 'kabuto', outfitDetail: 'lamellar' });
    expect(spritesOfLook(look).heldSprite?.id).toBe('game-icons:katana');
  });

  it('keeps a ninja in black with a headband and a blade', () => {
    expect(heroOf('A ninja sneaks through a castle')).toMatchObject({
      headgear: 'ninjaBand',
      held: 'sword',
      bodyColor: '#1f2029',
    });
  });

  it('puts a knight in a helmet and a breastplate, sword in hand', () => {
    expect(heroOf('A knight runs through a castle')).toMatchObject({
      headgear: 'helmet',
      outfitDetail: 'breastplate',
      held: 'sword',
    });
  });

  it.each(['A sumo wrestler slaps a chef', 'Two sumo wrestlers fight in a Tokyo arena'])(
    '%s: a topknot, a sumo belt and bare skin, not a plain wrestler',
    (prompt) => {
      const look = heroOf(prompt);
      expect(look).toMatchObject({ headgear: 'topknot', outfitDetail: 'mawashi' });
      expect(look.bodyColor).toBe(look.skinColor);
    },
  );

  it('dresses a geisha in a kimono with a wide sash, hair in a bun, a fan in hand', () => {
    const look = heroOf('A geisha dances in Kyoto');
    expect(look).toMatchObject({ headgear: 'hairBun', outfitDetail: 'obi' });
    expect(spritesOfLook(look).heldSprite?.id).toBe('fluent-emoji-flat:folding-hand-fan');
  });
});
