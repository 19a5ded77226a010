/** The browser engines the phone journey runs in. */
export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINE_NAMES)[number];

/** The phone every engine emulates: 390×844 CSS pixels at device ratio 2, portrait. */
export const PHONE = { width: 390, height: 844, deviceScaleFactor: 2 } as const;

/** Keys the journey presses, by their W3C `key` names; each adapter maps them. */
export type Key = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'Space' | 'Enter';

/**
 * A function run inside the page (or a frame). It is sent as source text, so it must not
 * close over anything in Node: everything it needs comes in `arg` (JSON-serialisable).
 */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>;

/**
 * One engine driving one phone-sized page, with the few verbs a player's journey needs.
 * Selectors are CSS (see `testId`). Adapters: playwrightChromium.ts, puppeteerFirefox.ts,
 * webdriverWebkit.ts. Waiting for conditions is engine-neutral (conditions.ts).
 */
export interface PhoneDriver {
  readonly engine: EngineName;
  /** How taps reach the page in this engine ('touch' events, or a 'mouse' click). */
  readonly pointer: 'touch' | 'mouse';
  /** Loads a path of the app and waits for the document to load. */
  goto(path: string): Promise<void>;
  /** Waits for the first visible match, scrolls it to the middle and taps (or clicks) it. */
  tap(selector: string): Promise<void>;
  /** Types text into the first match (an empty field), key by key where the engine can. */
  type(selector: string, text: string): Promise<void>;
  /** Holds keys down together for `ms`, then releases them (into the focused frame). */
  holdKeys(keys: readonly Key[], ms: number): Promise<void>;
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** Runs `fn` inside the document of the first `<iframe>` matching `frameSelector`. */
  evaluateInFrame<A, R>(frameSelector: string, fn: PageFunction<A, R>, arg: A): Promise<R>;
  /** PNG of the viewport, at the device ratio (iframes and canvases included). */
  screenshot(): Promise<Buffer>;
  /**
   * Console errors, uncaught errors and rejections, and CSP violations seen so far in the
   * page and its frames (see errorProbe.ts for how each engine sees them).
   */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** CSS selector of an element by its `data-testid`. */
export function testId(id: string): string {
  return `[data-testid="${id}"]`;
}

/**
 * Source text calling `fn` with `arg`, for engines that evaluate strings. Transpilers that
 * keep function names (esbuild's keepNames, as under tsx) wrap inner functions in `__name`,
 * which the page lacks; a no-op stands in for it.
 */
export function callExpression<A, R>(fn: PageFunction<A, R>, arg: A): string {
  const call = `(${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'})`;
  return `((__name) => ${call})((target) => target)`;
}
