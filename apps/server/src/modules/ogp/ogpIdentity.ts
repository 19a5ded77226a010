import { sql, type SQL } from 'drizzle-orm';
import type { AuthMethod } from '@promptplay/contracts';
import { players } from '../../db/schema.js';

/**
 * The identity a player's OGP points go to: the id they linked in the profile, else
 * `email:<verified email>` for a signed-in player (sign-in keeps only verified emails), else
 * none: a guest's rounds are held. Our own player id is never one.
 */
export function ogpIdentityOf(player: {
  ogpLinkedId: string | null;
  authMethod: AuthMethod;
  email: string | null;
}): string | null {
  if (player.ogpLinkedId) return player.ogpLinkedId;
  return player.authMethod === 'social' && player.email
    ? `email:${player.email.toLowerCase()}`
    : null;
}

/** `ogpIdentityOf` in SQL, over the `players` row of the statement. */
export const ogpIdentitySql: SQL<string | null> = sql`coalesce(${players.ogpLinkedId},
  case when ${players.authMethod} = 'social' and ${players.email} is not null
    then 'email:' || lower(${players.email}) end)`;
