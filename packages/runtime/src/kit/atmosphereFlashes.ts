/**
 * Lightning for stormy scenes, kept safe for people sensitive to flashes (WCAG 2.3.1): a strike
 * every few seconds, sometimes a second flash after MIN_FLASH_GAP_SECONDS, so never more than
 * three flashes in any one second; each flash lightens the screen only partly. Phaser-free.
 */

/** Shortest time between the starts of two flashes: at most 2.5 per second. */
export const MIN_FLASH_GAP_SECONDS = 0.45;
/** Strongest white over the scene outdoors; indoors the flash only comes through the windows. */
export const FLASH_PEAK_ALPHA = 0.26;
export const INDOOR_FLASH_PEAK_ALPHA = 0.12;

const RISE_SECONDS = 0.05;
const FADE_SECONDS = 0.11;
const MIN_PAUSE_SECONDS = 3;
const MAX_PAUSE_SECONDS = 8;

export class FlashTimer {
  /** Seconds until the next flash starts. */
  private untilNext: number;
  /** Seconds since the current flash started, or -1 between flashes. */
  private sinceStart = -1;
  private isDoubleLeft = false;
  /** Starts of flashes so far (tests count them). */
  flashes = 0;

  constructor(
    private readonly rng: () => number,
    private readonly peak = FLASH_PEAK_ALPHA,
  ) {
    this.untilNext = 1 + rng() * 2;
  }

  /** Advances by `deltaSeconds` and returns the flash's white alpha now (0 between flashes). */
  advance(deltaSeconds: number): number {
    const dt = Math.max(0, Math.min(deltaSeconds, 0.1));
    this.untilNext -= dt;
    if (this.untilNext <= 0) {
      this.sinceStart = 0;
      this.flashes += 1;
      if (!this.isDoubleLeft && this.rng() < 0.5) {
        this.isDoubleLeft = true;
        this.untilNext = MIN_FLASH_GAP_SECONDS;
      } else {
        this.isDoubleLeft = false;
        this.untilNext = MIN_PAUSE_SECONDS + this.rng() * (MAX_PAUSE_SECONDS - MIN_PAUSE_SECONDS);
      }
      return 0;
    }
    if (this.sinceStart < 0) return 0;
    this.sinceStart += dt;
    const t = this.sinceStart;
    if (t < RISE_SECONDS) return (this.peak * t) / RISE_SECONDS;
    const alpha = this.peak * Math.exp(-(t - RISE_SECONDS) / FADE_SECONDS);
    if (alpha < 0.005) {
      this.sinceStart = -1;
      return 0;
    }
    return alpha;
  }
}
