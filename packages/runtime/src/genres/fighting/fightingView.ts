import type { FightingWorld } from '@promptplay/contracts';
import type { GameObjects, Scene } from 'phaser';
import { hexToNumber } from '../../kit/uiTheme.js';
import { UI_FONT_FAMILY } from '../../kit/uiTheme.js';
import { FighterFigure, FIGHTER_DISPLAY_HEIGHT } from './fighterFigure.js';
import type { FightingAssetKeys } from './fightingAssets.js';
import { FightingHud } from './fightingHud.js';
import { FIGHTING_MESSAGES } from './fightingMessages.js';
import { ARENA_EDGE, ARENA_WIDTH, FIGHT_EVENTS, SCORE } from './fightingRules.js';
import type { FightingSimulation } from './fightingSimulation.js';

const POPUP_POOL_SIZE = 6;
const DUMMY_DISPLAY_HEIGHT = 130;

/** Where the camera shows the arena: the container of screen-fixed things follows it. */
export interface ArenaFrame {
  zoom: number;
  left: number;
  top: number;
  cssWidth: number;
}

/**
 * Draws a FightingSimulation: the ring, the dummy, the fighter and the current opponent, health
 * bars and the round banner. Everything is created up front; `render` moves and toggles.
 */
export class FightingView {
  private readonly player: FighterFigure;
  private readonly opponent: FighterFigure;
  private readonly dummy: GameObjects.Sprite;
  private readonly dummyShadow: GameObjects.Ellipse;
  private readonly hud: FightingHud;
  private readonly banner: GameObjects.Text;
  private readonly subBanner: GameObjects.Text;
  /** "Tap Punch!" over the opening bout of a fight without warm-up, until a punch lands. */
  private readonly punchHint: GameObjects.Text;
  private readonly popups: GameObjects.Text[] = [];
  private nextPopup = 0;
  private shownOpponent = -1;
  private shownPhase = '';
  private shownHits = -1;

