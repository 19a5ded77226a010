import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: upload signatures, sign-in codes and states, tokens. */
const SECRET_QUERY_PARAMETERS = new Set([
  'signature',
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
]);

export const REDACTED = '[redacted]';

/**
 * Log paths pino replaces with `[redacted]`, wherever a log line carries them: credentials in
 * headers (ours and OGP's), cookies both ways, token pairs and OGP keys in logged objects.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ogp-api-key"]',
  'req.headers["x-ogp-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers["x-ogp-api-key"]',
  'headers["x-ogp-signature"]',
  '*.refresh_token',
  '*.access_token',
  '*.refreshToken',
  '*.accessToken',
  '*.apiKey',
  '*.secretKey',
  '*.signingSecret',
];

/** A request URL with the values of secret query parameters replaced (`?signature=[redacted]`). */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      return SECRET_QUERY_PARAMETERS.has(decodeURIComponentSafely(name).toLowerCase())
        ? `${name}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

function decodeURIComponentSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's request log fields, with the URL's secrets redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
