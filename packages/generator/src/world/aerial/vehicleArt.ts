import type { AerialVehicle } from './findAerialVehicle.js';
import type { CharacterLook } from '../../analyze/types.js';
import { characterArt, rideArt, type RideFrame } from '../../art/castArt.js';
import { AERIAL_VEHICLE_SHAPE_NAMES } from '../../art/items/itemShapeNames.js';
import { vehicleSpriteOf } from '../../art/library/itemSprite.js';
import { GROUND_Y } from '../../art/character/rig.js';
import { circle, el, ellipse, linearGradient, path, rect } from '../../art/svg.js';
import { darken, lighten, mix, outlineOf } from '../../color/colorMath.js';

/** Pixel size of the vehicle image (side view, nose to the right, art box 150×100). */
export const AERIAL_VEHICLE_WIDTH = 240;
export const AERIAL_VEHICLE_HEIGHT = 160;

interface Drawing {
  defs: string;
  body: string;
}

/**
 * A library aircraft in the 150×100 box, side view, nose to the right: as big as the box
 * allows, so a hot air balloon or a flying van reads as clearly as a drawn plane.
 */
const LIBRARY_RIDE: RideFrame = {
  width: 150,
  height: 100,
  groundY: 97,
  maxWidth: 146,
  maxHeight: 92,
  riderScale: 0.66,
  isSideView: true,
};

/**
 * Library aircraft whose body or envelope would hide a pilot sat behind it (an airplane emoji
 * flies diagonally, a balloon's envelope fills the box): the pilot is drawn over them.
 */
const PILOT_IN_FRONT =
  /(?:plane|balloon|helicopter|rocket|airship|blimp|zeppelin|jet|ufo|saucer|glider)/;

/**
 * The pilot standing with its feet on (x, feetY) at `scale` of its 96-pixel frame: big enough
 * that head, hat and shoulders show over the cockpit on a phone.
 */
function pilot(look: CharacterLook, id: string, x: number, feetY: number, scale: number): Drawing {
  const art = characterArt(look, `${id}-pilot`);
  const frame = art.frame('idle0', `${id}-seat`);
  return {
    defs: art.defs,
    body: el(
      'g',
      { transform: `translate(${x - 48 * scale} ${feetY - GROUND_Y * scale}) scale(${scale})` },
      frame,
    ),
  };
}

interface Paint {
  fill: string;
  outline: string;
  width: number;
}

function blur(cx: number, cy: number, rx: number, ry: number): string {
  return el('g', { opacity: 0.45 }, ellipse(cx, cy, rx, ry, '#e8ecf4'));
}

function plane(p: Paint, color: string, seat: Drawing): string {
  const dark = { fill: darken(color, 0.28), outline: p.outline, width: 2.5 };
  return (
    ellipse(70, 62, 28, 5, dark) +
    path('M14 38 L28 38 L38 58 L16 58 Z', dark) +
    seat.body +
    path('M14 58 Q18 48 48 49 L108 49 Q132 51 134 61 Q132 71 108 73 L40 73 Q18 70 14 58 Z', p) +
    path('M46 51 Q64 43 82 51', { fill: 'none', outline: darken(color, 0.45), width: 3 }) +
    rect(6, 55, 30, 6, 3, dark) +
    ellipse(80, 66, 30, 6, { fill: lighten(color, 0.25), outline: p.outline, width: 2.5 }) +
    rect(124, 55, 8, 12, 3, { fill: '#f4d35e', outline: '#6b5410', width: 2 }) +
    circle(137, 61, 4, { fill: '#5b5e68', outline: '#24252b', width: 2 }) +
    blur(138, 61, 3.5, 20)
  );
}

function helicopter(p: Paint, color: string, seat: Drawing, id: string): string {
  const dark = { fill: darken(color, 0.25), outline: p.outline, width: 2.5 };
  const window = 'M80 40 Q118 38 122 64 L92 64 Q88 50 80 40 Z';
  return (
    rect(10, 52, 60, 9, 4, dark) +
    path('M8 36 L18 36 L24 58 L12 58 Z', dark) +
    blur(14, 46, 9, 9) +
    path('M56 56 Q58 38 86 38 Q120 38 124 62 Q122 82 92 84 L70 84 Q54 80 56 56 Z', p) +
    path(window, '#bfe6ff') +
    el('clipPath', { id: `${id}-window` }, path(window, '#000')) +
    el('g', { 'clip-path': `url(#${id}-window)` }, seat.body) +
    el('g', { opacity: 0.35 }, path('M84 42 Q104 40 112 50 L96 50 Z', '#ffffff')) +
    path(window, { fill: 'none', outline: '#2b4a66', width: 2.5 }) +
    rect(84, 28, 8, 12, 2, { fill: '#5b5e68', outline: '#24252b', width: 2 }) +
    path('M60 92 L124 92', { fill: 'none', outline: '#3a3c44', width: 4 }) +
    path('M72 84 L68 92 M108 84 L112 92', { fill: 'none', outline: '#3a3c44', width: 3 }) +
    blur(88, 27, 64, 4)
  );
}

