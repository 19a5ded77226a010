import type { AerialWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { clamp } from '../../kit/math.js';
import { hexToNumber, mixHex, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { AerialAssetKeys } from './aerialAssets.js';
import type { AerialCamera } from './aerialCamera.js';
import {
  CLOUD_METERS,
  COLUMN_METERS,
  FIELD_HEIGHT,
  FLIGHT_EVENTS,
  FLYER_METERS,
  OBSTACLE_KINDS,
  PICKUP_KINDS,
  PICKUP_METERS,
  PICKUP_SCORE,
  RING_METERS,
  VEHICLE_METERS,
} from './aerialRules.js';
import type { AerialSimulation } from './aerialSimulation.js';
import { AERIAL_TEXTS } from './aerialTexts.js';
import { CEILING_STRIP_HEIGHT, GROUND_STRIP_HEIGHT, STRIP_WIDTH } from './aerialTextures.js';
import { AerialTrail } from './aerialTrail.js';

/** Draw order inside the scene (the kit's background is a scene below). */
const DEPTH = {
  ceiling: 1,
  column: 10,
  cloud: 12,
  ground: 15,
  destination: 16,
  ring: 20,
  pickup: 21,
  flyer: 25,
  trail: 30,
  vehicle: 40,
  popup: 50,
  hint: 60,
} as const;

/** Degrees the picture tilts per m/s of climb, and the most it tilts. */
const TILT_PER_SPEED = 0.7;
const MAX_TILT = 30;
/** Balloons and saucers barely tilt. */
const STEADY_KINDS: ReadonlySet<string> = new Set(['balloon', 'saucer']);
const POPUP_POOL_SIZE = 5;
/** Destination picture size and where it stands past the finish. */
const DESTINATION_METERS = 28;
const DESTINATION_AHEAD = 10;
/** Texel rows skipped at the tiling strips' edges. */
const EDGE_TEXELS = 3;
/** Things this far outside the screen are hidden. */
const CULL_MARGIN = 14;

/**
 * Draws an AerialSimulation side on: ground and cloud bank, the course's columns, clouds,
 * flyers, pickups and rings, the destination, the vehicle tilting with its climb, its trail and
 * score popups. Every object is made up front; `render` only moves, sizes and toggles them.
 */
export class AerialView {
  private readonly columns: GameObjects.Image[] = [];
  private readonly flyers: GameObjects.Sprite[] = [];
  private readonly flyerGone: Uint8Array;
  private readonly pickups: GameObjects.Image[] = [];
  private readonly destination: GameObjects.Image;
  private readonly vehicle: GameObjects.Image;
  private readonly ground: GameObjects.TileSprite;
  private readonly groundFill: GameObjects.Rectangle;
  private readonly ceiling: GameObjects.TileSprite;
  private readonly ceilingFill: GameObjects.Rectangle;
  private readonly hint: GameObjects.Text;
  private readonly popups: GameObjects.Text[] = [];
  private readonly trail: AerialTrail;
  private nextPopup = 0;
  private firstColumn = 0;
  private firstPickup = 0;
  private firstFlyer = 0;
  private tilt = 0;
  private readonly tiltScale: number;

  constructor(
    private readonly scene: Scene,
    world: AerialWorld,
    private readonly sim: AerialSimulation,
    keys: AerialAssetKeys,
  ) {
    const course = sim.course;
    const palette = world.palette;
    this.ceilingFill = scene.add
      .rectangle(0, 0, 10, 10, hexToNumber(mixHex(palette.skyTop, '#ffffff', 0.55)))
      .setOrigin(0)
      .setDepth(DEPTH.ceiling);
    this.ceiling = scene.add
      .tileSprite(0, 0, STRIP_WIDTH, CEILING_STRIP_HEIGHT, keys.ceiling)
      .setOrigin(0, 0)
      .setDepth(DEPTH.ceiling);
    for (let i = 0; i < course.obstacleX.length; i++) {
      const kind = course.obstacleKind[i];
      const image =
        kind === OBSTACLE_KINDS.tower
          ? scene.add.image(0, 0, keys.tower).setOrigin(0.5, 0).setDepth(DEPTH.column)
          : kind === OBSTACLE_KINDS.hanging
            ? scene.add.image(0, 0, keys.hanging).setOrigin(0.5, 1).setDepth(DEPTH.column)
            : scene.add.image(0, 0, keys.cloud).setDepth(DEPTH.cloud);
      this.columns.push(image.setVisible(false));
    }
    for (let i = 0; i < course.flyerX.length; i++) {
      const sprite = scene.add.sprite(0, 0, keys.flyer).setFlipX(true).setDepth(DEPTH.flyer);
      sprite.play({ key: keys.flyerFlap, startFrame: i % 4 });
      this.flyers.push(sprite.setVisible(false));
    }
    this.flyerGone = new Uint8Array(course.flyerX.length);
    for (let i = 0; i < course.pickupX.length; i++) {
      const isRing = course.pickupKind[i] === PICKUP_KINDS.ring;
      this.pickups.push(
        scene.add
          .image(0, 0, isRing ? keys.ring : keys.pickup)
          .setDepth(isRing ? DEPTH.ring : DEPTH.pickup)
          .setVisible(false),
      );
    }
    this.destination = scene.add
      .image(0, 0, keys.destination)
      .setOrigin(0.5, 0.96)
      .setDepth(DEPTH.destination);
    this.groundFill = scene.add
      .rectangle(0, 0, 10, 10, hexToNumber(palette.ground))
      .setOrigin(0)
      .setDepth(DEPTH.ground);
    this.ground = scene.add
      .tileSprite(0, 0, STRIP_WIDTH, GROUND_STRIP_HEIGHT, keys.ground)
      .setOrigin(0, 0)
      .setDepth(DEPTH.ground);
    this.trail = new AerialTrail(
      scene,
      world.aerial.vehicleKind,
      world.aerial.trailColor,
      keys.puff,
      keys.sparkle,
      DEPTH.trail,
    );
    this.vehicle = scene.add.image(0, 0, keys.vehicle).setDepth(DEPTH.vehicle);
    this.tiltScale = STEADY_KINDS.has(world.aerial.vehicleKind) ? 0.25 : 1;
    this.hint = scene.add
      .text(0, 0, AERIAL_TEXTS.holdToFly, {
        fontFamily: UI_FONT_FAMILY,
        fontSize: '26px',
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#1b1d33',
        strokeThickness: 6,
        align: 'center',
        resolution: 3,
      })
      .setOrigin(0.5)
      .setDepth(DEPTH.hint);
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add
          .text(0, 0, '', {
            fontFamily: UI_FONT_FAMILY,
            fontSize: '22px',
            fontStyle: 'bold',
            color: palette.accent,
            stroke: '#000000',
            strokeThickness: 5,
            resolution: 3,
          })
          .setOrigin(0.5)
          .setDepth(DEPTH.popup)
          .setVisible(false),
      );
  }

  /** Sizes that change only with the screen: strips as wide as the screen. */
  layout(camera: AerialCamera): void {
    // A few texel rows are left out at the strips' edges: filtering would wrap the opposite
    // edge in as a thin line.
    this.ground.setSize(camera.width, GROUND_STRIP_HEIGHT - EDGE_TEXELS * 2);
    this.ground.tilePositionY = EDGE_TEXELS;
    this.groundFill.setSize(camera.width, camera.height);
    this.ceiling.setSize(camera.width, CEILING_STRIP_HEIGHT - EDGE_TEXELS * 2);
    this.ceilingFill.setSize(camera.width, camera.height);
    this.hint.setPosition(camera.width / 2, camera.height * 0.36);
  }

  private popup(x: number, y: number, text: string): void {
    const label = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!label) return;
    this.scene.tweens.killTweensOf(label);
    label.setText(text).setPosition(x, y).setAlpha(1).setScale(1).setVisible(true);
    this.scene.tweens.add({
      targets: label,
      y: y - 50,
      alpha: 0,
      scale: 1.25,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => label.setVisible(false),
    });
  }

  render(camera: AerialCamera, events: number, dt: number): void {
    const sim = this.sim;
    const course = sim.course;
    const ppm = camera.pixelsPerMeter;
    const here = sim.x;
    const left = here - camera.metersBehind - CULL_MARGIN;
    const right = here + camera.metersAhead + CULL_MARGIN;
    const groundY = camera.screenY(0);
    const ceilingY = camera.screenY(FIELD_HEIGHT);

    this.ground.setPosition(0, groundY - 6).tilePositionX = here * ppm;
    this.groundFill.setPosition(0, groundY - 6 + GROUND_STRIP_HEIGHT - EDGE_TEXELS * 2 - 1);
    this.ceiling.setPosition(0, ceilingY - CEILING_STRIP_HEIGHT + 24).tilePositionX =
      here * ppm * 0.5;
    this.ceilingFill.setPosition(0, ceilingY - CEILING_STRIP_HEIGHT + 25 - camera.height);

    // Columns and clouds, sorted by x: skip those left behind, draw those on screen.
    while (
      this.firstColumn < this.columns.length &&
      (course.obstacleX[this.firstColumn] ?? 0) < left
    ) {
      this.columns[this.firstColumn]?.setVisible(false);
      this.firstColumn += 1;
    }
    const columnWidth = COLUMN_METERS * ppm;
    for (let i = this.firstColumn; i < this.columns.length; i++) {
      const x = course.obstacleX[i] ?? 0;
      if (x > right) break;
      const image = this.columns[i];
      if (!image) continue;
      const kind = course.obstacleKind[i];
      const low = course.obstacleLow[i] ?? 0;
      const high = course.obstacleHigh[i] ?? 0;
      const sx = camera.screenX(x, here);
      if (kind === OBSTACLE_KINDS.cloud) {
        const width = CLOUD_METERS * ppm;
        image
          .setVisible(true)
          .setPosition(sx, camera.screenY((low + high) / 2))
          .setDisplaySize(width, (width * image.height) / image.width);
      } else {
        image
          .setVisible(true)
          .setPosition(sx, camera.screenY(kind === OBSTACLE_KINDS.tower ? high : low))
          .setDisplaySize(columnWidth, (columnWidth * image.height) / image.width);
      }
    }

    this.renderFlyers(camera, left, right);

    while (
      this.firstPickup < this.pickups.length &&
      (course.pickupX[this.firstPickup] ?? 0) < left
    ) {
      this.pickups[this.firstPickup]?.setVisible(false);
      this.firstPickup += 1;
    }
    const bob = Math.sin(sim.elapsed * 4) * 0.5;
    for (let i = this.firstPickup; i < this.pickups.length; i++) {
      const x = course.pickupX[i] ?? 0;
      if (x > right) break;
      const image = this.pickups[i];
      if (!image) continue;
      const isRing = course.pickupKind[i] === PICKUP_KINDS.ring;
      const sx = camera.screenX(x, here);
      const sy = camera.screenY((course.pickupY[i] ?? 0) + (isRing ? 0 : bob));
      if (sim.pickupTaken[i] === 1) {
        if (image.visible) {
          image.setVisible(false);
          this.popup(sx, sy - 20, isRing ? AERIAL_TEXTS.refuel : `+${PICKUP_SCORE}`);
        }
        continue;
      }
      const height = (isRing ? RING_METERS : PICKUP_METERS) * ppm;
      const pulse = isRing ? 1 + Math.sin(sim.elapsed * 6) * 0.05 : 1;
      image
        .setVisible(true)
        .setPosition(sx, sy)
        .setDisplaySize(((height * image.width) / image.height) * pulse, height * pulse);
    }

    const goalX = course.length + DESTINATION_AHEAD;
    if (goalX < right) {
      const size = DESTINATION_METERS * ppm;
      this.destination
        .setVisible(true)
        .setPosition(camera.screenX(goalX, here), groundY)
        .setDisplaySize(size, size);
    } else {
      this.destination.setVisible(false);
    }

    this.renderVehicle(camera, events, dt);
    this.hint.setVisible(sim.phase === 'ready');
    if (sim.phase === 'ready') this.hint.setScale(1 + Math.sin(sim.elapsed * 5) * 0.05);
  }

  private renderFlyers(camera: AerialCamera, left: number, right: number): void {
    const sim = this.sim;
    const size = FLYER_METERS * camera.pixelsPerMeter;
    while (
      this.firstFlyer < this.flyers.length &&
      (sim.flyerCurrentX[this.firstFlyer] ?? 0) < left
    ) {
      this.flyers[this.firstFlyer]?.setVisible(false);
      this.firstFlyer += 1;
    }
    for (let i = this.firstFlyer; i < this.flyers.length; i++) {
      const sprite = this.flyers[i];
      const x = sim.flyerCurrentX[i] ?? 0;
      if (x > right) break;
      if (!sprite || this.flyerGone[i] === 1) continue;
      const sx = camera.screenX(x, sim.x);
      const sy = camera.screenY(sim.flyerCurrentY[i] ?? 0);
      if (sim.flyerHit[i] === 1) {
        // Knocked out of the sky, once.
        this.flyerGone[i] = 1;
        this.scene.tweens.add({
          targets: sprite,
          y: sy + 200,
          x: sx - 60,
          angle: -540,
          alpha: 0,
          duration: 700,
          onComplete: () => sprite.setVisible(false),
        });
        continue;
      }
      sprite.setVisible(true).setPosition(sx, sy).setDisplaySize(size, size);
    }
  }

  private renderVehicle(camera: AerialCamera, events: number, dt: number): void {
    const sim = this.sim;
    const ppm = camera.pixelsPerMeter;
    const hover = sim.phase === 'ready' ? Math.sin(sim.elapsed * 3) * 1.2 : 0;
    const target = clamp(-sim.vy * TILT_PER_SPEED, -MAX_TILT, MAX_TILT) * this.tiltScale;
    this.tilt += (target - this.tilt) * Math.min(1, dt * 10);
    const width = VEHICLE_METERS * ppm;
    const isBlinking = sim.invulnerable > 0 && Math.floor(sim.elapsed * 12) % 2 === 0;
    this.vehicle
      .setPosition(camera.vehicleX, camera.screenY(sim.y + hover))
      .setDisplaySize(width, (width * this.vehicle.height) / this.vehicle.width)
      .setAngle(this.tilt)
      .setAlpha(isBlinking ? 0.35 : 1);
    if (sim.phase === 'flying' && dt > 0)
      this.trail.emit(sim.x, sim.y, (this.tilt * Math.PI) / 180);
    this.trail.render(camera, sim.x, dt);
    if (events & FLIGHT_EVENTS.crash) this.scene.cameras.main.shake(220, 0.012);
  }
}
