import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  describe('PUBLIC_URL', () => {
    it('is the origin of absolute URLs, without a trailing slash', () => {
      const config = loadConfig({ PUBLIC_URL: 'https://play.example.com/' });
      expect(config.publicUrl).toBe('https://play.example.com');
      expect(config.publicUrlConfigured).toBe(true);
    });

    it('defaults to localhost on the configured port outside production', () => {
      const config = loadConfig({ PORT: '3000' });
      expect(config.publicUrl).toBe('http://localhost:3000');
      expect(config.publicUrlConfigured).toBe(false);
    });

    it('is required in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required/);
      expect(
        loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://a.example' }).publicUrl,
      ).toBe('https://a.example');
    });

    it('refuses a URL that is not http(s)', () => {
      expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    });
  });
});
