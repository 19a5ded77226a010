import arial from '@capsizecss/metrics/arial';
import fredoka from '@capsizecss/metrics/fredoka';
import nunito from '@capsizecss/metrics/nunito';
import roboto from '@capsizecss/metrics/roboto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type FontMetrics = typeof nunito;

const fontsCss = readFileSync(join(import.meta.dirname, 'fonts.css'), 'utf8');

/** The overrides that make `fallback` take the space `font` will (as fontaine / next/font do). */
function overridesFor(font: FontMetrics, fallback: FontMetrics) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  // In percent, to the two decimals fonts.css gives.
  const percent = (value: number) => Number((value * 100).toFixed(2));
  const perEm = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': perEm(font.ascent),
    'descent-override': perEm(font.descent),
    'line-gap-override': perEm(font.lineGap),
  };
}

function declaredFace(family: string): Record<string, number> {
  const face = fontsCss
    .split('@font-face')
    .find((block) => block.includes(`font-family: '${family}';`));
  if (!face) throw new Error(`No @font-face for ${family}`);
  return Object.fromEntries(
    [...face.matchAll(/([a-z-]+-(?:adjust|override)):\s*([\d.]+)%/g)].map((m): [string, number] => [
      m[1] ?? '',
      Number(m[2]),
    ]),
  );
}

describe('the web fonts’ local fallbacks', () => {
  it.each([
    ['Nunito Fallback', nunito, arial],
    ['Nunito Fallback Roboto', nunito, roboto],
    ['Fredoka Fallback', fredoka, arial],
    ['Fredoka Fallback Roboto', fredoka, roboto],
  ])('%s takes the metrics of its web font', (family, font, fallback) => {
    expect(declaredFace(family)).toEqual(overridesFor(font, fallback));
  });
});
