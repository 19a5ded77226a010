import type { App } from '../../appTypes.js';
import type { InProcessFetch } from './oidcClients.js';

/**
 * Fetch for the local provider's endpoints: answered by this app in-process (`inject`), so
 * the server never needs to reach its own public URL over the network.
 */
export function inProcessFetch(app: App): InProcessFetch {
  return async (url, init) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    headers.host = target.host;
    const body = init.body;
    const response = await app.inject({
      method: init.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(typeof body === 'string' || body instanceof Uint8Array
        ? { payload: Buffer.from(body) }
        : body instanceof URLSearchParams
          ? { payload: body.toString() }
          : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const each of Array.isArray(value) ? value : [value]) {
        responseHeaders.append(key, String(each));
      }
    }
    return new Response(response.rawPayload.length > 0 ? response.rawPayload : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
