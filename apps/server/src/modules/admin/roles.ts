/** A player's role: operators ('admin') come from ADMIN_EMAILS at sign-in. */
export type PlayerRole = 'player' | 'admin';
