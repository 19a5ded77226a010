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
 * hydration, for a shared link's server-rendered modal).
 */
export function GameComments({ game }: { game: Game }) {
  const isHydrated = useHydrated();
  if (!isHydrated) return null;
  return (
    <Suspense fallback={null}>
      <CommentsSection game={game} />
    </Suspense>
  );
}
