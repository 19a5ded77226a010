import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyzePrompt } from '../../analyze/analyzePrompt.js';
import type { BodyShape, CharacterLook } from '../../analyze/types.js';
import { characterSheetSvg, CHARACTER_FRAME_SIZE } from '../character/drawCharacter.js';
import { renderPng } from '../renderPng.js';
import { applyReferenceFace } from './applyReferenceFace.js';
import { cropReferenceFace } from './cropReferenceFace.js';
import { heroFacePlacements, type FacePlacement } from './heroFacePlacements.js';

const BODIES: readonly BodyShape[] = [
  'humanoid',
  'animal',
  'bean',
  'robot',
  'bird',
  'bug',
  'crab',
  'blob',
  'ghost',
  'snake',
];

/** A photo that is magenta in the middle and grey at the edges. */
async function photo(format: 'jpeg' | 'png' = 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#808080"/><circle cx="160" cy="120" r="100" fill="#ff00ff"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 95 }).toBuffer() : image.png().toBuffer();
}

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Where the centre of the head lands in the frame, after the frame's SVG transform. */
function headCentre({ head, transform }: FacePlacement): [number, number] {
  let matrix: Matrix = [1, 0, 0, 1, 0, 0];
  for (const [, name, args] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const [a = 0, b] = (args ?? '').split(/[\s,]+/).map(Number);
    if (name === 'translate') matrix = multiply(matrix, [1, 0, 0, 1, a, b ?? 0]);
    else if (name === 'scale') matrix = multiply(matrix, [a, 0, 0, b ?? a, 0, 0]);
    else if (name === 'rotate') {
      const r = (a * Math.PI) / 180;
      matrix = multiply(matrix, [Math.cos(r), Math.sin(r), -Math.sin(r), Math.cos(r), 0, 0]);
    }
  }
  const [m0, m1, m2, m3, m4, m5] = matrix;
  return [m0 * head.x + m2 * head.y + m4, m1 * head.x + m3 * head.y + m5];
}

async function pixels(png: Uint8Array) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return (x: number, y: number) => {
    const index = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return {
      r: data[index] ?? 0,
      g: data[index + 1] ?? 0,
      b: data[index + 2] ?? 0,
      a: data[index + 3] ?? 0,
    };
  };
}

const lookWithBody = (body: BodyShape): CharacterLook => ({
  ...analyzePrompt('a brave cat', 1).hero.look,
  body,
});

describe('cropReferenceFace', () => {
  it('makes a round face: the middle of the photo inside, transparent corners', async () => {
    const face = await cropReferenceFace(await photo('jpeg'), 64);
    const meta = await sharp(face).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 64, height: 64, hasAlpha: true });
    const at = await pixels(face);
    expect(at(0, 0).a).toBe(0);
    expect(at(63, 63).a).toBe(0);
    const middle = at(32, 32);
    expect(middle.a).toBe(255);
    expect(middle.r).toBeGreaterThan(220);
    expect(middle.g).toBeLessThan(40);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(cropReferenceFace(new TextEncoder().encode('not an image'), 64)).rejects.toThrow();
  });
});

describe('applyReferenceFace', () => {
  it.each(BODIES)('puts the photo on the head of every frame of a %s', async (body) => {
    const look = lookWithBody(body);
    const sheet = await renderPng(characterSheetSvg(look, 'hero'));
    const before = await pixels(sheet);
    expect(before(0, 0).a, 'the plain sheet is transparent in the corner').toBe(0);

    const withFace = await applyReferenceFace(sheet, look, await photo());
    const meta = await sharp(withFace).metadata();
    expect([meta.width, meta.height]).toEqual([CHARACTER_FRAME_SIZE * 8, CHARACTER_FRAME_SIZE]);
    const after = await pixels(withFace);
    heroFacePlacements(look).forEach((placement, index) => {
      const [x, y] = headCentre(placement);
      const sheetX = index * CHARACTER_FRAME_SIZE + x;
      expect(before(sheetX, y).a, `${placement.frame}: the drawn head is there`).toBe(255);
      const face = after(sheetX, y);
      expect(face.r, placement.frame).toBeGreaterThan(200);
      expect(face.g, placement.frame).toBeLessThan(60);
      expect(face.b, placement.frame).toBeGreaterThan(200);
    });
    expect(after(0, 0)).toEqual(before(0, 0));
  });

  it('gives the same bytes for the same sheet and photo', async () => {
    const look = lookWithBody('humanoid');
    const sheet = await renderPng(characterSheetSvg(look, 'hero'));
    const image = await photo('jpeg');
    const [first, second] = await Promise.all([
      applyReferenceFace(sheet, look, image),
      applyReferenceFace(sheet, look, image),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});
