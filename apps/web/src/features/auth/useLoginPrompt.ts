import { CONSTANTS } from '@promptplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasEverLoggedInQueryKey } from '../../app/queryKeys.js';
import { useAuthState, useServices } from '../../app/ServicesContext.js';
import { fetchHasEverLoggedIn } from '../profile/profileApi.js';
import { isSocialPlayer, selectVerifiedPlayerId } from './authStore.js';

/**
 * The login prompt of spec §2: 2 s after load, once, for players who signed in before (the
 * server's hasEverLoggedIn or this browser's own record) but are not signed in now. "Once"
 * holds until the next sign-in, which re-arms it.
 */
export function useLoginPrompt(): { isOpen: boolean; close: () => void } {
  const { api, loginHistory } = useServices();
  const isSignedIn = useAuthState(isSocialPlayer);
  const isInitialised = useAuthState((state) => state.isInitialised);
  const playerId = useAuthState(selectVerifiedPlayerId);
  const [wasShownBefore] = useState(() => loginHistory.wasLoginPromptShown());
  const [hasLoggedInHere] = useState(() => loginHistory.hasEverLoggedIn());
  const [isDue, setIsDue] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const [hasShown, setHasShown] = useState(wasShownBefore);

  useEffect(() => {
    const timer = setTimeout(() => setIsDue(true), CONSTANTS.GUEST_LOGIN_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const mayAskServer = !wasShownBefore && !hasLoggedInHere && !isSignedIn && playerId !== null;
  const server = useQuery({
    queryKey: hasEverLoggedInQueryKey(playerId ?? ''),
    queryFn: ({ signal }) => fetchHasEverLoggedIn(api, signal),
    enabled: mayAskServer,
    staleTime: Infinity,
  });

  const isEligible = isInitialised && !isSignedIn && (hasLoggedInHere || server.data === true);

  useEffect(() => {
    if (!isDue || !isEligible || hasShown) return;
    setHasShown(true);
    setIsOpen(true);
    loginHistory.markLoginPromptShown();
  }, [isDue, isEligible, hasShown, loginHistory]);

  // A player who signs in meanwhile (another tab) needs no prompt.
  const isVisible = isOpen && !isSignedIn;
  return { isOpen: isVisible, close: () => setIsOpen(false) };
}
