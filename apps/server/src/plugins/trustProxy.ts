/**
 * Fastify's `trustProxy`: which load balancers' `X-Forwarded-For` / `-Proto` / `-Host` to
 * believe, so rate limits count the real client and HSTS sees HTTPS.
 */
export type TrustProxySetting = boolean | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: unset or `false` → trust nobody (the socket's address is the client's);
 * `true` → trust every hop (only when nothing can reach the server but the balancer);
 * a number → trust that many hops from the server; otherwise a comma-separated list of the
 * balancers' addresses or CIDR ranges (`10.0.0.0/8,fd00::/8`). Null when it is none of these.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const isAddressOrRange = (entry: string) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry);
  return entries.every(isAddressOrRange) ? entries : null;
}
