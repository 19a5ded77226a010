import { MERGE_WORLD_VERSION, type MergeWorld } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { createControlsState, releaseControls } from '../../kit/controls.js';
import { createMergeAutopilot } from './mergeAutopilot.js';
import { MergeLayout } from './mergeLayout.js';
import { MERGE_STEP_SECONDS, mergeScore } from './mergeRules.js';
import { createMergeInput, MergeSimulation, type MergeInput } from './mergeSimulation.js';

function worldWith(
  overrides: Partial<MergeWorld['merge']> = {},
  seed = 3,
  tiers = 6,
): Pick<MergeWorld, 'seed' | 'merge'> & { items: { chain: readonly unknown[] } } {
  return {
    seed,
    items: { chain: Array.from({ length: tiers }, (_, i) => i) },
    merge: {
      genreVersion: MERGE_WORLD_VERSION,
      columns: 5,
      rows: 6,
      startItems: 0,
      spawnSeconds: 3,
      minSpawnSeconds: 1,
      maxSpawnTier: 0,
      ...overrides,
    },
  };
}

const STEP = MERGE_STEP_SECONDS;

/** Drags from one cell to another in board units, one step per pointer state. */
function drag(sim: MergeSimulation, from: number, to: number): void {
  const input = createMergeInput();
  const at = (index: number) => {
    input.col = (index % sim.columns) + 0.5;
    input.row = Math.floor(index / sim.columns) + 0.5;
  };
  at(from);
  input.isDown = true;
  input.justPressed = true;
  sim.step(input, STEP);
  input.justPressed = false;
  at(to);
  sim.step(input, STEP);
  input.isDown = false;
  input.justReleased = true;
  sim.step(input, STEP);
}

describe('MergeSimulation', () => {
  it('merges two equal items into the next tier and scores it', () => {
    const sim = new MergeSimulation(worldWith());
    sim.cells[0] = 0;
    sim.cells[1] = 0;
    drag(sim, 0, 1);
    expect(sim.tierAt(1)).toBe(1);
    expect(sim.tierAt(0)).toBe(-1);
    expect(sim.score).toBe(mergeScore(1));
  });

  it('moves an item into an empty cell and refuses to merge different tiers', () => {
    const sim = new MergeSimulation(worldWith());
    sim.cells[0] = 0;
    sim.cells[1] = 1;
    drag(sim, 0, 2);
    expect(sim.tierAt(2)).toBe(0);
    drag(sim, 2, 1);
    expect([sim.tierAt(2), sim.tierAt(1)]).toEqual([0, 1]);
    expect(sim.score).toBe(0);
  });

  it('wins when the last tier of the chain is made', () => {
    const sim = new MergeSimulation(worldWith({}, 3, 4));
    sim.cells[0] = 2;
    sim.cells[1] = 2;
    drag(sim, 0, 1);
    expect(sim.phase).toBe('won');
  });

  it('loses when a timed drop finds the board full', () => {
    const sim = new MergeSimulation(worldWith({ columns: 3, rows: 3 }));
    for (let i = 0; i < sim.cells.length; i++) sim.cells[i] = i % 2 === 0 ? 0 : 1;
    const idle = createMergeInput();
    for (let i = 0; i < 60 * 4 && !sim.isOver; i++) sim.step(idle, STEP);
    expect(sim.phase).toBe('lost');
  });

  it('drops items faster as the player climbs the chain', () => {
    const sim = new MergeSimulation(worldWith({ spawnSeconds: 4, minSpawnSeconds: 1 }));
    const early = sim.spawnInterval;
    sim.highestTier = 4;
    expect(sim.spawnInterval).toBeLessThan(early);
  });

  it('spawns on a tap of the spawner and plays by keys', () => {
    const sim = new MergeSimulation(worldWith());
    const input: MergeInput = createMergeInput();
    input.isOnSpawner = true;
    input.justPressed = true;
    input.isDown = true;
    sim.step(input, STEP);
    expect(sim.freeCells).toBe(sim.cells.length - 1);
    const keys = createMergeInput();
    sim.cells.fill(-1);
    sim.cells[0] = 0;
    sim.cells[1] = 0;
    sim.cursorCol = 0;
    sim.cursorRow = 0;
    keys.pickOrDrop = true;
    sim.step(keys, STEP);
    keys.pickOrDrop = false;
    keys.cursorDx = 1;
    sim.step(keys, STEP);
    keys.cursorDx = 0;
    keys.pickOrDrop = true;
    sim.step(keys, STEP);
    expect(sim.tierAt(1)).toBe(1);
  });
});

describe('merge autopilot', () => {
  it.each([1, 7, 21, 1234])(
    'plays to a result through the pointer within 3600 frames (seed %i)',
    (seed) => {
      const world = worldWith(
        { startItems: 6, spawnSeconds: 2.5, minSpawnSeconds: 1, maxSpawnTier: 1 },
        seed,
        7,
      );
      const sim = new MergeSimulation(world);
      const layout = new MergeLayout(sim.columns, sim.rows);
      layout.update(390, 844, 0);
      const autopilot = createMergeAutopilot(layout);
      const controls = createControlsState();
      const input = createMergeInput();
      let frame = 0;
      for (; frame < 3600 && !sim.isOver; frame++) {
        releaseControls(controls);
        autopilot(sim, controls, frame);
        const pointer = controls.pointer;
        layout.toBoard(pointer.x, pointer.y, input);
        input.isDown = pointer.isDown;
        input.justPressed = pointer.justPressed;
        input.justReleased = pointer.justReleased;
        input.isOnSpawner = layout.isOnSpawner(pointer.x, pointer.y);
        sim.step(input, STEP);
      }
      expect(sim.phase).toBe('won');
      expect(sim.score).toBeGreaterThan(0);
    },
  );
});
