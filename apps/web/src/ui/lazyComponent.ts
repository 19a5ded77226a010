import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk ahead of the first render (tests; the browser's idle time). */
  preload: () => Promise<void>;
};

const preloads = new Set<() => Promise<void>>();

/**
 * A component in its own chunk, left out of the first view's JavaScript. Until its chunk is
 * there it suspends (the nearest Suspense shows its fallback, or a navigation keeps the page
 * it leaves); a mount after `preload` renders at once.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function LazyLoaded(props: P) {
    // Chosen once per mount: switching types later would remount it and lose its state.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Suspending);
    return createElement(Component, props);
  }
  preloads.add(preload);
  return Object.assign(LazyLoaded, { preload });
}

/** Loads every lazy component defined so far (tests render them without suspending). */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.all([...preloads].map((preload) => preload()));
}
