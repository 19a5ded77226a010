import { Geom, type GameObjects, type Scene } from 'phaser';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import { UiButton } from './uiButton.js';
import { UI_FONT_FAMILY, type UiTheme } from './uiTheme.js';

/** Dimmed screen with "Paused", Resume and Back, shown while the round is paused. */
export class PauseOverlay {
  private readonly shade: GameObjects.Rectangle;
  /** Full-screen hit area so taps never reach what is under the overlay. */
  private readonly shadeArea = new Geom.Rectangle(0, 0, 1, 1);
  private readonly title: GameObjects.Text;
  private readonly resumeButton: UiButton;
  private readonly backButton: UiButton;

  constructor(
    scene: Scene,
    resolution: number,
    theme: UiTheme,
    actions: { onResume: () => void; onBack: () => void },
  ) {
    this.shade = scene.add
      .rectangle(0, 0, 10, 10, 0x000000, 0.6)
      .setOrigin(0)
      .setInteractive(this.shadeArea, (area: Geom.Rectangle, x: number, y: number) =>
        area.contains(x, y),
      );
    this.title = scene.add
      .text(0, 0, RUNTIME_MESSAGES.paused, {
        fontFamily: UI_FONT_FAMILY,
        fontSize: '44px',
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#000000',
        strokeThickness: 6,
        resolution,
      })
      .setOrigin(0.5);
    this.resumeButton = new UiButton(scene, {
      label: RUNTIME_MESSAGES.resume,
      width: 220,
      height: 60,
      fill: theme.primary,
      fontSize: 24,
      resolution,
      onPress: actions.onResume,
    });
    this.backButton = new UiButton(scene, {
      label: RUNTIME_MESSAGES.back,
      width: 220,
      height: 52,
      fill: 0x3a3d5c,
      resolution,
      onPress: actions.onBack,
    });
    this.setVisible(false);
  }

  setVisible(isVisible: boolean): void {
    this.shade.setVisible(isVisible);
    this.title.setVisible(isVisible);
    this.resumeButton.setVisible(isVisible);
    this.backButton.setVisible(isVisible);
  }

  get isVisible(): boolean {
    return this.shade.visible;
  }

  layout(width: number, height: number): void {
    this.shade.setSize(width, height);
    this.shadeArea.setTo(0, 0, width, height);
    this.title.setPosition(width / 2, height * 0.38);
    this.resumeButton.setPosition(width / 2, height * 0.38 + 90);
    this.backButton.setPosition(width / 2, height * 0.38 + 162);
  }
}
