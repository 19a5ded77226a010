import type { RacingWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import type { RacingAssetKeys } from './racingAssets.js';
import type { RacingCamera } from './racingCamera.js';
import { DRAW_SEGMENTS, RacingRoad } from './racingRoad.js';
import {
  OVERTAKE_SCORE,
  PICKUP_SCORE,
  PLAYER_Z,
  RACE_EVENTS,
  SEGMENT_LENGTH,
} from './racingRules.js';
import type { RacingSimulation } from './racingSimulation.js';

/** Width in metres the whole vehicle image covers on the road. */
const VEHICLE_IMAGE_METERS = 3.3;
const PICKUP_METERS = 1.3;
const PICKUP_HOVER_METERS = 0.7;
const OBSTACLE_METERS = 1.7;
/** How much the camera follows the car sideways (1 = car always centred). */
const CAMERA_FOLLOW = 0.75;
const POPUP_POOL_SIZE = 4;
const FAR_DEPTH = DRAW_SEGMENTS * SEGMENT_LENGTH;

/**
 * Draws a RacingSimulation from behind the player's car: the road (RacingRoad), rivals,
 * obstacles and pickups scaled by depth, the player's car, score popups and a progress strip.
 * Every object is made up front; `render` only moves, scales and toggles them.
 */
export class RacingView {
  private readonly road: RacingRoad;
  private readonly rivals: GameObjects.Image[] = [];
  private readonly obstacles: GameObjects.Image[] = [];
  private readonly pickups: GameObjects.Image[] = [];
  private readonly obstacleGone: Uint8Array;
  private readonly player: GameObjects.Image;
  private readonly progress: GameObjects.Graphics;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private readonly accent: number;
  private readonly primary: number;

  constructor(
    private readonly scene: Scene,
    world: RacingWorld,
    private readonly sim: RacingSimulation,
    private readonly keys: RacingAssetKeys,
  ) {
    this.road = new RacingRoad(
      scene.add.graphics().setDepth(0),
      sim.track,
      world.palette,
      world.racing.roadSurface ?? 'tarmac',
    );
    const track = sim.track;
    for (let i = 0; i < track.rivalStartZ.length; i++)
      this.rivals.push(
        scene.add.image(0, 0, keys.rivalVehicle).setOrigin(0.5, 0.97).setVisible(false),
      );
    for (let i = 0; i < track.obstacleZ.length; i++)
      this.obstacles.push(
        scene.add.image(0, 0, keys.obstacle).setOrigin(0.5, 0.95).setVisible(false),
      );
    this.obstacleGone = new Uint8Array(track.obstacleZ.length);
    for (let i = 0; i < track.pickupZ.length; i++)
      this.pickups.push(scene.add.image(0, 0, keys.pickup).setOrigin(0.5, 1).setVisible(false));
    this.player = scene.add.image(0, 0, keys.vehicle).setOrigin(0.5, 0.97).setDepth(5000);
    this.progress = scene.add.graphics().setDepth(6000);
    this.accent = hexToNumber(world.palette.accent);
    this.primary = hexToNumber(world.palette.primary);
    for (let i = 0; i < POPUP_POOL_SIZE; i++) {
      this.popups.push(
        scene.add
          .text(0, 0, '', {
            fontFamily: UI_FONT_FAMILY,
            fontSize: '22px',
            fontStyle: 'bold',
            color: world.palette.accent,
            stroke: '#000000',
            strokeThickness: 5,
            resolution: 3,
          })
          .setOrigin(0.5)
          .setDepth(6001)
          .setVisible(false),
      );
    }
  }

  private popup(x: number, y: number, points: number): void {
    const text = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!text) return;
    this.scene.tweens.killTweensOf(text);
    text.setText(`+${points}`).setPosition(x, y).setAlpha(1).setScale(1).setVisible(true);
    this.scene.tweens.add({
      targets: text,
      y: y - 50,
      alpha: 0,
      scale: 1.3,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => text.setVisible(false),
    });
  }

  /** Places one sprite at world (x, z) and `meters` wide; hides it when out of view. */
  private place(
    image: GameObjects.Image,
    camera: RacingCamera,
    cameraX: number,
    x: number,
    z: number,
    meters: number,
    lift: number,
  ): void {
    const depth = z - (this.sim.z - PLAYER_Z);
    if (depth < camera.nearDepth + 0.5 || depth > FAR_DEPTH) {
      image.setVisible(false);
      return;
    }
    const scale = camera.scaleAt(depth);
    const sx = camera.width / 2 + (this.road.offsetAt(z) + x - cameraX) * scale;
    image
      .setVisible(true)
      .setPosition(sx, camera.roadY(depth) - lift * scale)
      .setScale((meters * scale) / image.width)
      .setDepth(4000 - depth);
  }

  render(camera: RacingCamera, events: number): void {
    const sim = this.sim;
    const track = sim.track;
    const cameraX = sim.x * CAMERA_FOLLOW;
    this.road.draw(camera, sim.z, cameraX);
    for (let i = 0; i < this.rivals.length; i++) {
      const image = this.rivals[i];
      if (image)
        this.place(
          image,
          camera,
          cameraX,
          sim.rivalX[i] ?? 0,
          sim.rivalZ[i] ?? 0,
          VEHICLE_IMAGE_METERS,
          0,
        );
    }
    for (let i = 0; i < this.obstacles.length; i++) {
      const image = this.obstacles[i];
      if (!image || this.obstacleGone[i] === 1) continue;
      if (sim.obstacleHit[i] === 1) {
        this.obstacleGone[i] = 1;
        this.scene.tweens.add({
          targets: image,
          y: image.y - 120,
          x: image.x + (image.x < camera.width / 2 ? -90 : 90),
          angle: 540,
          alpha: 0,
          duration: 500,
          onComplete: () => image.setVisible(false),
        });
        continue;
      }
      this.place(
        image,
        camera,
        cameraX,
        track.obstacleX[i] ?? 0,
        track.obstacleZ[i] ?? 0,
        OBSTACLE_METERS,
        0,
      );
    }
    const bob = Math.sin(sim.elapsed * 5) * 0.15;
    for (let i = 0; i < this.pickups.length; i++) {
      const image = this.pickups[i];
      if (!image) continue;
      if (sim.pickupTaken[i] === 1) {
        if (image.visible) {
          image.setVisible(false);
          this.popup(image.x, image.y - image.displayHeight, PICKUP_SCORE);
        }
        continue;
      }
      this.place(
        image,
        camera,
        cameraX,
        track.pickupX[i] ?? 0,
        track.pickupZ[i] ?? 0,
        PICKUP_METERS,
        PICKUP_HOVER_METERS + bob,
      );
    }
    this.renderPlayer(camera, cameraX, events);
    this.renderProgress(camera);
  }

  private renderPlayer(camera: RacingCamera, cameraX: number, events: number): void {
    const sim = this.sim;
    const scale = camera.scaleAt(PLAYER_Z);
    const rumble = sim.isOffRoad && sim.speed > 1 ? Math.sin(sim.elapsed * 60) * 2 : 0;
    const x = camera.width / 2 + (sim.x - cameraX) * scale;
    this.player
      .setPosition(x, camera.carY + rumble)
      // A boost makes the car surge: a little bigger, as if leaping forward.
      .setScale(((VEHICLE_IMAGE_METERS * scale) / this.player.width) * (sim.boost > 0 ? 1.06 : 1))
      .setAlpha(sim.invulnerable > 0 && Math.floor(sim.elapsed * 12) % 2 === 0 ? 0.4 : 1);
    if (events & RACE_EVENTS.overtake)
      this.popup(x, camera.carY - this.player.displayHeight, OVERTAKE_SCORE);
    if (events & RACE_EVENTS.crash) this.scene.cameras.main.shake(220, 0.012);
  }

  /** A vertical strip on the right: the car's share of the track, the flag at the top. */
  private renderProgress(camera: RacingCamera): void {
    const g = this.progress;
    const x = camera.width - 16;
    const top = 92;
    const bottom = camera.carY - 40;
    g.clear();
    g.fillStyle(0x000000, 0.35);
    g.fillRoundedRect(x - 5, top - 5, 10, bottom - top + 10, 5);
    g.fillStyle(this.accent, 1);
    const y = bottom - (bottom - top) * this.sim.progress;
    g.fillRect(x - 2, y, 4, bottom - y);
    g.fillStyle(0xffffff, 1);
    g.fillRect(x - 7, top - 9, 14, 6);
    g.fillStyle(0x111111, 1);
    g.fillRect(x - 7, top - 9, 4, 3);
    g.fillRect(x - 1, top - 9, 4, 3);
    g.fillRect(x - 4, top - 6, 4, 3);
    g.fillRect(x + 3, top - 6, 4, 3);
    g.fillStyle(this.primary, 1);
    g.fillCircle(x, y, 7);
    g.lineStyle(2, 0xffffff, 1);
    g.strokeCircle(x, y, 7);
  }
}
