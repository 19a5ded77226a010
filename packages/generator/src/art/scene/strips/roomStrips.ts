/**
 * Rooms: a back wall (the sky gradient is the painted wall; this strip adds its pattern, the
 * lower wall and the things hung on it) and rows of furniture standing on the floor.
 */
import { darken, lighten, mix } from '../../../color/colorMath.js';
import { el } from '../../svg.js';
import * as P from './props.js';
import type { Prop } from './props.js';
import { box, dot, halo, line, oval, poly, spread } from './shapes.js';
import type { StripContext, StripDrawer } from './stripTypes.js';
import * as F from './wallFeatures.js';
import type { WallFeature } from './wallFeatures.js';

export type UpperPattern = 'plain' | 'tiles' | 'stripes' | 'stone' | 'dots' | 'panels' | 'bunting';
export type LowerWall = 'tiles' | 'panels' | 'stone' | 'plain';

export interface WallStyle {
  upper: UpperPattern;
  lower: LowerWall;
  /** Share of the strip's height the lower wall takes. */
  lowerHeight: number;
  /** Hung left to right, one per equal slot. */
  features: readonly WallFeature[];
}

function upperPattern(ctx: StripContext, pattern: UpperPattern, bottom: number): string {
  const ink = darken(ctx.palette.skyBottom, 0.1);
  let out = '';
  switch (pattern) {
    case 'plain':
      break;
    case 'tiles':
      for (let y = 0; y < bottom; y += 48) out += box(0, y, ctx.w, 3, ink, 0, 0.5);
      for (let x = 0; x < ctx.w; x += 48) out += box(x, 0, 3, bottom, ink, 0, 0.5);
      break;
    case 'stripes':
      for (let x = 0; x < ctx.w; x += 64) out += box(x, 0, 26, bottom, ink, 0, 0.35);
      break;
    case 'dots':
      for (let y = 24; y < bottom; y += 56)
        for (let x = ((y / 56) % 2) * 32 + 16; x < ctx.w; x += 64) out += dot(x, y, 6, ink, 0.5);
      break;
    case 'panels':
      for (let x = 0; x < ctx.w; x += 128) out += box(x, 0, 4, bottom, ink, 0, 0.6);
      for (let y = 64; y < bottom; y += 128) out += box(0, y, ctx.w, 4, ink, 0, 0.4);
      break;
    case 'stone':
      for (let y = 0, row = 0; y < bottom; y += 40, row++) {
        out += box(0, y, ctx.w, 3, ink, 0, 0.55);
        for (let x = (row % 2) * 40; x < ctx.w; x += 80) out += box(x, y, 3, 40, ink, 0, 0.55);
      }
      break;
    case 'bunting': {
      const flags = ['#e8403a', '#f2b43a', '#3a8ad8', '#3aa86a', '#b04ad8'].map(ctx.tone);
      out += line(
        ['M', 0, 30, 'Q', ctx.w / 4, 60, ctx.w / 2, 30, 'Q', (ctx.w * 3) / 4, 60, ctx.w, 30],
        ctx.tone('#6a5a4a'),
        2,
      );
      for (let i = 0; i < 20; i++) {
        const x = (i + 0.5) * (ctx.w / 20);
        const y = 30 + Math.sin((x / ctx.w) * Math.PI * 4) * 15 + 15;
        out += poly(
          [
            [x - 16, y - 4],
            [x + 16, y - 4],
            [x, y + 26],
          ],
          flags[i % flags.length] ?? '#e8403a',
        );
      }
      break;
    }
  }
  return out;
}

