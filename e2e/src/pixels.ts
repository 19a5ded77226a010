import sharp from 'sharp';

/** Distinct quantised colours of a PNG: a blank or single-colour frame has very few. */
export async function countDistinctColours(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const seen = new Set<number>();
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    seen.add(((data[i]! >> 3) << 10) | ((data[i + 1]! >> 3) << 5) | (data[i + 2]! >> 3));
  }
  return seen.size;
}

/** Fraction of pixels whose colour differs noticeably between two same-size PNGs. */
export async function changedPixelFraction(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const pixels = left!.info.width * left!.info.height;
  let changed = 0;
  for (let i = 0; i < pixels * 3; i += 3) {
    const delta =
      Math.abs(left!.data[i]! - right!.data[i]!) +
      Math.abs(left!.data[i + 1]! - right!.data[i + 1]!) +
      Math.abs(left!.data[i + 2]! - right!.data[i + 2]!);
    if (delta > 24) changed++;
  }
  return changed / pixels;
}

/** Mean luminance (0–255, Rec. 709) of a PNG: a night scene reads darker than its day. */
export async function meanLuminance(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let sum = 0;
  for (let i = 0; i < pixels * 3; i += 3) {
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  }
  return sum / pixels;
}
