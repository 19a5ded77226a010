import type { ControlsState } from './controls.js';

/**
 * A genre's bot for autoplay (tests, demos). Each frame, after `kit.pollControls()` (which reads
 * all released under autoplay), the scene calls it with its simulation state; it sets the
 * controls a player would hold. `frame` counts frames since the round began. Keep it pure apart
 * from its own closure state, and make it reach a result (win or loss) in bounded time.
 */
export type Autopilot<State> = (state: State, controls: ControlsState, frame: number) => void;
