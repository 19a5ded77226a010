import type { GameObjects, Input, Scene } from 'phaser';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import type { ButtonLabels, ControlScheme, ControlsState } from './controls.js';
import { KIT_TEXTURES } from './kitTextures.js';
import {
  isOnTouchControl,
  layoutTouchControls,
  reservedHeightOf,
  type ButtonCircle,
  type TouchButtonRole,
  type TouchLayout,
} from './touchLayout.js';
import {
  TouchResolver,
  createTouchControlsState,
  type TouchControlsState,
  type TouchPoint,
} from './touchResolver.js';
import { UI_FONT_FAMILY } from './uiTheme.js';

const IDLE_ALPHA = 0.42;
const PRESSED_ALPHA = 0.78;
const KNOB_SHARE = 0.45;

interface DrawnButton {
  circle: GameObjects.Arc;
  icon: GameObjects.Image;
  label: GameObjects.Text;
  /** Whether the scheme shows this button (and whether it shows the icon or the label). */
  isUsed: boolean;
  usesIcon: boolean;
}

/**
 * On-screen controls of the round's scheme (touchLayout.ts) for touch screens. Reads every
 * active pointer each frame, so moving and acting work with two thumbs at once.
 */
export class TouchControls {
  private scheme: ControlScheme = 'platformer';
  private layout: TouchLayout = layoutTouchControls('platformer', 0, 0);
  private readonly resolver = new TouchResolver(this.layout);
  private readonly buttons: Record<TouchButtonRole, DrawnButton>;
  private readonly stickBase: GameObjects.Arc;
  private readonly stickKnob: GameObjects.Arc;
  private readonly state: TouchControlsState = createTouchControlsState();
  private readonly points: TouchPoint[] = [];
  private isShown = false;
  private width = 0;
  private height = 0;

  constructor(
    private readonly scene: Scene,
    private readonly pixelRatio: number,
  ) {
    const make = (rotation: number, flip: boolean): DrawnButton => {
      const circle = scene.add
        .circle(0, 0, 10, 0x000000, IDLE_ALPHA)
        .setStrokeStyle(3, 0xffffff, 0.85);
      const icon = scene.add.image(0, 0, KIT_TEXTURES.arrow).setRotation(rotation).setFlipX(flip);
      const label = scene.add
        .text(0, 0, '', {
          fontFamily: UI_FONT_FAMILY,
          fontStyle: 'bold',
          color: '#ffffff',
          resolution: pixelRatio,
        })
        .setOrigin(0.5);
      return { circle, icon, label, isUsed: false, usesIcon: true };
    };
    this.buttons = {
      left: make(0, true),
      right: make(0, false),
      jump: make(-Math.PI / 2, false),
      action: make(0, false),
    };
    this.stickBase = scene.add
      .circle(0, 0, 10, 0x000000, IDLE_ALPHA)
      .setStrokeStyle(3, 0xffffff, 0.85);
    this.stickKnob = scene.add.circle(0, 0, 10, 0xffffff, 0.7);
    this.setVisible(false);
  }

  /** Switches to a scheme's buttons; labels name the A and B buttons. */
  setScheme(scheme: ControlScheme, labels: ButtonLabels): void {
    this.scheme = scheme;
    const jumpUsesIcon = scheme === 'platformer';
    this.setLabel(this.buttons.jump, jumpUsesIcon, labels.jump ?? RUNTIME_MESSAGES.buttonA);
    this.setLabel(this.buttons.action, false, labels.action ?? RUNTIME_MESSAGES.buttonB);
    this.layoutFor(this.width, this.height);
  }

  private setLabel(button: DrawnButton, usesIcon: boolean, text: string): void {
    button.usesIcon = usesIcon;
    button.label.setText(usesIcon ? '' : text);
  }

  setVisible(isShown: boolean): void {
    this.isShown = isShown;
    for (const button of Object.values(this.buttons)) {
      const isButtonShown = isShown && button.isUsed;
      button.circle.setVisible(isButtonShown);
      button.icon.setVisible(isButtonShown && button.usesIcon);
      button.label.setVisible(isButtonShown && !button.usesIcon);
    }
    const hasStick = isShown && this.layout.stick !== null;
    this.stickBase.setVisible(hasStick);
    this.stickKnob.setVisible(hasStick);
  }

  /** CSS pixels the controls take at the bottom of the screen, or 0 when hidden. */
  get reservedHeight(): number {
    return this.isShown ? reservedHeightOf(this.layout, this.height) : 0;
  }

  /** Whether a touch at this CSS point lands on a shown control (so it is not the pointer). */
  isOnControl(x: number, y: number): boolean {
    return this.isShown && isOnTouchControl(this.layout, x, y);
  }

  layoutFor(width: number, height: number): void {
    this.width = width;
    this.height = height;
    this.layout = layoutTouchControls(this.scheme, width, height);
    this.resolver.layout = this.layout;
    for (const button of Object.values(this.buttons)) button.isUsed = false;
    for (const item of this.layout.buttons) {
      const button = this.buttons[item.role];
      button.isUsed = true;
      this.place(button, item);
    }
    const stick = this.layout.stick;
    if (stick) {
      this.stickBase.setPosition(stick.x, stick.y).setRadius(stick.radius);
      this.stickKnob.setPosition(stick.x, stick.y).setRadius(stick.radius * KNOB_SHARE);
    }
    this.setVisible(this.isShown);
  }

  private place(button: DrawnButton, at: ButtonCircle): void {
    button.circle.setPosition(at.x, at.y).setRadius(at.radius);
    button.icon.setPosition(at.x, at.y).setDisplaySize(at.radius * 1.1, at.radius * 1.1);
    const length = Math.max(1, button.label.text.length);
    const fontSize = Math.round(Math.min(at.radius * 0.62, (at.radius * 2.6) / length));
    button.label.setPosition(at.x, at.y).setFontSize(fontSize);
  }

  /** ORs the held touch controls into `out` and shows them pressed. */
  readInto(out: ControlsState): void {
    if (!this.isShown) return;
    const pointers: Input.Pointer[] = this.scene.input.manager.pointers;
    while (this.points.length < pointers.length)
      this.points.push({ id: -1, x: 0, y: 0, isDown: false });
    for (let i = 0; i < pointers.length; i++) {
      const pointer = pointers[i];
      const point = this.points[i];
      if (!pointer || !point) continue;
      point.id = pointer.id;
      point.x = pointer.x / this.pixelRatio;
      point.y = pointer.y / this.pixelRatio;
      point.isDown = pointer.isDown;
    }
    const state = this.state;
    this.resolver.resolve(this.points, state);
    const { buttons } = this;
    buttons.left.circle.fillAlpha = state.left ? PRESSED_ALPHA : IDLE_ALPHA;
    buttons.right.circle.fillAlpha = state.right ? PRESSED_ALPHA : IDLE_ALPHA;
    buttons.jump.circle.fillAlpha = state.jump ? PRESSED_ALPHA : IDLE_ALPHA;
    buttons.action.circle.fillAlpha = state.action ? PRESSED_ALPHA : IDLE_ALPHA;
    const stick = this.layout.stick;
    if (stick) this.stickKnob.setPosition(stick.x + state.knobX, stick.y + state.knobY);
    out.left ||= state.left;
    out.right ||= state.right;
    out.up ||= state.up;
    out.down ||= state.down;
    out.jump ||= state.jump;
    out.action ||= state.action;
    if (state.moveX !== 0 || state.moveY !== 0) {
      out.moveX = state.moveX;
      out.moveY = state.moveY;
    }
  }
}
