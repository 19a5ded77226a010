/** The box an icon's shapes fill, read from its SVG, so sprites stand on their feet. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

class Bounds {
  minX = Infinity;
  minY = Infinity;
  maxX = -Infinity;
  maxY = -Infinity;

  add(x: number, y: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    this.minX = Math.min(this.minX, x);
    this.minY = Math.min(this.minY, y);
    this.maxX = Math.max(this.maxX, x);
    this.maxY = Math.max(this.maxY, y);
  }

  box(): Box | null {
    return this.minX <= this.maxX ? { ...this } : null;
  }
}

const PARAMS: Readonly<Record<string, number>> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/** Commands and numbers of path data; arc flags may be written without separators. */
function tokens(data: string): (string | number)[] {
  const out: (string | number)[] = [];
  const pattern = /([MmLlHhVvCcSsQqTtAaZz])|(-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;
  let command = '';
  let count = 0;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(data)) !== null) {
    if (match[1]) {
      command = match[1].toLowerCase();
      count = 0;
      out.push(match[1]);
      continue;
    }
    const text = match[2] as string;
    // Arc flags (4th and 5th arc parameters) are one digit each: "a4 4 0 014 4".
    const slot = command === 'a' ? count % 7 : -1;
    if ((slot === 3 || slot === 4) && text.length > 1 && /^[01]/.test(text)) {
      out.push(Number(text[0]));
      pattern.lastIndex = match.index + 1;
    } else out.push(Number(text));
    count += 1;
  }
  return out;
}

function addPath(data: string, bounds: Bounds): void {
  const list = tokens(data);
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = 'M';
  let i = 0;
  while (i < list.length) {
    const token = list[i];
    if (typeof token === 'string') {
      command = token;
      i += 1;
      if (command === 'Z' || command === 'z') {
        x = startX;
        y = startY;
      }
      continue;
    }
    const lower = command.toLowerCase();
    const size = PARAMS[lower] ?? 0;
    if (size === 0 || i + size > list.length) break;
    const p = list.slice(i, i + size) as number[];
    i += size;
    const relative = command === lower;
    const ox = relative ? x : 0;
    const oy = relative ? y : 0;
    const at = (k: number): [number, number] => [ox + (p[k] as number), oy + (p[k + 1] as number)];
    switch (lower) {
      case 'h':
        x = ox + (p[0] as number);
        break;
      case 'v':
        y = oy + (p[0] as number);
        break;
      case 'a': {
        const [ex, ey] = at(5);
        const radius = Math.max(Math.abs(p[0] as number), Math.abs(p[1] as number));
        const half = Math.hypot(ex - x, ey - y) / 2;
        // The arc bulges at most its radius from the chord's middle (a full radius when large).
        const bulge = p[3] === 1 ? radius : Math.min(radius, half);
        const mx = (x + ex) / 2;
        const my = (y + ey) / 2;
        bounds.add(mx - bulge, my - bulge);
        bounds.add(mx + bulge, my + bulge);
        [x, y] = [ex, ey];
        break;
      }
      default:
        for (let k = 0; k < size; k += 2) {
          const [px, py] = at(k);
          bounds.add(px, py);
        }
        [x, y] = at(size - 2);
    }
    bounds.add(x, y);
    if (lower === 'm') {
      startX = x;
      startY = y;
      // Numbers after a moveto are linetos.
      command = relative ? 'l' : 'L';
    }
  }
}

const attr = (tag: string, name: string): number => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? Number(match[1]) : 0;
};

/**
 * The box (in the icon's own units) that its paths, circles, ellipses, rects and polygons
 * fill; control points count, so curves may make it a little big. Null when the icon moves
 * its shapes with transforms (then the whole icon box is the safe answer).
 */
export function contentBoxOf(body: string): Box | null {
  if (body.includes('transform=')) return null;
  const bounds = new Bounds();
  const drawn = body.replace(
    /<(clipPath|mask|defs|linearGradient|radialGradient)[\s>][\s\S]*?<\/\1>/g,
    '',
  );
  const tags = drawn.match(/<(path|circle|ellipse|rect|polygon|polyline)\s[^>]*>/g) ?? [];
  for (const tag of tags) {
    // Shapes inside clip paths and masks only cut others: they are not drawn.
    if (/\sfill="none"/.test(tag) && !/\sstroke="(?!none)/.test(tag)) continue;
    const name = tag.slice(1, tag.search(/\s/));
    if (name === 'path') addPath(/\sd="([^"]*)"/.exec(tag)?.[1] ?? '', bounds);
    else if (name === 'circle' || name === 'ellipse') {
      const cx = attr(tag, 'cx');
      const cy = attr(tag, 'cy');
      const rx = name === 'circle' ? attr(tag, 'r') : attr(tag, 'rx');
      const ry = name === 'circle' ? rx : attr(tag, 'ry');
      bounds.add(cx - rx, cy - ry);
      bounds.add(cx + rx, cy + ry);
    } else if (name === 'rect') {
      const x = attr(tag, 'x');
      const y = attr(tag, 'y');
      bounds.add(x, y);
      bounds.add(x + attr(tag, 'width'), y + attr(tag, 'height'));
    } else {
      const points = (/\spoints="([^"]*)"/.exec(tag)?.[1] ?? '').split(/[\s,]+/).map(Number);
      for (let k = 0; k + 1 < points.length; k += 2)
        bounds.add(points[k] as number, points[k + 1] as number);
    }
  }
  return bounds.box();
}
