import type { Box } from './contentBox.js';
import type { SpriteSvgBody } from './spriteSvg.js';

/**
 * A thing come alive ("a cactus monster", "a trash golem", "a toaster robot"): the thing's own
 * icon with big angry eyes, a fanged mouth, arms and legs, so a player sees both what it is
 * made of and that it is a creature. Its sprite id is the thing's with a suffix, so every
 * genre, portrait and sheet that draws library sprites draws it.
 */
const ALIVE_SUFFIX = '--alive';
const LIMB_COLOR = '#33243a';
const EYE_WHITE = '#ffffff';

/** The sprite id of a thing come alive ('fluent-emoji-flat:cactus' → '…cactus--alive'). */
export const livingThingId = (thingId: string): string => `${thingId}${ALIVE_SUFFIX}`;

/** The thing's own sprite id of a living thing's id, or null for any other id. */
export function thingIdOfLiving(id: string): string | null {
  return id.endsWith(ALIVE_SUFFIX) ? id.slice(0, -ALIVE_SUFFIX.length) : null;
}

const num = (value: number): string => String(Math.round(value * 1000) / 1000);

/** Two angry eyes with brows, looking ahead, and a mouth with two fangs under them. */
function faceSvg(box: Box, unit: number): string {
  const width = box.maxX - box.minX;
  const height = box.maxY - box.minY;
  const cx = (box.minX + box.maxX) / 2;
  const eyeY = box.minY + height * 0.4;
  const eyeR = unit * 0.15;
  const gap = Math.min(width * 0.2, eyeR * 1.35);
  const stroke = unit * 0.035;
  const eyes = [-1, 1]
    .map((side) => {
      const x = cx + side * gap;
      const brow = `M${num(x - side * eyeR * 1.1)} ${num(eyeY - eyeR * 1.55)}L${num(x + side * eyeR * 0.9)} ${num(eyeY - eyeR * 0.95)}`;
      return (
        `<circle cx="${num(x)}" cy="${num(eyeY)}" r="${num(eyeR)}" fill="${EYE_WHITE}" stroke="${LIMB_COLOR}" stroke-width="${num(stroke)}"/>` +
        `<circle cx="${num(x - eyeR * 0.3)}" cy="${num(eyeY + eyeR * 0.15)}" r="${num(eyeR * 0.5)}" fill="${LIMB_COLOR}"/>` +
        `<path d="${brow}" stroke="${LIMB_COLOR}" stroke-width="${num(stroke * 2.6)}" stroke-linecap="round" fill="none"/>`
      );
    })
    .join('');
  const mouthY = eyeY + eyeR * 2.1;
  const mouthW = gap * 1.5;
  const fang = eyeR * 0.5;
  const mouth =
    `<path d="M${num(cx - mouthW / 2)} ${num(mouthY)}Q${num(cx)} ${num(mouthY + eyeR * 1.3)} ${num(cx + mouthW / 2)} ${num(mouthY)}Z" fill="${LIMB_COLOR}"/>` +
    [-1, 1]
      .map((side) => {
        const x = cx + side * mouthW * 0.22;
        return `<path d="M${num(x - fang / 2)} ${num(mouthY)}L${num(x)} ${num(mouthY + fang)}L${num(x + fang / 2)} ${num(mouthY)}Z" fill="${EYE_WHITE}"/>`;
      })
      .join('');
  return eyes + mouth;
}

/** Two stubby legs under the thing and two arms raised from its sides. */
function limbsSvg(box: Box, unit: number): { svg: string; box: Box } {
  const width = box.maxX - box.minX;
  const cx = (box.minX + box.maxX) / 2;
  const thick = unit * 0.11;
  const legLength = unit * 0.2;
  const legs = [-1, 1]
    .map((side) => {
      const x = cx + side * width * 0.2;
      return (
        `<path d="M${num(x)} ${num(box.maxY - thick)}L${num(x)} ${num(box.maxY + legLength)}" stroke="${LIMB_COLOR}" stroke-width="${num(thick)}" stroke-linecap="round"/>` +
        `<ellipse cx="${num(x + side * thick * 0.5)}" cy="${num(box.maxY + legLength + thick * 0.3)}" rx="${num(thick * 1.1)}" ry="${num(thick * 0.6)}" fill="${LIMB_COLOR}"/>`
      );
    })
    .join('');
  const shoulderY = box.minY + (box.maxY - box.minY) * 0.55;
  const reach = unit * 0.22;
  const arms = [-1, 1]
    .map((side) => {
      const x = side < 0 ? box.minX + thick : box.maxX - thick;
      const handX = x + side * reach;
      const handY = shoulderY - reach * 0.8;
      return (
        `<path d="M${num(x)} ${num(shoulderY)}L${num(handX)} ${num(handY)}" stroke="${LIMB_COLOR}" stroke-width="${num(thick * 0.9)}" stroke-linecap="round"/>` +
        `<circle cx="${num(handX)}" cy="${num(handY)}" r="${num(thick * 0.75)}" fill="${LIMB_COLOR}"/>`
      );
    })
    .join('');
  return {
    svg: legs + arms,
    box: {
      minX: box.minX - reach - thick,
      minY: Math.min(box.minY, shoulderY - reach * 0.8 - thick),
      maxX: box.maxX + reach + thick,
      maxY: box.maxY + legLength + thick,
    },
  };
}

/**
 * The inner SVG of a living thing's id: the thing's sprite with a face, arms and legs, the
 * content box covering them. Null for any other id or when the thing has no sprite.
 */
export function livingSvgBody(
  id: string,
  bodyOf: (thingId: string) => SpriteSvgBody | null,
): SpriteSvgBody | null {
  const thingId = thingIdOfLiving(id);
  const thing = thingId ? bodyOf(thingId) : null;
  if (!thing) return null;
  const box = thing.content;
  const unit = Math.min(box.maxX - box.minX, box.maxY - box.minY);
  const limbs = limbsSvg(box, unit);
  // Monochrome icons paint with currentColor: the face and limbs keep their own colours.
  const face = `<g stroke="none">${faceSvg(box, unit)}</g>`;
  return {
    ...thing,
    body: `<g>${limbs.svg}</g>${thing.body}${face}`,
    content: limbs.box,
  };
}
