import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../appTypes.js';

/**
 * A tiny browser for `app.inject`: keeps cookies (by name, ignoring paths) and follows
 * redirects on request, so sign-in tests can walk the real redirect chain.
 */
export class BrowserSession {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  private remember(response: LightMyRequestResponse) {
    const header = response.headers['set-cookie'];
    const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
    for (const line of all) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, 'http://localhost');
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...options.headers,
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    });
    this.remember(response);
    return response;
  }

  /** GETs `url` and follows redirects until one lands on `stopPath` (not requested) or a page. */
  async follow(
    url: string,
    stopPath?: string,
  ): Promise<{ url: string; response: LightMyRequestResponse | null }> {
    let current = url;
    for (let hop = 0; hop < 15; hop += 1) {
      if (stopPath && new URL(current, 'http://localhost').pathname === stopPath) {
        return { url: current, response: null };
      }
      const response = await this.request('GET', current);
      const location = response.headers.location;
      if (response.statusCode < 300 || response.statusCode >= 400 || !location) {
        return { url: current, response };
      }
      current = new URL(String(location), new URL(current, 'http://localhost')).href;
    }
    throw new Error('Too many redirects');
  }
}
