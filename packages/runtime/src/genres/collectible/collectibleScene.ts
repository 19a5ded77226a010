import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { ControlsState } from '../../kit/controls.js';
import type { GameKit } from '../../kit/gameKit.js';
import { GenreScene, type RoundOutcome } from '../../kit/genreScene.js';
import { clamp } from '../../kit/math.js';
import type { LoadedGame } from '../genreModule.js';
import {
  collectibleAssetKeys,
  createCollectibleAnimations,
  queueCollectibleAssets,
  type CollectibleAssetKeys,
} from './collectibleAssets.js';
import { createCollectibleAutopilot } from './collectibleAutopilot.js';
import { COLLECTIBLE_EVENTS, COLLECTIBLE_STEP_SECONDS } from './collectibleRules.js';
import { CollectibleSimulation } from './collectibleSimulation.js';
import { COLLECTIBLE_TEXTS } from './collectibleTexts.js';
import { CollectibleView, type ScreenFrame } from './collectibleView.js';

export const COLLECTIBLE_SCENE_KEY = 'genre-collectible';

/** World pixels shown across the shorter side of the play area. */
const VIEW_SPAN = 380;
const HUD_TOP = 64;
/** A finger or mouse held this far (CSS px) from the hero steers it when the stick is idle. */
const POINTER_DEAD_ZONE = 14;

/**
 * The collectible arena, built only from the world file: the hero gathers the world's items
 * in a walled arena while its hazards roam; the camera follows the hero.
 */
export class CollectibleScene extends GenreScene<'COLLECTIBLE', CollectibleSimulation> {
  private readonly keys: CollectibleAssetKeys;
  private view: CollectibleView | null = null;
  private zoom = 1;
  private readonly screen: ScreenFrame = { left: 0, top: 0, zoom: 1, cssWidth: 0 };

  constructor(kit: GameKit, loaded: LoadedGame) {
    super(kit, loaded, {
      key: COLLECTIBLE_SCENE_KEY,
      genre: 'COLLECTIBLE',
      stepSeconds: COLLECTIBLE_STEP_SECONDS,
    });
    this.keys = collectibleAssetKeys(kit.texturePrefix);
  }

  protected queueAssets(): void {
    queueCollectibleAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  /** The floor tile is decoration: without it the arena keeps its checkered floor. */
  protected override isAssetRequired(key: string): boolean {
    return key !== this.keys.floorTile;
  }

  protected describeAsset(key: string): string {
    const names: Record<string, string> = {
      [this.keys.hero]: this.world.characters.hero.name,
      [this.keys.hazard]: this.world.characters.hazard.name,
      [this.keys.item]: this.world.items.collectible.name,
      [this.keys.bonus]: this.world.items.bonus.name,
    };
    return names[key] ?? key;
  }

  protected createSimulation(): CollectibleSimulation {
    createCollectibleAnimations(this, this.keys);
    const settings = this.world.collectible;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.item,
      controls: 'stick-action',
      buttonLabels: { jump: COLLECTIBLE_TEXTS.dash, action: COLLECTIBLE_TEXTS.magnet },
    });
    return new CollectibleSimulation(this.world);
  }

  protected createAutopilot() {
    return createCollectibleAutopilot();
  }

  protected showRound(sim: CollectibleSimulation): void {
    this.view = new CollectibleView(this, this.world, sim, this.keys);
    this.applyCamera(true, 0);
  }

  protected fitToScreen(): void {
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    this.applyCamera(true, 0);
  }

  /** Follows the hero, keeping the arena's walls in view rather than empty space. */
  private applyCamera(snap: boolean, deltaSeconds: number): void {
    const sim = this.sim;
    if (!sim) return;
    const { cssWidth, cssHeight } = this.kit.viewport;
    const playHeight = Math.max(120, cssHeight - HUD_TOP - this.kit.reservedBottom);
    this.zoom = Math.min(cssWidth, playHeight) / VIEW_SPAN;
    const viewWidth = cssWidth / this.zoom;
    const viewHeight = cssHeight / this.zoom;
    const topInset = HUD_TOP / this.zoom;
    const bottomInset = this.kit.reservedBottom / this.zoom;
    const pad = 30;
    const targetLeft = fitAxis(sim.hero.x - viewWidth / 2, viewWidth, sim.width, pad, 0, 0);
    const targetTop = fitAxis(
      sim.hero.y - topInset - (viewHeight - topInset - bottomInset) / 2,
      viewHeight,
      sim.height,
      pad,
      topInset,
      bottomInset,
    );
    const blend = snap ? 1 : 1 - Math.exp(-deltaSeconds * 8);
    this.screen.left += (targetLeft - this.screen.left) * blend;
    this.screen.top += (targetTop - this.screen.top) * blend;
    this.screen.zoom = this.zoom;
    this.screen.cssWidth = cssWidth;
    showWorldFrom(
      this.cameras.main,
      this.screen.left,
      this.screen.top,
      this.zoom * this.kit.pixelRatio,
    );
    this.kit.view.scrollX = this.screen.left * this.zoom;
    this.kit.view.horizonY = cssHeight;
  }

  /** With no stick input, a held pointer steers the hero towards it (mouse and tap-to-move). */
  protected override readControls(controls: ControlsState, sim: CollectibleSimulation): void {
    if (!controls.pointer.isDown || controls.moveX !== 0 || controls.moveY !== 0) return;
    const targetX = this.screen.left + controls.pointer.x / this.zoom;
    const targetY = this.screen.top + controls.pointer.y / this.zoom;
    const dx = targetX - sim.hero.x;
    const dy = targetY - sim.hero.y;
    const distance = Math.hypot(dx, dy);
    if (distance * this.zoom < POINTER_DEAD_ZONE) return;
    const strength = clamp((distance * this.zoom) / 60, 0, 1);
    controls.moveX = (dx / distance) * strength;
    controls.moveY = (dy / distance) * strength;
  }

  protected step(sim: CollectibleSimulation, controls: ControlsState): void {
    sim.step(controls, COLLECTIBLE_STEP_SECONDS);
  }

  protected present(
    sim: CollectibleSimulation,
    events: number,
    _steps: number,
    deltaMs: number,
  ): void {
    const view = this.view;
    if (!view) return;
    // The view reads the whole frame's events, not only the last step's.
    sim.events = events;
    this.applyCamera(false, deltaMs / 1000);
    view.render(sim, this.screen);
    if (events & COLLECTIBLE_EVENTS.hurt) this.cameras.main.shake(180, 0.008);
    this.player.x = sim.hero.x;
    this.player.y = sim.hero.y;
  }

  protected outcome(sim: CollectibleSimulation): RoundOutcome {
    const won = sim.phase === 'won';
    const detail = won
      ? RUNTIME_MESSAGES.timeBonus(sim.timeBonus)
      : sim.timeLeft <= 0
        ? RUNTIME_MESSAGES.timeUp
        : null;
    return { won, detail };
  }
}

/**
 * Camera start on one axis: centred on the hero, but never showing more than `pad` beyond the
 * arena; an arena smaller than the view is centred in the visible band.
 */
function fitAxis(
  wanted: number,
  viewSize: number,
  arenaSize: number,
  pad: number,
  startInset: number,
  endInset: number,
): number {
  const visible = viewSize - startInset - endInset;
  if (arenaSize + pad * 2 <= visible) return arenaSize / 2 - startInset - visible / 2;
  return clamp(wanted, -pad - startInset, arenaSize + pad + endInset - viewSize);
}
