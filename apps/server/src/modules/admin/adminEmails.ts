import type { PlayerRole } from './roles.js';

/**
 * ADMIN_EMAILS as a list: comma separated, trimmed, lower case, empty entries dropped.
 *
 * @example parseAdminEmails(' Ops@Example.com, ,boss@example.com') // ['ops@example.com', 'boss@example.com']
 */
export function parseAdminEmails(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

/**
 * The role a social sign-in grants: 'admin' when the provider's verified email is listed
 * (case-insensitive), else 'player'. Taken again at every sign-in, so removing an email from
 * ADMIN_EMAILS demotes the account the next time it signs in.
 */
export function roleForVerifiedEmail(
  adminEmails: readonly string[],
  verifiedEmail: string | null,
): PlayerRole {
  if (!verifiedEmail) return 'player';
  return adminEmails.includes(verifiedEmail.trim().toLowerCase()) ? 'admin' : 'player';
}
