import type { NamedThing } from '../../analyze/types.js';
import { spriteSvgBody, standingSprite } from '../../art/library/spriteSvg.js';
import { el, ellipse, path, rect } from '../../art/svg.js';

/** Pixel size of an obstacle image (square, standing on y ≈ 60). */
export const OBSTACLE_SIZE = 64;

export type ObstacleKind = 'cone' | 'rock' | 'barrel';

/** Which obstacle blocks the road in a theme. */
export function obstacleKindFor(theme: string): ObstacleKind {
  if (['volcano', 'desert', 'cave', 'space', 'snow'].includes(theme)) return 'rock';
  if (['factory', 'sewer', 'beach', 'underwater'].includes(theme)) return 'barrel';
  return 'cone';
}

/** An obstacle's content in a 64×64 box. */
export function obstacleArt(kind: ObstacleKind, color: string): string {
  const shade = el('g', { opacity: 0.3 }, ellipse(32, 60, 26, 4, '#000000'));
  switch (kind) {
    case 'cone':
      return (
        shade +
        rect(8, 52, 48, 9, 3, { fill: '#ff7a1a', outline: '#7a2e00', width: 2.5 }) +
        path('M24 8 L40 8 L52 54 L12 54 Z', { fill: '#ff8a2a', outline: '#7a2e00', width: 2.5 }) +
        path('M21 22 L43 22 L46 32 L18 32 Z', '#ffffff') +
        path('M16 40 L48 40 L50 47 L14 47 Z', '#ffffff')
      );
    case 'rock':
      return (
        shade +
        path('M6 60 L12 30 L26 14 L44 16 L58 36 L60 60 Z', {
          fill: color,
          outline: '#2a2622',
          width: 3,
        }) +
        path('M26 14 L30 34 L12 30', { fill: 'none', outline: '#2a2622', width: 2 }) +
        path('M30 34 L58 36', { fill: 'none', outline: '#2a2622', width: 2 })
      );
    case 'barrel':
      return (
        shade +
        rect(12, 8, 40, 52, 8, { fill: '#d8452f', outline: '#5a140a', width: 3 }) +
        rect(12, 20, 40, 5, 1, '#5a140a') +
        rect(12, 43, 40, 5, 1, '#5a140a') +
        path('M32 28 L38 38 L26 38 Z', { fill: '#ffd23f', outline: '#5a140a', width: 2 })
      );
  }
}

export function obstacleSvg(kind: ObstacleKind, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OBSTACLE_SIZE}" height="${OBSTACLE_SIZE}" viewBox="0 0 64 64">${obstacleArt(kind, color)}</svg>`;
}

/**
 * A thing the prompt names standing on the road as the obstacle ("past gondolas", "dodges
 * pots"), in the 64×64 box on y ≈ 60; null when it has no library sprite.
 */
export function namedObstacleSvg(prop: NamedThing): string | null {
  const sprite = prop.sprite ? spriteSvgBody(prop.sprite.id) : null;
  if (!sprite) return null;
  const shade = el('g', { opacity: 0.3 }, ellipse(32, 60, 26, 4, '#000000'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OBSTACLE_SIZE}" height="${OBSTACLE_SIZE}" viewBox="0 0 64 64">${shade}${standingSprite(sprite, 32, 61, 60, 58)}</svg>`;
}
