import type { GameObjects, Scene } from 'phaser';
import { BakedShapes } from './bakedShapes.js';
import type { ScreenRect } from './debugState.js';
import { formatTime } from './formatTime.js';
import type { GameSession } from './gameSession.js';
import { KIT_TEXTURES } from './kitTextures.js';
import { UI_FONT_FAMILY } from './uiTheme.js';

const MARGIN = 12;
const CHIP_HEIGHT = 44;
const ICON_SIZE = 28;
const HEART_SIZE = 26;
const MAX_HEARTS = 5;
const PAUSE_BUTTON_SIZE = 48;
const SCORE_CHIP_MIN_WIDTH = 104;
const TIME_CHIP_WIDTH = 112;
const CHIP_GAP = 8;
/** The chips' backs are painted into this texture (the UI scene outlives games). */
const CHIPS_TEXTURE = 'kit-hud-chips';

/**
 * Score, lives and time at the top of the screen, plus the pause button. Redraws text only
 * when a shown value changes.
 */
export class Hud {
  /** The chips' rounded backs, painted once per layout or score width (kit/bakedShapes.ts). */
  private readonly chips: BakedShapes;
  private readonly scoreIcon: GameObjects.Image;
  private readonly scoreText: GameObjects.Text;
  private readonly timeIcon: GameObjects.Image;
  private readonly timeText: GameObjects.Text;
  private readonly hearts: GameObjects.Image[] = [];
  private readonly pauseButton: GameObjects.Image;
  private readonly pauseBackground: GameObjects.Arc;
  private shownScore = -1;
  private shownSeconds = -1;
  private shownLives = -1;
  /** Most lives seen this round: lost lives stay visible as empty hearts. */
  private heartSlots = 0;
  private hasTime = false;
  private width = 0;

  /**
   * @param insetLeft CSS pixels at the top-left the host covers with its Back button; the
   *   score chip starts after them (hearts sit below the button and keep the margin).
   */
  constructor(
    scene: Scene,
    resolution: number,
    onPause: () => void,
    private readonly insetLeft = 0,
  ) {
    const textStyle = {
      fontFamily: UI_FONT_FAMILY,
      fontSize: '24px',
      fontStyle: 'bold',
      color: '#ffffff',
      stroke: '#1b1d33',
      strokeThickness: 5,
      resolution,
    };
    this.chips = new BakedShapes(scene, CHIPS_TEXTURE, resolution);
    this.scoreIcon = scene.add.image(0, 0, KIT_TEXTURES.star).setDisplaySize(ICON_SIZE, ICON_SIZE);
    this.scoreText = scene.add.text(0, 0, '0', textStyle).setOrigin(0, 0.5);
    this.timeIcon = scene.add
      .image(0, 0, KIT_TEXTURES.clock)
      .setDisplaySize(ICON_SIZE - 4, ICON_SIZE - 4);
    this.timeText = scene.add.text(0, 0, '0:00', textStyle).setOrigin(0, 0.5);
    for (let i = 0; i < MAX_HEARTS; i++) {
      this.hearts.push(
        scene.add.image(0, 0, KIT_TEXTURES.heart).setDisplaySize(HEART_SIZE, HEART_SIZE),
      );
    }
    this.pauseBackground = scene.add.circle(0, 0, PAUSE_BUTTON_SIZE / 2, 0x000000, 0.4);
    this.pauseButton = scene.add.image(0, 0, KIT_TEXTURES.pause).setDisplaySize(30, 30);
    this.pauseBackground.setInteractive({ useHandCursor: true }).on('pointerup', onPause);
    this.setVisible(false);
  }

  /** Uses a genre texture (e.g. the world's coin) as the score icon. */
  setScoreIcon(textureKey: string | null): void {
    this.scoreIcon.setTexture(textureKey ?? KIT_TEXTURES.star).setDisplaySize(ICON_SIZE, ICON_SIZE);
  }

  setVisible(isVisible: boolean): void {
    const objects = [
      this.chips.image,
      this.scoreIcon,
      this.scoreText,
      this.pauseButton,
      this.pauseBackground,
    ];
    for (const object of objects) object.setVisible(isVisible);
    this.timeIcon.setVisible(isVisible && this.hasTime);
    this.timeText.setVisible(isVisible && this.hasTime);
    if (!isVisible) for (const heart of this.hearts) heart.setVisible(false);
    this.shownLives = -1;
    this.heartSlots = 0;
  }

  layout(width: number): void {
    this.width = width;
    const centerY = MARGIN + CHIP_HEIGHT / 2;
    const scoreLeft = this.scoreChipLeft();
    this.scoreIcon.setPosition(scoreLeft + 12 + ICON_SIZE / 2, centerY);
    this.scoreText.setPosition(scoreLeft + 20 + ICON_SIZE, centerY);
    this.hearts.forEach((heart, i) =>
      heart.setPosition(
        MARGIN + 4 + HEART_SIZE / 2 + i * (HEART_SIZE + 6),
        centerY + CHIP_HEIGHT / 2 + 8 + HEART_SIZE / 2,
      ),
    );
    this.pauseBackground.setPosition(width - MARGIN - PAUSE_BUTTON_SIZE / 2, centerY);
    this.pauseButton.setPosition(width - MARGIN - PAUSE_BUTTON_SIZE / 2, centerY);
    this.drawChips();
  }

