export const UI_FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Colours of the kit's UI (buttons, panels). */
export interface UiTheme {
  primary: number;
  accent: number;
  panel: number;
  text: string;
  /** CSS colour strings for Canvas drawing. */
  primaryCss: string;
  accentCss: string;
}

export function hexToNumber(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const from = hexToNumber(a);
  const to = hexToNumber(b);
  let out = 0;
  for (const shift of [16, 8, 0]) {
    const channel = Math.round(((from >> shift) & 0xff) * (1 - t) + ((to >> shift) & 0xff) * t);
    out |= channel << shift;
  }
  return `#${out.toString(16).padStart(6, '0')}`;
}

export const DEFAULT_UI_THEME: UiTheme = {
  primary: 0xff7a3d,
  accent: 0xffd23f,
  panel: 0x1b1d33,
  text: '#ffffff',
  primaryCss: '#ff7a3d',
  accentCss: '#ffd23f',
};
