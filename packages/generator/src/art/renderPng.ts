import sharp from 'sharp';

/**
 * Renders an SVG string to PNG bytes with sharp (librsvg). The SVG must carry its own
 * width and height; the output has exactly that size. Same SVG, same bytes.
 */
export async function renderPng(svg: string): Promise<Uint8Array> {
  const buffer = await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
