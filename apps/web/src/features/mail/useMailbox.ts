import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { mailQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { selectVerifiedPlayerId } from '../auth/authStore.js';
import { fetchUnreadMail, markMailRead, type InboxMail } from './mailApi.js';

export interface Mailbox {
  /** The mail to show now, or null. */
  mail: InboxMail | null;
  /** Marks it read on the server, then looks for the next unread one. */
  close: () => void;
}

/** What identifies a mail for "shown once": its id, else its title. */
const mailKey = (mail: InboxMail) => mail.mailId ?? `untitled:${mail.title}`;

/**
 * The mail modal's rules (spec §2 Other overlays, issue 9): once auth init has confirmed the
 * player, ask for unread mail; show it; on close mark it read and ask for the next. A mail
 * closed here never reopens in this page, even if marking it read failed.
 */
export function useMailbox(): Mailbox {
  const { api, queryClient } = useServices();
  const playerId = useAuthState(selectVerifiedPlayerId);
  const [closedKeys, setClosedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const query = useQuery({
    queryKey: mailQueryKey(playerId ?? ''),
    queryFn: ({ signal }) => fetchUnreadMail(api, signal),
    enabled: playerId !== null,
    // Asked on load and after each close, not again on its own.
    staleTime: Infinity,
  });
  const unread = query.data ?? null;
  const mail = unread && !closedKeys.has(mailKey(unread)) ? unread : null;

  const close = useCallback(() => {
    if (!mail || !playerId) return;
    setClosedKeys((keys) => new Set(keys).add(mailKey(mail)));
    void (async () => {
      if (mail.mailId) await markMailRead(api, mail.mailId).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: mailQueryKey(playerId) });
    })();
  }, [api, mail, playerId, queryClient]);

  return { mail, close };
}
