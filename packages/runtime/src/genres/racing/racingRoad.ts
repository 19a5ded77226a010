import {
  ROAD_SURFACE_COLORS,
  type Palette,
  type RacingRoadSurface,
  type RoadSurfaceColors,
} from '@promptplay/contracts';
import type { GameObjects } from 'phaser';
import { hexToNumber, mixHex } from '../../kit/uiTheme.js';
import type { RacingCamera } from './racingCamera.js';
import { mixColor } from './racingColors.js';
import { LANE_WIDTH, PLAYER_Z, SEGMENT_LENGTH } from './racingRules.js';
import type { RacingTrack } from './racingTrack.js';

/** Segments drawn ahead of the camera. */
export const DRAW_SEGMENTS = 120;
const LINE_WIDTH = 0.14;
const RUMBLE_WIDTH = 0.7;
const FOG = 0.8;

interface RoadColors {
  grass: number;
  grassAlt: number;
  road: number;
  roadAlt: number;
  rumble: number;
  rumbleAlt: number;
  line: number;
  fog: number;
}

/** Tarmac in the world's palette: grey tinted by it, its primary colour at the edges. */
const tarmacColors = (palette: Palette): RoadSurfaceColors => ({
  road: mixHex('#50535c', palette.secondary, 0.12),
  roadAlt: mixHex('#575a63', palette.secondary, 0.12),
  rumble: palette.primary,
  rumbleAlt: '#f4f4f4',
  line: '#f2f2f2',
});

/** The roadside in the palette's ground colours, the road in its surface's (tarmac, water, ice…). */
function roadColors(palette: Palette, surface: RacingRoadSurface): RoadColors {
  const grass = mixHex(palette.groundAccent, palette.ground, 0.2);
  const own = surface === 'tarmac' ? tarmacColors(palette) : ROAD_SURFACE_COLORS[surface];
  return {
    grass: hexToNumber(grass),
    grassAlt: hexToNumber(mixHex(grass, '#000000', 0.1)),
    road: hexToNumber(own.road),
    roadAlt: hexToNumber(own.roadAlt),
    rumble: hexToNumber(own.rumble),
    rumbleAlt: hexToNumber(own.rumbleAlt),
    line: hexToNumber(own.line),
    fog: hexToNumber(palette.skyBottom),
  };
}

/**
 * Paints the road into one Graphics object each frame: roadside stripes, rumble strips, the
 * road's surface (tarmac, water, ice, snow, sand or dirt), lane markings and the start and
 * finish lines, bending with the track and fading into the horizon. Also remembers each drawn
 * segment's sideways offset so sprites can follow the bends.
 */
export class RacingRoad {
  private readonly colors: RoadColors;
  /** Sideways offset (metres) of the road's centre at each drawn segment's near edge. */
  readonly segmentOffset = new Float32Array(DRAW_SEGMENTS + 1);
  readonly segmentSlope = new Float32Array(DRAW_SEGMENTS + 1);
  baseSegment = 0;

  constructor(
    private readonly graphics: GameObjects.Graphics,
    private readonly track: RacingTrack,
    palette: Palette,
    surface: RacingRoadSurface,
  ) {
    this.colors = roadColors(palette, surface);
  }

  /** Sideways offset of the road's centre at world distance z (for sprites). */
  offsetAt(z: number): number {
    const n = Math.floor(z / SEGMENT_LENGTH) - this.baseSegment;
    if (n < 0 || n >= DRAW_SEGMENTS) return 0;
    const fraction = z / SEGMENT_LENGTH - Math.floor(z / SEGMENT_LENGTH);
    return (this.segmentOffset[n] ?? 0) + (this.segmentSlope[n] ?? 0) * fraction;
  }

  private quad(
    color: number,
    x1: number,
    y1: number,
    w1: number,
    x2: number,
    y2: number,
    w2: number,
  ): void {
    const g = this.graphics;
    g.fillStyle(color, 1);
    g.fillTriangle(x1 - w1, y1, x1 + w1, y1, x2 + w2, y2);
    g.fillTriangle(x1 - w1, y1, x2 + w2, y2, x2 - w2, y2);
  }

