import type { MergeWorld } from '@promptplay/contracts';
import { createRng } from '../../levels/index.js';
import {
  HIGHER_SPAWN_SHARE,
  MERGE_EVENTS,
  mergeScore,
  SPAWNER_COOLDOWN_SECONDS,
} from './mergeRules.js';

export type MergePhase = 'playing' | 'won' | 'lost';

/**
 * What the board reads each step, in board units: `col` / `row` are fractional cell
 * coordinates (0.5 is the middle of the first cell); `isOnSpawner` marks the spawner button.
 */
export interface MergeInput {
  isDown: boolean;
  justPressed: boolean;
  justReleased: boolean;
  col: number;
  row: number;
  isOnSpawner: boolean;
  /** Keyboard: cursor moves (edge-triggered by the scene), pick / drop, spawn. */
  cursorDx: number;
  cursorDy: number;
  pickOrDrop: boolean;
  spawn: boolean;
}

export function createMergeInput(): MergeInput {
  return {
    isDown: false,
    justPressed: false,
    justReleased: false,
    col: 0,
    row: 0,
    isOnSpawner: false,
    cursorDx: 0,
    cursorDy: 0,
    pickOrDrop: false,
    spawn: false,
  };
}

const EMPTY = -1;

/**
 * The merge board without Phaser: drag an item onto an equal one to make the next tier of the
 * chain; new items drop in on a timer that speeds up as the player climbs, and on demand from
 * the spawner. Making the last tier wins; a timed drop onto a full board loses.
 */
export class MergeSimulation {
  readonly columns: number;
  readonly rows: number;
  readonly tierCount: number;
  /** Tier per cell, row by row; -1 when empty. */
  readonly cells: Int8Array;
  /** Cell the player holds, or -1. */
  held = EMPTY;
  /** Where the held item is, in board units. */
  heldCol = 0;
  heldRow = 0;
  cursorCol = 0;
  cursorRow = 0;
  score = 0;
  merges = 0;
  highestTier = 0;
  elapsed = 0;
  /** Seconds until the next timed drop. */
  spawnIn: number;
  phase: MergePhase = 'playing';
  events = 0;
  /** Cell and tier of the last merge or spawn (for effects). */
  lastCell = 0;
  lastTier = 0;
  lastPoints = 0;
  private readonly rng: () => number;
  private readonly settings: MergeWorld['merge'];
  private spawnerCooldown = 0;
  /** The held item follows the pointer (else the keyboard cursor). */
  private isHeldByPointer = false;

  constructor(
    world: Pick<MergeWorld, 'merge' | 'seed'> & { items: { chain: readonly unknown[] } },
  ) {
    this.settings = world.merge;
    this.columns = world.merge.columns;
    this.rows = world.merge.rows;
    this.tierCount = world.items.chain.length;
    this.rng = createRng(world.seed);
    this.cells = new Int8Array(this.columns * this.rows).fill(EMPTY);
    const start = Math.min(world.merge.startItems, this.cells.length - 2);
    for (let i = 0; i < start; i++) this.spawnItem();
    this.spawnIn = this.spawnInterval;
    this.cursorCol = Math.floor(this.columns / 2);
    this.cursorRow = Math.floor(this.rows / 2);
  }

  get isOver(): boolean {
    return this.phase !== 'playing';
  }

  get topTier(): number {
    return this.tierCount - 1;
  }

  /** Seconds between timed drops now: shrinks as the highest tier climbs. */
  get spawnInterval(): number {
    const progress = this.topTier > 1 ? this.highestTier / (this.topTier - 1) : 0;
    const { spawnSeconds, minSpawnSeconds } = this.settings;
    return (
      spawnSeconds +
      (Math.min(spawnSeconds, minSpawnSeconds) - spawnSeconds) * Math.min(1, progress)
    );
  }

