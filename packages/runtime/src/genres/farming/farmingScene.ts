import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createFarmingAnimations,
  FARMING_CHARACTERS,
  farmingAssetKeys,
  queueFarmingAssets,
  type FarmingAssetKeys,
} from './farmingAssets.js';
import { createFarmingAutopilot } from './farmingAutopilot.js';
import { FarmingLayout } from './farmingLayout.js';
import { FARMING_STEP_SECONDS, STALL_COUNT } from './farmingRules.js';
import { FarmingSimulation } from './farmingSimulation.js';
import { FARMING_TEXTS } from './farmingTexts.js';
import { FarmingView } from './farmingView.js';

export const FARMING_SCENE_KEY = 'genre-farming';

/**
 * The farm, built only from the world file: tap the land seller, the seed seller, the plots and
 * the crop buyer to grow the world's crop into coins before the clock runs out.
 */
export class FarmingScene extends GenreScene<'FARMING', FarmingSimulation> {
  private readonly keys: FarmingAssetKeys;
  private readonly layout: FarmingLayout;
  private view: FarmingView | null = null;
  /** Keyboard cursor: a plot index or plotCount + stall; -1 until a key is used. */
  private cursor = -1;
  private readonly previousKeys = {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
  };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: FARMING_SCENE_KEY,
      genre: 'FARMING',
      stepSeconds: FARMING_STEP_SECONDS,
      hasPlayer: false,
    });
    this.keys = farmingAssetKeys(kit.texturePrefix);
    this.layout = new FarmingLayout(this.world.farming.plotColumns, this.world.farming.plotRows);
  }

  protected queueAssets(): void {
    queueFarmingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    const slot = FARMING_CHARACTERS.find((name) => this.keys.characters[name] === key);
    const items = this.world.items;
    return slot
      ? this.world.characters[slot].name
      : key === this.keys.crop
        ? items.crop.name
        : key === this.keys.seed
          ? items.seed.name
          : items.coin.name;
  }

  protected createSimulation(): FarmingSimulation {
    createFarmingAnimations(this, this.keys);
    this.kit.beginRound({
      lives: null,
      timeLeft: this.world.farming.timeLimitSeconds,
      scoreIconKey: this.keys.coin,
      controls: 'pointer',
    });
    return new FarmingSimulation(this.world);
  }

  protected createAutopilot() {
    return createFarmingAutopilot(this.layout);
  }

  protected showRound(sim: FarmingSimulation): void {
    this.cursor = -1;
    this.layoutScreen();
    this.view = new FarmingView(this, this.world, sim, this.layout, this.keys);
  }

  private layoutScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.layout.update(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.scrollX = 0;
    this.kit.view.horizonY = cssHeight;
  }

  protected fitToScreen(): void {
    this.layoutScreen();
    this.view?.relayout();
  }

  /** The tap target this step: a pointer press, or Space on the keyboard cursor. */
  private readTap(controls: ControlsState, sim: FarmingSimulation): number {
    const pointer = controls.pointer;
    if (pointer.justPressed) {
      this.cursor = -1;
      return this.layout.hitTest(pointer.x, pointer.y, sim.plotCount);
    }
    const previous = this.previousKeys;
    const edge = (now: boolean, before: boolean) => now && !before;
    const dx =
      (edge(controls.right, previous.right) ? 1 : 0) - (edge(controls.left, previous.left) ? 1 : 0);
    const dy =
      (edge(controls.down, previous.down) ? 1 : 0) - (edge(controls.up, previous.up) ? 1 : 0);
    const isPress = edge(controls.jump, previous.jump);
    previous.left = controls.left;
    previous.right = controls.right;
    previous.up = controls.up;
    previous.down = controls.down;
    previous.jump = controls.jump;
    if (dx !== 0 || dy !== 0) this.moveCursor(dx, dy, sim);
    return isPress && this.cursor >= 0 ? this.cursor : -1;
  }

  /** Stalls form a row above the field's rows for the keyboard. */
  private moveCursor(dx: number, dy: number, sim: FarmingSimulation): void {
    const columns = sim.columns;
    if (this.cursor < 0) {
      this.cursor = 0;
      return;
    }
    const isStall = this.cursor >= sim.plotCount;
    let row = isStall ? -1 : Math.floor(this.cursor / columns);
    let col = isStall
      ? Math.round(((this.cursor - sim.plotCount) / (STALL_COUNT - 1)) * (columns - 1))
      : this.cursor % columns;
    if (isStall && dx !== 0) {
      const stall = Math.max(0, Math.min(STALL_COUNT - 1, this.cursor - sim.plotCount + dx));
      this.cursor = sim.plotCount + stall;
      return;
    }
    row = Math.max(-1, Math.min(sim.rows - 1, row + dy));
    col = Math.max(0, Math.min(columns - 1, col + dx));
    this.cursor =
      row < 0
        ? sim.plotCount + Math.round((col / Math.max(1, columns - 1)) * (STALL_COUNT - 1))
        : row * columns + col;
  }

  protected step(sim: FarmingSimulation, controls: ControlsState): void {
    sim.step(this.readTap(controls, sim), FARMING_STEP_SECONDS);
    controls.pointer.justPressed = false;
  }

  protected present(sim: FarmingSimulation, events: number, _steps: number, deltaMs: number): void {
    // The view reads the whole frame's events, not only the last step's.
    sim.events = events;
    this.view?.render(deltaMs / 1000, this.cursor);
  }

  protected outcome(sim: FarmingSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    return { won, detail: won ? FARMING_TEXTS.goalReached : RUNTIME_MESSAGES.timeUp };
  }
}
