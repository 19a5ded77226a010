/** Tiny SVG string builders. Numbers are rounded so output is compact and byte-stable. */

type AttrValue = string | number | undefined;
export type Attrs = Record<string, AttrValue>;

/** Rounds to two decimals and drops trailing zeros ("12.5", "3", "-0.25"). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function attrsToString(attrs: Attrs): string {
  return Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
}

export function el(tag: string, attrs: Attrs, children?: string): string {
  const attributes = attrsToString(attrs);
  return children === undefined
    ? `<${tag}${attributes}/>`
    : `<${tag}${attributes}>${children}</${tag}>`;
}

export function group(children: readonly string[], transform?: string, extra: Attrs = {}): string {
  return el('g', { transform, ...extra }, children.join(''));
}

/** Path data from commands: `path(['M', 1, 2, 'L', 3, 4, 'Z'])`. */
export function d(parts: readonly (string | number)[]): string {
  return parts.map((part) => (typeof part === 'number' ? num(part) : part)).join(' ');
}

export interface Stroke {
  fill: string;
  outline: string;
  width?: number;
}

export function circle(cx: number, cy: number, r: number, style: Stroke | string): string {
  return el('circle', { cx, cy, r, ...paint(style) });
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  style: Stroke | string,
  rotate = 0,
): string {
  return el('ellipse', {
    cx,
    cy,
    rx,
    ry,
    ...paint(style),
    transform: rotate === 0 ? undefined : `rotate(${num(rotate)} ${num(cx)} ${num(cy)})`,
  });
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  style: Stroke | string,
): string {
  return el('rect', { x, y, width, height, rx: radius, ...paint(style) });
}

export function path(data: string, style: Stroke | string, extra: Attrs = {}): string {
  return el('path', { d: data, ...paint(style), ...extra });
}

/** Fill + outline attributes; a plain string is a fill with no outline. */
export function paint(style: Stroke | string): Attrs {
  if (typeof style === 'string') return { fill: style };
  return {
    fill: style.fill,
    stroke: style.outline,
    'stroke-width': style.width ?? 2.5,
    'stroke-linejoin': 'round',
    'stroke-linecap': 'round',
  };
}

/** A thick rounded line with an outline: arms, legs, tails, handles. */
export function limb(
  points: readonly (readonly [number, number])[],
  width: number,
  fill: string,
  outline: string,
  outlineWidth = 2.5,
): string {
  const data = points
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`)
    .join(' ');
  const common = { d: data, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  return (
    el('path', { ...common, stroke: outline, 'stroke-width': width + outlineWidth * 2 }) +
    el('path', { ...common, stroke: fill, 'stroke-width': width })
  );
}

/** Same as limb but along a smooth quadratic curve through a control point. */
export function curvedLimb(
  from: readonly [number, number],
  control: readonly [number, number],
  to: readonly [number, number],
  width: number,
  fill: string,
  outline: string,
  outlineWidth = 2.5,
): string {
  const data = d(['M', from[0], from[1], 'Q', control[0], control[1], to[0], to[1]]);
  const common = { d: data, fill: 'none', 'stroke-linecap': 'round' };
  return (
    el('path', { ...common, stroke: outline, 'stroke-width': width + outlineWidth * 2 }) +
    el('path', { ...common, stroke: fill, 'stroke-width': width })
  );
}

/** A radial "lit from the top left" gradient for rounded shapes. */
export function shadedGradient(id: string, light: string, base: string, dark: string): string {
  return el(
    'radialGradient',
    { id, cx: '38%', cy: '30%', r: '78%', fx: '34%', fy: '24%' },
    el('stop', { offset: '0%', 'stop-color': light }) +
      el('stop', { offset: '55%', 'stop-color': base }) +
      el('stop', { offset: '100%', 'stop-color': dark }),
  );
}

export function linearGradient(
  id: string,
  stops: readonly (readonly [number, string])[],
  vertical = true,
): string {
  return el(
    'linearGradient',
    { id, x1: 0, y1: 0, x2: vertical ? 0 : 1, y2: vertical ? 1 : 0 },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
}

export function svgDocument(
  width: number,
  height: number,
  content: string,
  viewBox?: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox ?? `0 0 ${width} ${height}`}">${content}</svg>`;
}