  get freeCells(): number {
    let free = 0;
    for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === EMPTY) free += 1;
    return free;
  }

  tierAt(index: number): number {
    return this.cells[index] ?? EMPTY;
  }

  step(input: MergeInput, dt: number): void {
    this.events = 0;
    if (this.isOver) return;
    this.elapsed += dt;
    this.spawnerCooldown = Math.max(0, this.spawnerCooldown - dt);
    this.handlePointer(input);
    this.handleKeys(input);
    this.spawnIn -= dt;
    if (this.spawnIn <= 0 && !this.isOver) {
      this.spawnIn = this.spawnInterval;
      if (this.freeCells === 0) {
        this.phase = 'lost';
        this.events |= MERGE_EVENTS.lost;
        return;
      }
      this.spawnItem();
    }
  }

  private handlePointer(input: MergeInput): void {
    const cell = this.cellAt(input.col, input.row);
    if (input.justPressed) {
      if (input.isOnSpawner) this.spawnOnDemand();
      else if (cell !== EMPTY && this.cells[cell] !== EMPTY) {
        this.held = cell;
        this.isHeldByPointer = true;
        this.events |= MERGE_EVENTS.pickUp;
      }
    }
    if (this.held !== EMPTY && this.isHeldByPointer) {
      this.heldCol = input.col;
      this.heldRow = input.row;
      if (input.justReleased || !input.isDown) {
        const from = this.held;
        this.held = EMPTY;
        this.drop(from, cell);
      }
    }
  }

  private handleKeys(input: MergeInput): void {
    if (input.cursorDx !== 0 || input.cursorDy !== 0) {
      this.cursorCol = Math.max(0, Math.min(this.columns - 1, this.cursorCol + input.cursorDx));
      this.cursorRow = Math.max(0, Math.min(this.rows - 1, this.cursorRow + input.cursorDy));
      if (this.held !== EMPTY) {
        this.heldCol = this.cursorCol + 0.5;
        this.heldRow = this.cursorRow + 0.5;
      }
    }
    if (input.spawn) this.spawnOnDemand();
    if (!input.pickOrDrop) return;
    const cell = this.cursorRow * this.columns + this.cursorCol;
    if (this.held === EMPTY) {
      if (this.cells[cell] === EMPTY) return;
      this.held = cell;
      this.isHeldByPointer = false;
      this.heldCol = this.cursorCol + 0.5;
      this.heldRow = this.cursorRow + 0.5;
      this.events |= MERGE_EVENTS.pickUp;
    } else {
      const from = this.held;
      this.held = EMPTY;
      this.drop(from, cell);
    }
  }

  /** Cell index under a board point, or -1 off the board. */
  cellAt(col: number, row: number): number {
    if (col < 0 || row < 0 || col >= this.columns || row >= this.rows) return EMPTY;
    return Math.floor(row) * this.columns + Math.floor(col);
  }

  private drop(from: number, to: number): void {
    const tier = this.cells[from] ?? EMPTY;
    if (to === EMPTY || to === from || tier === EMPTY) return;
    const target = this.cells[to] ?? EMPTY;
    if (target === EMPTY) {
      this.cells[to] = tier;
      this.cells[from] = EMPTY;
      this.events |= MERGE_EVENTS.move;
      return;
    }
    if (target !== tier || tier >= this.topTier) {
      this.events |= MERGE_EVENTS.rejected;
      return;
    }
    const made = tier + 1;
    this.cells[from] = EMPTY;
    this.cells[to] = made;
    this.merges += 1;
    this.lastCell = to;
    this.lastTier = made;
    this.lastPoints = mergeScore(made);
    this.score += this.lastPoints;
    this.highestTier = Math.max(this.highestTier, made);
    this.events |= MERGE_EVENTS.merge;
    if (made >= this.topTier) {
      this.phase = 'won';
      this.events |= MERGE_EVENTS.won;
    }
  }

  private spawnOnDemand(): void {
    if (this.spawnerCooldown > 0 || this.freeCells === 0) {
      this.events |= MERGE_EVENTS.rejected;
      return;
    }
    this.spawnerCooldown = SPAWNER_COOLDOWN_SECONDS;
    this.spawnItem();
  }

  /** Drops a low-tier item into a random empty cell. */
  private spawnItem(): void {
    const free = this.freeCells;
    if (free === 0) return;
    let pick = Math.floor(this.rng() * free);
    const maxTier = Math.min(this.settings.maxSpawnTier, this.topTier - 1);
    const tier =
      maxTier > 0 && this.rng() < HIGHER_SPAWN_SHARE ? 1 + Math.floor(this.rng() * maxTier) : 0;
    for (let i = 0; i < this.cells.length; i++) {
      if (this.cells[i] !== EMPTY) continue;
      if (pick === 0) {
        this.cells[i] = tier;
        this.lastCell = i;
        this.lastTier = tier;
        this.events |= MERGE_EVENTS.spawn;
        return;
      }
      pick -= 1;
    }
  }
}
