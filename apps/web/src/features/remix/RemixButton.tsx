import { MESSAGES, type Game } from '@promptplay/contracts';
import { RemixIcon } from '../../app/icons.js';
import { useAuthState } from '../../app/ServicesContext.js';
import { useStartSignIn } from '../auth/useStartSignIn.js';
import { saveCreateModalState } from '../create/savedCreateState.js';
import { CREATE_RETURN_PATH } from '../create/signInToCreate.js';
import { useRemixOpener } from './remixOpener.js';

/**
 * Remix (issue 14): a signed-in player gets the create modal on the game's categorization; a
 * guest signs in first and comes back to it (the create state is saved, spec §4).
 */
export function RemixButton({ game }: { game: Game }) {
  const openRemix = useRemixOpener();
  const isSocial = useAuthState((state) => state.claims?.authMethod === 'social');
  const startSignIn = useStartSignIn();
  if (!openRemix) return null;

  const remix = () => {
    if (isSocial) {
      openRemix(game.id);
      return;
    }
    saveCreateModalState(
      window.localStorage,
      {
        prompt: '',
        gameGenre: game.gameGenre,
        characterGenerationType: 'PREMIUM',
        uploadedImageUrl: null,
        remixOf: game.id,
      },
      Date.now(),
    );
    startSignIn(CREATE_RETURN_PATH);
  };

  return (
    <button
      type="button"
      className="stat-pill stat-pill--action"
      onClick={remix}
      data-testid="remix-game"
    >
      <RemixIcon width={20} height={20} />
      <span>{MESSAGES.remix}</span>
    </button>
  );
}