  constructor(
    private readonly scene: Scene,
    private readonly world: FightingWorld,
    private readonly keys: FightingAssetKeys,
  ) {
    const palette = world.palette;
    this.drawRing();
    this.dummyShadow = scene.add.ellipse(0, 0, 60, 12, 0x000000, 0.25).setDepth(2);
    this.dummy = scene.add
      .sprite(0, 0, keys.dummy.texture, 0)
      .setOrigin(0.5, 1)
      .setScale(DUMMY_DISPLAY_HEIGHT / world.characters.dummy.frameHeight)
      .setDepth(3);
    this.dummy.play(keys.dummy.idle);
    this.player = new FighterFigure(
      scene,
      keys.fighter,
      world.characters.fighter.frameHeight,
      hexToNumber(palette.accent),
      6,
    );
    const first = world.fighting.opponents[0];
    this.opponent = new FighterFigure(
      scene,
      keys.opponents[0] ?? keys.fighter,
      first?.character.frameHeight ?? 96,
      hexToNumber(palette.secondary),
      5,
    );
    const resolution = 2;
    // Fixed green / red so health reads the same on every palette.
    this.hud = new FightingHud(scene, 0x4cd964, 0xff5a5a, resolution);
    const bannerStyle = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '34px',
      fontStyle: 'bold',
      color: palette.accent,
      stroke: '#1b1d33',
      strokeThickness: 7,
      align: 'center',
      resolution,
    };
    this.banner = scene.add.text(0, 0, '', bannerStyle).setOrigin(0.5).setDepth(21);
    this.subBanner = scene.add
      .text(0, 0, '', { ...bannerStyle, fontSize: '20px', color: '#ffffff', strokeThickness: 5 })
      .setOrigin(0.5)
      .setDepth(21);
    this.punchHint = scene.add
      .text(0, 0, FIGHTING_MESSAGES.punchHint, {
        ...bannerStyle,
        fontSize: '24px',
        strokeThickness: 6,
      })
      .setOrigin(0.5)
      .setDepth(21)
      .setVisible(false);
    scene.tweens.add({
      targets: this.punchHint,
      scale: 1.12,
      duration: 420,
      yoyo: true,
      repeat: -1,
      ease: 'Sine.easeInOut',
    });
    this.hud.container.add([this.banner, this.subBanner, this.punchHint]);
    for (let i = 0; i < POPUP_POOL_SIZE; i++) {
      this.popups.push(
        scene.add
          .text(0, 0, '', { ...bannerStyle, fontSize: '22px', strokeThickness: 5 })
          .setOrigin(0.5)
          .setDepth(22)
          .setVisible(false),
      );
    }
  }

  /** Ring floor, mat, corner posts and ropes in arena coordinates (floor at y = 0). */
  private drawRing(): void {
    const palette = this.world.palette;
    const g = this.scene.add.graphics().setDepth(1);
    g.fillStyle(hexToNumber(palette.ground), 1);
    g.fillRect(-1200, 0, ARENA_WIDTH + 2400, 1600);
    g.fillStyle(hexToNumber(palette.groundAccent), 1);
    g.fillRect(ARENA_EDGE - 30, 0, ARENA_WIDTH - 2 * ARENA_EDGE + 60, 16);
    g.fillStyle(0x000000, 0.18);
    g.fillRect(ARENA_EDGE - 30, 16, ARENA_WIDTH - 2 * ARENA_EDGE + 60, 8);
    g.fillStyle(0xffffff, 0.35);
    g.fillRect(ARENA_WIDTH / 2 - 2, 2, 4, 12);
    const postColor = hexToNumber(palette.secondary);
    const ropeColor = hexToNumber(palette.primary);
    const posts = [ARENA_EDGE - 26, ARENA_WIDTH - ARENA_EDGE + 26];
    for (const level of [55, 100, 145]) {
      g.lineStyle(5, ropeColor, 1);
      g.lineBetween(posts[0] ?? 0, -level, posts[1] ?? 0, -level);
    }
    for (const x of posts) {
      g.fillStyle(postColor, 1);
      g.fillRoundedRect(x - 8, -170, 16, 170, 4);
      g.fillStyle(0xffffff, 0.5);
      g.fillCircle(x, -170, 9);
    }
  }

  /** Pins the health bars and banner to the screen for this camera frame. */
  layout(frame: ArenaFrame): void {
    this.pin(frame);
    this.hud.layout(frame.cssWidth);
    this.banner.setPosition(frame.cssWidth / 2, 150);
    this.subBanner.setPosition(frame.cssWidth / 2, 190);
    this.punchHint.setPosition(frame.cssWidth / 2, 230);
    this.cssWidth = frame.cssWidth;
  }

  private cssWidth = 390;

  /** Keeps the bars and banner fixed on screen while the camera moves. */
  pin(frame: ArenaFrame): void {
    this.hud.container.setPosition(frame.left, frame.top).setScale(1 / frame.zoom);
  }

  private popup(x: number, text: string, color: string): void {
    const label = this.popups[this.nextPopup];
    this.nextPopup = (this.nextPopup + 1) % this.popups.length;
    if (!label) return;
    const y = -FIGHTER_DISPLAY_HEIGHT - 10;
    this.scene.tweens.killTweensOf(label);
    label.setText(text).setColor(color).setPosition(x, y).setAlpha(1).setScale(1).setVisible(true);
    this.scene.tweens.add({
      targets: label,
      y: y - 40,
      alpha: 0,
      duration: 700,
      ease: 'Cubic.easeOut',
      onComplete: () => label.setVisible(false),
    });
  }

  private setBanner(main: string, sub: string): void {
    if (this.banner.text !== main) {
      this.banner.setText(main);
      this.scene.tweens.killTweensOf(this.banner);
      this.banner.setScale(0.4);
      this.scene.tweens.add({
        targets: this.banner,
        scale: 1,
        duration: 260,
        ease: 'Back.easeOut',
      });
    }
    if (this.subBanner.text !== sub) this.subBanner.setText(sub);
    this.banner.setWordWrapWidth(this.cssWidth - 24);
    this.subBanner.setWordWrapWidth(this.cssWidth - 24);
  }

  render(sim: FightingSimulation, events: number): void {
    const world = this.world;
    const fighting = world.fighting;
    const isWarmup = sim.phase === 'warmup';
    if (sim.opponentIndex !== this.shownOpponent) {
      this.shownOpponent = sim.opponentIndex;
      const opponent = fighting.opponents[sim.opponentIndex];
      const keys = this.keys.opponents[sim.opponentIndex];
      if (opponent && keys) this.opponent.setSheet(keys, opponent.character.frameHeight);
    }
    const opponent = fighting.opponents[sim.opponentIndex];
    const opponentName = opponent?.character.name ?? '';
    this.dummy.setVisible(isWarmup).setPosition(sim.dummy.x, 0).setRotation(sim.dummy.sway);
    this.dummyShadow.setVisible(isWarmup).setPosition(sim.dummy.x, 0);
    this.opponent.setVisible(!isWarmup);
    this.hud.setNames(
      world.characters.fighter.name,
      isWarmup ? world.characters.dummy.name : opponentName,
    );
    this.hud.setHealth(
      sim.player.health / sim.player.maxHealth,
      isWarmup
        ? 1 - sim.dummy.hits / fighting.dummyHits
        : sim.opponent.health / sim.opponent.maxHealth,
    );
    this.player.render(sim.player, sim.phase === 'lost', sim.elapsed);
    if (!isWarmup) this.opponent.render(sim.opponent, sim.phase === 'ko', sim.elapsed);
    this.renderBanner(sim, opponentName);
    const isHintShown = sim.isPunchHintShown;
    if (this.punchHint.visible !== isHintShown) this.punchHint.setVisible(isHintShown);
    if (events & FIGHT_EVENTS.dummyHit) this.popup(sim.dummy.x, `+${SCORE.dummyHit}`, '#ffffff');
    if (events & FIGHT_EVENTS.hit) {
      const text = sim.combo >= 2 ? FIGHTING_MESSAGES.combo(sim.combo) : `+${SCORE.hit}`;
      this.popup(sim.opponent.x, text, world.palette.accent);
    }
    if (events & FIGHT_EVENTS.blocked) {
      const x = (sim.player.x + sim.opponent.x) / 2;
      this.popup(x, FIGHTING_MESSAGES.blocked, '#bfe6ff');
    }
  }

  private renderBanner(sim: FightingSimulation, opponentName: string): void {
    const fighting = this.world.fighting;
    const phaseKey = `${sim.phase}:${sim.opponentIndex}`;
    if (sim.phase === 'warmup') {
      if (sim.dummy.hits !== this.shownHits || phaseKey !== this.shownPhase) {
        this.shownHits = sim.dummy.hits;
        this.setBanner(
          FIGHTING_MESSAGES.warmupCount(sim.dummy.hits, fighting.dummyHits),
          FIGHTING_MESSAGES.warmup(this.world.characters.dummy.name),
        );
      }
    } else if (phaseKey !== this.shownPhase) {
      const total = fighting.opponents.length;
      switch (sim.phase) {
        case 'intro':
          this.setBanner(
            FIGHTING_MESSAGES.bout(sim.opponentIndex + 1, total),
            FIGHTING_MESSAGES.versus(opponentName),
          );
          break;
        case 'fight':
          this.setBanner(FIGHTING_MESSAGES.fight, '');
          this.scene.time.delayedCall(700, () => {
            if (this.banner.text === FIGHTING_MESSAGES.fight) this.setBanner('', '');
          });
          break;
        case 'ko':
          this.setBanner(
            sim.wasDecision ? FIGHTING_MESSAGES.decision : FIGHTING_MESSAGES.knockOut,
            '',
          );
          break;
        case 'won':
          this.setBanner(FIGHTING_MESSAGES.champion, '');
          break;
        case 'lost':
          this.setBanner(FIGHTING_MESSAGES.knockOut, '');
          break;
      }
    }
    this.shownPhase = phaseKey;
  }
}
