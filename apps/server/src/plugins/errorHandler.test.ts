import { expect, it } from 'vitest';
import { AppError } from '../errors/appError.js';
import { expectApiError } from '../testing/apiAssertions.js';
import { describeEachDatabase } from '../testing/testHarness.js';

describeEachDatabase('error handler', (context) => {
  it('hides unexpected failures behind a generic 500', async () => {
    const app = await context().buildAnotherApp();
    app.get('/api/test/boom', () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ url: '/api/test/boom' });
    const body = expectApiError(response, 500, 'INTERNAL');
    expect(response.body).not.toContain('hunter2');
    expect(body.fieldErrors).toEqual([]);
  });

  it('answers domain errors with their status, code and fields', async () => {
    const app = await context().buildAnotherApp();
    app.get('/api/test/conflict', () => {
      throw new AppError('CONFLICT', 'Already there', [{ field: 'name', message: 'Taken' }]);
    });
    const body = expectApiError(
      await app.inject({ url: '/api/test/conflict' }),
      409,
      'CONFLICT',
      'name',
    );
    expect(body.message).toBe('Already there');
  });
});
