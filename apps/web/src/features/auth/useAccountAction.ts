import { useNavigate } from 'react-router';
import { useAuthState } from '../../app/ServicesContext.js';
import { isSocialPlayer } from './authStore.js';
import { useStartSignIn } from './useStartSignIn.js';
import { useWebView } from './useWebView.js';

/** What the header's account button and the nav's last tab do (spec §2 Shell). */
export type AccountActionKind = 'profile' | 'signUp' | 'openInBrowser';

export interface AccountAction {
  kind: AccountActionKind;
  run: () => void;
}

/**
 * Signed-in players go to their profile; guests sign up, and inside an in-app web view they
 * are sent to the external browser first (sign-in does not work in web views).
 */
export function useAccountAction(): AccountAction {
  const navigate = useNavigate();
  const isSignedIn = useAuthState(isSocialPlayer);
  const { isWebView } = useWebView();
  const startSignIn = useStartSignIn();
  if (isSignedIn) return { kind: 'profile', run: () => void navigate('/profile') };
  return { kind: isWebView ? 'openInBrowser' : 'signUp', run: () => startSignIn() };
}
