import { Geom, type GameObjects, type Scene } from 'phaser';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import { UiButton } from './uiButton.js';
import { UI_FONT_FAMILY, type UiTheme } from './uiTheme.js';

export interface RoundResult {
  won: boolean;
  score: number;
  bestScore: number;
  isNewBest: boolean;
  /** Short line under the title, e.g. the time bonus or why the round was lost. */
  detail: string | null;
}

export interface ResultActions {
  onReplay: () => void;
  onNextGame: () => void;
  onBack: () => void;
}

const PANEL_WIDTH = 320;
const PANEL_HEIGHT = 430;

/** End-of-round card: won/lost title, score, best, and Replay / Next game / Back. */
export class ResultScreen {
  private readonly shade: GameObjects.Rectangle;
  /** Full-screen hit area so taps never reach what is under the overlay. */
  private readonly shadeArea = new Geom.Rectangle(0, 0, 1, 1);
  private readonly panel: GameObjects.Graphics;
  private readonly title: GameObjects.Text;
  private readonly detail: GameObjects.Text;
  private readonly scoreLabel: GameObjects.Text;
  private readonly scoreValue: GameObjects.Text;
  private readonly best: GameObjects.Text;
  private readonly buttons: UiButton[];
  private readonly parts: { setVisible(value: boolean): unknown }[];

  constructor(
    scene: Scene,
    resolution: number,
    private readonly theme: UiTheme,
    actions: ResultActions,
  ) {
    const text = (size: number, color = '#ffffff') =>
      scene.add
        .text(0, 0, '', {
          fontFamily: UI_FONT_FAMILY,
          fontSize: `${size}px`,
          fontStyle: 'bold',
          color,
          align: 'center',
          resolution,
        })
        .setOrigin(0.5);
    this.shade = scene.add
      .rectangle(0, 0, 10, 10, 0x000000, 0.55)
      .setOrigin(0)
      .setInteractive(this.shadeArea, (area: Geom.Rectangle, x: number, y: number) =>
        area.contains(x, y),
      );
    this.panel = scene.add.graphics();
    this.title = text(40).setStroke('#000000', 6);
    this.detail = text(18, '#ffe9a8');
    this.scoreLabel = text(16, '#c9cbe8').setText(RUNTIME_MESSAGES.score.toUpperCase());
    this.scoreValue = text(56).setStroke('#000000', 4);
    this.best = text(18, '#c9cbe8');
    this.buttons = [
      new UiButton(scene, {
        label: RUNTIME_MESSAGES.replay,
        width: 248,
        height: 58,
        fill: theme.primary,
        fontSize: 24,
        resolution,
        onPress: actions.onReplay,
      }),
      new UiButton(scene, {
        label: RUNTIME_MESSAGES.nextGame,
        width: 248,
        height: 52,
        fill: 0x2f9e6e,
        resolution,
        onPress: actions.onNextGame,
      }),
      new UiButton(scene, {
        label: RUNTIME_MESSAGES.back,
        width: 248,
        height: 48,
        fill: 0x3a3d5c,
        resolution,
        onPress: actions.onBack,
      }),
    ];
    this.parts = [
      this.shade,
      this.panel,
      this.title,
      this.detail,
      this.scoreLabel,
      this.scoreValue,
      this.best,
      ...this.buttons,
    ];
    this.setVisible(false);
  }

  setVisible(isVisible: boolean): void {
    for (const part of this.parts) part.setVisible(isVisible);
  }

  get isVisible(): boolean {
    return this.shade.visible;
  }

  show(result: RoundResult): void {
    this.title.setText(result.won ? RUNTIME_MESSAGES.youWin : RUNTIME_MESSAGES.gameOver);
    this.title.setColor(result.won ? this.theme.accentCss : '#ff6b6b');
    this.detail.setText(result.detail ?? '');
    this.scoreValue.setText(String(result.score));
    const bestLine = `${RUNTIME_MESSAGES.best}: ${result.bestScore}`;
    this.best.setText(result.isNewBest ? `${RUNTIME_MESSAGES.newBest}  ${bestLine}` : bestLine);
    this.best.setColor(result.isNewBest ? this.theme.accentCss : '#c9cbe8');
    this.setVisible(true);
  }

  layout(width: number, height: number): void {
    this.shade.setSize(width, height);
    this.shadeArea.setTo(0, 0, width, height);
    const panelWidth = Math.min(PANEL_WIDTH, width - 24);
    const panelHeight = Math.min(PANEL_HEIGHT, height - 24);
    const scale = Math.min(1, panelHeight / PANEL_HEIGHT);
    const left = (width - panelWidth) / 2;
    const top = (height - panelHeight) / 2;
    this.panel.clear();
    this.panel.fillStyle(0x000000, 0.35);
    this.panel.fillRoundedRect(left, top + 6, panelWidth, panelHeight, 24);
    this.panel.fillStyle(this.theme.panel, 0.96);
    this.panel.fillRoundedRect(left, top, panelWidth, panelHeight, 24);
    this.panel.lineStyle(3, this.theme.accent, 0.9);
    this.panel.strokeRoundedRect(left, top, panelWidth, panelHeight, 24);
    const cx = width / 2;
    const at = (offset: number) => top + offset * scale;
    this.title.setPosition(cx, at(48)).setScale(scale);
    this.detail.setPosition(cx, at(90)).setScale(scale);
    this.scoreLabel.setPosition(cx, at(124)).setScale(scale);
    this.scoreValue.setPosition(cx, at(166)).setScale(scale);
    this.best.setPosition(cx, at(212)).setScale(scale);
    const offsets = [270, 334, 392];
    this.buttons.forEach((button, i) =>
      button.setPosition(cx, at(offsets[i] ?? 0)).setScale(scale),
    );
  }
}