function lowerWall(ctx: StripContext, kind: LowerWall, top: number): string {
  const { w, h } = ctx;
  const light = lighten(ctx.color, 0.12);
  const dark = darken(ctx.color, 0.14);
  let out = box(0, top, w, h - top, ctx.color);
  switch (kind) {
    case 'tiles':
      for (let y = top + 34; y < h; y += 34) out += box(0, y, w, 3, light);
      for (let y = top, row = 0; y < h; y += 34, row++)
        for (let x = (row % 2) * 17; x < w; x += 34) out += box(x, y, 3, 34, light);
      break;
    case 'panels':
      for (let x = 12; x < w; x += 128)
        out +=
          box(x, top + 22, 104, h - top - 50, dark, 4) +
          box(x + 6, top + 28, 92, h - top - 62, light, 3);
      break;
    case 'stone':
      for (let y = top, row = 0; y < h; y += 44, row++) {
        out += box(0, y, w, 4, dark);
        for (let x = (row % 2) * 50; x < w; x += 100) out += box(x, y, 4, 44, dark);
      }
      break;
    case 'plain':
      break;
  }
  out +=
    box(0, top - 8, w, 12, darken(ctx.color, 0.22), 2) +
    box(0, top - 8, w, 3, lighten(ctx.color, 0.3));
  return out + box(0, h - 26, w, 18, dark) + box(0, h - 8, w, 8, ctx.color);
}

/** A room's back wall: its pattern, a lower wall and `features` hung along it. */
export function wallStrip(style: WallStyle): StripDrawer {
  return (ctx) => {
    const lowerTop = ctx.h * (1 - style.lowerHeight);
    const area = { top: ctx.h * 0.1, bottom: lowerTop };
    const slot = ctx.w / style.features.length;
    let out = upperPattern(ctx, style.upper, lowerTop) + lowerWall(ctx, style.lower, lowerTop);
    style.features.forEach((feature, i) => {
      out += feature(ctx, (i + 0.5) * slot, area);
    });
    if (ctx.atmosphere.timeOfDay === 'night' && ctx.atmosphere.mood !== 'neon')
      for (let i = 0; i < style.features.length; i++) out += hangingLamp(ctx, i * slot, lowerTop);
    return out;
  };
}

/**
 * A lamp hanging between two wall features at night, its warm light pooled on the wall: a
 * room at night is dark but for its lamps.
 */
function hangingLamp(ctx: StripContext, x: number, lowerTop: number): string {
  const shadeY = ctx.h * 0.16;
  return (
    halo(x, shadeY + 30, lowerTop * 0.42, '#ffc86a', 1.6) +
    line(['M', x, 0, 'L', x, shadeY], ctx.tone('#3a3040'), 2) +
    poly(
      [
        [x - 22, shadeY + 22],
        [x - 10, shadeY],
        [x + 10, shadeY],
        [x + 22, shadeY + 22],
      ],
      '#f0b050',
    ) +
    dot(x, shadeY + 24, 7, '#fff2c0')
  );
}

/** Furniture spread along the floor, `gap` spare pixels shared evenly between pieces. */
export function rowStrip(props: readonly Prop[], floorBand = 36): StripDrawer {
  return (ctx) => {
    const floor = ctx.h - floorBand;
    let out =
      box(0, floor - 2, ctx.w, ctx.h - floor + 2, ctx.color) +
      box(0, floor - 2, ctx.w, 4, lighten(ctx.color, 0.2));
    for (let x = 0; x < ctx.w; x += 96)
      out += box(x, floor + 2, 2, floorBand, darken(ctx.color, 0.1), 0, 0.6);
    const total = props.reduce((sum, prop) => sum + prop.width, 0);
    const gap = Math.max(0, (ctx.w - total) / props.length);
    let x = gap / 2;
    for (const prop of props) {
      out += oval(x + prop.width / 2, floor, prop.width * 0.55, 8, '#000000', 0.12);
      out += prop.draw(ctx, x, floor);
      x += prop.width + gap;
    }
    return out;
  };
}

