import {
  BRIDGE_CHANNEL,
  MESSAGES,
  runtimeToHostMessageSchema,
  type Game,
  type GameGenre,
  type GameManifest,
  type GameSessionSource,
  type HostToRuntimePayload,
  type PlayResultRequest,
  type RuntimeStatus,
  type WorldFile,
} from '@promptplay/contracts';
import type { Analytics } from '../../lib/analytics/dataLayer.js';
import type { GameSessionTracker } from '../../lib/analytics/gameSession.js';
import { runtimePixelRatio } from '../../lib/device.js';
import type { BestScores } from './bestScores.js';
import { GameLoadError } from './gameLoadError.js';
import { GamePreparation } from './gamePreparation.js';
import type { GameStore } from './gameStore.js';
import {
  isBrowserOffline,
  keepOfflineRuntimePage,
  offlineRuntimeDocument,
} from './offlineRuntimePage.js';
import { fetchPictureWith, PictureHandover, type FetchPicture } from './pictureHandover.js';
import { RoundResults } from './roundResults.js';
import { bootIndex, isBootStatus, RUNTIME_BOOT_STATUSES, RuntimeFrame } from './runtimeFrame.js';
import { reportGameError } from '../errorReporting/errorReporter.js';

export interface RuntimeHostOptions {
  store: GameStore;
  loadManifest: () => Promise<GameManifest>;
  loadWorld: (gameId: string) => Promise<WorldFile>;
  /** Drops cached data of a game when the player leaves it. */
  forgetGame: (gameId: string) => void;
  /** Resolves when auth is initialised (or waiting gave up). */
  waitForAuth: () => Promise<void>;
  sessions: GameSessionTracker;
  bestScores: BestScores;
  analytics: Analytics;
  window: Window;
  isTouch: () => boolean;
  /** CSS pixels at the frame's top-left the layer's Back button covers (see hudInset.ts). */
  hudInsetLeft?: () => number;
  /** Fetches a picture a prepared game's world names (default: the window's fetch). */
  fetchPicture?: FetchPicture;
  /** Sends a finished round to the server (play counts, OGP points); must not throw. */
  reportPlayResult: (result: PlayResultRequest) => void;
  /**
   * Runs before a game starts by id (the ad popup, features/ads): the play to start, at once
   * or once the ad closes; must not reject. A start the player abandoned meanwhile is dropped.
   */
  beforePlay?: (request: StartGameRequest) => StartGameRequest | Promise<StartGameRequest>;
  /** Milliseconds clock for round durations. */
  now?: () => number;
  /** A fresh id per round (crypto.randomUUID in browsers). */
  newResultId?: () => string;
}

export interface StartGameRequest {
  gameId: string;
  source: GameSessionSource;
  /** What the feed already knows, shown while loading. */
  game?: Game | null;
}

/** A game made from a prompt, once built. */
export interface CreatedGame {
  gameId: string;
  /** What the feed knows about it, for the loading card, when already fetched. */
  game?: Game | null;
}

export interface StartCreatedGameRequest {
  prompt: string;
  genre: GameGenre;
  /**
   * Makes the game and resolves with its id; reports build progress 0..1 on the way. The
   * signal aborts when the player leaves. Throw a GameLoadError to show its message.
   */
  build: (signal: AbortSignal, reportProgress: (fraction: number) => void) => Promise<CreatedGame>;
}

function playerMessage(error: unknown, fallback: string): string {
  return error instanceof GameLoadError ? error.message : fallback;
}

/**
 * Hosts the sandboxed game runtime (protocol.md): drives the runtime status machine,
 * talks to the iframe over the bridge and owns the life of one play. The runtime frame
 * outlives plays (runtimeFrame.ts): `prepare` boots it hidden before the tap, a play hands it
 * a world, and Back to feed resets it for the next play.
 */
export class RuntimeHost {
  private frame: HTMLIFrameElement | null = null;
  private readonly runtimeFrame = new RuntimeFrame();
  private manifest: Promise<GameManifest> | null = null;
  /** Bumped on every start and exit, so late async work of an old play is dropped. */
  private attempt = 0;
  private world: Promise<WorldFile> | null = null;
  /** A play has loaded its manifest and waits for the frame to be ready for its world. */
  private isAwaitingFrame = false;
  /** The genre of the game whose detail modal asked the runtime to load it ahead (`prepare`). */
  private prefetch: { genre: GameGenre; isSent: boolean } | null = null;
  private isRuntimeInitialised = false;
  private hasInitialisedRuntime = false;
  private creation: AbortController | null = null;
  private readonly pictures: PictureHandover;
  private readonly preparation: GamePreparation;
  private readonly results: RoundResults;

