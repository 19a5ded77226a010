/**
 * Colours a wall feature is painted in (FpsColors keeps each by side and haze level): the
 * wall's own shade, window glass, lights, timber, the palette's colours, and the outdoors'
 * leaves, snow, sand and pale stone.
 */
export const FPS_WALL_TONES = [
  'mortar',
  'glass',
  'glow',
  'timber',
  'primary',
  'secondary',
  'accent',
  'leaf',
  'snow',
  'sand',
  'stone',
] as const;
export type FpsWallTone = (typeof FPS_WALL_TONES)[number];

/**
 * A shape on every tile face, in face coordinates: u across the face (0 left, 1 right), v down
 * it (0 at the top, 1 at the floor). An arched feature rounds its top into a half circle.
 */
export interface FpsWallFeature {
  u0: number;
  u1: number;
  v0: number;
  v1: number;
  tone: FpsWallTone;
  isArched?: boolean;
}

export const wallFeature = (
  u0: number,
  u1: number,
  v0: number,
  v1: number,
  tone: FpsWallTone,
  isArched = false,
): FpsWallFeature => ({ u0, u1, v0, v1, tone, ...(isArched ? { isArched } : {}) });
