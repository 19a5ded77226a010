import { MESSAGES, validateGameId } from '@promptplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/ServicesContext.js';
import { setGameHidden } from './adminApi.js';
import { adminErrorText } from './adminErrors.js';
import { AdminNotice } from './AdminNotice.js';
import { AdminSection } from './AdminSection.js';
import { AdminTextField } from './AdminTextField.js';

type Visibility = { gameId: string; reason: string } | { gameId: string; reason: null };

/** Games: hide one from every feed and the competition with a reason, or restore it. */
export function GamesSection() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [gameId, setGameId] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const change = useMutation({
    mutationFn: ({ gameId: id, reason: why }: Visibility) =>
      setGameHidden(api, id, why === null ? null : { reason: why }),
    onSuccess: (visibility) => {
      setDone(
        visibility.hidden
          ? MESSAGES.adminGameHidden(visibility.gameId)
          : MESSAGES.adminGameRestored(visibility.gameId),
      );
      if (visibility.hidden) setReason('');
      // Feeds, the competition and the audit log all change.
      void queryClient.invalidateQueries();
    },
    onError: (failure) => setError(adminErrorText(failure).message),
  });

  const run = (hide: boolean) => {
    setDone(null);
    const id = gameId.trim();
    if (!validateGameId(id)) {
      setError(
        id === '' ? MESSAGES.adminFieldRequired(MESSAGES.adminGameId) : MESSAGES.adminInvalidGameId,
      );
      return;
    }
    if (hide && reason.trim() === '') {
      setError(MESSAGES.adminFieldRequired(MESSAGES.adminHideReason));
      return;
    }
    setError(null);
    change.mutate({ gameId: id, reason: hide ? reason.trim() : null });
  };

  return (
    <AdminSection title={MESSAGES.adminGamesTitle} testId="admin-games">
      <form className="admin-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <AdminTextField
          label={MESSAGES.adminGameId}
          value={gameId}
          onChange={setGameId}
          testId="game-id"
          verbatim
        />
        <AdminTextField
          label={MESSAGES.adminHideReason}
          value={reason}
          onChange={setReason}
          testId="hide-reason"
        />
        <AdminNotice kind="error" text={error} testId="games-error" />
        <AdminNotice kind="done" text={done} testId="games-done" />
        <div className="admin-actions">
          <button
            type="button"
            className="button button--danger"
            onClick={() => run(true)}
            disabled={change.isPending}
            data-testid="hide-game"
          >
            {MESSAGES.adminHideGame}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => run(false)}
            disabled={change.isPending}
            data-testid="restore-game"
          >
            {MESSAGES.adminRestoreGame}
          </button>
        </div>
      </form>
    </AdminSection>
  );
}
