const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const FORMAT = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How long ago a comment was posted, the way feeds say it ("5 minutes ago", "yesterday");
 * under a minute (or a clock running behind the server's) is "now".
 *
 * @example formatCommentAge('2025-06-01T10:00:00Z', new Date('2025-06-01T12:00:00Z')) // '2 hours ago'
 */
export function formatCommentAge(createdAt: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(createdAt).getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return FORMAT.format(-Math.floor(seconds / size), unit);
  }
  return FORMAT.format(0, 'second');
}
