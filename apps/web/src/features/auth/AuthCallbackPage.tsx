import { MESSAGES } from '@promptplay/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { profileQueryKey } from '../../app/queryKeys.js';
import { useServices } from '../../app/ServicesContext.js';
import { Spinner } from '../../ui/Spinner.js';
import { fetchPlayerProfile } from '../profile/profileApi.js';
import { isSocialPlayer, selectPlayerId } from './authStore.js';
import { completeSignIn } from './completeSignIn.js';

/**
 * `/auth/callback` (spec §2): finishes sign-in only with a `code` and when the player is not
 * signed in already (then it goes home); no code or a failed exchange goes to /auth/error.
 */
export function AuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const services = useServices();
  const hasStarted = useRef(false);
  const code = params.get('code');
  const state = params.get('state') ?? undefined;

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    const go = (to: string) => void navigate(to, { replace: true });
    const { authStore, tokenManager, loginHistory, queryClient, api, initAuth, analytics } =
      services;
    if (isSocialPlayer(authStore.getState())) {
      go('/');
      return;
    }
    if (!code) {
      go('/auth/error');
      return;
    }
    completeSignIn(
      { code, state },
      {
        initAuth,
        signIn: (exchange) => tokenManager.signIn(exchange),
        markLoggedIn: () => {
          // The first sign-in on this browser counts as the sign-up.
          const event = loginHistory.hasEverLoggedIn() ? 'sign_in' : 'sign_up';
          loginHistory.markLoggedIn();
          analytics.track({ event, method: 'google' });
        },
        loadProfile: () => {
          const playerId = selectPlayerId(authStore.getState());
          if (!playerId) return Promise.resolve();
          return queryClient.fetchQuery({
            queryKey: profileQueryKey(playerId),
            queryFn: ({ signal }) => fetchPlayerProfile(api, signal),
          });
        },
      },
    ).then(go, () => go('/auth/error'));
  }, [code, state, navigate, services]);

  return (
    <main className="center-page" data-testid="auth-callback">
      <Spinner size={36} />
      <p role="status">{MESSAGES.processingAuthentication}</p>
    </main>
  );
}
