import { MESSAGES, type Game } from '@promptplay/contracts';
import { useState } from 'react';
import { useAuthState } from '../../app/ServicesContext.js';
import { selectPlayerId } from '../auth/authStore.js';
import { RefineSheet } from './RefineSheet.js';
import { useRefine } from './useRefine.js';
import { VersionsList } from './VersionsList.js';

/** On a game the player made (issue 14): 'Change it' and the game's versions. */
export function RefineSection({ game }: { game: Game }) {
  const playerId = useAuthState(selectPlayerId);
  if (!playerId || game.createdBy !== playerId) return null;
  return <OwnGameRefine game={game} playerId={playerId} />;
}

function OwnGameRefine({ game, playerId }: { game: Game; playerId: string }) {
  const [isOpen, setOpen] = useState(false);
  const { state, refine } = useRefine(game, playerId);
  const send = (prompt: string) => {
    void refine(prompt).then((done) => {
      if (done) setOpen(false);
    });
  };
  return (
    <div className="refine">
      <button
        type="button"
        className="button button--ghost refine__open"
        onClick={() => setOpen(true)}
        data-testid="change-it"
      >
        {state.phase === 'building' ? MESSAGES.refineBuilding : MESSAGES.changeIt}
      </button>
      {isOpen && <RefineSheet state={state} onRefine={send} onClose={() => setOpen(false)} />}
      <VersionsList game={game} playerId={playerId} />
    </div>
  );
}
