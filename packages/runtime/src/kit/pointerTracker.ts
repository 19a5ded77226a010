import type { PointerState } from './controls.js';

/**
 * Follows the primary pointer: the first finger or mouse button pressed on the play area, until
 * it lifts. Presses and releases are remembered until the next read, so a tap shorter than a
 * frame still shows as justPressed and justReleased on the following frame.
 */
export class PointerTracker {
  private fingerId = -1;
  private isDown = false;
  private x = 0;
  private y = 0;
  private wasPressed = false;
  private wasReleased = false;

  press(id: number, x: number, y: number): void {
    if (this.fingerId !== -1) return;
    this.fingerId = id;
    this.isDown = true;
    this.x = x;
    this.y = y;
    this.wasPressed = true;
  }

  move(id: number, x: number, y: number): void {
    if (id !== this.fingerId) return;
    this.x = x;
    this.y = y;
  }

  release(id: number, x: number, y: number): void {
    if (id !== this.fingerId) return;
    this.move(id, x, y);
    this.fingerId = -1;
    this.isDown = false;
    this.wasReleased = true;
  }

  /** Forgets any press, e.g. when the round restarts or the game pauses. */
  reset(): void {
    this.fingerId = -1;
    this.isDown = false;
    this.wasPressed = false;
    this.wasReleased = false;
  }

  /** Copies the pointer into `out` and clears the one-frame flags. */
  readInto(out: PointerState): void {
    out.isDown = this.isDown;
    out.x = this.x;
    out.y = this.y;
    out.justPressed = this.wasPressed;
    out.justReleased = this.wasReleased;
    this.wasPressed = false;
    this.wasReleased = false;
  }
}
