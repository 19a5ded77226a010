import type { CharacterLook } from '../../analyze/types.js';
import { darken } from '../../color/colorMath.js';
import { circle, d, ellipse, limb, path, rect } from '../svg.js';
import type { HeadPlacement } from './rig.js';
import { drawHeadPart } from './headParts.js';
import { dome, drawHelmet } from './helmets.js';
import { drawJobHat, hairTonesUnder } from './jobHats.js';
import type { Tones } from './tones.js';

const GOLD = '#f5c431';

function star(cx: number, cy: number, outer: number, fill: string, outline: string): string {
  const points: (string | number)[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : outer * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(i === 0 ? 'M' : 'L', cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius);
  }
  return path(d([...points, 'Z']), { fill, outline, width: 1.5 });
}

/** Hats, helmets, crowns and natural head parts (antenna, horns, stems). */
export function drawHeadgear(
  look: CharacterLook,
  h: HeadPlacement,
  t: Tones,
  flap: number,
): string {
  const { x, y, r, top } = h;
  const accent = t.accent;
  const flutter = Math.sin(flap * Math.PI * 2) * 3;
  switch (look.headgear) {
    case 'crown': {
      const base = top + r * 0.08;
      const crown = d([
        'M',
        x - r * 0.62,
        base,
        'L',
        x - r * 0.72,
        base - r * 0.62,
        'L',
        x - r * 0.32,
        base - r * 0.32,
        'L',
        x,
        base - r * 0.8,
        'L',
        x + r * 0.32,
        base - r * 0.32,
        'L',
        x + r * 0.72,
        base - r * 0.62,
        'L',
        x + r * 0.62,
        base,
        'Z',
      ]);
      return (
        path(crown, { fill: `url(#${t.id}-gold)`, outline: '#8a5a10' }) +
        circle(x, base - r * 0.18, r * 0.1, '#e5484d') +
        circle(x - r * 0.72, base - r * 0.66, 1.8, '#ffffff') +
        circle(x + r * 0.72, base - r * 0.66, 1.8, '#ffffff') +
        circle(x, base - r * 0.84, 2, '#ffffff')
      );
    }
    case 'wizardHat': {
      const brimY = top + r * 0.3;
      return (
        path(
          d([
            'M',
            x - r * 0.8,
            brimY,
            'Q',
            x - r * 0.5,
            top - r * 0.5,
            x - r * 0.75 - flutter,
            top - r * 1.2,
            'Q',
            x + r * 0.2,
            top - r * 0.5,
            x + r * 0.8,
            brimY,
            'Z',
          ]),
          { fill: `url(#${t.id}-accent)`, outline: t.accentOutline },
        ) +
        ellipse(x, brimY, r * 1.25, r * 0.26, {
          fill: darken(accent, 0.15),
          outline: t.accentOutline,
        }) +
        star(x - r * 0.1, top - r * 0.15, r * 0.22, GOLD, '#8a5a10')
      );
    }
    case 'ninjaBand': {
      const bandY = look.eyes === 'bulging' ? y - r * 0.12 : y - r * 0.5;
      return (
        limb(
          [
            [x - r * 0.9, bandY],
            [x - r * 1.45, bandY - 4 + flutter],
            [x - r * 1.9, bandY + 2 - flutter],
          ],
          4,
          accent,
          t.accentOutline,
          2,
        ) +
        limb(
          [
            [x - r * 0.9, bandY + 2],
            [x - r * 1.4, bandY + 8 + flutter],
            [x - r * 1.8, bandY + 10],
          ],
          4,
          accent,
          t.accentOutline,
          2,
        ) +
        path(
          d([
            'M',
            x - r * 0.98,
            bandY - r * 0.12,
            'Q',
            x,
            bandY - r * 0.38,
            x + r * 0.98,
            bandY - r * 0.12,
            'L',
            x + r * 0.99,
            bandY + r * 0.16,
            'Q',
            x,
            bandY - r * 0.08,
            x - r * 0.99,
            bandY + r * 0.16,
            'Z',
          ]),
          { fill: accent, outline: t.accentOutline, width: 2 },
        ) +
        circle(x - r * 0.92, bandY + 1, 3.2, {
          fill: darken(accent, 0.2),
          outline: t.accentOutline,
          width: 1.5,
        })
      );
    }
    case 'chefHat': {
      const bandTop = top + r * 0.1;
      return (
        circle(x - r * 0.45, bandTop - r * 0.45, r * 0.42, {
          fill: '#ffffff',
          outline: '#6a6a80',
        }) +
        circle(x + r * 0.45, bandTop - r * 0.45, r * 0.42, {
          fill: '#ffffff',
          outline: '#6a6a80',
        }) +
        circle(x, bandTop - r * 0.7, r * 0.5, { fill: '#ffffff', outline: '#6a6a80' }) +
        rect(x - r * 0.7, bandTop - r * 0.25, r * 1.4, r * 0.48, 3, {
          fill: '#f4f4fa',
          outline: '#6a6a80',
        })
      );
    }
    case 'pirateHat': {
      const hatY = top + r * 0.25;
      return (
        path(
          d([
            'M',
            x - r * 1.35,
            hatY,
            'Q',
            x - r * 0.8,
            top - r * 0.9,
            x,
            top - r * 0.75,
            'Q',
            x + r * 0.8,
            top - r * 0.9,
            x + r * 1.35,
            hatY,
            'Q',
            x,
            hatY - r * 0.35,
            x - r * 1.35,
            hatY,
            'Z',
          ]),
          { fill: '#2b2b38', outline: '#0f0f18' },
        ) +
        circle(x, top - r * 0.25, r * 0.16, '#f4f4f8') +
        path(d(['M', x - r * 1.2, hatY - 2, 'Q', x, hatY - r * 0.42, x + r * 1.2, hatY - 2]), {
          fill: 'none',
          outline: GOLD,
          width: 1.8,
        })
      );
    }
    case 'cap':
      return (
        ellipse(x + r * 0.85, y - r * 0.52, r * 0.62, r * 0.16, {
          fill: darken(accent, 0.15),
          outline: t.accentOutline,
        }) +
        dome(h, `url(#${t.id}-accent)`, t.accentOutline, 1.04, 0.45) +
        circle(x, top - r * 0.02, 2.2, darken(accent, 0.25))
      );
    case 'tophat': {
      const brimY = top + r * 0.15;
      const hat = '#2b2b38';
      return (
        rect(x - r * 0.55, brimY - r * 1.05, r * 1.1, r * 1.05, 3, {
          fill: hat,
          outline: '#0f0f18',
        }) +
        rect(x - r * 0.55, brimY - r * 0.42, r * 1.1, r * 0.22, 0, '#c8283c') +
        ellipse(x, brimY, r * 0.95, r * 0.2, { fill: hat, outline: '#0f0f18' })
      );
    }
    case 'helmet':
    case 'vikingHelmet':
    case 'spaceDome':
      return drawHelmet(look.headgear, look, h, t, flap);
    case 'antenna':
    case 'horns':
    case 'stem':
    case 'mushroomCap':
    case 'unicornHorn':
    case 'hair':
      return drawHeadPart(look.headgear, look, h, t);
    // Headphones sit over the hair.
    case 'headphones':
      return drawHeadPart('hair', look, h, t) + drawJobHat(look.headgear, h, t);
    case 'beret':
    case 'nurseCap':
    case 'sailorHat':
    case 'mortarboard':
      // Small hats sit on the hair.
      return (
        (look.body === 'humanoid' ? drawHeadPart('hair', look, h, hairTonesUnder(t)) : '') +
        drawJobHat(look.headgear, h, t)
      );
    case 'cowboyHat':
    case 'peakedCap':
    case 'beeVeil':
    case 'hairBun':
    case 'hardHat':
    case 'strawHat':
    case 'safariHat':
    case 'beanie':
    case 'fireHelmet':
    case 'fedora':
    case 'kabuto':
    case 'topknot':
      return drawJobHat(look.headgear, h, t);
    case 'none':
      return '';
  }
}