  constructor(private readonly options: RuntimeHostOptions) {
    const win = options.window;
    this.results = new RoundResults(options);
    this.pictures = new PictureHandover({
      fetchPicture: options.fetchPicture ?? fetchPictureWith((...args) => win.fetch(...args)),
      origin: win.location.origin,
      canHandOver: () => this.isRuntimeListening(),
      handOver: (url, { data, contentType }) =>
        this.post({ type: 'picture', url, data, contentType }, [data]),
      handOverMissing: (url) => this.post({ type: 'pictureUnavailable', url }),
    });
    this.preparation = new GamePreparation({
      canPrepare: () =>
        this.runtimeFrame.isReady && this.isRuntimeListening() && !this.isAwaitingFrame,
      send: (gameId, world) =>
        this.post({ type: 'prepareGame', ...this.gameToLoad(gameId, world) }),
      drop: () => this.post({ type: 'quit' }),
    });
    this.runtimeFrame.onChange(() => {
      this.catchUpWithFrame();
      this.sendPrefetch();
      this.pictures.handOverFetched();
      this.preparation.sendWhenReady();
    });
  }

  /** Listens to runtime messages, page visibility and the page closing; returns the disconnect. */
  connect(): () => void {
    const win = this.options.window;
    const onMessage = (event: MessageEvent) => this.handleMessage(event);
    const onVisibility = () => this.handleVisibility();
    // Closing the tab mid-game ends the session too (the end call is sent with keepalive).
    const onPageHide = () => this.options.sessions.end();
    win.addEventListener('message', onMessage);
    win.addEventListener('pagehide', onPageHide);
    win.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('pagehide', onPageHide);
      win.document.removeEventListener('visibilitychange', onVisibility);
    };
  }

  /** The layer hands over its iframe element (null when it is removed). */
  attachFrame(frame: HTMLIFrameElement | null): void {
    this.frame = frame;
  }

  handleFrameLoad(): void {
    this.runtimeFrame.pageLoaded();
  }

  /**
   * Ready before the tap (issue 11): boots the hidden runtime frame and, for a named game,
   * fetches its world and every picture it names, has the runtime load its genre and keep the
   * pictures, then hands it the game to prepare: loaded, first frame drawn, held hidden with no
   * clock running (gamePreparation.ts), so Play only starts it. Safe to call often.
   */
  prepare(game?: Pick<Game, 'id' | 'gameGenre'>): void {
    if (game) {
      const world = this.options.loadWorld(game.id);
      world.catch(() => undefined);
      this.pictures.prepare(game.id, world);
      this.prefetch = { genre: game.gameGenre, isSent: false };
      this.preparation.prepare(game.id, world);
    }
    this.bootFrame().catch(() => undefined);
    this.sendPrefetch();
  }

  /**
   * The game's detail modal closed: unless it is being played, its pictures stop downloading
   * and the runtime drops the game it prepared.
   */
  stopPreparing(gameId: string): void {
    this.pictures.cancel(gameId);
    this.preparation.cancel(gameId);
  }

  /** True once the frame's runtime has said it listens to the bridge. */
  private isRuntimeListening(): boolean {
    const { state, bootStatus } = this.runtimeFrame;
    return state !== 'idle' && bootIndex(bootStatus) >= bootIndex('RUNTIME_READY_TO_START');
  }

  /** Sends the pending prefetch once a runtime not in play listens. */
  private sendPrefetch(): void {
    const prefetch = this.prefetch;
    if (!prefetch || prefetch.isSent) return;
    if (this.runtimeFrame.state === 'playing' || !this.isRuntimeListening()) return;
    prefetch.isSent = true;
    this.post({ type: 'prefetch', genre: prefetch.genre });
  }

  /** Puts a runtime frame on the page unless one is there; rejects when the manifest fails. */
  private async bootFrame(): Promise<void> {
    if (this.runtimeFrame.state !== 'idle') return;
    const manifest = await this.loadManifest();
    const win = this.options.window;
    // Offline, the frame's page cannot load: it gets the runtime inline (offlineRuntimePage.ts).
    const frameDocument = isBrowserOffline(win) ? await offlineRuntimeDocument(win) : null;
    if (!this.runtimeFrame.boot()) return;
    this.options.store.setState((state) => ({
      frameUrl: manifest.loaderUrl,
      frameDocument,
      frameKey: state.frameKey + 1,
    }));
  }

  /** The build manifest, fetched once per page (again after a failure). */
  private loadManifest(): Promise<GameManifest> {
    if (!this.manifest) {
      const loading = this.options.loadManifest();
      loading.catch(() => {
        if (this.manifest === loading) this.manifest = null;
      });
      this.manifest = loading;
    }
    return this.manifest;
  }

  /** Takes the runtime frame off the page; the next play boots a fresh one. */
  private discardFrame(): void {
    this.preparation.forget();
    this.runtimeFrame.discard();
    this.options.store.setState({ frameUrl: null, frameDocument: null });
  }

  /**
   * True once a runtime has started in this page. A new prompt game then needs a fresh
   * page (spec §4 pending prompt).
   */
  get hasLoadedRuntime(): boolean {
    return this.hasInitialisedRuntime;
  }

  /** Starts a game by id (spec §4): runtime start-up, then LOADING_GAME with its world. */
  async startGame(requested: StartGameRequest): Promise<void> {
    const { store } = this.options;
    this.pictures.markPlayed(requested.gameId);
    this.preparation.markPlayed(requested.gameId);
    const decided = this.options.beforePlay?.(requested) ?? requested;
    // Only a pending ad makes the start wait; otherwise it stays synchronous.
    const request = decided instanceof Promise ? await this.unlessLeft(decided) : decided;
    if (!request) return;
    const attempt = this.beginAttempt();
    store.getState().reset();
    store.setState({
      gameId: request.gameId,
      game: request.game ?? null,
      loadingStep: 'auth',
      playKey: attempt,
    });
    await this.bootRuntime(attempt, request.gameId, request.source);
  }

  /** The play `beforePlay` chose, or null when the player left or started another meanwhile. */
  private async unlessLeft(decided: Promise<StartGameRequest>): Promise<StartGameRequest | null> {
    const attempt = this.attempt;
    const chosen = await decided;
    return attempt === this.attempt ? chosen : null;
  }

  /**
   * Starts a game by prompt (spec §4): EXECUTING_PROMPT (game status CREATING_NEW_GAME,
   * 'Creating environment for new game...') while `build` makes it, then the new game
   * starts by id in the same layer. Resolves with the game id, or null when the player left
   * first; a failed build shows its message in the layer and rejects with the error.
   */
  async startCreatedGame(request: StartCreatedGameRequest): Promise<string | null> {
    const { store } = this.options;
    const attempt = this.beginAttempt();
    const isCurrent = () => attempt === this.attempt;
    store.getState().reset();
    store.setState({ loadingStep: 'creating', playKey: attempt });
    store.getState().startPrompt({ prompt: request.prompt, genre: request.genre });
    const controller = new AbortController();
    this.creation = controller;
    let created: CreatedGame;
    try {
      await this.options.waitForAuth();
      created = await request.build(controller.signal, (fraction) => {
        if (isCurrent()) store.getState().setCreationProgress(fraction);
      });
    } catch (error) {
      if (!isCurrent()) return null;
      store
        .getState()
        .fail(
          playerMessage(error, MESSAGES.failedToStartGameCreation),
          error instanceof GameLoadError ? error.signInReturnPath : null,
        );
      throw error;
    } finally {
      if (this.creation === controller) this.creation = null;
    }
    if (!isCurrent()) return null;
    store.getState().setCreationProgress(1);
    store.setState({ gameId: created.gameId, game: created.game ?? null });
    store.getState().restartRuntime();
    await this.bootRuntime(attempt, created.gameId, 'create_character');
    return created.gameId;
  }

  private beginAttempt(): number {
    this.creation?.abort();
    this.creation = null;
    return ++this.attempt;
  }

  private async bootRuntime(
    attempt: number,
    gameId: string,
    source: GameSessionSource,
  ): Promise<void> {
    const { store, sessions } = this.options;
    const isCurrent = () => attempt === this.attempt;
    this.isRuntimeInitialised = false;
    store.getState().moveRuntime('INITIALIZING');
    this.results.beginPlay();

    this.world = this.options.loadWorld(gameId);
    // Failures surface when the world is needed; this only keeps them from going unhandled.
    this.world.catch(() => undefined);
    // Played before its modal got to prepare it (a tap the page kept while it loaded, a feed
    // card): the page still fetches the pictures, through its service worker, so the game
    // starts again offline. Nothing new when they are already coming.
    this.pictures.prepare(gameId, this.world);
    this.pictures.markPlayed(gameId);

    await this.options.waitForAuth();
    if (!isCurrent()) return;
    // After auth: the server issues the session to this player (guests too).
    sessions.start(gameId, source);
    store.setState({ loadingStep: 'runtime' });
    store.getState().moveRuntime('LOADING_BUILD_MANIFEST');
    try {
      await this.loadManifest();
    } catch (error) {
      if (isCurrent()) store.getState().fail(playerMessage(error, MESSAGES.noGameConfig));
      return;
    }
    if (!isCurrent()) return;
    store.getState().moveRuntime('BUILD_MANIFEST_LOADED');
    store.getState().moveRuntime('LOADING_BUILD_MANIFEST_FILES');
    this.isAwaitingFrame = true;
    await this.bootFrame();
    this.catchUpWithFrame();
  }

  /**
   * A loading play walks the runtime's start-up statuses in order up to where the frame is
   * (all of them at once for a warm frame), then hands the ready frame its world.
   */
  private catchUpWithFrame(): void {
    if (!this.isAwaitingFrame) return;
    const { store } = this.options;
    const reached = bootIndex(this.runtimeFrame.bootStatus);
    for (const status of RUNTIME_BOOT_STATUSES.slice(0, reached + 1)) {
      store.getState().moveRuntime(status);
    }
    if (store.getState().runtimeStatus !== 'GAME_LOADED' || !this.runtimeFrame.claim()) return;
    this.isAwaitingFrame = false;
    this.isRuntimeInitialised = true;
    this.hasInitialisedRuntime = true;
    void this.loadGameIntoRuntime(this.attempt);
  }

  /** Back to feed (spec §4): quit, end the session, drop the game's cache, remove the runtime. */
  backToFeed(): void {
    this.leaveCurrentGame();
    this.options.store.getState().reset();
  }

  /** Opens the game after the current one in the loaded feed, or returns to the feed. */
  playNextGame(): void {
    const { playlist, gameId } = this.options.store.getState();
    const index = playlist.findIndex((game) => game.id === gameId);
    const next = playlist.length > 0 ? playlist[(index + 1) % playlist.length] : undefined;
    if (!next || next.id === gameId) {
      this.backToFeed();
      return;
    }
    this.leaveCurrentGame();
    void this.startGame({ gameId: next.id, source: 'unity_next_game', game: next });
  }

  private leaveCurrentGame(): void {
    const { store, sessions, forgetGame } = this.options;
    this.beginAttempt();
    this.isAwaitingFrame = false;
    if (store.getState().gameStatus === 'ERROR') this.discardFrame();
    if (this.runtimeFrame.state === 'playing') {
      this.post({ type: 'quit' });
      this.runtimeFrame.reset();
    }
    // A game prepared for a play that never took the frame (left during an ad) is dropped.
    this.preparation.dropFromFrame();
    sessions.end();
    const { gameId } = store.getState();
    if (gameId) {
      forgetGame(gameId);
      this.pictures.finish(gameId);
    }
    this.world = null;
    this.isRuntimeInitialised = false;
  }

  private handleMessage(event: MessageEvent): void {
    if (!this.frame || event.source !== this.frame.contentWindow) return;
    const parsed = runtimeToHostMessageSchema.safeParse(event.data);
    if (!parsed.success) return;
    const message = parsed.data;
    const { store } = this.options;
    switch (message.type) {
      case 'status':
        this.handleRuntimeStatus(message.status);
        break;
      case 'progress':
        // A game prepared ahead reports its loading too; only a play's counts.
        if (this.runtimeFrame.state !== 'playing') break;
        store.setState((state) => ({
          assetProgress: Math.max(state.assetProgress, message.value),
        }));
        break;
      case 'prepared':
        // Only tests and the bench watch for it: Play sends startGame drawn or not.
        break;
      case 'ready':
        if (store.getState().moveRuntime('GAME_READY')) store.setState({ loadingStep: null });
        keepOfflineRuntimePage(this.options.window);
        break;
      case 'gameOver': {
        const { gameId } = store.getState();
        if (gameId) this.results.record(gameId, message.won, message.score, message.bestScore);
        break;
      }
      case 'error':
        this.runtimeFailed(message.message);
        break;
      case 'errorReport':
        reportGameError(message, {
          gameId: store.getState().gameId,
          genre: store.getState().game?.gameGenre ?? null,
        });
        break;
      case 'nextGame':
        this.playNextGame();
        break;
      case 'backToFeed':
        this.backToFeed();
        break;
    }
  }

  private handleRuntimeStatus(status: RuntimeStatus): void {
    if (status === 'ERROR') {
      this.runtimeFailed(MESSAGES.failedToStartGame);
      return;
    }
    if (isBootStatus(status)) {
      // Start-up belongs to the frame; a loading play catches up with it (catchUpWithFrame).
      if (this.runtimeFrame.runtimeStatus(status)) this.initialiseRuntime();
      return;
    }
    if (this.runtimeFrame.state !== 'playing') return;
    const state = this.options.store.getState();
    if (state.moveRuntime(status) && status === 'GAME_READY') {
      this.options.store.setState({ loadingStep: null });
    }
  }

  /** A runtime error: the play shows it; the frame, in an unknown state, is not reused. */
  private runtimeFailed(message: string): void {
    const isPlayShown = this.runtimeFrame.state === 'playing' || this.isAwaitingFrame;
    this.isAwaitingFrame = false;
    if (isPlayShown) this.options.store.getState().fail(message);
    else this.discardFrame();
  }

  private initialiseRuntime(): void {
    const isTouch = this.options.isTouch();
    this.post({
      type: 'init',
      pixelRatio: runtimePixelRatio(this.options.window.devicePixelRatio, isTouch),
      isTouch,
      hudInsetLeft: this.options.hudInsetLeft?.() ?? 0,
    });
  }

  private async loadGameIntoRuntime(attempt: number): Promise<void> {
    const { store } = this.options;
    const { gameId } = store.getState();
    if (!gameId || !this.world) return;
    store.getState().moveRuntime('LOADING_GAME');
    store.setState({ loadingStep: 'details' });
    let world: WorldFile;
    try {
      world = await this.world;
    } catch (error) {
      if (attempt === this.attempt) {
        store.getState().fail(playerMessage(error, MESSAGES.failedToLoadGameDetails));
      }
      return;
    }
    if (attempt !== this.attempt) return;
    if (this.preparation.isPreparedInFrame(gameId)) {
      // Prepared while its modal showed: loaded and drawn already, it only starts.
      this.preparation.forget();
      this.post({ type: 'startGame', gameId });
      store.setState({ loadingStep: 'starting' });
      return;
    }
    // Anything else the frame was given to prepare is replaced by this game.
    this.preparation.forget();
    this.post({ type: 'loadGame', ...this.gameToLoad(gameId, world) });
    store.setState({ loadingStep: 'starting' });
  }

  /**
   * What `loadGame` and `prepareGame` hand the runtime: the pictures fetched so far go just
   * before, and those still downloading are named, so the runtime's loader waits for them
   * instead of fetching them a second time.
   */
  private gameToLoad(gameId: string, world: WorldFile) {
    this.pictures.handOverFetched();
    const picturesInFlight = this.pictures.inFlight(gameId, world);
    return {
      gameId,
      world,
      assetOrigin: this.options.window.location.origin,
      bestScore: this.options.bestScores.get(gameId),
      ...(picturesInFlight.length > 0 ? { picturesInFlight } : {}),
    };
  }

  private handleVisibility(): void {
    if (!this.isRuntimeInitialised) return;
    const isVisible = this.options.window.document.visibilityState === 'visible';
    this.post({ type: isVisible ? 'resume' : 'pause' });
  }

  private post(payload: HostToRuntimePayload, transfer: Transferable[] = []): void {
    // The sandboxed frame has an opaque origin, so '*' is the only target that reaches it;
    // nothing secret is ever sent over the bridge.
    this.frame?.contentWindow?.postMessage({ channel: BRIDGE_CHANNEL, ...payload }, '*', transfer);
  }
}
