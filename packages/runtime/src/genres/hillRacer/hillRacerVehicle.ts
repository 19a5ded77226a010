import type { HillVehicleRig } from '@promptplay/contracts';
import { SUSPENSION_SAG } from './hillRacerRules.js';

/** Share of the driver frame's height at which the head's centre sits above the feet. */
const HEAD_HEIGHT = 0.66;
const HEAD_RADIUS = 0.15;
/** Top of the body art, as a fraction of the image height (the generator's art respects it). */
const BODY_TOP = 0.3;

/**
 * The vehicle in its own frame, metres, y up, origin at the centre of mass: where the wheels
 * hang, which body points touch the ground, where the driver's head is, and where the body
 * image and the driver sprite are drawn.
 */
export interface VehicleShape {
  bodyWidth: number;
  bodyHeight: number;
  /** Centre of the body image. */
  imageX: number;
  imageY: number;
  wheelRadius: number;
  /** Axle points of the physics (rear, front): the image's axles lowered by the rest sag. */
  axleX: Float64Array;
  axleY: Float64Array;
  /** Body points that collide with the ground (bumpers, belly, roof corners). */
  hullX: Float64Array;
  hullY: Float64Array;
  headX: number;
  headY: number;
  headRadius: number;
  /** The driver's feet and frame height. */
  seatX: number;
  seatY: number;
  driverHeight: number;
  inertia: number;
  enginePower: number;
}

/** The physics shape of a world's vehicle rig. */
export function vehicleShapeOf(rig: HillVehicleRig): VehicleShape {
  const width = rig.bodyLengthMeters;
  const height = width / 2;
  // Image fractions (y down) → metres from the image centre (y up).
  const lx = (fx: number) => (fx - 0.5) * width;
  const ly = (fy: number) => (0.5 - fy) * height;
  const rearX = lx(rig.rearAxle.x);
  const frontX = lx(rig.frontAxle.x);
  const rearY = ly(rig.rearAxle.y);
  const frontY = ly(rig.frontAxle.y);
  // Centre of mass: between the axles, a little above them (low, so it is not too tippy).
  const comX = (rearX + frontX) / 2;
  const comY = (rearY + frontY) / 2 + Math.min(0.32, height * 0.16);
  const r = rig.wheelRadiusMeters;
  const seatX = lx(rig.seat.x) - comX;
  const seatY = ly(rig.seat.y) - comY;
  const driverHeight = rig.driverHeightMeters;
  const bellyY = Math.max(rearY, frontY) - comY - r * 0.35;
  // The body art keeps below this line of its image; the driver's head pokes out above it.
  const roofY = Math.max(ly(BODY_TOP) - comY, bellyY + 0.3);
  const hullX = [
    rearX - comX - r * 0.55,
    frontX - comX + r * 0.55,
    0,
    lx(0.06) - comX,
    lx(0.94) - comX,
  ];
  const hullY = [bellyY + 0.05, bellyY + 0.05, bellyY, roofY, roofY];
  return {
    bodyWidth: width,
    bodyHeight: height,
    imageX: -comX,
    imageY: -comY,
    wheelRadius: r,
    axleX: Float64Array.of(rearX - comX, frontX - comX),
    axleY: Float64Array.of(rearY - comY - SUSPENSION_SAG, frontY - comY - SUSPENSION_SAG),
    hullX: Float64Array.from(hullX),
    hullY: Float64Array.from(hullY),
    headX: seatX + driverHeight * 0.04,
    headY: seatY + driverHeight * HEAD_HEIGHT,
    headRadius: driverHeight * HEAD_RADIUS,
    seatX,
    seatY,
    driverHeight,
    // A solid slab of the body's size, a little heavier at the ends (wheels).
    inertia: (width * width + height * height) / 11,
    enginePower: rig.enginePower,
  };
}