  draw(camera: RacingCamera, playerZ: number, cameraX: number): void {
    const g = this.graphics;
    const c = this.colors;
    const track = this.track;
    const cameraZ = playerZ - PLAYER_Z;
    const base = Math.floor(cameraZ / SEGMENT_LENGTH);
    this.baseSegment = base;
    const fraction = cameraZ / SEGMENT_LENGTH - base;
    const finishSegment = Math.floor(track.length / SEGMENT_LENGTH);
    const half = camera.width / 2;
    g.clear();
    g.fillStyle(mixColor(c.grass, c.fog, FOG * 0.85), 1);
    g.fillRect(0, camera.horizonY, camera.width, camera.height - camera.horizonY);
    let slope = -(track.curve[base] ?? 0) * fraction;
    let offset = 0;
    let clipY = camera.height;
    for (let n = 0; n < DRAW_SEGMENTS; n++) {
      const segment = base + n;
      const curve = segment >= 0 ? (track.curve[segment] ?? 0) : 0;
      this.segmentOffset[n] = offset;
      this.segmentSlope[n] = slope;
      const offsetNear = offset;
      const offsetFar = offset + slope;
      offset = offsetFar;
      slope += curve;
      const zFar = (segment + 1) * SEGMENT_LENGTH - cameraZ;
      if (zFar <= camera.nearDepth) continue;
      const zNear = Math.max(camera.nearDepth, segment * SEGMENT_LENGTH - cameraZ);
      const y1 = camera.roadY(zNear);
      const y2 = camera.roadY(zFar);
      if (y2 >= clipY) continue;
      clipY = y2;
      const s1 = camera.scaleAt(zNear);
      const s2 = camera.scaleAt(zFar);
      const x1 = half + (offsetNear - cameraX) * s1;
      const x2 = half + (offsetFar - cameraX) * s2;
      const fog = FOG * (n / DRAW_SEGMENTS) * (n / DRAW_SEGMENTS);
      const isAlt = Math.floor(segment / 3) % 2 === 0;
      g.fillStyle(mixColor(isAlt ? c.grassAlt : c.grass, c.fog, fog), 1);
      g.fillRect(0, y2 - 1, camera.width, y1 - y2 + 1);
      const roadHalf = track.roadHalfWidth;
      this.quad(
        mixColor(isAlt ? c.rumble : c.rumbleAlt, c.fog, fog),
        x1,
        y1,
        (roadHalf + RUMBLE_WIDTH) * s1,
        x2,
        y2,
        (roadHalf + RUMBLE_WIDTH) * s2,
      );
      const isLine = segment === finishSegment || segment === 0;
      this.quad(
        mixColor(isLine ? 0xffffff : isAlt ? c.road : c.roadAlt, c.fog, fog),
        x1,
        y1,
        roadHalf * s1,
        x2,
        y2,
        roadHalf * s2,
      );
      if (isLine) this.checkers(x1, y1, s1, x2, y2, fog);
      else if (Math.floor(segment / 2) % 2 === 0) {
        const lineColor = mixColor(c.line, c.fog, fog);
        for (let lane = 1; lane < track.laneCount; lane++) {
          const lx = -roadHalf + lane * LANE_WIDTH;
          this.quad(
            lineColor,
            x1 + lx * s1,
            y1,
            LINE_WIDTH * s1,
            x2 + lx * s2,
            y2,
            LINE_WIDTH * s2,
          );
        }
      }
    }
  }

  /** A chequered band across the road between two rows. */
  private checkers(x1: number, y1: number, s1: number, x2: number, y2: number, fog: number): void {
    const g = this.graphics;
    const roadHalf = this.track.roadHalfWidth;
    const squares = this.track.laneCount * 3;
    const width = (roadHalf * 2) / squares;
    const midY = (y1 + y2) / 2;
    const xm = (x1 + x2) / 2;
    g.fillStyle(mixColor(0x111111, this.colors.fog, fog), 1);
    for (let row = 0; row < 2; row++) {
      const top = row === 0 ? midY : y2;
      const bottom = row === 0 ? y1 : midY;
      // Both rows use the near scale: the band is one segment deep, the error is invisible.
      const scale = s1;
      const cx = row === 0 ? x1 : xm;
      for (let k = 0; k < squares; k++) {
        if ((k + row) % 2 === 0) continue;
        const left = cx + (-roadHalf + k * width) * scale;
        g.fillRect(left, top, width * scale, bottom - top + 0.5);
      }
    }
  }
}
