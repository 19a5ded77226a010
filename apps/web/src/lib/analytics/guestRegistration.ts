import type { AuthApi } from '../auth/authApi.js';
import type { Analytics } from './dataLayer.js';

/** The auth calls, with a `guest_registered` event for each guest the server registers. */
export function withGuestRegistrationTracking(authApi: AuthApi, analytics: Analytics): AuthApi {
  return {
    ...authApi,
    registerGuest: async () => {
      const tokens = await authApi.registerGuest();
      analytics.track({ event: 'guest_registered' });
      return tokens;
    },
  };
}
