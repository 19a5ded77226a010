import type { MergeWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createMergeAnimations,
  mergeAssetKeys,
  queueMergeAssets,
  type MergeAssetKeys,
} from './mergeAssets.js';
import { createMergeAutopilot } from './mergeAutopilot.js';
import { MergeLayout } from './mergeLayout.js';
import { MERGE_STEP_SECONDS } from './mergeRules.js';
import { createMergeInput, MergeSimulation } from './mergeSimulation.js';
import { MERGE_TEXTS } from './mergeTexts.js';
import { MergeView } from './mergeView.js';

export const MERGE_SCENE_KEY = 'genre-merge';

/**
 * The merge board, built only from the world file: drag equal items of the world's merge chain
 * together, tap the spawner for more, keep the board from filling up, make the last tier.
 */
export class MergeScene extends Scene {
  private readonly world: MergeWorld;
  private readonly keys: MergeAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private readonly layout: MergeLayout;
  private readonly boardInput = createMergeInput();
  private sim: MergeSimulation | null = null;
  private view: MergeView | null = null;
  private autopilot: ReturnType<typeof createMergeAutopilot>;
  private isFinished = false;
  private isCursorShown = false;
  private frameCount = 0;
  private readonly previousKeys = {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
    action: false,
  };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: MERGE_SCENE_KEY });
    if (loaded.world.gameGenre !== 'MERGE')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = mergeAssetKeys(kit.texturePrefix, this.world.items.chain.length);
    this.clock = kit.createClock(MERGE_STEP_SECONDS);
    this.layout = new MergeLayout(this.world.merge.columns, this.world.merge.rows);
    this.autopilot = createMergeAutopilot(this.layout);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueMergeAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    if (this.failedAssets.length > 0) {
      const key = this.failedAssets[0] ?? '';
      const tier = this.keys.tiers.indexOf(key);
      const name =
        tier >= 0 ? this.world.items.chain[tier]?.name : this.world.characters.mascot.name;
      this.kit.reportAssetFailure(name ?? key);
      return;
    }
    createMergeAnimations(this, this.keys);
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.tiers[1] ?? null,
      controls: 'pointer',
    });
    this.sim = new MergeSimulation(this.world);
    this.layoutScreen();
    this.view = new MergeView(this, this.world, this.sim, this.layout, this.keys);
    this.clock.reset();
    this.autopilot = createMergeAutopilot(this.layout);
    this.isFinished = false;
    this.isCursorShown = false;
    this.frameCount = 0;
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

  /** Kit controls → board input: pointer in board units, keys edge-triggered. */
  private readInput(controls: ControlsState): void {
    const input = this.boardInput;
    const pointer = controls.pointer;
    this.layout.toBoard(pointer.x, pointer.y, input);
    input.isDown = pointer.isDown;
    input.justPressed = pointer.justPressed;
    input.justReleased = pointer.justReleased;
    input.isOnSpawner = this.layout.isOnSpawner(pointer.x, pointer.y);
    const previous = this.previousKeys;
    const edge = (now: boolean, before: boolean) => now && !before;
    input.cursorDx =
      (edge(controls.right, previous.right) ? 1 : 0) - (edge(controls.left, previous.left) ? 1 : 0);
    input.cursorDy =
      (edge(controls.down, previous.down) ? 1 : 0) - (edge(controls.up, previous.up) ? 1 : 0);
    input.pickOrDrop = edge(controls.jump, previous.jump);
    input.spawn = edge(controls.action, previous.action);
    if (input.cursorDx !== 0 || input.cursorDy !== 0 || input.pickOrDrop) this.isCursorShown = true;
    if (pointer.justPressed) this.isCursorShown = false;
    previous.left = controls.left;
    previous.right = controls.right;
    previous.up = controls.up;
    previous.down = controls.down;
    previous.jump = controls.jump;
    previous.action = controls.action;
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
      this.readInput(controls);
      sim.step(this.boardInput, MERGE_STEP_SECONDS);
      events |= sim.events;
      // A press counts once even when a frame runs several steps.
      controls.pointer.justPressed = false;
      controls.pointer.justReleased = false;
    }
    sim.events = events;
    view.render(this.isCursorShown);
    this.kit.session.score = sim.score;
    const debug = this.kit.debug;
    this.frameCount += 1;
    debug.frames += 1;
    debug.score = sim.score;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const top = this.world.items.chain[sim.topTier]?.name ?? '';
      this.kit.finishRound(won, sim.score, won ? MERGE_TEXTS.madeTier(top) : MERGE_TEXTS.boardFull);
    }
  }
}
