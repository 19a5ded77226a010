import type { GameObjects, Scene } from 'phaser';
import { punchExtension, type FighterBody } from './fighterBody.js';
import { frameOf, type SheetKeys } from './fightingAssets.js';

type Pose = 'idle' | 'walk' | 'punch' | 'hurt' | 'block' | 'down';

/** Height a fighter is drawn at, in arena px. */
export const FIGHTER_DISPLAY_HEIGHT = 140;

/**
 * One fighter on screen: its animated sprite, a shadow, a glove that shoots out on a punch and
 * a guard shield while blocking. Created once; `render` only moves and toggles.
 */
export class FighterFigure {
  readonly sprite: GameObjects.Sprite;
  private readonly shadow: GameObjects.Ellipse;
  private readonly glove: GameObjects.Arc;
  private readonly shield: GameObjects.Ellipse;
  private pose: Pose | null = null;
  private keys: SheetKeys;

  constructor(
    private readonly scene: Scene,
    keys: SheetKeys,
    frameHeight: number,
    gloveColor: number,
    depth: number,
  ) {
    this.keys = keys;
    this.shadow = scene.add.ellipse(0, 0, 84, 16, 0x000000, 0.25).setDepth(depth - 1);
    this.sprite = scene.add
      .sprite(0, 0, keys.texture, 0)
      .setOrigin(0.5, 1)
      .setScale(FIGHTER_DISPLAY_HEIGHT / frameHeight)
      .setDepth(depth);
    this.glove = scene.add
      .circle(0, 0, 15, gloveColor)
      .setStrokeStyle(3, 0x1b1d33)
      .setDepth(depth + 1)
      .setVisible(false);
    this.shield = scene.add
      .ellipse(0, 0, 28, 104, 0xffffff, 0.35)
      .setStrokeStyle(3, 0xffffff, 0.8)
      .setDepth(depth + 1)
      .setVisible(false);
  }

  /** Shows another character's sheet (a new opponent). */
  setSheet(keys: SheetKeys, frameHeight: number): void {
    this.keys = keys;
    this.pose = null;
    this.scene.tweens.killTweensOf(this.sprite);
    this.sprite.setTexture(keys.texture, 0).setScale(FIGHTER_DISPLAY_HEIGHT / frameHeight);
    this.sprite.setAngle(0).setAlpha(1);
  }

  setVisible(isVisible: boolean): void {
    this.sprite.setVisible(isVisible);
    this.shadow.setVisible(isVisible);
    if (!isVisible) {
      this.glove.setVisible(false);
      this.shield.setVisible(false);
    }
  }

  render(body: FighterBody, isDown: boolean, elapsed: number): void {
    const facing = body.facing;
    const extension = punchExtension(body);
    const lunge = extension * 10 * facing;
    const x = body.x + lunge;
    this.sprite.setPosition(x, 0).setFlipX(facing < 0);
    this.shadow.setPosition(body.x, 0);
    const pose: Pose = isDown
      ? 'down'
      : body.hurtTime > 0
        ? 'hurt'
        : body.punchTime > 0
          ? 'punch'
          : body.isBlocking
            ? 'block'
            : Math.abs(body.velocity) > 5
              ? 'walk'
              : 'idle';
    if (pose !== this.pose) this.applyPose(pose);
    if (pose === 'hurt') this.sprite.setTint(0xff9a9a);
    else this.sprite.clearTint();
    const shoulderY = -FIGHTER_DISPLAY_HEIGHT * 0.5;
    this.glove
      .setVisible(extension > 0.05)
      .setPosition(x + facing * (22 + extension * 48), shoulderY)
      .setScale(0.8 + extension * 0.4);
    this.shield
      .setVisible(pose === 'block')
      .setPosition(body.x + facing * 40, shoulderY + 4)
      .setAlpha(0.55 + Math.sin(elapsed * 14) * 0.15);
  }

  private applyPose(pose: Pose): void {
    this.pose = pose;
    const sprite = this.sprite;
    sprite.setAngle(0);
    switch (pose) {
      case 'idle':
        sprite.play(this.keys.idle);
        break;
      case 'walk':
        sprite.play(this.keys.walk);
        break;
      case 'punch':
        sprite.stop();
        sprite.setFrame(frameOf('jump'));
        break;
      case 'block':
        sprite.stop();
        sprite.setFrame(frameOf('idle0'));
        break;
      case 'hurt':
        sprite.stop();
        sprite.setFrame(frameOf('hurt'));
        break;
      case 'down':
        sprite.stop();
        sprite.setFrame(frameOf('hurt'));
        this.scene.tweens.add({
          targets: sprite,
          angle: sprite.flipX ? 80 : -80,
          duration: 380,
          ease: 'Bounce.easeOut',
        });
        break;
    }
  }
}
