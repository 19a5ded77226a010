import type { Palette, PlatformCourse } from '@promptplay/contracts';

/**
 * What lies under each course, as the platformer's ground: the water lily pads, stepping
 * stones, logs and floes float on, the cloud bank clouds drift over, the brick of the houses
 * under the roofs.
 */
const COURSE_GROUNDS: Readonly<Record<PlatformCourse, string>> = {
  lilyPad: '#3d7a78',
  stone: '#3f86b8',
  log: '#3f86b8',
  ice: '#4f9cc8',
  cloud: '#e6eef9',
  roof: '#8a5a4a',
};

/**
 * The palette a course's level is drawn in: the ground under it is what the course stands on
 * ("hops across lily pads": pads on the water, not on grass and dirt).
 *
 * @example paletteForCourse(palette, 'lilyPad').ground // => '#3d7a78'
 */
export function paletteForCourse(palette: Palette, course: PlatformCourse | undefined): Palette {
  return course ? { ...palette, ground: COURSE_GROUNDS[course] } : palette;
}
