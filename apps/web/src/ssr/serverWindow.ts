import { CONSENT_DECIDED_COOKIE } from '@promptplay/contracts';

/** `Storage` in memory: what the services see of localStorage while rendering on the server. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

function noRequests(): Promise<Response> {
  return Promise.reject(new Error('No requests while rendering on the server'));
}

/**
 * What `createServices` reads of `window` when it is created, for a render on the server: an
 * empty localStorage (a guest), the page's URL, the consent cookie (when the player has
 * chosen) and no network. Rendering to a string runs no effects, so nothing else of the
 * window is touched there.
 */
export function serverWindow(url: URL, { consentDecided = false } = {}): Window {
  const cookie = consentDecided ? `${CONSENT_DECIDED_COOKIE}=1` : '';
  const standIn = {
    localStorage: new MemoryStorage(),
    location: url,
    document: { cookie },
    fetch: noRequests,
  };
  return standIn as unknown as Window;
}
