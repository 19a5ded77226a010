import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/testHarness.js';
import { STRICT_TRANSPORT_SECURITY } from './strictTransportSecurity.js';

describeEachDatabase('HSTS', (context) => {
  const viaBalancer = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' };

  it('asks browsers for HTTPS when a trusted load balancer received the request over TLS', async () => {
    const app = await context().buildAnotherApp({ trustProxy: true });
    const response = await app.inject({ url: '/api/player-event', headers: viaBalancer });
    expect(response.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('says nothing over plain HTTP, or when the forwarded scheme comes from an untrusted hop', async () => {
    const plain = await context().app.inject({ url: '/api/player-event' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await context().app.inject({ url: '/api/player-event', headers: viaBalancer });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
