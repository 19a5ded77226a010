/**
 * Woods of one named kind of tree, each drawn as a player knows it: giant redwoods (straight
 * red trunks rising past the top of the strip, dark crowns high up), white birches with black
 * marks, weeping willows' curtains, fat baobabs with stubby crowns, pink cherry blossoms.
 */
import { darken, lighten } from '../../../color/colorMath.js';
import { box, dot, line, oval, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';

type Tree = (ctx: StripContext, x: number, height: number) => string;

/** The strip's ground: a band of its colour along the bottom. */
const groundBand = (ctx: StripContext): string =>
  box(0, ctx.h * 0.94, ctx.w, ctx.h * 0.06, ctx.color);

/** A giant redwood: a straight, reddish, furrowed trunk, dark needle crowns from mid-height up. */
const redwood: Tree = (ctx, x, height) => {
  const { h } = ctx;
  const bark = ctx.tone('#8a3e22');
  const needles = ctx.tone('#2a5a36');
  const width = 44;
  let out = box(x - width / 2, h - height, width, height, bark, 6);
  out += line(['M', x - 8, h, 'L', x - 6, h - height], darken(bark, 0.3), 4);
  out += line(['M', x + 10, h, 'L', x + 9, h - height], darken(bark, 0.25), 3);
  for (let i = 0; i < 5; i++) {
    const y = h - height + i * height * 0.11;
    const reach = 40 + i * 12;
    out += oval(x, y, reach, 26, i % 2 === 0 ? needles : lighten(needles, 0.08));
  }
  return out;
};

/** A birch: a slim white trunk with black marks, a light airy crown. */
const birch: Tree = (ctx, x, height) => {
  const { h } = ctx;
  const top = h - height;
  const leaves = ctx.tone('#8ac24a');
  let out = oval(x, top + height * 0.22, height * 0.2, height * 0.26, leaves, 0.95);
  out += oval(
    x - height * 0.08,
    top + height * 0.12,
    height * 0.12,
    height * 0.14,
    lighten(leaves, 0.15),
  );
  out += box(x - 9, top + height * 0.1, 18, height * 0.9, ctx.tone('#f4f2ea'), 4);
  for (let y = top + height * 0.2; y < h - 20; y += 46)
    out += box(
      x - 9,
      y + ctx.random.range(0, 20),
      ctx.random.range(8, 14),
      6,
      ctx.tone('#2a2a2a'),
      2,
    );
  return out;
};

/** A weeping willow: a short trunk under a dome of long hanging fronds. */
const willow: Tree = (ctx, x, height) => {
  const { h } = ctx;
  const top = h - height;
  const leaves = ctx.tone('#7aa84a');
  const width = height * 0.5;
  let out = box(x - 12, top + height * 0.3, 24, height * 0.7, ctx.tone('#5a4030'), 5);
  out += oval(x, top + height * 0.18, width, height * 0.2, leaves);
  for (let i = 0; i <= 12; i++) {
    const fx = x - width + (i / 12) * width * 2;
    const drop = height * (0.55 + 0.2 * Math.sin((i / 12) * Math.PI));
    out += line(
      ['M', fx, top + height * 0.18, 'Q', fx + 6, top + drop * 0.6, fx - 4, top + drop],
      i % 2 === 0 ? leaves : darken(leaves, 0.12),
      10,
    );
  }
  return out;
};

/** A baobab: a huge bottle-shaped trunk, bare stubby branches with small tufts on top. */
const baobab: Tree = (ctx, x, height) => {
  const { h } = ctx;
  const top = h - height;
  const bark = ctx.tone('#9a7a5a');
  const width = height * 0.3;
  let out = bottleTrunk(ctx, x, top, width, height, bark);
  for (const dx of [-0.9, -0.4, 0.2, 0.8]) {
    const bx = x + dx * width;
    out += line(['M', x + dx * width * 0.3, top + 20, 'L', bx, top - 30], bark, 12);
    out += oval(bx, top - 34, 34, 14, ctx.tone('#5a8a3a'));
  }
  return out;
};

/** The baobab's bottle trunk: wide at the foot, narrowing towards the crown. */
function bottleTrunk(
  ctx: StripContext,
  x: number,
  top: number,
  width: number,
  height: number,
  bark: string,
): string {
  const { h } = ctx;
  return (
    oval(x, h - height * 0.35, width * 0.55, height * 0.38, bark) +
    box(x - width * 0.3, top, width * 0.6, height * 0.7, bark, 20) +
    line(['M', x - width * 0.1, top + 30, 'L', x - width * 0.16, h - 20], darken(bark, 0.2), 4)
  );
}

/** A cherry tree in blossom: a dark crooked trunk under clouds of pink flowers. */
const blossom: Tree = (ctx, x, height) => {
  const { h } = ctx;
  const top = h - height;
  const pink = ctx.tone('#f4a8c8');
  let out = line(
    ['M', x, h, 'Q', x - 16, top + height * 0.6, x + 8, top + height * 0.3],
    ctx.tone('#4a2e2a'),
    16,
  );
  for (const [dx, dy, r] of [
    [-0.22, 0.26, 0.2],
    [0.18, 0.22, 0.22],
    [0, 0.1, 0.22],
    [-0.05, 0.34, 0.18],
  ] as const)
    out += dot(
      x + dx * height,
      top + dy * height,
      r * height,
      dy === 0.1 ? lighten(pink, 0.2) : pink,
    );
  for (let i = 0; i < 10; i++)
    out += dot(
      x + ctx.random.range(-0.3, 0.3) * height,
      top + ctx.random.range(0.05, 0.45) * height,
      5,
      ctx.tone('#ffffff'),
      0.8,
    );
  return out;
};

/** A row of `count` trees of one kind, each `low..high` of the strip tall. */
const wood =
  (tree: Tree, count: number, low: number, high: number): StripDrawer =>
  (ctx) => {
    let out = '';
    for (const x of spread(ctx, count, 0.3))
      out += tree(ctx, x, ctx.h * ctx.random.range(low, high));
    return out + groundBand(ctx);
  };

/** Tree-kind strips by strip kind. Redwoods rise past the strip's top: they are giants. */
export const TREE_KIND_STRIPS = {
  redwoods: wood(redwood, 5, 1.05, 1.4),
  birches: wood(birch, 7, 0.7, 0.95),
  willows: wood(willow, 4, 0.7, 0.9),
  baobabs: wood(baobab, 3, 0.6, 0.8),
  blossomTrees: wood(blossom, 5, 0.6, 0.85),
};