/** A wooden-topped counter of any width (kitchens), plain doors below. */
const plainCounter = (width: number): Prop => ({
  width,
  draw: (ctx, x, floor) => {
    const top = floor - 210;
    const wood = ctx.tone('#e8d8b8');
    const worktop = ctx.tone('#8a94a8');
    let out = box(x, top + 14, width, floor - top - 14, darken(wood, 0.12));
    const doors = Math.max(1, Math.round(width / 90));
    for (let i = 0; i < doors; i++) {
      const dx = x + (i * width) / doors;
      out +=
        box(dx + 5, top + 24, width / doors - 10, floor - top - 40, wood, 4) +
        box(dx + width / doors / 2 - 14, top + 36, 28, 5, ctx.tone('#6a6a70'), 2);
    }
    return (
      out +
      box(x - 6, top, width + 12, 16, worktop, 3) +
      box(x - 6, top, width + 12, 4, lighten(worktop, 0.3))
    );
  },
});

/** Kitchen counters run wall to wall: a packed row, no gaps. */
const kitchenCounter: StripDrawer = (ctx) => {
  const floor = ctx.h - 30;
  let out = box(0, floor - 2, ctx.w, ctx.h - floor + 2, ctx.color);
  const pieces: Prop[] = [
    P.fridge,
    P.stove,
    plainCounter(104),
    P.sink,
    P.worktop,
    plainCounter(150),
    plainCounter(160),
  ];
  let x = 0;
  for (const piece of pieces) {
    out += piece.draw(ctx, x, floor);
    x += piece.width;
  }
  return out + box(0, floor, ctx.w, 4, darken(ctx.color, 0.2));
};

/** A factory's back wall: tall gridded windows and steel girders. */
const factoryWall: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const steel = ctx.tone('#5a6478');
  let out = box(0, h * 0.7, w, h * 0.3, ctx.color);
  for (const x of spread(ctx, 4, 0)) {
    out += box(x - 90, h * 0.12, 180, h * 0.5, steel, 2);
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++)
        out += box(
          x - 84 + c * 43,
          h * 0.13 + r * 62,
          39,
          58,
          ctx.lit ? '#1a2048' : mix(ctx.tone('#cfe0ea'), ctx.palette.skyBottom, 0.3),
        );
  }
  for (let x = 0; x < w; x += 256) out += box(x, 0, 22, h, darken(steel, 0.2));
  out += box(0, h * 0.05, w, 18, darken(steel, 0.2));
  for (let x = 0; x < w; x += 64)
    out += line(
      ['M', x, h * 0.05 + 18, 'L', x + 32, h * 0.05, 'L', x + 64, h * 0.05 + 18],
      darken(steel, 0.2),
      4,
    );
  for (let x = 0; x < w; x += 80)
    out += poly(
      [
        [x, h * 0.7],
        [x + 40, h * 0.7],
        [x + 20, h * 0.76],
      ],
      ctx.tone('#f2c23a'),
    );
  return out;
};

/** A sewer's brick tunnel wall with dark arches and dripping outlets. */
const sewerTunnel: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const dark = darken(ctx.color, 0.45);
  let out = box(0, 0, w, h, ctx.color);
  for (let y = 0, row = 0; y < h; y += 28, row++) {
    out += box(0, y, w, 3, darken(ctx.color, 0.18));
    for (let x = (row % 2) * 30; x < w; x += 60) out += box(x, y, 3, 28, darken(ctx.color, 0.18));
  }
  for (const x of spread(ctx, 3, 0)) {
    out += el('path', {
      d: `M${x - 110} ${h} L${x - 110} ${h * 0.45} A110 110 0 0 1 ${x + 110} ${h * 0.45} L${x + 110} ${h}Z`,
      fill: dark,
    });
    out += el('path', {
      d: `M${x - 124} ${h * 0.45} A124 124 0 0 1 ${x + 124} ${h * 0.45}`,
      fill: 'none',
      stroke: lighten(ctx.color, 0.1),
      'stroke-width': 14,
    });
    out += oval(x, h * 0.95, 100, 14, ctx.tone('#5a8a4a'), 0.6);
  }
  for (const x of spread(ctx, 3, 0, ctx.w / 6)) {
    out +=
      box(x - 26, h * 0.3, 52, 40, darken(ctx.color, 0.3), 20) +
      dot(x, h * 0.3 + 20, 16, '#0a0a0a');
    out += line(['M', x, h * 0.36, 'L', x, h * 0.62], ctx.tone('#7ab060'), 10, 0.7);
  }
  return out;
};

