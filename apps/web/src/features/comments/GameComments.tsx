import type { Game } from '@promptplay/contracts';
import { Suspense } from 'react';
import { lazyComponent } from '../../ui/lazyComponent.js';
import { useHydrated } from '../../ui/useHydrated.js';

const CommentsSection = lazyComponent(() =>
  import('./CommentsSection.js').then((module) => module.CommentsSection),
);

/**
 * The detail modal's comments, in their own chunk (with their styles): the first view's
 * JavaScript stays as it was, and the section appears once the modal is open (after
 * hydration, for a shared link's server-rendered modal). Until then its room is kept (an
 * empty section's height), so the sheet does not grow and shift when it comes.
 */
export function GameComments({ game }: { game: Game }) {
  const isHydrated = useHydrated();
  const reserved = <div className="detail-comments-reserve" aria-hidden="true" />;
  if (!isHydrated) return reserved;
  return (
    <Suspense fallback={reserved}>
      <CommentsSection game={game} />
    </Suspense>
  );
}
