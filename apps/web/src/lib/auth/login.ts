/** The parts of `window.location` sign-in and sign-out use; injectable for tests. */
export interface PageLocation {
  readonly origin: string;
  readonly href: string;
  assign: (url: string) => void;
}

/** Where sign-in starts on the auth host (spec §7); the auth host comes back to `returnUrl`. */
export function loginUrl(returnUrl: string): string {
  return `/auth/login/google/predefined?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** Where sign-out ends the auth host's session (spec §7) before coming back to `returnUrl`. */
export function logoutUrl(returnUrl: string): string {
  return `/auth/logout/google/predefined?returnUrl=${encodeURIComponent(returnUrl)}`;
}

/** The home page of this origin, the default place to come back to. */
export function homeUrl(location: Pick<PageLocation, 'origin'>): string {
  return `${location.origin}/`;
}

/**
 * Sends the browser to the auth host's sign-in page, returning to `returnUrl` (a URL of this
 * origin; the home page by default).
 */
export function startLogin(
  location: PageLocation = window.location,
  returnUrl: string = homeUrl(location),
): void {
  location.assign(loginUrl(returnUrl));
}
