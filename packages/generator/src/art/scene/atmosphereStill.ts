import type { SeededRandom } from '../../random/seededRandom.js';
import { d, el } from '../svg.js';
import type { Scene } from './composeScene.js';

/**
 * One frame of the weather the runtime animates (kit/atmosphereScene.ts), for stills: rain
 * streaks, a lightning bolt in a storm, snowflakes, fog bands. Indoors only fog shows.
 */
export function atmosphereStillSvg(
  scene: Scene,
  width: number,
  height: number,
  random: SeededRandom,
): string {
  const { weather } = scene.atmosphere;
  let out = '';
  if (!scene.isIndoor && (weather === 'rain' || weather === 'storm')) {
    const count = weather === 'storm' ? 90 : 60;
    const parts: (string | number)[] = [];
    for (let i = 0; i < count; i++) {
      const x = random.range(-20, width + 20);
      const y = random.range(-20, height);
      const length = random.range(14, 26);
      parts.push('M', x, y, 'L', x - length * 0.3, y + length);
    }
    out += el('path', {
      d: d(parts),
      stroke: '#dbe8ff',
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-opacity': 0.55,
    });
  }
  if (!scene.isIndoor && weather === 'storm') {
    const x = random.range(width * 0.2, width * 0.8);
    const bolt: (string | number)[] = ['M', x, 0];
    let bx = x;
    for (let y = 0; y < height * 0.45;) {
      y += random.range(18, 36);
      bx += random.range(-26, 26);
      bolt.push('L', bx, y);
    }
    out += el('path', {
      d: d(bolt),
      fill: 'none',
      stroke: '#fff8c8',
      'stroke-width': 9,
      'stroke-opacity': 0.25,
    });
    out += el('path', { d: d(bolt), fill: 'none', stroke: '#fffbe8', 'stroke-width': 3 });
  }
  if (!scene.isIndoor && weather === 'snow') {
    for (let i = 0; i < 70; i++)
      out += el('circle', {
        cx: random.range(0, width),
        cy: random.range(0, height),
        r: random.range(1.6, 4.2),
        fill: '#ffffff',
        'fill-opacity': random.range(0.6, 0.95),
      });
  }
  if (weather === 'fog') {
    for (let i = 0; i < 4; i++)
      out += el('ellipse', {
        cx: random.range(0, width),
        cy: height * (0.35 + i * 0.16),
        rx: width * random.range(0.5, 0.8),
        ry: height * 0.07,
        fill: '#f2f4f6',
        'fill-opacity': scene.isIndoor ? 0.18 : 0.32,
      });
  }
  return out;
}
