import sharp from 'sharp';
import type { CharacterLook } from '../../analyze/types.js';
import { CHARACTER_FRAME_SIZE } from '../character/drawCharacter.js';
import { tonesOf } from '../character/tones.js';
import { el, num } from '../svg.js';
import { cropReferenceFace } from './cropReferenceFace.js';
import { heroFacePlacements } from './heroFacePlacements.js';

/** The photo covers this share of the head, so hat brims and ears still show around it. */
const FACE_SHARE_OF_HEAD = 0.9;
/** The round photo is cropped at this size and scaled down into each frame (supersampling). */
const FACE_CROP_PIXELS = 96;

/**
 * The SVG (same size as the sheet) that draws the round photo over the head of every frame,
 * with a thin outline in the character's colour so it reads as its face.
 */
function faceOverlaySvg(look: CharacterLook, faceDataUrl: string): string {
  const size = CHARACTER_FRAME_SIZE;
  const outline = tonesOf(look, 'face').outline;
  const placements = heroFacePlacements(look);
  const frames = placements.map(({ head, transform }, index) => {
    const r = head.r * FACE_SHARE_OF_HEAD;
    const face =
      el('image', {
        href: faceDataUrl,
        x: head.x - r,
        y: head.y - r,
        width: r * 2,
        height: r * 2,
        preserveAspectRatio: 'xMidYMid slice',
      }) +
      el('circle', {
        cx: head.x,
        cy: head.y,
        r,
        fill: 'none',
        stroke: outline,
        'stroke-width': 1.8,
      });
    return el(
      'g',
      { transform: `translate(${num(index * size)} 0)` },
      el('g', { 'clip-path': 'url(#face-cell)' }, el('g', { transform }, face)),
    );
  });
  const width = size * placements.length;
  const cell = el(
    'clipPath',
    { id: 'face-cell' },
    el('rect', { x: 0, y: 0, width: size, height: size }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size}" viewBox="0 0 ${width} ${size}"><defs>${cell}</defs>${frames.join('')}</svg>`;
}

/**
 * Puts a player's photo on a character's face in every frame of its sprite sheet (a PNG
 * drawn by `characterSheetSvg` for the same `look`): the photo is cropped to its most
 * interesting square, masked to a circle and laid over the head, following each frame's
 * pose. Returns the new sheet as PNG bytes, same size. Deterministic for the same inputs.
 *
 * @example
 * const sheet = await applyReferenceFace(heroPng, analysis.hero.look, photoBytes);
 */
export async function applyReferenceFace(
  sheetPng: Uint8Array,
  look: CharacterLook,
  photo: Uint8Array,
): Promise<Uint8Array> {
  const face = await cropReferenceFace(photo, FACE_CROP_PIXELS);
  const overlay = faceOverlaySvg(look, `data:image/png;base64,${face.toString('base64')}`);
  const buffer = await sharp(sheetPng)
    .composite([{ input: Buffer.from(overlay), top: 0, left: 0 }])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
