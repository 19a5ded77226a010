import type { FightingWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import { clamp } from '../../kit/math.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createFightingAnimations,
  fightingAssetKeys,
  queueFightingAssets,
  type FightingAssetKeys,
} from './fightingAssets.js';
import { createFightingAutopilot } from './fightingAutopilot.js';
import { FIGHTING_MESSAGES } from './fightingMessages.js';
import { ARENA_WIDTH, FIGHT_EVENTS, FIGHTING_STEP_SECONDS } from './fightingRules.js';
import { FightingSimulation, fightingSettingsOf } from './fightingSimulation.js';
import { FightingView, type ArenaFrame } from './fightingView.js';

export const FIGHTING_SCENE_KEY = 'genre-fighting';

/** Arena width always in view, and the room kept above the fighters for bars and banner. */
const VIEW_WIDTH = 330;
const TOP_ROOM_CSS = 120;
const FIGHT_HEIGHT = 230;
/** How far past the ring posts the camera may look. */
const SIDE_ROOM = 30;

/**
 * The fighting game, built only from the world file: a warm-up on the punching dummy (or none,
 * when the world opens on the rival its prompt named), then one bout against each opponent. Steps FightingSimulation at a fixed step and draws FightingView.
 */
export class FightingScene extends Scene {
  private readonly world: FightingWorld;
  private readonly keys: FightingAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private sim: FightingSimulation | null = null;
  private view: FightingView | null = null;
  private autopilot = createFightingAutopilot();
  private frameCount = 0;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };
  private readonly frame: ArenaFrame = { zoom: 1, left: 0, top: 0, cssWidth: 390 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: FIGHTING_SCENE_KEY });
    if (loaded.world.gameGenre !== 'FIGHTING')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = fightingAssetKeys(kit.texturePrefix, this.world);
    this.clock = kit.createClock(FIGHTING_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueFightingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    this.view = null;
    const failed = this.failedAssets[0];
    if (failed !== undefined) {
      this.kit.reportAssetFailure(this.describeAsset(failed));
      return;
    }
    createFightingAnimations(this, this.keys);
    const settings = fightingSettingsOf(this.world);
    this.kit.beginRound({
      lives: null,
      timeLeft: settings.hasWarmup ? settings.warmupSeconds : settings.boutSeconds,
      scoreIconKey: this.keys.badge,
      controls: 'stick-action',
      buttonLabels: { jump: FIGHTING_MESSAGES.punch, action: FIGHTING_MESSAGES.block },
    });
    this.sim = new FightingSimulation(settings);
    this.clock.reset();
    this.autopilot = createFightingAutopilot();
    this.frameCount = 0;
    this.isFinished = false;
    this.view = new FightingView(this, this.world, this.keys);
    this.kit.debug.player = this.player;
    this.handleResize();
    this.scale.on('resize', this.handleResize);
    this.events.once('shutdown', () => this.scale.off('resize', this.handleResize));
  }

  private describeAsset(key: string): string {
    if (key === this.keys.fighter.texture) return this.world.characters.fighter.name;
    if (key === this.keys.dummy.texture) return this.world.characters.dummy.name;
    if (key === this.keys.badge) return this.world.items.badge.name;
    const index = this.keys.opponents.findIndex((sheet) => sheet.texture === key);
    return this.world.fighting.opponents[index]?.character.name ?? key;
  }

  /** Zoom and floor line for the viewport: the floor sits just above the touch controls. */
  private readonly handleResize = (): void => {
    if (!this.view) return;
    const { cssWidth, cssHeight } = this.kit.viewport;
    const floorY = cssHeight - this.kit.reservedBottom - Math.max(16, cssHeight * 0.04);
    const frame = this.frame;
    frame.zoom = Math.max(
      0.3,
      Math.min(cssWidth / VIEW_WIDTH, (floorY - TOP_ROOM_CSS) / FIGHT_HEIGHT, 1.8),
    );
    frame.top = -floorY / frame.zoom;
    frame.cssWidth = cssWidth;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.kit.view.horizonY = floorY;
    this.followFighters(1);
    this.view.layout(frame);
  };

  /** Eases the camera towards the middle of the action (blend 1 snaps). */
  private followFighters(blend: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const frame = this.frame;
    const visibleWidth = frame.cssWidth / frame.zoom;
    const other = sim.phase === 'warmup' ? sim.dummy.x : sim.opponent.x;
    const middle = (sim.player.x + other) / 2;
    const target =
      visibleWidth >= ARENA_WIDTH + 2 * SIDE_ROOM
        ? ARENA_WIDTH / 2 - visibleWidth / 2
        : clamp(middle - visibleWidth / 2, -SIDE_ROOM, ARENA_WIDTH + SIDE_ROOM - visibleWidth);
    frame.left += (target - frame.left) * blend;
    showWorldFrom(this.cameras.main, frame.left, frame.top, frame.zoom * this.kit.pixelRatio);
    view.pin(frame);
    this.kit.view.scrollX = frame.left * frame.zoom;
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
      sim.step(controls, FIGHTING_STEP_SECONDS);
      events |= sim.events;
    }
    this.frameCount += 1;
    view.render(sim, events);
    this.followFighters(1 - Math.exp(-(deltaMs / 1000) * 6));
    if (events & (FIGHT_EVENTS.playerHurt | FIGHT_EVENTS.ko)) this.cameras.main.shake(160, 0.008);
    else if (events & FIGHT_EVENTS.hit) this.cameras.main.shake(90, 0.004);
    const session = this.kit.session;
    session.score = sim.score;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = sim.player.x;
    this.player.y = 0;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'won';
      const total = this.world.fighting.opponents.length;
      const name = this.world.fighting.opponents[sim.opponentIndex]?.character.name ?? '';
      const detail = won ? FIGHTING_MESSAGES.beatAll(total) : FIGHTING_MESSAGES.knockedOut(name);
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
