/** Whether the page is visible, and a way to hear when that changes. */
export interface VisibilitySource {
  isVisible: () => boolean;
  subscribe(listener: () => void): () => void;
}

export function documentVisibility(doc: Document = document): VisibilitySource {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    subscribe(listener) {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}
