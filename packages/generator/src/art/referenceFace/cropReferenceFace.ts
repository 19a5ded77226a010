import sharp from 'sharp';

/** Largest photo (in pixels) the cropper decodes; an 8 MB upload stays well below it. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Crops a player's photo to a round face: the most interesting square of the picture
 * (sharp's attention strategy: skin tones, saturation, edges), EXIF orientation applied,
 * scaled to `diameter` pixels, everything outside the circle transparent. PNG out.
 * Throws when the bytes are not an image sharp can read.
 *
 * @example const face = await cropReferenceFace(jpegBytes, 96); // 96×96 PNG, round
 */
export async function cropReferenceFace(photo: Uint8Array, diameter: number): Promise<Buffer> {
  const size = Math.max(8, Math.round(diameter));
  const square = await sharp(photo, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(size, size, { fit: 'cover', position: sharp.strategy.attention })
    .ensureAlpha()
    .png()
    .toBuffer();
  const radius = size / 2;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${radius}" cy="${radius}" r="${radius}" fill="#fff"/></svg>`,
  );
  return sharp(square)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
