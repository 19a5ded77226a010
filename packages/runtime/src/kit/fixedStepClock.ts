/**
 * Game time that advances in fixed steps whatever the frame rate: the same input gives the same
 * game on a 30 Hz phone and a 120 Hz desktop. Frame deltas are clamped so a stall (tab switch,
 * debugger) does not fast-forward the game.
 *
 * @example
 * const clock = kit.createClock(1 / 60); // lockstep under autoplay
 * const steps = clock.advance(deltaMs); // run the simulation `steps` times
 */
export class FixedStepClock {
  /** Game seconds simulated so far. */
  elapsed = 0;
  private accumulator = 0;

  /**
   * @param isLockstep one step per `advance` call whatever the frame took (autoplay: the same
   * frames give the same game on any machine).
   */
  constructor(
    readonly stepSeconds: number,
    private readonly maxFrameSeconds = 0.1,
    readonly isLockstep = false,
  ) {}

  /** Adds a frame's real time and returns how many fixed steps are due now. */
  advance(deltaMs: number): number {
    if (this.isLockstep) {
      this.elapsed += this.stepSeconds;
      return 1;
    }
    const frame = Math.min(Math.max(0, deltaMs / 1000), this.maxFrameSeconds);
    this.accumulator += frame;
    const steps = Math.floor(this.accumulator / this.stepSeconds + 1e-9);
    this.accumulator -= steps * this.stepSeconds;
    this.elapsed += steps * this.stepSeconds;
    return steps;
  }

  /** 0..1 progress into the next step, for smoothing drawn positions. */
  get alpha(): number {
    if (this.isLockstep) return 1;
    return Math.min(1, this.accumulator / this.stepSeconds);
  }

  reset(): void {
    this.elapsed = 0;
    this.accumulator = 0;
  }
}
