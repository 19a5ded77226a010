/** Midnight UTC of `at`'s day: the API counts points and caps per UTC day. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** `at`'s UTC day as `YYYY-MM-DD`. */
export function utcDayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
