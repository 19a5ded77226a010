import type { CONSTANTS } from '@promptplay/contracts';
import sharp from 'sharp';
import { UPLOAD_MAX_IMAGE_PIXELS, UPLOAD_MAX_IMAGE_SIDE } from './uploadLimits.js';

/** The image types players may upload (spec §5: JPEG and PNG). */
export type UploadImageType = (typeof CONSTANTS.UPLOAD_ALLOWED_TYPES)[number];

/** Why uploaded bytes were refused. */
export type ImageRefusal =
  /** The first bytes are neither a PNG nor a JPEG signature (a text file named .png...). */
  | 'not_an_image'
  /** A real image, but not of the type the upload declared. */
  | 'type_mismatch'
  /** The signature is right but the image does not decode (truncated, corrupt). */
  | 'undecodable'
  /** Zero-sized, or larger than any camera makes. */
  | 'bad_dimensions';

export type ImageCheck =
  | {
      ok: true;
      contentType: UploadImageType;
      width: number;
      height: number;
      /** Re-encoded: upright, without EXIF (no GPS position of the player's home is served). */
      body: Buffer;
    }
  | { ok: false; reason: ImageRefusal };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** Bytes of the file head `sniffImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = PNG_SIGNATURE.length;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

/**
 * The image type the bytes really are, by their magic number; null for anything else.
 *
 * @example sniffImageType(Buffer.from('hello')) // null
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

function hasSaneSize(width: number | undefined, height: number | undefined): boolean {
  if (!width || !height || width < 1 || height < 1) return false;
  if (width > UPLOAD_MAX_IMAGE_SIDE || height > UPLOAD_MAX_IMAGE_SIDE) return false;
  return width * height <= UPLOAD_MAX_IMAGE_PIXELS;
}

/**
 * Checks uploaded bytes by what they are, not what they claim: signature, the declared type,
 * dimensions from the header, then a full decode (which a truncated file fails). Answers the
 * image re-encoded in its own format, turned upright, with its metadata dropped.
 */
export async function checkUploadedImage(
  bytes: Buffer,
  declaredType: UploadImageType,
): Promise<ImageCheck> {
  const actualType = sniffImageType(bytes);
  if (!actualType) return { ok: false, reason: 'not_an_image' };
  if (actualType !== declaredType) return { ok: false, reason: 'type_mismatch' };
  const options = { failOn: 'truncated', limitInputPixels: UPLOAD_MAX_IMAGE_PIXELS } as const;
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
  const expectedFormat = actualType === 'image/png' ? 'png' : 'jpeg';
  if (metadata.format !== expectedFormat) return { ok: false, reason: 'undecodable' };
  if (!hasSaneSize(metadata.width, metadata.height)) return { ok: false, reason: 'bad_dimensions' };
  try {
    const image = sharp(bytes, options).rotate();
    const { data, info } = await (
      actualType === 'image/png' ? image.png() : image.jpeg({ quality: 92 })
    ).toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      contentType: actualType,
      width: info.width,
      height: info.height,
      body: data,
    };
  } catch {
    return { ok: false, reason: 'undecodable' };
  }
}