function dragon(p: Paint, color: string, seat: Drawing): string {
  const dark = darken(color, 0.3);
  const membrane = { fill: dark, outline: p.outline, width: 2.5 };
  const belly = lighten(color, 0.55);
  return (
    path('M62 52 Q44 14 20 6 Q30 30 24 40 Q40 38 50 56 Z', membrane) +
    path('M42 64 Q24 66 16 58 Q8 52 4 60 Q10 72 28 72 Q38 72 44 70', {
      fill: color,
      outline: p.outline,
      width: 2.5,
    }) +
    path('M2 60 L8 52 L10 64 Z', membrane) +
    seat.body +
    ellipse(70, 64, 34, 16, p) +
    path('M50 74 Q70 82 92 72', { fill: 'none', outline: belly, width: 6 }) +
    path('M92 58 Q104 50 110 34 L124 40 Q116 58 100 70 Z', p) +
    ellipse(122, 34, 15, 10, p) +
    path('M132 32 L145 36 Q146 42 134 42 Z', p) +
    circle(125, 30, 3, { fill: '#ffffff', outline: '#1d1a24', width: 1.5 }) +
    circle(126, 30, 1.4, '#1d1a24') +
    path('M114 26 L108 14 L120 24 M120 25 L118 12 L126 24', {
      fill: '#f4e3b0',
      outline: '#6b5a30',
      width: 2,
    }) +
    path('M70 60 Q58 26 34 14 Q44 40 40 50 Q54 48 62 66 Z', {
      ...membrane,
      fill: mix(dark, color, 0.45),
    }) +
    path('M64 78 L62 88 L70 88 M84 76 L84 86 L92 86', {
      fill: 'none',
      outline: p.outline,
      width: 3,
    })
  );
}

function balloon(p: Paint, color: string, seat: Drawing, id: string): string {
  const stripe = lighten(color, 0.6);
  const rope = { fill: 'none', outline: '#6b4a2a', width: 1.8 };
  return (
    el('clipPath', { id: `${id}-env` }, ellipse(75, 34, 34, 32, '#000')) +
    ellipse(75, 34, 34, 32, p) +
    el(
      'g',
      { 'clip-path': `url(#${id}-env)` },
      path('M62 0 Q54 34 66 70 L76 70 Q68 34 72 0 Z', stripe) +
        path('M84 0 Q96 34 86 70 L94 70 Q106 34 96 0 Z', stripe),
    ) +
    ellipse(75, 34, 34, 32, { fill: 'none', outline: p.outline, width: 3 }) +
    path('M58 60 L64 76 M92 60 L86 76 M70 64 L70 76 M80 64 L80 76', rope) +
    path('M72 66 Q75 58 78 66 Q75 70 72 66 Z', {
      fill: '#ffb347',
      outline: '#b3541e',
      width: 1.5,
    }) +
    seat.body +
    rect(60, 76, 30, 18, 3, { fill: '#b07a43', outline: '#4d3118', width: 2.5 }) +
    path('M62 82 L88 82 M62 88 L88 88', { fill: 'none', outline: '#7a5128', width: 1.5 })
  );
}

