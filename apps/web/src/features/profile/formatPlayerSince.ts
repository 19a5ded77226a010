import { MESSAGES } from '@promptplay/contracts';

/**
 * 'Player since {date}' in the reader's locale, or just 'Player' when the date is unusable.
 *
 * @example formatPlayerSince('2026-03-03T10:00:00Z', 'en-US') // 'Player since March 3, 2026'
 */
export function formatPlayerSince(createdAt: string | null | undefined, locale?: string): string {
  const date = createdAt ? new Date(createdAt) : null;
  if (!date || Number.isNaN(date.getTime())) return MESSAGES.player;
  const formatted = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  return MESSAGES.playerSince(formatted);
}
