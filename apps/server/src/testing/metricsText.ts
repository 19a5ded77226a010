/**
 * A sample's value in Prometheus' text format, e.g. `sampleValue(text,
 * 'http_request_duration_seconds_count', { route: '/healthz', status_code: '200' })`;
 * 0 when no sample matches (a counter nobody incremented yet). Tests read `/metrics` with it.
 */
export function sampleValue(
  text: string,
  name: string,
  labels: Readonly<Record<string, string>> = {},
): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const total = text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => wanted.every((pair) => line.includes(pair)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return total;
}
