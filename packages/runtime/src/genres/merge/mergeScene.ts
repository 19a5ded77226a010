import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
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
export class MergeScene extends GenreScene<'MERGE', MergeSimulation> {
  private readonly keys: MergeAssetKeys;
  private readonly layout: MergeLayout;
  private readonly boardInput = createMergeInput();
  private view: MergeView | null = null;
  private isCursorShown = false;
  private readonly previousKeys = {
    left: false,
    right: false,
    up: false,
    down: false,
    jump: false,
    action: false,
  };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: MERGE_SCENE_KEY,
      genre: 'MERGE',
      stepSeconds: MERGE_STEP_SECONDS,
      hasPlayer: false,
    });
    this.keys = mergeAssetKeys(kit.texturePrefix, this.world.items.chain.length);
    this.layout = new MergeLayout(this.world.merge.columns, this.world.merge.rows);
  }

  protected queueAssets(): void {
    queueMergeAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    const tier = this.keys.tiers.indexOf(key);
    const name = tier >= 0 ? this.world.items.chain[tier]?.name : this.world.characters.mascot.name;
    return name ?? key;
  }

  protected createSimulation(): MergeSimulation {
    createMergeAnimations(this, this.keys);
    this.kit.beginRound({
      lives: null,
      timeLeft: null,
      scoreIconKey: this.keys.tiers[1] ?? null,
      controls: 'pointer',
    });
    return new MergeSimulation(this.world);
  }

  protected createAutopilot() {
    return createMergeAutopilot(this.layout);
  }

  protected showRound(sim: MergeSimulation): void {
    this.isCursorShown = false;
    this.layoutScreen();
    this.view = new MergeView(this, this.world, sim, this.layout, this.keys);
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

  protected step(sim: MergeSimulation, controls: ControlsState): void {
    this.readInput(controls);
    sim.step(this.boardInput, MERGE_STEP_SECONDS);
    // A press counts once even when a frame runs several steps.
    controls.pointer.justPressed = false;
    controls.pointer.justReleased = false;
  }

  protected present(sim: MergeSimulation, events: number): void {
    // The view reads the whole frame's events, not only the last step's.
    sim.events = events;
    this.view?.render(this.isCursorShown);
  }

  protected outcome(sim: MergeSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const top = this.world.items.chain[sim.topTier]?.name ?? '';
    return { won, detail: won ? MERGE_TEXTS.madeTier(top) : MERGE_TEXTS.boardFull };
  }
}
