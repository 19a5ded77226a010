import type { HillRacerWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { driverFrame, type HillRacerAssetKeys } from './hillRacerAssets.js';
import type { HillRacerCamera } from './hillRacerCamera.js';
import { HillRacerGauges } from './hillRacerGauges.js';
import { HillRacerGround } from './hillRacerGround.js';
import { HillRacerPuffs } from './hillRacerPuffs.js';
import {
  BIG_AIR_POINTS,
  CHECKPOINT_POINTS,
  COIN_POINTS,
  FINISH_POINTS,
  FLIP_POINTS,
  HILL_EVENTS,
} from './hillRacerRules.js';
import type { HillRacerSimulation } from './hillRacerSimulation.js';
import { HILL_RACER_TEXTS } from './hillRacerTexts.js';
import { heightAt } from './hillRacerTrack.js';

const COIN_POOL = 28;
const FUEL_POOL = 3;
const POPUP_POOL = 5;
const COIN_METERS = 0.9;
const FUEL_METERS = 1.1;
const GOAL_METERS = 1.8;

interface DriverFrames {
  idle0: number;
  idle1: number;
  jump: number;
  hurt: number;
}

/**
 * Draws a HillRacerSimulation from the side: the course (HillRacerGround), coins and fuel cans
 * from small pools, the goal by the finish, the driver in the cockpit, the body and its turning
 * wheels, exhaust and dust puffs, score popups and the fuel and distance gauges. Every object is
 * made up front; `render` only moves, turns and toggles them.
 */
export class HillRacerView {
  private readonly ground: HillRacerGround;
  private readonly puffs: HillRacerPuffs;
  private readonly gauges: HillRacerGauges;
  private readonly coins: GameObjects.Image[] = [];
  private readonly cans: GameObjects.Image[] = [];
  private readonly goal: GameObjects.Image;
  private readonly driver: GameObjects.Image;
  private readonly body: GameObjects.Image;
  private readonly wheels: GameObjects.Image[] = [];
  private readonly popups: GameObjects.Text[] = [];
  private readonly frames: DriverFrames;
  private nextPopup = 0;
  private shownFrame = -1;
  private lastCoinFrame = -1;

  constructor(
    private readonly scene: Scene,
    world: HillRacerWorld,
    private readonly sim: HillRacerSimulation,
    keys: HillRacerAssetKeys,
    isTouch: boolean,
    /** Device pixels per CSS pixel: the ground's chunks are painted at the screen's resolution. */
    pixelRatio: number,
  ) {
    const palette = world.palette;
    this.ground = new HillRacerGround(scene, sim.track, palette, keys.terrain, pixelRatio);
    this.goal = scene.add.image(0, 0, keys.goal).setOrigin(0.5, 0.96).setDepth(2);
    for (let i = 0; i < COIN_POOL; i++)
      this.coins.push(scene.add.image(0, 0, keys.coin).setDepth(3).setVisible(false));
    for (let i = 0; i < FUEL_POOL; i++)
      this.cans.push(scene.add.image(0, 0, keys.fuel).setDepth(3).setVisible(false));
    this.puffs = new HillRacerPuffs(scene.add.graphics().setDepth(4), palette);
    this.driver = scene.add
      .image(0, 0, keys.driver, 0)
      .setOrigin(0.5, 92 / 96)
      .setDepth(5);
    this.body = scene.add.image(0, 0, keys.vehicle).setDepth(6);
    for (let w = 0; w < 2; w++) this.wheels.push(scene.add.image(0, 0, keys.wheel).setDepth(7));
    this.frames = {
      idle0: driverFrame(scene, keys.driver, 'idle0'),
      idle1: driverFrame(scene, keys.driver, 'idle1'),
      jump: driverFrame(scene, keys.driver, 'jump'),
      hurt: driverFrame(scene, keys.driver, 'hurt'),
    };
    for (let i = 0; i < POPUP_POOL; i++)
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
          .setDepth(20)
          .setVisible(false),
      );
    this.gauges = new HillRacerGauges(
      scene,
      sim,
      keys.fuel,
      hexToNumber(palette.accent),
      isTouch,
      keys.gaugeBacks,
      pixelRatio,
    );
  }

  /** Shows a short rising text; the pool reuses the oldest. */
  popup(x: number, y: number, text: string): void {
    const label = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!label) return;
    this.scene.tweens.killTweensOf(label);
    label.setText(text).setPosition(x, y).setAlpha(1).setScale(1).setVisible(true);
    this.scene.tweens.add({
      targets: label,
      y: y - 60,
      alpha: 0,
      scale: 1.25,
      duration: 900,
      ease: 'Cubic.easeOut',
      onComplete: () => label.setVisible(false),
    });
  }

  /** Lays out the screen-fixed parts after a resize. */
  layout(camera: HillRacerCamera, topInset: number): void {
    this.ground.layout(camera);
    this.gauges.layout(camera, topInset);
  }

  render(camera: HillRacerCamera, events: number, seconds: number): void {
    const sim = this.sim;
    this.ground.draw(camera, sim.checkpointsPassed);
    this.renderPickups(camera);
    this.renderVehicle(camera);
    this.puffs.update(camera, sim, events, seconds);
    this.gauges.render(camera);
    this.announce(camera, events);
  }

  private renderPickups(camera: HillRacerCamera): void {
    const sim = this.sim;
    const track = sim.track;
    const ppm = camera.ppm;
    const bob = Math.sin(sim.elapsed * 4) * 0.08;
    let used = 0;
    for (let i = 0; i < track.coinX.length && used < this.coins.length; i++) {
      const x = track.coinX[i] ?? 0;
      if (sim.coinTaken[i] === 1 || x < camera.left - 1 || x > camera.right + 1) continue;
      const coin = this.coins[used++];
      coin
        ?.setVisible(true)
        .setPosition(camera.screenX(x), camera.screenY((track.coinY[i] ?? 0) + bob))
        .setScale((COIN_METERS * ppm) / (coin.width || 1));
    }
    for (let i = used; i < this.coins.length; i++) this.coins[i]?.setVisible(false);
    used = 0;
    for (let i = 0; i < track.fuelX.length && used < this.cans.length; i++) {
      const x = track.fuelX[i] ?? 0;
      if (sim.fuelTaken[i] === 1 || x < camera.left - 2 || x > camera.right + 2) continue;
      const can = this.cans[used++];
      can
        ?.setVisible(true)
        .setPosition(camera.screenX(x), camera.screenY((track.fuelY[i] ?? 0) + bob))
        .setScale((FUEL_METERS * ppm) / (can.width || 1));
    }
    for (let i = used; i < this.cans.length; i++) this.cans[i]?.setVisible(false);
    const goalX = track.length + 3.2;
    const isGoalVisible = goalX > camera.left - 2 && goalX < camera.right + 2;
    this.goal.setVisible(isGoalVisible);
    if (isGoalVisible)
      this.goal
        .setPosition(camera.screenX(goalX), camera.screenY(heightAt(track, goalX)))
        .setScale((GOAL_METERS * ppm) / (this.goal.width || 1));
  }

  /** Puts an image at a point given in the vehicle's frame. */
  private place(
    camera: HillRacerCamera,
    image: GameObjects.Image,
    lx: number,
    ly: number,
  ): GameObjects.Image {
    const sim = this.sim;
    return image.setPosition(
      camera.screenX(sim.worldX(lx, ly)),
      camera.screenY(sim.worldY(lx, ly)),
    );
  }

  private renderVehicle(camera: HillRacerCamera): void {
    const sim = this.sim;
    const shape = sim.shape;
    const ppm = camera.ppm;
    const rotation = -sim.angle;
    this.place(camera, this.body, shape.imageX, shape.imageY)
      .setRotation(rotation)
      .setScale((shape.bodyWidth * ppm) / (this.body.width || 1));
    const frame = sim.isCrashed
      ? this.frames.hurt
      : sim.isAirborne && sim.airTime > 0.25
        ? this.frames.jump
        : Math.floor(sim.elapsed * 2.5) % 2 === 0
          ? this.frames.idle0
          : this.frames.idle1;
    if (frame !== this.shownFrame) {
      this.shownFrame = frame;
      this.driver.setFrame(frame);
    }
    this.place(camera, this.driver, shape.seatX, shape.seatY)
      .setRotation(rotation)
      .setScale((shape.driverHeight * ppm) / (this.driver.height || 1));
    for (let w = 0; w < 2; w++) {
      const wheel = this.wheels[w];
      if (!wheel) continue;
      // The wheel sits where the ground pushed it: its axle plus the spring's compression.
      const lift = sim.wheelCompression[w] ?? 0;
      this.place(camera, wheel, shape.axleX[w] ?? 0, (shape.axleY[w] ?? 0) + lift)
        .setRotation(sim.wheelTurn[w] ?? 0)
        .setScale((shape.wheelRadius * 2 * ppm) / (wheel.width || 1));
    }
  }

  private announce(camera: HillRacerCamera, events: number): void {
    if (events === 0) return;
    const sim = this.sim;
    const x = camera.screenX(sim.x);
    const y = camera.screenY(sim.y) - 2.4 * camera.ppm;
    const texts = HILL_RACER_TEXTS;
    if (events & HILL_EVENTS.coin && sim.elapsed - this.lastCoinFrame > 0.12) {
      this.lastCoinFrame = sim.elapsed;
      this.popup(x + 0.8 * camera.ppm, y + 0.6 * camera.ppm, `+${COIN_POINTS}`);
    }
    if (events & HILL_EVENTS.fuel) this.popup(x, y - 24, texts.fuel);
    if (events & HILL_EVENTS.checkpoint)
      this.popup(
        camera.width / 2,
        camera.playBottom * 0.3,
        `${texts.checkpoint} +${CHECKPOINT_POINTS}`,
      );
    if (events & HILL_EVENTS.flip) this.popup(x, y - 48, texts.flip(FLIP_POINTS));
    if (events & HILL_EVENTS.bigAir) this.popup(x, y - 48, texts.bigAir(BIG_AIR_POINTS));
    if (events & HILL_EVENTS.finished)
      this.popup(camera.width / 2, camera.playBottom * 0.3, texts.finished(FINISH_POINTS));
    if (events & HILL_EVENTS.crashed) this.scene.cameras.main.shake(260, 0.012);
    if (events & HILL_EVENTS.landed) this.scene.cameras.main.shake(90, 0.003);
  }
}
