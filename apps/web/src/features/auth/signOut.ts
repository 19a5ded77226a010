import type { Services } from '../../app/services.js';
import { homeUrl, logoutUrl } from '../../lib/auth/login.js';

/**
 * Signs out (spec §7): forgets the tokens and cached player data here, then lets the auth
 * host end its session. Coming back, auth init registers a new guest.
 */
export function signOut({
  tokenManager,
  queryClient,
  pageLocation,
  analytics,
}: Pick<Services, 'tokenManager' | 'queryClient' | 'pageLocation' | 'analytics'>): void {
  analytics.track({ event: 'sign_out' });
  tokenManager.signOut();
  queryClient.clear();
  pageLocation.assign(logoutUrl(homeUrl(pageLocation)));
}
