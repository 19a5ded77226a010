/**
 * A light rim round a friendly character's sheet frames. Heroes are drawn with a dark outline,
 * which vanishes among dark forest trees, night streets and busy scenes where a hero is 50 px
 * tall (a platformer, a hill racer's sled); the rim outside it reads on dark ground, the dark
 * outline on pale ground (snow, sky). Foes go without: the hero is the one to find first.
 */

/** Rim width in frame pixels (a 96-pixel frame is drawn 50 to 100 px tall). */
const RIM_RADIUS = 2.2;
const RIM_COLOR = '#ffffff';
const RIM_OPACITY = 0.85;

/**
 * The rim stops this far below the feet (frame pixels, feet on y = 92): the character still
 * stands on the ground line rather than on a white pad.
 */
const BELOW_FEET = 1.5;
/** Where the feet stand in every frame (the rig's and the library sprites' baseline). */
const FEET_Y = 92;

/**
 * The rim filter's definition, once per sheet. Only the rim stops below the feet; the
 * character itself is never clipped (a tilted hurt frame reaches below the ground line).
 */
export function rimFilterDef(id: string): string {
  const rimRegion = `x="-4" y="-4" width="104" height="${FEET_Y + 4 + BELOW_FEET}"`;
  return `<filter id="${id}" filterUnits="userSpaceOnUse" primitiveUnits="userSpaceOnUse" x="-4" y="-4" width="104" height="104" color-interpolation-filters="sRGB"><feMorphology in="SourceAlpha" operator="dilate" radius="${RIM_RADIUS}" result="grown"/><feFlood flood-color="${RIM_COLOR}" flood-opacity="${RIM_OPACITY}" ${rimRegion}/><feComposite in2="grown" operator="in" ${rimRegion} result="rim"/><feMerge><feMergeNode in="rim"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
}

/** One frame with the rim round it. */
export function rimmed(frame: string, id: string): string {
  return `<g filter="url(#${id})">${frame}</g>`;
}
