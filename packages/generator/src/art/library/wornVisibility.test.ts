import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import { characterSheetFor } from '../castArt.js';
import { spritesOfLook } from './spritedLook.js';
import { heldPropSizeOf, wornAnchorsOf } from './spriteSheet.js';
import { spriteSvgBody } from './spriteSvg.js';
import { wornSizeOf } from './wornSprites.js';

const heroOf = (prompt: string) => analyzePrompt(prompt, 3).hero;
/** A sprite about as wide as most fruit and things stand in their frame. */
const spriteAnchors = wornAnchorsOf(36, 70);

/** The worn thing's sprite id and whether the first frame draws it in front of the body. */
function wornInFront(prompt: string, slot: string) {
  const hero = heroOf(prompt);
  const worn = (spritesOfLook(hero.look).worn ?? []).find((thing) => thing.slot === slot);
  const sheet = characterSheetFor(hero, 'h');
  const frame = sheet.slice(sheet.indexOf('<use href="#h-body"'));
  const body = worn ? spriteSvgBody(worn.sprite.id)?.body.slice(0, 60) : undefined;
  return { id: worn?.sprite.id, inFront: body !== undefined && frame.includes(body), sheet };
}

describe('small worn things are big enough to see at game size', () => {
  it('draws a sprite hero’s glasses, hat, scarf and bow tie at least a third of its width', () => {
    for (const slot of ['face', 'head', 'neck', 'body'] as const)
      expect(wornSizeOf(slot, spriteAnchors), slot).toBeGreaterThanOrEqual(72 / 3);
    expect(wornSizeOf('face', spriteAnchors)).toBeGreaterThanOrEqual(30);
  });

  it.each([
    ['A cactus with a backpack hikes through the desert', 'pack', 'backpack'],
    ['A donut wearing a mask collects coins in a bakery', 'face', 'domino-mask'],
    ['A pineapple in a crown dances on a beach', 'head', 'crown'],
    ['A banana wearing sunglasses dances on a beach', 'face', 'sunglasses'],
  ])('%s: the sprite hero wears it in front of itself', (prompt, slot, name) => {
    const worn = wornInFront(prompt, slot);
    expect(worn.id).toContain(name);
    expect(worn.inFront).toBe(true);
  });

  it('paints one-colour worn icons strongly, never in pale steel on a pale body', () => {
    const sheet = characterSheetFor(heroOf('A toaster in a cape runs through a kitchen'), 'h');
    expect(sheet.includes('color="#d13b3b"')).toBe(true);
  });

  it('masks a burglar, on the rig and on a cat burglar', () => {
    for (const prompt of ['A burglar sneaks through a museum at night', 'A cat burglar sneaks'])
      expect(heroOf(prompt).look.eyewear, prompt).toBe('mask');
    expect(heroOf('A raccoon in a mask steals cookies').look.eyewear).toBe('mask');
  });
});

describe('worn and held things read on a phone', () => {
  it('draws a held instrument or umbrella over half as tall as a sprite hero', () => {
    for (const height of [56, 66, 74]) expect(heldPropSizeOf(height)).toBeGreaterThan(height / 2);
    const hero = heroOf('A strawberry in sunglasses plays the guitar on a beach');
    expect(spritesOfLook(hero.look).heldSprite?.id).toBe('fluent-emoji-flat:guitar');
  });

  it('outlines worn colour icons in dark, so sunglasses show on a dark body', () => {
    const { id, sheet } = wornInFront(
      'A strawberry in sunglasses plays the guitar on a beach',
      'face',
    );
    const body = spriteSvgBody(id ?? '')!.body;
    const frame = sheet.slice(sheet.indexOf('<use href="#h-body"'));
    const outline = frame.indexOf('<g stroke="#2a2238"', frame.indexOf('<use href="#h-body"'));
    expect(outline).toBeGreaterThanOrEqual(0);
    // The icon drawn twice: stroked thick underneath, then itself on top.
    expect(frame.split(body.slice(0, 60)).length - 1).toBeGreaterThanOrEqual(2);
  });
});
