/** Whether the page is visible, and a way to hear when that changes. */
export interface VisibilitySource {
  isVisible: () => boolean;
  subscribe(listener: () => void): () => void;
}

/** The page's document (default) is looked up on use: creating one is safe on the server. */
export function documentVisibility(doc?: Document): VisibilitySource {
  const current = () => doc ?? document;
  return {
    isVisible: () => current().visibilityState === 'visible',
    subscribe(listener) {
      const target = current();
      target.addEventListener('visibilitychange', listener);
      return () => target.removeEventListener('visibilitychange', listener);
    },
  };
}
