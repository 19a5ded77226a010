import { CONSTANTS } from '@promptplay/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';

describe('configuration: operations', () => {
  it('reports errors only with SENTRY_DSN, at the spec’s release and sample rate', () => {
    expect(loadConfig({}).errorReporting).toBeNull();
    expect(loadConfig({ SENTRY_DSN: 'https://key@ingest.example.com/7' }).errorReporting).toEqual({
      dsn: 'https://key@ingest.example.com/7',
      environment: 'production',
      release: CONSTANTS.ERROR_REPORTING_RELEASE,
      sampleRate: CONSTANTS.ERROR_REPORTING_SAMPLE_RATE,
    });
  });

  it('lets tests sample every error with SENTRY_SAMPLE_RATE (0..1 only)', () => {
    const env = { SENTRY_DSN: 'https://key@ingest.example.com/7', SENTRY_SAMPLE_RATE: '1' };
    expect(loadConfig(env).errorReporting?.sampleRate).toBe(1);
    expect(() => loadConfig({ ...env, SENTRY_SAMPLE_RATE: '2' })).toThrow(/SENTRY_SAMPLE_RATE/);
  });

  it('serves metrics only with METRICS_TOKEN (16+ characters) or METRICS_PORT', () => {
    expect(loadConfig({}).metrics).toEqual({ token: null, port: null });
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(16), METRICS_PORT: '9100' }).metrics).toEqual({
      token: 'x'.repeat(16),
      port: 9100,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });

  it('drains for SHUTDOWN_GRACE_SECONDS (25 by default)', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(25_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '5' }).shutdownGraceMs).toBe(5_000);
  });
});
