import { useSyncExternalStore } from 'react';
import { tierWidthCap, type ConnectionHints } from './screenshotSources.js';

type NetworkConnection = ConnectionHints & EventTarget;

function networkConnection(): NetworkConnection | undefined {
  return (navigator as Navigator & { connection?: NetworkConnection }).connection;
}

function subscribe(onChange: () => void): () => void {
  const connection = networkConnection();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

const currentCap = () => tierWidthCap(networkConnection());

/**
 * The widest screenshot tier this connection should fetch (null: no cap), following the
 * Network Information API's changes while mounted (a phone dropping from 4g to 3g).
 */
export function useTierWidthCap(): number | null {
  return useSyncExternalStore(subscribe, currentCap, () => null);
}
