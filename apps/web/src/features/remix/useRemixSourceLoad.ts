import type { RemixSource } from '@promptplay/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { fetchRemixSource } from './remixSourceApi.js';

export interface RemixSourceHandlers {
  onLoaded: (source: RemixSource) => void;
  onFailed: () => void;
}

/** Loads what a remix of `gameId` starts from once (nothing for null), then tells the modal. */
export function useRemixSourceLoad(gameId: string | null, handlers: RemixSourceHandlers): void {
  const services = useServices();
  const loaded = useEffectEvent(handlers.onLoaded);
  const failed = useEffectEvent(handlers.onFailed);
  useEffect(() => {
    if (!gameId) return;
    const controller = new AbortController();
    void (async () => {
      try {
        await services.initAuth();
        const source = await fetchRemixSource(services.api, gameId, controller.signal);
        if (!controller.signal.aborted) loaded(source);
      } catch {
        if (!controller.signal.aborted) failed();
      }
    })();
    return () => controller.abort();
  }, [gameId, services]);
}
