import type { FarmingWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
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
export class FarmingScene extends Scene {
  private readonly world: FarmingWorld;
  private readonly keys: FarmingAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly layout: FarmingLayout;
  private sim: FarmingSimulation | null = null;
  private view: FarmingView | null = null;
  private autopilot: ReturnType<typeof createFarmingAutopilot>;
  private isFinished = false;
  private frameCount = 0;
  /** Keyboard cursor: a plot index or plotCount + stall; -1 until a key is used. */
  private cursor = -1;
  private readonly previousKeys = {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
  };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: FARMING_SCENE_KEY });
    if (loaded.world.gameGenre !== 'FARMING')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = farmingAssetKeys(kit.texturePrefix);
    this.clock = kit.createClock(FARMING_STEP_SECONDS);
    this.layout = new FarmingLayout(this.world.farming.plotColumns, this.world.farming.plotRows);
    this.autopilot = createFarmingAutopilot(this.layout);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueFarmingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    if (this.failedAssets.length > 0) {
      const key = this.failedAssets[0] ?? '';
      const slot = FARMING_CHARACTERS.find((name) => this.keys.characters[name] === key);
      const items = this.world.items;
      const name = slot
        ? this.world.characters[slot].name
        : key === this.keys.crop
          ? items.crop.name
          : key === this.keys.seed
            ? items.seed.name
            : items.coin.name;
      this.kit.reportAssetFailure(name);
      return;
    }
    createFarmingAnimations(this, this.keys);
    const settings = this.world.farming;
    this.kit.beginRound({
      lives: null,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.coin,
      controls: 'pointer',
    });
    this.sim = new FarmingSimulation(this.world);
    this.layoutScreen();
    this.view = new FarmingView(this, this.world, this.sim, this.layout, this.keys);
    this.clock.reset();
    this.autopilot = createFarmingAutopilot(this.layout);
    this.isFinished = false;
    this.frameCount = 0;
    this.cursor = -1;
    this.kit.debug.player = null;
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  private layoutScreen(): void {
    const { cssWidth, cssHeight } = this.kit.viewport;
    this.layout.update(cssWidth, cssHeight, this.kit.reservedBottom);
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, 0, 0, this.kit.pixelRatio);
    this.kit.view.scrollX = 0;
    this.kit.view.horizonY = cssHeight;
  }

  private readonly handleResize = (): void => {
    this.layoutScreen();
    this.view?.relayout();
  };

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

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) this.autopilot(sim, controls, this.frameCount);
      sim.step(this.readTap(controls, sim), FARMING_STEP_SECONDS);
      events |= sim.events;
      controls.pointer.justPressed = false;
    }
    sim.events = events;
    view.render(deltaMs / 1000, this.cursor);
    this.kit.session.score = sim.score;
    this.kit.session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    this.frameCount += 1;
    debug.frames += 1;
    debug.score = sim.score;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      this.kit.finishRound(
        won,
        sim.score,
        won ? FARMING_TEXTS.goalReached : RUNTIME_MESSAGES.timeUp,
      );
    }
  }
}