function rocket(p: Paint, color: string, look: CharacterLook, id: string): Drawing {
  const dark = { fill: darken(color, 0.3), outline: p.outline, width: 2.5 };
  const scale = 0.5;
  const cx = 88;
  const cy = 60;
  const art = characterArt(look, `${id}-pilot`);
  const frame = art.frame('idle0', `${id}-seat`);
  // The face sits about a third down the frame: centre it in the porthole.
  const face = el(
    'g',
    { transform: `translate(${cx - 48 * scale} ${cy - 40 * scale}) scale(${scale})` },
    frame,
  );
  return {
    defs: art.defs,
    body:
      path('M6 60 Q14 50 28 52 L28 68 Q14 70 6 60 Z', {
        fill: '#ffd23f',
        outline: '#c96a10',
        width: 2,
      }) +
      path('M0 60 Q10 55 22 57 L22 63 Q10 65 0 60 Z', '#fff4c0') +
      path('M28 46 L18 30 L44 44 Z M28 74 L18 90 L44 76 Z', dark) +
      path('M26 46 L112 44 Q140 50 146 60 Q140 70 112 76 L26 74 Q22 60 26 46 Z', p) +
      path('M112 44 Q140 50 146 60 Q140 70 112 76 Q118 60 112 44 Z', {
        fill: lighten(color, 0.5),
        outline: p.outline,
        width: 2.5,
      }) +
      el('clipPath', { id: `${id}-window` }, circle(cx, cy, 12, '#000')) +
      circle(cx, cy, 12, '#bfe6ff') +
      el('g', { 'clip-path': `url(#${id}-window)` }, face) +
      circle(cx, cy, 12, { fill: 'none', outline: '#5b5e68', width: 4 }) +
      el('g', { opacity: 0.45 }, ellipse(cx - 4, cy - 5, 5, 3, '#ffffff')) +
      path('M44 52 L44 68 M56 51 L56 69', {
        fill: 'none',
        outline: darken(color, 0.35),
        width: 2.5,
      }),
  };
}

function broom(seat: Drawing): string {
  const straw = { fill: '#e9c46a', outline: '#7a5a1c', width: 2.5 };
  return (
    seat.body +
    path('M30 70 L140 62', { fill: 'none', outline: '#4d3118', width: 9 }) +
    path('M30 70 L140 62', { fill: 'none', outline: '#9a6a3a', width: 5 }) +
    path('M34 62 Q14 52 2 50 Q8 64 0 80 Q16 80 34 78 Z', straw) +
    path('M30 66 L8 60 M30 72 L6 74', { fill: 'none', outline: '#b08a3a', width: 1.5 }) +
    rect(30, 62, 8, 17, 2, { fill: '#b5473a', outline: '#4d1810', width: 2 })
  );
}

function saucer(p: Paint, color: string, seat: Drawing): string {
  const lights = [30, 52, 75, 98, 120]
    .map((x, i) =>
      circle(x, 66, 3.2, {
        fill: i % 2 === 0 ? '#ffe66b' : '#7af0ff',
        outline: '#3a3c44',
        width: 1.2,
      }),
    )
    .join('');
  return (
    seat.body +
    el('g', { opacity: 0.3 }, path('M48 60 Q48 20 75 20 Q102 20 102 60 Z', '#bfe6ff')) +
    path('M48 60 Q48 20 75 20 Q102 20 102 60', { fill: 'none', outline: '#2b4a66', width: 2.5 }) +
    ellipse(75, 78, 30, 8, { fill: darken(color, 0.35), outline: p.outline, width: 2.5 }) +
    ellipse(75, 64, 64, 14, p) +
    lights +
    el('g', { opacity: 0.5 }, ellipse(62, 30, 8, 4, '#ffffff'))
  );
}

function carpet(p: Paint, color: string, seat: Drawing, accent: string): string {
  const border = { fill: 'none', outline: accent, width: 3 };
  return (
    seat.body +
    path('M10 74 Q40 66 75 74 Q110 82 140 72 L140 84 Q110 94 75 86 Q40 78 10 86 Z', p) +
    path('M14 80 Q40 72 75 80 Q110 88 136 78', border) +
    path('M10 74 L2 70 M10 80 L2 80 M10 86 L2 90 M140 72 L148 68 M140 78 L148 78 M140 84 L148 88', {
      fill: 'none',
      outline: accent,
      width: 2.5,
    }) +
    circle(75, 80, 3, { fill: accent, outline: darken(accent, 0.4), width: 1.2 }) +
    circle(45, 76, 2.4, accent) +
    circle(105, 82, 2.4, accent) +
    el(
      'g',
      { opacity: 0.25 },
      path('M10 86 Q40 78 75 86 Q110 94 140 84', {
        fill: 'none',
        outline: darken(color, 0.5),
        width: 2,
      }),
    )
  );
}

/** What the aerial vehicle art draws: a body kind, the aircraft as named, or the flyer itself. */
export type AerialVehicleBody = Pick<AerialVehicle, 'kind'> &
  Partial<Pick<AerialVehicle, 'phrase' | 'isCreature' | 'glows'>>;

