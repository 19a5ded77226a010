import { useEffect, useState } from 'react';
import { useHydrated } from '../../ui/useHydrated.js';

/**
 * Whether the feed's card pictures still wait. A shared link's page is server-rendered with
 * its game's modal over the feed, and on a phone network the dozen card pictures under it
 * would share the line with what the player is looking at: the modal's picture, then the
 * game's world, pictures and runtime (issue 11). They wait while a page that arrived covered
 * stays covered (modal or game layer) and load for good once the feed shows. Only a
 * server-rendered page starts held (its first pass renders alike on server and client, so
 * hydration matches); a modal opened in the app never hides pictures already shown.
 */
export function useHeldWhileCovered(isCoveredAtFirst: boolean, isCovered: boolean): boolean {
  const isHydrated = useHydrated();
  const [isHeld, setHeld] = useState(isCoveredAtFirst && !isHydrated);
  useEffect(() => {
    if (isHeld && !isCovered) setHeld(false);
  }, [isHeld, isCovered]);
  return isHeld;
}
