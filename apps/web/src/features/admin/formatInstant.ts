const FORMAT = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant in the operator's time zone, e.g. "Sun, 1 Mar 2026, 09:05". */
export function formatInstant(instant: Date | string): string {
  return FORMAT.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The operator's time zone name, shown beside the times they type. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