/** A warm halo behind a flyer that gives light (a paper lantern), so it glows against the sky. */
function glowOf(id: string): Drawing {
  const stops = [
    el('stop', { offset: 0, 'stop-color': '#fff3b0', 'stop-opacity': 0.95 }),
    el('stop', { offset: 0.45, 'stop-color': '#ffc857', 'stop-opacity': 0.55 }),
    el('stop', { offset: 1, 'stop-color': '#ff9f1c', 'stop-opacity': 0 }),
  ].join('');
  return {
    defs: el('radialGradient', { id: `${id}-glow` }, stops),
    body: circle(75, 50, 50, `url(#${id}-glow)`),
  };
}

/**
 * A hero that flies as itself ("an owl flies over the swamp", "a paper lantern floats over
 * the river"), mid-flight, nose to the right; one that gives light glows.
 */
function creatureFlyerArt(look: CharacterLook, id: string, glows: boolean): Drawing {
  const art = characterArt(look, `${id}-flyer`);
  const scale = 1.05;
  const glow = glows ? glowOf(id) : { defs: '', body: '' };
  return {
    defs: glow.defs + art.defs,
    body:
      glow.body +
      el(
        'g',
        { transform: `translate(${75 - 48 * scale} ${96 - GROUND_Y * scale}) scale(${scale})` },
        art.frame('jump', `${id}-fly`),
      ),
  };
}

/**
 * The vehicle seen from the side, nose to the right, the pilot aboard, in a 150×100 box;
 * `id` keeps gradient and clip ids unique inside a scene. A hero that flies as itself is
 * drawn alone.
 */
export function aerialVehicleArt(
  vehicle: AerialVehicleBody,
  color: string,
  accent: string,
  look: CharacterLook,
  id: string,
): Drawing {
  if (vehicle.isCreature === true) return creatureFlyerArt(look, id, vehicle.glows === true);
  const { kind, phrase } = vehicle;
  // An aircraft no body draws ("paper airplane") is the art library's, the pilot aboard.
  const sprite = phrase ? vehicleSpriteOf(phrase, AERIAL_VEHICLE_SHAPE_NAMES) : null;
  const frame = { ...LIBRARY_RIDE, riderInFront: PILOT_IN_FRONT.test(sprite?.id ?? '') };
  const ride = sprite ? rideArt(sprite.id, look, id, frame, color) : null;
  if (ride) return ride;
  const paint = { fill: `url(#${id}-paint)`, outline: outlineOf(color), width: 3 };
  const defs = linearGradient(`${id}-paint`, [
    [0, lighten(color, 0.35)],
    [0.55, color],
    [1, darken(color, 0.22)],
  ]);
  switch (kind) {
    case 'plane': {
      const seat = pilot(look, id, 64, 62, 0.68);
      return { defs: defs + seat.defs, body: plane(paint, color, seat) };
    }
    case 'helicopter': {
      const seat = pilot(look, id, 102, 80, 0.6);
      return { defs: defs + seat.defs, body: helicopter(paint, color, seat, id) };
    }
    case 'dragon': {
      const seat = pilot(look, id, 90, 64, 0.66);
      return { defs: defs + seat.defs, body: dragon(paint, color, seat) };
    }
    case 'balloon': {
      const seat = pilot(look, id, 75, 86, 0.55);
      return { defs: defs + seat.defs, body: balloon(paint, color, seat, id) };
    }
    case 'rocket': {
      const drawn = rocket(paint, color, look, id);
      return { defs: defs + drawn.defs, body: drawn.body };
    }
    case 'broom': {
      const seat = pilot(look, id, 80, 82, 0.7);
      return { defs: seat.defs, body: broom(seat) };
    }
    case 'saucer': {
      const seat = pilot(look, id, 75, 62, 0.62);
      return { defs: defs + seat.defs, body: saucer(paint, color, seat) };
    }
    case 'carpet': {
      const seat = pilot(look, id, 75, 78, 0.7);
      return { defs: defs + seat.defs, body: carpet(paint, color, seat, accent) };
    }
  }
}

/** The vehicle image on its own. */
export function aerialVehicleSvg(
  vehicle: AerialVehicleBody,
  color: string,
  accent: string,
  look: CharacterLook,
): string {
  const art = aerialVehicleArt(vehicle, color, accent, look, 'vehicle');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${AERIAL_VEHICLE_WIDTH}" height="${AERIAL_VEHICLE_HEIGHT}" viewBox="0 0 150 100"><defs>${art.defs}</defs>${art.body}</svg>`;
}
