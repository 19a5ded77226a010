import type { CharacterLook } from '../../analyze/types.js';
import { lighten, outlineOf } from '../../color/colorMath.js';
import { circle, d, el, ellipse, limb, path, rect } from '../svg.js';
import type { Pose } from './pose.js';
import type { Point } from './rig.js';
import { drawClaw } from './bodyCrab.js';
import type { Tones } from './tones.js';
import { spritesOfLook } from '../library/spritedLook.js';
import { spriteSvgBody } from '../library/spriteSvg.js';
import { outlinedSprite } from '../library/wornSprites.js';

/** Capes, jetpacks and backpacks behind the body. */
export function drawBackItem(look: CharacterLook, at: Point, t: Tones, pose: Pose): string {
  const [x, y] = at;
  const wave = Math.sin(pose.flap * Math.PI * 2) * 4;
  switch (look.back) {
    case 'cape': {
      const cape = look.accentColor;
      return path(
        d([
          'M',
          x + 6,
          y - 4,
          'Q',
          x - 10,
          y + 6,
          x - 16 + wave,
          y + 30,
          'Q',
          x - 4,
          y + 26 - wave,
          x + 8,
          y + 24,
          'Z',
        ]),
        { fill: `url(#${t.id}-accent)`, outline: outlineOf(cape) },
      );
    }
    case 'jetpack': {
      const isFiring = pose.expression === 'shout';
      return (
        (isFiring
          ? path(d(['M', x - 10, y + 22, 'Q', x - 7, y + 34, x - 4, y + 22, 'Z']), {
              fill: '#ffb030',
              outline: '#e5484d',
              width: 1.5,
            })
          : '') +
        rect(x - 14, y - 6, 13, 28, 4, { fill: '#c9d2de', outline: '#4a5468' }) +
        rect(x - 12, y + 20, 9, 4, 1.5, { fill: '#6a7080', outline: '#2a2a38', width: 1.5 }) +
        circle(x - 7.5, y + 2, 2.5, '#e5484d')
      );
    }
    case 'shell':
      return ellipse(x - 2, y + 10, 14, 16, { fill: '#4f9a4a', outline: '#1f4a1a' });
    case 'backpack':
      return (
        rect(x - 13, y - 2, 14, 22, 5, { fill: '#e5484d', outline: '#7a1f28' }) +
        rect(x - 12, y + 9, 10, 7, 3, { fill: '#c23a44', outline: '#7a1f28', width: 1.5 })
      );
    case 'none':
      return '';
  }
}

/** A library prop in the hand ("a grandma with a frying pan"), its grip at the origin. */
function heldLibraryProp(look: CharacterLook): string {
  const id = spritesOfLook(look).heldSprite?.id;
  const sprite = id ? spriteSvgBody(id) : null;
  // Held upright, a little above the grip, a bit bigger than a rig sword: a ukulele or an
  // umbrella reads on a phone, outlined so it shows against the body.
  return sprite ? outlinedSprite(sprite, -17, -33, 34) : '';
}

/** A held item at the front hand; it turns with the arm. */
export function drawHeld(look: CharacterLook, hand: Point, armAngle: number, t: Tones): string {
  const [x, y] = hand;
  const turn = Math.max(-30, Math.min(100, 30 + armAngle * 0.35));
  const at = (content: string): string =>
    el('g', { transform: `translate(${x} ${y}) rotate(${turn})` }, content);
  const prop = heldLibraryProp(look);
  if (prop) return at(prop);
  switch (look.held) {
    case 'sword':
      return at(
        path(d(['M', -2.6, -5, 'L', -2.6, -23, 'L', 0, -27, 'L', 2.6, -23, 'L', 2.6, -5, 'Z']), {
          fill: `url(#${t.id}-blade)`,
          outline: '#3a4458',
          width: 1.8,
        }) +
          rect(-7, -6, 14, 3.5, 1.5, { fill: '#f5c431', outline: '#7a5010', width: 1.5 }) +
          rect(-1.8, -3, 3.6, 7, 1.5, { fill: '#7a4a2a', outline: '#3a2010', width: 1.2 }),
      );
    case 'wand':
      return at(
        limb(
          [
            [0, 4],
            [0, -18],
          ],
          2.8,
          '#7a4a2a',
          '#3a2010',
          1.4,
        ) + path(d(starPoints(0, -22, 6.5)), { fill: '#ffe066', outline: '#a07010', width: 1.5 }),
      );
    case 'spatula':
      return at(
        limb(
          [
            [0, 4],
            [0, -14],
          ],
          3,
          '#8a5a3a',
          '#3a2010',
          1.4,
        ) + rect(-5, -27, 10, 13, 2.5, { fill: '#c9d2de', outline: '#4a5468', width: 1.8 }),
      );
    case 'hammer':
      return at(
        limb(
          [
            [0, 5],
            [0, -16],
          ],
          3.2,
          '#8a5a3a',
          '#3a2010',
          1.4,
        ) +
          rect(-8, -24, 16, 9, 2.5, {
            fill: `url(#${t.id}-blade)`,
            outline: '#3a4458',
            width: 1.8,
          }),
      );
    case 'claws':
      // Crabs draw their own pair; other bodies hold one pincer up.
      return look.body === 'crab' ? '' : drawClaw([x, y], 20, 0.5, lighten(t.body, 0.1), t.outline);
    case 'none':
      return '';
  }
}

function starPoints(cx: number, cy: number, outer: number): (string | number)[] {
  const points: (string | number)[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(i === 0 ? 'M' : 'L', cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  return [...points, 'Z'];
}
