import { describe, expect, it, vi } from 'vitest';
import { RUNTIME_MESSAGES } from '../contractsPending.js';
import type { LoadedGame } from '../genres/genreModule.js';
import { buildSampleWorld } from '../testing/sampleWorld.js';
import { createControlsState, type ControlsState } from './controls.js';
import { FixedStepClock } from './fixedStepClock.js';
import type { GameKit } from './gameKit.js';
import { GameSession } from './gameSession.js';
import { GenreScene, type RoundOutcome } from './genreScene.js';

/** Phaser's Scene, reduced to what the skeleton touches: the loader, resize and shutdown. */
vi.mock('phaser', () => {
  class Scene {
    readonly loaderListeners = new Map<string, (value: unknown) => void>();
    readonly load = {
      on: (event: string, listener: (value: unknown) => void) =>
        this.loaderListeners.set(event, listener),
    };
    readonly scale = { on: vi.fn(), off: vi.fn() };
    readonly events = { once: vi.fn() };
  }
  return { Scene };
});

const STEP = 1 / 60;

/** A simulation that scores 10 a step and is won after `length` steps. */
class CountingSimulation {
  steps = 0;
  events = 0;
  lives = 3;
  timeLeft = 30;
  constructor(private readonly length: number) {}
  get score(): number {
    return this.steps * 10;
  }
  get isOver(): boolean {
    return this.steps >= this.length;
  }
  step(isJumpHeld: boolean): void {
    this.steps += 1;
    this.events = isJumpHeld ? 1 : 2;
    this.timeLeft -= STEP;
  }
}

class CountingScene extends GenreScene<'PLATFORMER', CountingSimulation> {
  readonly shownRounds: CountingSimulation[] = [];
  readonly autopilotFrames: number[] = [];
  readonly framesEvents: number[] = [];

  constructor(
    kit: GameKit,
    game: LoadedGame,
    private readonly length: number,
  ) {
    super(kit, game, { key: 'genre-counting', genre: 'PLATFORMER', stepSeconds: STEP });
  }
  protected queueAssets(): void {}
  protected describeAsset(key: string): string {
    return key === 'hero-key' ? this.world.characters.hero.name : key;
  }
  protected createSimulation(): CountingSimulation {
    return new CountingSimulation(this.length);
  }
  protected createAutopilot() {
    return (_sim: CountingSimulation, controls: ControlsState, frame: number) => {
      this.autopilotFrames.push(frame);
      controls.jump = true;
    };
  }
  protected showRound(sim: CountingSimulation): void {
    this.shownRounds.push(sim);
  }
  protected fitToScreen(): void {}
  protected step(sim: CountingSimulation, controls: ControlsState): void {
    sim.step(controls.jump);
  }
  protected present(sim: CountingSimulation, events: number): void {
    this.framesEvents.push(events);
    this.player.x = sim.steps;
  }
  protected outcome(sim: CountingSimulation): RoundOutcome {
    return { won: true, detail: `${sim.steps} steps` };
  }
  failToLoad(key: string): void {
    const listeners = (this as unknown as { loaderListeners: Map<string, (v: unknown) => void> })
      .loaderListeners;
    listeners.get('loaderror')?.({ key });
  }
}

function fakeKit(isAutoplay: boolean) {
  const controls = createControlsState();
  return {
    isAutoplay,
    texturePrefix: 'game1:g',
    session: new GameSession(),
    debug: { frames: 0, score: 0, player: null as null | { x: number; y: number } },
    createClock: (step: number) => new FixedStepClock(step, undefined, isAutoplay),
    pollControls: () => controls,
    reportProgress: vi.fn(),
    reportAssetFailure: vi.fn(),
    reportReady: vi.fn(),
    finishRound: vi.fn(),
  };
}

function sceneFor(kit: ReturnType<typeof fakeKit>, length = 3): CountingScene {
  const game: LoadedGame = {
    gameId: 'g',
    world: buildSampleWorld(),
    assetOrigin: 'http://media.test',
    bestScore: 0,
  };
  return new CountingScene(kit as unknown as GameKit, game, length);
}

describe('GenreScene, the skeleton every genre scene runs on', () => {
  it('plays a round to one result, keeping the HUD and __promptplay on the simulation', () => {
    const kit = fakeKit(false);
    const scene = sceneFor(kit, 3);
    scene.preload();
    scene.create();
    scene.update(0, 100); // a slow frame (0.1 s) runs every step due, up to the round's end
    expect(kit.session.score).toBe(30);
    expect(kit.session.lives).toBe(3);
    expect(kit.session.timeLeft).toBeCloseTo(30 - 3 * STEP);
    expect(kit.debug).toMatchObject({ frames: 1, score: 30, player: { x: 3, y: 0 } });
    expect(kit.reportReady).toHaveBeenCalledTimes(1);
    scene.update(0, 100);
    expect(kit.finishRound).toHaveBeenCalledTimes(1);
    expect(kit.finishRound).toHaveBeenCalledWith(true, 30, '3 steps');
    expect(scene.autopilotFrames).toEqual([]);
  });

  it('lets the autopilot fill the controls before each step under autoplay, one step a frame', () => {
    const kit = fakeKit(true);
    const scene = sceneFor(kit, 2);
    scene.preload();
    scene.create();
    for (let frame = 0; frame < 4; frame++) scene.update(0, 1000);
    expect(scene.autopilotFrames).toEqual([0, 1]);
    expect(scene.framesEvents).toEqual([1, 1, 0, 0]);
    expect(kit.finishRound).toHaveBeenCalledTimes(1);
  });

  it('starts a fresh round on Replay', () => {
    const kit = fakeKit(true);
    const scene = sceneFor(kit, 2);
    scene.preload();
    scene.create();
    for (let frame = 0; frame < 3; frame++) scene.update(0, 16);
    scene.create();
    scene.update(0, 16);
    expect(scene.shownRounds).toHaveLength(2);
    expect(scene.shownRounds[1]?.steps).toBe(1);
    expect(scene.autopilotFrames).toEqual([0, 1, 0]);
    scene.update(0, 16);
    expect(kit.finishRound).toHaveBeenCalledTimes(2);
  });

  it('reports a file that failed by the world’s name and starts no round', () => {
    const kit = fakeKit(false);
    const scene = sceneFor(kit);
    scene.preload();
    scene.failToLoad('hero-key');
    scene.create();
    scene.update(0, 1000);
    expect(kit.reportAssetFailure).toHaveBeenCalledWith('Fox');
    expect(scene.shownRounds).toEqual([]);
    expect(kit.reportReady).not.toHaveBeenCalled();
  });

  it('refuses a world of another genre', () => {
    const kit = fakeKit(false);
    const game: LoadedGame = {
      gameId: 'g',
      world: { ...buildSampleWorld(), gameGenre: 'RACING' } as unknown as LoadedGame['world'],
      assetOrigin: '',
      bestScore: 0,
    };
    expect(() => new CountingScene(kit as unknown as GameKit, game, 1)).toThrow(
      RUNTIME_MESSAGES.unsupportedGenre('RACING'),
    );
  });
});
