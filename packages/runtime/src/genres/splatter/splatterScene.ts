import type { SplatterWorld } from '@promptplay/contracts';
import { Scene, type Loader } from 'phaser';
import { RUNTIME_MESSAGES } from '../../contractsPending.js';
import { showWorldFrom } from '../../kit/cameraView.js';
import type { FixedStepClock } from '../../kit/fixedStepClock.js';
import type { GameKit } from '../../kit/gameKit.js';
import type { LoadedGame } from '../genreModule.js';
import {
  createSplatterAnimations,
  queueSplatterAssets,
  splatterAssetKeys,
  type SplatterAssetKeys,
} from './splatterAssets.js';
import { createSplatterAutopilot } from './splatterAutopilot.js';
import { FIELD_HEIGHT, FIELD_WIDTH, SPLATTER_STEP_SECONDS } from './splatterRules.js';
import { SplatterSimulation, type SplatterInput } from './splatterSimulation.js';
import { SPLATTER_TEXTS } from './splatterTexts.js';
import { SplatterView } from './splatterView.js';

export const SPLATTER_SCENE_KEY = 'genre-splatter';

/** Tap to splat, built only from the world file; the whole screen takes taps. */
export class SplatterScene extends Scene {
  private readonly world: SplatterWorld;
  private readonly keys: SplatterAssetKeys;
  private readonly failedAssets: string[] = [];
  private readonly clock: FixedStepClock;
  private sim: SplatterSimulation | null = null;
  private view: SplatterView | null = null;
  private autopilot = createSplatterAutopilot();
  private readonly tapInput: SplatterInput = { isTap: false, x: 0, y: 0 };
  /** Field transform: screen css = (field + offset) * zoom. */
  private readonly fit = { zoom: 1, left: 0, top: 0 };
  private frameCount = 0;
  private isFinished = false;
  private readonly player = { x: 0, y: 0 };

  constructor(
    private readonly kit: GameKit,
    private readonly loaded: LoadedGame,
  ) {
    super({ key: SPLATTER_SCENE_KEY });
    if (loaded.world.gameGenre !== 'SPLATTER')
      throw new Error(RUNTIME_MESSAGES.unsupportedGenre(loaded.world.gameGenre));
    this.world = loaded.world;
    this.keys = splatterAssetKeys(kit.texturePrefix);
    this.clock = kit.createClock(SPLATTER_STEP_SECONDS);
  }

  preload(): void {
    this.failedAssets.length = 0;
    this.load.on('progress', (value: number) => this.kit.reportProgress(value));
    this.load.on('loaderror', (file: Loader.File) => this.failedAssets.push(file.key));
    queueSplatterAssets(this, this.world, this.keys, this.loaded.assetOrigin);
  }

  create(): void {
    this.sim = null;
    if (this.failedAssets.length > 0) {
      const names: Record<string, string> = {
        [this.keys.target]: this.world.characters.target.name,
        [this.keys.friend]: this.world.characters.friend.name,
        [this.keys.bonus]: this.world.items.bonus.name,
      };
      const key = this.failedAssets[0] ?? '';
      this.kit.reportAssetFailure(names[key] ?? key);
      return;
    }
    createSplatterAnimations(this, this.keys, this.world.seed);
    const settings = this.world.splatter;
    this.kit.beginRound({
      lives: settings.lives,
      timeLeft: settings.timeLimitSeconds,
      scoreIconKey: this.keys.bonus,
      controls: 'pointer',
    });
    this.sim = new SplatterSimulation({ ...settings, seed: this.world.seed });
    this.clock.reset();
    this.autopilot = createSplatterAutopilot();
    this.isFinished = false;
    this.frameCount = 0;
    this.view = new SplatterView(this, this.world, this.keys);
    const hint = this.add
      .text(FIELD_WIDTH / 2, FIELD_HEIGHT * 0.55, SPLATTER_TEXTS.hint, {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '30px',
        fontStyle: 'bold',
        color: '#ffffff',
        stroke: '#1b1d33',
        strokeThickness: 7,
        resolution: 3,
      })
      .setOrigin(0.5)
      .setDepth(8);
    this.tweens.add({ targets: hint, alpha: 0, delay: 1600, duration: 500 });
    this.kit.debug.player = this.player;
    this.applyCamera();
    this.scale.on('resize', this.applyCamera);
    this.events.once('shutdown', () => this.scale.off('resize', this.applyCamera));
  }

  /** Fits the whole field on screen, centred. */
  private readonly applyCamera = (): void => {
    const { cssWidth, cssHeight } = this.kit.viewport;
    const zoom = Math.min(cssWidth / FIELD_WIDTH, cssHeight / FIELD_HEIGHT);
    this.fit.zoom = zoom;
    this.fit.left = (cssWidth / zoom - FIELD_WIDTH) / 2;
    this.fit.top = (cssHeight / zoom - FIELD_HEIGHT) / 2;
    this.cameras.main.setSize(this.scale.width, this.scale.height);
    showWorldFrom(this.cameras.main, -this.fit.left, -this.fit.top, zoom * this.kit.pixelRatio);
    this.kit.view.horizonY = cssHeight;
  };

  override update(_time: number, deltaMs: number): void {
    const sim = this.sim;
    const view = this.view;
    if (!sim || !view) return;
    const controls = this.kit.pollControls();
    const pointer = controls.pointer;
    const input = this.tapInput;
    const steps = this.clock.advance(deltaMs);
    let events = 0;
    for (let i = 0; i < steps && !sim.isOver; i++) {
      if (this.kit.isAutoplay) {
        this.autopilot(sim, input, this.frameCount);
      } else {
        // A tap counts once, on the first step of the frame it was pressed in.
        input.isTap = i === 0 && pointer.justPressed;
        input.x = pointer.x / this.fit.zoom - this.fit.left;
        input.y = pointer.y / this.fit.zoom - this.fit.top;
      }
      sim.step(input, SPLATTER_STEP_SECONDS);
      events |= sim.events;
    }
    this.frameCount += 1;
    view.render(sim, events);
    const session = this.kit.session;
    session.score = sim.score;
    session.lives = sim.lives;
    session.timeLeft = sim.timeLeft;
    const debug = this.kit.debug;
    debug.frames += 1;
    debug.score = sim.score;
    this.player.x = input.x;
    this.player.y = input.y;
    this.kit.reportReady();
    if (sim.isOver && !this.isFinished) {
      this.isFinished = true;
      const won = sim.phase === 'timeUp';
      const detail =
        sim.bestCombo >= 2 ? SPLATTER_TEXTS.bestCombo(sim.bestCombo) : RUNTIME_MESSAGES.timeUp;
      this.kit.finishRound(won, sim.score, detail);
    }
  }
}