/** The sewer channel in front: green water between stone walkways, with a grate. */
const sewerWater: StripDrawer = (ctx) => {
  const { w, h } = ctx;
  const water = ctx.tone('#4a7a4a');
  let out = box(0, h * 0.55, w, h * 0.45, ctx.color) + box(0, h * 0.62, w, h * 0.22, water);
  for (let i = 0; i < 12; i++)
    out += box(
      ctx.random.range(0, w),
      h * ctx.random.range(0.64, 0.8),
      ctx.random.range(30, 80),
      4,
      lighten(water, 0.25),
      2,
      0.7,
    );
  for (let x = 0; x < w; x += 72) out += box(x, h * 0.55, 70, 14, lighten(ctx.color, 0.1), 2);
  const gx = ctx.random.range(100, w - 200);
  for (let b = 0; b < 6; b++)
    out += box(gx + b * 18, h * 0.86, 8, h * 0.14, darken(ctx.color, 0.4));
  return out + halo(gx + 50, h * 0.9, 50, '#7ab060', 0.4);
};

/** Shelf aisles of a supermarket (a row of tall shelf units). */
const aisles = rowStrip([P.shelfUnit, P.shelfUnit, P.shelfUnit], 24);

export const ROOM_STRIPS = {
  kitchenWall: wallStrip({
    upper: 'plain',
    lower: 'tiles',
    lowerHeight: 0.46,
    features: [F.cupboards, F.curtainWindow, F.shelf, F.clock, F.hangingPans],
  }),
  kitchenCounter,
  officeWall: wallStrip({
    upper: 'plain',
    lower: 'panels',
    lowerHeight: 0.26,
    features: [F.cityWindow, F.whiteboard, F.cityWindow, F.clock],
  }),
  officeDesks: rowStrip([
    P.officeDesk,
    P.fileCabinet,
    P.pottedPlant,
    P.officeDesk,
    P.waterCooler,
    P.officeDesk,
  ]),
  classroomWall: wallStrip({
    upper: 'bunting',
    lower: 'panels',
    lowerHeight: 0.26,
    features: [F.window, F.chalkboard, F.window],
  }),
  schoolDesks: rowStrip([P.schoolDesk, P.schoolDesk, P.teacherDesk, P.schoolDesk, P.globeStand]),
  museumWall: wallStrip({
    upper: 'plain',
    lower: 'panels',
    lowerHeight: 0.18,
    features: [F.column, F.painting, F.column, F.painting],
  }),
  exhibits: rowStrip([
    P.pedestalVase,
    P.ropeBarrier,
    P.dinoSkeleton,
    P.pedestalBust,
    P.ropeBarrier,
  ]),
  mallShops: wallStrip({
    upper: 'panels',
    lower: 'plain',
    lowerHeight: 0.12,
    features: [F.shopFront, F.shopFront, F.shopFront, F.shopFront],
  }),
  mallFloor: rowStrip([P.planterPalm, P.bench, P.escalator, P.planterPalm, P.bench]),
  restaurantWall: wallStrip({
    upper: 'stripes',
    lower: 'panels',
    lowerHeight: 0.3,
    features: [F.curtainWindow, F.pendantLamp, F.menuBoard, F.pendantLamp, F.curtainWindow],
  }),
  diningTables: rowStrip([P.diningTable, P.diningTable, P.diningTable]),
  libraryWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.2,
    features: [F.bookcase, F.archWindow, F.bookcase, F.bookcase],
  }),
  readingRoom: rowStrip([P.readingTable, P.armchair, P.globeStand, P.readingTable]),
  hallWall: wallStrip({
    upper: 'stone',
    lower: 'stone',
    lowerHeight: 0.24,
    features: [F.banner, F.torch, F.archWindow, F.torch, F.banner, F.shield],
  }),
  throneRoom: rowStrip([P.armorStand, P.throne, P.armorStand, P.barrel]),
  bedroomWall: wallStrip({
    upper: 'dots',
    lower: 'panels',
    lowerHeight: 0.26,
    features: [F.curtainWindow, F.poster, F.shelf, F.poster],
  }),
  bedroom: rowStrip([P.bed, P.nightstand, P.dresser, P.toyBox]),
  livingWall: wallStrip({
    upper: 'stripes',
    lower: 'panels',
    lowerHeight: 0.26,
    features: [F.curtainWindow, F.painting, F.clock, F.painting],
  }),
  livingRoom: rowStrip([P.floorLamp, P.sofa, P.pottedPlant, P.tvStand, P.armchair]),
  bathroomWall: wallStrip({
    upper: 'tiles',
    lower: 'tiles',
    lowerHeight: 0.4,
    features: [F.mirror, F.vent, F.window, F.shelf],
  }),
  bathroom: rowStrip([P.bathtub, P.toilet, P.bathSink, P.pottedPlant]),
  storeWall: wallStrip({
    upper: 'plain',
    lower: 'plain',
    lowerHeight: 0.1,
    features: [F.poster, F.vent, F.poster, F.vent],
  }),
  aisles,
  checkout: rowStrip([P.checkoutCounter, P.cart, P.fruitCrates, P.cart]),
  gymWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.24,
    features: [F.window, F.banner, F.mirror, F.window],
  }),
  gymFloor: rowStrip([P.weightRack, P.treadmill, P.exerciseMat, P.bench]),
  hospitalWall: wallStrip({
    upper: 'plain',
    lower: 'panels',
    lowerHeight: 0.24,
    features: [F.window, F.redCross, F.window, F.screen],
  }),
  ward: rowStrip([P.hospitalBed, P.ivStand, P.heartMonitor, P.hospitalBed]),
  labWall: wallStrip({
    upper: 'tiles',
    lower: 'panels',
    lowerHeight: 0.24,
    features: [F.screen, F.flaskShelf, F.vent, F.screen, F.flaskShelf],
  }),
  labBenches: rowStrip([P.labBench, P.teslaCoil, P.labBench, P.fileCabinet]),
  factoryWall,
  assemblyLine: rowStrip([P.conveyor, P.gearMachine, P.crateStack, P.barrel]),
  sewerTunnel,
  sewerWater,
  dungeonWall: wallStrip({
    upper: 'stone',
    lower: 'stone',
    lowerHeight: 0.3,
    features: [F.torch, F.barredWindow, F.chains, F.torch, F.barredWindow, F.chains],
  }),
  cells: rowStrip([P.cellBars, P.barrel, P.crateStack, P.cellBars]),
  hauntedWall: wallStrip({
    upper: 'stripes',
    lower: 'panels',
    lowerHeight: 0.26,
    features: [F.frameCrooked, F.cobweb, F.curtainWindow, F.frameCrooked, F.cobweb],
  }),
  hauntedParlor: rowStrip([P.grandfatherClock, P.armchair, P.candleTable, P.armchair]),
  shipWall: wallStrip({
    upper: 'panels',
    lower: 'panels',
    lowerHeight: 0.24,
    features: [F.porthole, F.screen, F.porthole, F.vent],
  }),
  bridgeConsoles: rowStrip([P.bridgeConsole, P.captainChair, P.bridgeConsole]),
  arenaBarrier: rowStrip([P.adBoards, P.adBoards], 20),
  candyNear: rowStrip(
    [P.candyCane, P.iceCream, P.lollipop, P.cupcake, P.donutStack, P.candyCane, P.lollipop],
    40,
  ),
  toysNear: rowStrip([P.blocksTower, P.teddy, P.ball, P.toyTrain], 40),
} satisfies Record<string, StripDrawer>;
