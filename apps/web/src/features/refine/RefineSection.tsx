import type { Game } from '@promptplay/contracts';
import { Suspense } from 'react';
import { useAuthState } from '../../app/ServicesContext.js';
import { lazyComponent } from '../../ui/lazyComponent.js';
import { selectPlayerId } from '../auth/authStore.js';

// Its own chunk (with the draft and refine calls): only a game's maker sees it, never a
// server-rendered guest.
const OwnGameRefine = lazyComponent(() =>
  import('./OwnGameRefine.js').then((m) => m.OwnGameRefine),
);

/** On a game the player made (issue 14): 'Change it' and the game's versions. */
export function RefineSection({ game }: { game: Game }) {
  const playerId = useAuthState(selectPlayerId);
  if (!playerId || game.createdBy !== playerId) return null;
  return (
    <Suspense fallback={null}>
      <OwnGameRefine game={game} playerId={playerId} />
    </Suspense>
  );
}
