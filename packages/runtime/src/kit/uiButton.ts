import { GameObjects, type Scene } from 'phaser';
import { UI_FONT_FAMILY } from './uiTheme.js';

export interface UiButtonOptions {
  label: string;
  width: number;
  height: number;
  fill: number;
  textColor?: string;
  fontSize?: number;
  /** Used for text resolution: the UI camera zooms by the canvas pixel ratio. */
  resolution: number;
  onPress: () => void;
}

/**
 * A rounded, labelled button in CSS pixel units. Fires on release inside the button, so a thumb
 * that slides off cancels the press.
 */
export class UiButton extends GameObjects.Container {
  private readonly background: GameObjects.Graphics;
  private readonly text: GameObjects.Text;
  private isPressed = false;

  constructor(
    scene: Scene,
    private readonly options: UiButtonOptions,
  ) {
    super(scene, 0, 0);
    this.background = scene.add.graphics();
    this.text = scene.add
      .text(0, 0, options.label, {
        fontFamily: UI_FONT_FAMILY,
        fontSize: `${options.fontSize ?? 20}px`,
        fontStyle: 'bold',
        color: options.textColor ?? '#ffffff',
        resolution: options.resolution,
      })
      .setOrigin(0.5);
    const zone = scene.add
      .zone(0, 0, options.width, options.height)
      .setInteractive({ useHandCursor: true });
    this.add([this.background, this.text, zone]);
    this.setSize(options.width, options.height);
    this.draw();
    zone.on('pointerdown', () => this.setPressed(true));
    zone.on('pointerout', () => this.setPressed(false));
    zone.on('pointerup', () => {
      if (!this.isPressed) return;
      this.setPressed(false);
      options.onPress();
    });
    scene.add.existing(this);
  }

  private setPressed(isPressed: boolean): void {
    this.isPressed = isPressed;
    this.setScale(isPressed ? 0.96 : 1);
  }

  private draw(): void {
    const { width, height, fill } = this.options;
    const radius = Math.min(18, height / 2);
    this.background.clear();
    this.background.fillStyle(0x000000, 0.25);
    this.background.fillRoundedRect(-width / 2, -height / 2 + 4, width, height, radius);
    this.background.fillStyle(fill, 1);
    this.background.fillRoundedRect(-width / 2, -height / 2, width, height, radius);
    this.background.fillStyle(0xffffff, 0.18);
    this.background.fillRoundedRect(
      -width / 2 + 4,
      -height / 2 + 3,
      width - 8,
      height * 0.42,
      radius * 0.7,
    );
  }
}
