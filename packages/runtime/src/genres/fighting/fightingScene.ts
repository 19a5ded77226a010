import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import { clamp } from '../../kit/math.js';
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
 * when the world opens on the rival its prompt named), then one bout against each opponent.
 * Steps FightingSimulation at a fixed step and draws FightingView.
 */
export class FightingScene extends GenreScene<'FIGHTING', FightingSimulation> {
  private readonly keys: FightingAssetKeys;
  private view: FightingView | null = null;
  private readonly frame: ArenaFrame = { zoom: 1, left: 0, top: 0, cssWidth: 390 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: FIGHTING_SCENE_KEY,
      genre: 'FIGHTING',
      stepSeconds: FIGHTING_STEP_SECONDS,
    });
    this.keys = fightingAssetKeys(kit.texturePrefix, this.world);
  }

  protected queueAssets(): void {
    queueFightingAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  protected describeAsset(key: string): string {
    if (key === this.keys.fighter.texture) return this.world.characters.fighter.name;
    if (key === this.keys.dummy.texture) return this.world.characters.dummy.name;
    if (key === this.keys.badge) return this.world.items.badge.name;
    const index = this.keys.opponents.findIndex((sheet) => sheet.texture === key);
    return this.world.fighting.opponents[index]?.character.name ?? key;
  }

  protected createSimulation(): FightingSimulation {
    createFightingAnimations(this, this.keys);
    const settings = fightingSettingsOf(this.world);
    this.kit.beginRound({
      lives: null,
      timeLeft: settings.hasWarmup ? settings.warmupSeconds : settings.boutSeconds,
      scoreIconKey: this.keys.badge,
      controls: 'stick-action',
      buttonLabels: { jump: FIGHTING_MESSAGES.punch, action: FIGHTING_MESSAGES.block },
    });
    return new FightingSimulation(settings);
  }

  protected createAutopilot() {
    return createFightingAutopilot();
  }

  protected showRound(): void {
    this.view = new FightingView(this, this.world, this.keys);
    this.fitToScreen();
  }

  /** Zoom and floor line for the viewport: the floor sits just above the touch controls. */
  protected fitToScreen(): void {
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
  }

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

  protected step(sim: FightingSimulation, controls: ControlsState): void {
    sim.step(controls, FIGHTING_STEP_SECONDS);
  }

  protected present(
    sim: FightingSimulation,
    events: number,
    _steps: number,
    deltaMs: number,
  ): void {
    this.view?.render(sim, events);
    this.followFighters(1 - Math.exp(-(deltaMs / 1000) * 6));
    if (events & (FIGHT_EVENTS.playerHurt | FIGHT_EVENTS.ko)) this.cameras.main.shake(160, 0.008);
    else if (events & FIGHT_EVENTS.hit) this.cameras.main.shake(90, 0.004);
    this.player.x = sim.player.x;
    this.player.y = 0;
  }

  protected outcome(sim: FightingSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const total = this.world.fighting.opponents.length;
    const name = this.world.fighting.opponents[sim.opponentIndex]?.character.name ?? '';
    const detail = won ? FIGHTING_MESSAGES.beatAll(total) : FIGHTING_MESSAGES.knockedOut(name);
    return { won, detail };
  }
}
