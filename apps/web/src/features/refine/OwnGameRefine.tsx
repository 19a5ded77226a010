import { MESSAGES, type Game } from '@promptplay/contracts';
import { useState } from 'react';
import { RefineSheet } from './RefineSheet.js';
import { useRefine } from './useRefine.js';
import { VersionsList } from './VersionsList.js';

/** 'Change it' (with its sheet) and the versions of a game the player made. */
export function OwnGameRefine({ game, playerId }: { game: Game; playerId: string }) {
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
