import type { SVGProps } from 'react';

/** What every line icon takes: the props of an `<svg>`. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The app's line-icon look: a 24-unit box drawn in the text colour with round 2-unit strokes,
 * hidden from assistive technology (the button or link around it carries the name).
 */
export const strokeIconProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;
