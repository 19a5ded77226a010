import { SPRITE_SHEET_FRAMES, type BrainrotWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber, UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { BRAINROT_MESSAGES } from './brainrotMessages.js';
import {
  ARENA,
  BRAINROT_EVENTS,
  CATCH_Y,
  DROP_KIND,
  DROP_RADIUS,
  MAX_DROPS,
  type BrainrotSimulation,
} from './brainrotSimulation.js';

export interface BrainrotAssetKeys {
  hero: string;
  hazard: string;
  heroRun: string;
  heroIdle: string;
  props: string[];
}

const HERO_HEIGHT = 96;
const DROP_SIZE = DROP_RADIUS * 2.4;
const POPUP_POOL_SIZE = 6;
const HURT_FRAME = SPRITE_SHEET_FRAMES.indexOf('hurt');

/**
 * Draws a BrainrotSimulation: the pool of falling props and hazards (spinning), the catcher,
 * score popups, and the chaos of brainrot mode (flashing, a wobbling banner).
 */
export class BrainrotView {
  private readonly drops: GameObjects.Sprite[] = [];
  private readonly dropKindShown = new Int8Array(MAX_DROPS).fill(-99);
  private readonly hero: GameObjects.Sprite;
  private readonly popups: GameObjects.Text[] = [];
  private readonly banner: GameObjects.Text;
  private nextPopup = 0;
  private heroPose = '';

  constructor(
    private readonly scene: Scene,
    private readonly world: BrainrotWorld,
    private readonly keys: BrainrotAssetKeys,
  ) {
    const palette = world.palette;
    const g = scene.add.graphics().setDepth(1);
    g.fillStyle(hexToNumber(palette.ground), 1);
    g.fillRect(-1200, CATCH_Y + 6, ARENA.width + 2400, 1600);
    g.fillStyle(hexToNumber(palette.groundAccent), 1);
    g.fillRect(-1200, CATCH_Y + 6, ARENA.width + 2400, 12);
    for (let i = 0; i < MAX_DROPS; i++) {
      this.drops.push(
        scene.add
          .sprite(0, 0, keys.props[0] ?? keys.hazard)
          .setDepth(4)
          .setVisible(false),
      );
    }
    this.hero = scene.add
      .sprite(ARENA.width / 2, CATCH_Y + 8, keys.hero, 0)
      .setOrigin(0.5, 1)
      .setScale(HERO_HEIGHT / world.characters.hero.frameHeight)
      .setDepth(5);
    const style = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '24px',
      fontStyle: 'bold',
      color: palette.accent,
      stroke: '#1b1d33',
      strokeThickness: 6,
      resolution: 2,
    };
    for (let i = 0; i < POPUP_POOL_SIZE; i++)
      this.popups.push(
        scene.add.text(0, 0, '', style).setOrigin(0.5).setDepth(7).setVisible(false),
      );
    this.banner = scene.add
      .text(ARENA.width / 2, 130, `${BRAINROT_MESSAGES.hint} ${world.characters.hazard.name}!`, {
        ...style,
        fontSize: '22px',
        color: '#ffffff',
        align: 'center',
        wordWrap: { width: ARENA.width - 30 },
      })
      .setOrigin(0.5)
      .setDepth(8);
  }

  private popup(x: number, y: number, text: string, color: string): void {
    const label = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!label) return;
    this.scene.tweens.killTweensOf(label);
    label.setText(text).setColor(color).setPosition(x, y).setAlpha(1).setVisible(true);
    this.scene.tweens.add({
      targets: label,
      y: y - 60,
      alpha: 0,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => label.setVisible(false),
    });
  }

  render(sim: BrainrotSimulation, events: number): void {
    for (let i = 0; i < MAX_DROPS; i++) {
      const sprite = this.drops[i];
      if (!sprite) continue;
      if (sim.dropActive[i] !== 1) {
        sprite.setVisible(false);
        continue;
      }
      const kind = sim.dropKind[i] ?? 0;
      if (kind !== this.dropKindShown[i]) {
        this.dropKindShown[i] = kind;
        if (kind === DROP_KIND.hazard) sprite.setTexture(this.keys.hazard, HURT_FRAME);
        else sprite.setTexture(this.keys.props[Math.max(0, kind)] ?? this.keys.props[0] ?? '');
        sprite.setDisplaySize(DROP_SIZE * (kind === DROP_KIND.hazard ? 1.5 : 1), DROP_SIZE);
        if (kind === DROP_KIND.hazard) sprite.setScale(sprite.scaleY);
        if (kind === DROP_KIND.golden) sprite.setTint(0xffd23f).setScale(sprite.scaleX * 1.3);
        else sprite.clearTint();
      }
      sprite
        .setVisible(true)
        .setPosition(sim.dropX[i] ?? 0, sim.dropY[i] ?? 0)
        .setRotation((sim.dropSpin[i] ?? 0) * sim.elapsed);
    }
    this.renderHero(sim);
    if (sim.elapsed > 3.5 && this.banner.visible && !sim.isChaos) this.banner.setVisible(false);
    if (events & BRAINROT_EVENTS.golden) {
      this.scene.cameras.main.flash(250, 255, 210, 63);
      this.banner
        .setText(BRAINROT_MESSAGES.chaos)
        .setVisible(true)
        .setColor(this.world.palette.accent);
    }
    if (sim.isChaos) this.banner.setAngle(Math.sin(sim.elapsed * 18) * 8);
    else if (this.banner.visible && sim.elapsed > 3.5) this.banner.setVisible(false);
    if (events & BRAINROT_EVENTS.caught) {
      const points = sim.lastCatchPoints;
      this.popup(
        sim.catcherX,
        CATCH_Y - 90,
        `+${points}`,
        sim.isChaos ? '#ff5af0' : this.world.palette.accent,
      );
    }
    if (events & BRAINROT_EVENTS.hazard) {
      this.scene.cameras.main.shake(200, 0.012);
      this.popup(sim.catcherX, CATCH_Y - 90, '-1', '#ff5a5a');
    }
  }

  private renderHero(sim: BrainrotSimulation): void {
    const hero = this.hero;
    hero.setX(sim.catcherX);
    if (Math.abs(sim.catcherVelocity) > 20) hero.setFlipX(sim.catcherVelocity < 0);
    const pose = sim.hurtTime > 0 ? 'hurt' : Math.abs(sim.catcherVelocity) > 20 ? 'run' : 'idle';
    if (pose !== this.heroPose) {
      this.heroPose = pose;
      if (pose === 'hurt') hero.stop().setFrame(HURT_FRAME);
      else hero.play(pose === 'run' ? this.keys.heroRun : this.keys.heroIdle);
    }
    hero.setAlpha(sim.hurtTime > 0 && Math.floor(sim.elapsed * 12) % 2 === 0 ? 0.4 : 1);
    if (sim.isChaos) hero.setAngle(Math.sin(sim.elapsed * 25) * 10);
    else hero.setAngle(0);
  }
}