  private scoreChipLeft(): number {
    return Math.max(MARGIN, this.insetLeft);
  }

  private scoreChipWidth(): number {
    return Math.max(SCORE_CHIP_MIN_WIDTH, this.scoreText.width + ICON_SIZE + 36);
  }

  /** Centred, unless the score chip (pushed right by the host's inset) reaches the middle. */
  private timeChipLeft(): number {
    const afterScore = this.scoreChipLeft() + this.scoreChipWidth() + CHIP_GAP;
    return Math.max(this.width / 2 - TIME_CHIP_WIDTH / 2, afterScore);
  }

  /** Draws the chips' backgrounds and puts the time in its chip (it moves when the score grows). */
  private drawChips(): void {
    const centerY = MARGIN + CHIP_HEIGHT / 2;
    const timeLeft = this.timeChipLeft();
    this.timeIcon.setPosition(timeLeft + 12 + ICON_SIZE / 2, centerY);
    this.timeText.setPosition(timeLeft + 18 + ICON_SIZE, centerY);
    const scoreLeft = this.scoreChipLeft();
    const scoreWidth = this.scoreChipWidth();
    const right = this.hasTime ? timeLeft + TIME_CHIP_WIDTH : scoreLeft + scoreWidth;
    const radius = CHIP_HEIGHT / 2;
    this.chips.draw(scoreLeft, MARGIN, right - scoreLeft, CHIP_HEIGHT, (g) => {
      g.fillStyle(0x000000, 0.4);
      g.fillRoundedRect(0, 0, scoreWidth, CHIP_HEIGHT, radius);
      if (this.hasTime)
        g.fillRoundedRect(timeLeft - scoreLeft, 0, TIME_CHIP_WIDTH, CHIP_HEIGHT, radius);
    });
  }

  /** Boxes of what the HUD shows now, in CSS pixels of the frame (for the layout tests). */
  rects(): ScreenRect[] {
    if (!this.scoreText.visible) return [];
    const rects: ScreenRect[] = [
      { x: this.scoreChipLeft(), y: MARGIN, width: this.scoreChipWidth(), height: CHIP_HEIGHT },
      {
        x: this.width - MARGIN - PAUSE_BUTTON_SIZE,
        y: MARGIN + (CHIP_HEIGHT - PAUSE_BUTTON_SIZE) / 2,
        width: PAUSE_BUTTON_SIZE,
        height: PAUSE_BUTTON_SIZE,
      },
    ];
    if (this.hasTime) {
      rects.push({
        x: this.timeChipLeft(),
        y: MARGIN,
        width: TIME_CHIP_WIDTH,
        height: CHIP_HEIGHT,
      });
    }
    for (const heart of this.hearts) {
      if (!heart.visible) continue;
      const half = HEART_SIZE / 2;
      rects.push({ x: heart.x - half, y: heart.y - half, width: HEART_SIZE, height: HEART_SIZE });
    }
    return rects;
  }

  update(session: GameSession): void {
    let isChipResized = false;
    if (session.score !== this.shownScore) {
      const digitsBefore = String(Math.max(0, this.shownScore)).length;
      this.shownScore = session.score;
      this.scoreText.setText(String(session.score));
      isChipResized = String(session.score).length !== digitsBefore;
    }
    const hasTime = session.timeLeft !== null;
    if (hasTime !== this.hasTime) {
      this.hasTime = hasTime;
      this.timeIcon.setVisible(hasTime && this.scoreText.visible);
      this.timeText.setVisible(hasTime && this.scoreText.visible);
      isChipResized = true;
    }
    const seconds = session.timeLeft === null ? -1 : Math.ceil(session.timeLeft);
    if (seconds !== this.shownSeconds) {
      this.shownSeconds = seconds;
      this.timeText.setText(formatTime(seconds));
      this.timeText.setColor(seconds <= 10 ? '#ff5a5a' : '#ffffff');
    }
    const lives = session.lives ?? 0;
    if (lives !== this.shownLives) {
      this.heartSlots = Math.max(this.heartSlots, lives);
      this.shownLives = lives;
      this.hearts.forEach((heart, i) => {
        heart.setVisible(
          session.lives !== null &&
            i < Math.min(MAX_HEARTS, this.heartSlots) &&
            this.scoreText.visible,
        );
        heart
          .setTexture(i < lives ? KIT_TEXTURES.heart : KIT_TEXTURES.heartEmpty)
          .setDisplaySize(HEART_SIZE, HEART_SIZE);
      });
    }
    if (isChipResized) this.drawChips();
  }
}
