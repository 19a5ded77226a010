import { SPRITE_SHEET_FRAMES } from '@promptplay/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { BodyShape } from '../../analyze/types.js';
import { CHARACTER_FRAME_SIZE, characterSheetSvg } from './drawCharacter.js';

const PROMPT_BY_BODY: Record<BodyShape, string> = {
  humanoid: 'A knight runs',
  animal: 'A cat runs',
  bean: 'A pickle runs',
  robot: 'A robot runs',
  blob: 'A slime runs',
  ghost: 'A ghost runs',
  bird: 'A penguin runs',
  bug: 'A bee runs',
  crab: 'A crab runs',
  snake: 'A snake runs',
};

/** Alpha channel of each frame of a rendered sheet. */
async function frameAlphas(svg: string): Promise<Buffer[]> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return SPRITE_SHEET_FRAMES.map((_, index) => {
    const alpha = Buffer.alloc(CHARACTER_FRAME_SIZE * CHARACTER_FRAME_SIZE);
    for (let y = 0; y < CHARACTER_FRAME_SIZE; y++) {
      for (let x = 0; x < CHARACTER_FRAME_SIZE; x++) {
        alpha[y * CHARACTER_FRAME_SIZE + x] =
          data[(y * info.width + index * CHARACTER_FRAME_SIZE + x) * 4 + 3] ?? 0;
      }
    }
    return alpha;
  });
}

const coverage = (alpha: Buffer): number => alpha.filter((a) => a > 128).length / alpha.length;

describe('characterSheetSvg', () => {
  it.each(Object.entries(PROMPT_BY_BODY))(
    'draws eight filled, animated frames for a %s body',
    async (body, prompt) => {
      const look = analyzePrompt(prompt, 1).hero.look;
      expect(look.body).toBe(body);
      const alphas = await frameAlphas(characterSheetSvg(look, 'hero'));
      for (const alpha of alphas) {
        expect(coverage(alpha)).toBeGreaterThan(0.08);
        // The character stays inside its frame: nothing solid touches the left, right or top edge.
        const last = CHARACTER_FRAME_SIZE - 1;
        for (let i = 0; i < CHARACTER_FRAME_SIZE; i++) {
          expect(alpha[i * CHARACTER_FRAME_SIZE] ?? 0).toBeLessThan(200);
          expect(alpha[i * CHARACTER_FRAME_SIZE + last] ?? 0).toBeLessThan(200);
          expect(alpha[i] ?? 0).toBeLessThan(200);
        }
      }
      const [idle0, , run0, run1, , , jump, hurt] = alphas;
      expect(run0!.equals(idle0!)).toBe(false);
      expect(run1!.equals(run0!)).toBe(false);
      expect(jump!.equals(idle0!)).toBe(false);
      expect(hurt!.equals(idle0!)).toBe(false);
    },
  );
});
