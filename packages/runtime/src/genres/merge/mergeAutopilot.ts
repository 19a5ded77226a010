import type { Autopilot } from '../../kit/autopilot.js';
import type { ControlsState } from '../../kit/controls.js';
import type { MergeLayout } from './mergeLayout.js';
import type { MergeSimulation } from './mergeSimulation.js';

const DRAG_FRAMES = 5;

/**
 * The merge board's bot, through the pointer like a finger: drags the highest equal pair
 * together, and taps the spawner when no pair is left and the board has room.
 */
export function createMergeAutopilot(layout: MergeLayout): Autopilot<MergeSimulation> {
  let from = -1;
  let to = -1;
  let dragFrame = 0;
  let restFrames = 0;
  const a = { x: 0, y: 0 };
  const b = { x: 0, y: 0 };
  const press = (controls: ControlsState, x: number, y: number, isDown: boolean) => {
    const pointer = controls.pointer;
    pointer.justPressed = isDown && !pointer.isDown;
    pointer.justReleased = !isDown && pointer.isDown;
    pointer.isDown = isDown;
    pointer.x = x;
    pointer.y = y;
  };
  return (sim, controls) => {
    const pointer = controls.pointer;
    if (from >= 0) {
      layout.cellCenter(from, a);
      layout.cellCenter(to, b);
      dragFrame += 1;
      const t = Math.min(1, dragFrame / DRAG_FRAMES);
      // pollControls released the pointer: it was down last frame while dragging.
      pointer.isDown = dragFrame > 1;
      const isDone = dragFrame > DRAG_FRAMES;
      press(controls, a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, !isDone);
      if (isDone) {
        from = -1;
        restFrames = 2;
      }
      return;
    }
    if (restFrames > 0) {
      restFrames -= 1;
      return;
    }
    let bestTier = -1;
    for (let i = 0; i < sim.cells.length; i++) {
      const tier = sim.tierAt(i);
      if (tier < 0 || tier <= bestTier || tier >= sim.topTier) continue;
      for (let j = i + 1; j < sim.cells.length; j++) {
        if (sim.tierAt(j) !== tier) continue;
        bestTier = tier;
        from = i;
        to = j;
        break;
      }
    }
    if (bestTier >= 0) {
      dragFrame = 0;
      layout.cellCenter(from, a);
      press(controls, a.x, a.y, true);
      dragFrame = 1;
      return;
    }
    from = -1;
    if (sim.freeCells > 0) {
      press(controls, layout.spawnerX, layout.spawnerY, true);
      restFrames = 1;
    }
  };
}
