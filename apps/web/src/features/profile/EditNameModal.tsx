import { MESSAGES, type PlayerProfile } from '@promptplay/contracts';
import { useId } from 'react';
import { Sheet } from '../../ui/Sheet.js';
import { PlayerNameForm } from './PlayerNameForm.js';

/** 'Edit Player Name' (spec §2 Profile): the name form in a sheet that closes on success. */
export function EditNameModal({
  profile,
  onClose,
}: {
  profile: PlayerProfile;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Sheet onClose={onClose} labelledBy={titleId} className="form-sheet" testId="edit-name-modal">
      <h2 id={titleId} className="form-sheet__title">
        {MESSAGES.editPlayerNameTitle}
      </h2>
      <PlayerNameForm profile={profile} onSaved={onClose} autoFocus />
    </Sheet>
  );
}
