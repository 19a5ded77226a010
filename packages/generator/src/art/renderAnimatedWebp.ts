import sharp from 'sharp';

/**
 * Renders SVG frames (all the same size) into a looping animated WebP. Same frames, same
 * bytes: libwebp is deterministic for a fixed input and settings.
 */
export async function renderAnimatedWebp(
  svgs: readonly string[],
  frameMs: number,
): Promise<Uint8Array> {
  const frames = await Promise.all(svgs.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
  const buffer = await sharp(frames, { join: { animated: true } })
    .webp({ loop: 0, delay: svgs.map(() => frameMs), quality: 80, effort: 4 })
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
