import { expect, it } from 'vitest';
import { expectApiError } from '../testing/apiAssertions.js';
import { describeEachDatabase } from '../testing/testHarness.js';
import { registerGuest } from '../testing/testPlayers.js';

/** Invalid bodies a validator would report, were it asked before the token check. */
const BAD_BODIES = [
  { payload: '{"gameId": 42', contentType: 'application/json' },
  { payload: '{}', contentType: 'application/json' },
  { payload: 'gameId=x', contentType: 'text/plain' },
];

describeEachDatabase('authorization before validation', (context) => {
  it('answers a caller without a token 401, whatever the body', async () => {
    for (const url of [
      '/api/player-interactions/add',
      '/api/draft-game/create',
      '/api/upload/presign',
    ]) {
      for (const { payload, contentType } of BAD_BODIES) {
        const response = await context().app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
        });
        expectApiError(response, 401, 'UNAUTHORIZED', 'authorization');
      }
    }
  });

  it('answers a guest 401 on social-only routes and 403 on operator routes before reading the body', async () => {
    const guest = await registerGuest(context());
    const ogp = await context().app.inject({
      method: 'POST',
      url: '/api/player-profile/ogp/register-game',
      headers: { ...guest.headers, 'content-type': 'application/json' },
      payload: '{"gameId": ',
    });
    expectApiError(ogp, 401, 'UNAUTHORIZED');
    const admin = await context().app.inject({
      method: 'POST',
      url: '/api/admin/events',
      headers: { ...guest.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(expectApiError(admin, 403, 'FORBIDDEN').fieldErrors).toEqual([]);
  });
});
