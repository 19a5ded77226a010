import type { GameGenre, WorldFile } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import type { LoadedGame } from '../genres/genreModule.js';
import type { Autopilot } from './autopilot.js';
import type { ControlsState } from './controls.js';
import type { FixedStepClock } from './fixedStepClock.js';
import type { GameKit } from './gameKit.js';

/** The world file of one genre. */
export type WorldOf<G extends GameGenre> = Extract<WorldFile, { gameGenre: G }>;

/**
 * What the skeleton reads from a genre's simulation. `lives` and `timeLeft`, when the
 * simulation has them, go to the HUD every frame; a genre that shows something else there writes
 * `kit.session` in `present`.
 */
export interface RoundSimulation {
  readonly score: number;
  readonly isOver: boolean;
  /** Bit flags of what happened in the last step (the genre's own EVENTS table). */
  readonly events: number;
  readonly lives?: number;
  readonly timeLeft?: number;
}

/** How a finished round reads on the result screen. */
export interface RoundOutcome {
  won: boolean;
  /** One short line under the score, or null. */
  detail: string | null;
}

export interface GenreSceneOptions<G extends GameGenre> {
  /** Phaser scene key, unique per genre (`genre-<name>`). */
  key: string;
  genre: G;
  /** Seconds of game time per fixed step. */
  stepSeconds: number;
  /** False for genres without a hero (boards): `__promptplay.player` stays null. */
  hasPlayer?: boolean;
}

/**
 * The lifecycle every genre scene shares, written once: checks the world's genre, loads the
 * sprites (progress and the first failed file go to the host), starts a round on `create` (and
 * again on Replay), runs the simulation on the kit's fixed-step clock with the autopilot under
 * autoplay, keeps the HUD numbers and `__promptplay` current, reports ready on the first frame,
 * lays out again on resize and finishes the round once. Pause, the result screen, the bridge,
 * the lost-WebGL guard and reduced motion live in the kit around it.
 *
 * A genre supplies only what is its own: its sprites, its simulation and autopilot, how controls
 * drive one step, its view (`showRound`, `fitToScreen`, `present`) and the result line.
 *
 * @example
 * export class MoleScene extends GenreScene<'MOLE', MoleSimulation> {
 *   constructor(kit: GameKit, game: LoadedGame) {
 *     super(kit, game, { key: 'genre-mole', genre: 'MOLE', stepSeconds: MOLE_STEP });
 *   }
 *   protected createSimulation() {
 *     this.kit.beginRound({ lives: 3, timeLeft: 60, scoreIconKey: null, controls: 'pointer' });
 *     return new MoleSimulation(this.world);
 *   }
 *   protected step(sim: MoleSimulation, controls: ControlsState) {
 *     sim.step(controls, MOLE_STEP);
 *   }
 *   // queueAssets, describeAsset, createAutopilot, showRound, fitToScreen, present, outcome
 * }
 */
export abstract class GenreScene<G extends GameGenre, Sim extends RoundSimulation> extends Scene {
  protected readonly world: WorldOf<G>;
  /** The running round's simulation; null until `create` has started one. */
  protected sim: Sim | null = null;
  /** `__promptplay.player`: world px of the hero, updated in place by the genre. */
  protected readonly player = { x: 0, y: 0 };
  /** Fixed steps run this round; the autopilot's frame under autoplay (one step a frame). */
  protected stepCount = 0;
  private readonly clock: FixedStepClock;
  private readonly hasPlayer: boolean;
  private readonly failedAssets: string[] = [];
  private autopilot: Autopilot<Sim> | null = null;
  private isFinished = false;

  protected constructor(
    protected readonly kit: GameKit,
    protected readonly loaded: LoadedGame,
    options: GenreSceneOptions<G>,
  ) {
    super({ key: options.key });
    const world = loaded.world;
    if (!isWorldOf(world, options.genre))
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = world;
    this.clock = kit.createClock(options.stepSeconds);
    this.hasPlayer = options.hasPlayer ?? true;
  }

  /** Queues the genre's files on `this.load`, URLs against `this.loaded.assetOrigin`. */
  protected abstract queueAssets(): void;
  /** The world's name for a texture key, for the "could not load" message. */
  protected abstract describeAsset(key: string): string;
  /**
   * Starts a round: the genre's textures and animations, `kit.beginRound(...)`, and a new
   * simulation (returned; `this.sim` is set from it before `showRound`).
   */
  protected abstract createSimulation(): Sim;
  /** A fresh autopilot for the round (its closure state starts over on Replay). */
  protected abstract createAutopilot(): Autopilot<Sim>;
  /** Builds the round's views and lays them out for the first time. */
  protected abstract showRound(sim: Sim): void;
  /** Lays the round out for the current viewport; runs on every resize. */
  protected abstract fitToScreen(): void;
  /** One fixed step from the controls (translate them to the simulation's input here). */
  protected abstract step(sim: Sim, controls: ControlsState, stepOfFrame: number): void;
  /**
   * Draws the frame after its steps: views, camera, `kit.view`, `this.player`, effects.
   * `events` ORs every step's events.
   */
  protected abstract present(sim: Sim, events: number, steps: number, deltaMs: number): void;
  /** The result once the simulation is over. */
  protected abstract outcome(sim: Sim): RoundOutcome;

  /** False for a file the round can do without (decoration). */
  protected isAssetRequired(_key: string): boolean {
    return true;
  }

  /** Once a frame, before the steps: controls the genre reads per frame (drags, steering). */
  protected readControls(_controls: ControlsState, _sim: Sim): void {}

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => {
      if (this.isAssetRequired(file.key)) this.failedAssets.push(file.key);
    });
    this.queueAssets();
  }

  create(): void {
    this.sim = null;
    const failed = this.failedAssets[0];
    if (failed !== undefined) {
      this.kit.reportAssetFailure(this.describeAsset(failed));
      return;
    }
    const sim = this.createSimulation();
    this.sim = sim;
    this.clock.reset();
    this.autopilot = this.createAutopilot();
    this.stepCount = 0;
    this.isFinished = false;
    this.kit.debug.player = this.hasPlayer ? this.player : null;
    this.showRound(sim);
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    if (!sim) return;
    const kit = this.kit;
    const controls = kit.pollControls();
    this.readControls(controls, sim);
    const steps = this.clock.advance(deltaMs);
    const autopilot = kit.isAutoplay ? this.autopilot : null;
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      autopilot?.(sim, controls, this.stepCount);
      this.step(sim, controls, i);
      events |= sim.events;
      this.stepCount += 1;
    }
    this.present(sim, events, steps, deltaMs);
    const session = kit.session;
    session.score = sim.score;
    if (sim.lives !== undefined) session.lives = sim.lives;
    if (sim.timeLeft !== undefined) session.timeLeft = sim.timeLeft;
    const debug = kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const { won, detail } = this.outcome(sim);
      kit.finishRound(won, sim.score, detail);
    }
  }

  private readonly handleResize = (): void => this.fitToScreen();
}

function isWorldOf<G extends GameGenre>(world: WorldFile, genre: G): world is WorldOf<G> {
  return world.gameGenre === genre;
}
