import { MESSAGES } from '@promptplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

/** The lazy chunk loads on first use: give it longer than a findBy's default second. */
const LOAD = { timeout: 5_000 };

describe('operator console access', () => {
  it('tells a signed-in player who is not an operator that the page is not for them', async () => {
    storeSession('social');
    renderApp('/admin', createFakeServer({ admin: { isAdmin: () => false } }));
    const denied = await screen.findByTestId('admin-denied', undefined, LOAD);
    expect(within(denied).getByText(MESSAGES.adminNotAllowedTitle)).toBeTruthy();
    const signIn = within(denied).getByRole('link', { name: MESSAGES.adminSignIn });
    expect(signIn.getAttribute('href')).toBe(
      `/auth/login/google/predefined?returnUrl=${encodeURIComponent('http://localhost/admin')}`,
    );
    expect(screen.queryByTestId('admin-events')).toBeNull();
  });

  it('refuses a guest too', async () => {
    renderApp('/admin', createFakeServer());
    expect(await screen.findByTestId('admin-denied', undefined, LOAD)).toBeTruthy();
  });

  it('treats a 403 from the server as not allowed', async () => {
    storeSession('social');
    renderApp('/admin', createFakeServer({ admin: { isAdmin: () => 403 } }));
    expect(await screen.findByTestId('admin-denied', undefined, LOAD)).toBeTruthy();
  });

  it('shows an operator the four sections', async () => {
    storeSession('social');
    renderApp('/admin', createFakeServer({ admin: {} }));
    for (const title of [
      MESSAGES.adminEventsTitle,
      MESSAGES.adminMailTitle,
      MESSAGES.adminGamesTitle,
      MESSAGES.adminAuditTitle,
    ]) {
      expect(await screen.findByRole('heading', { name: title }, LOAD)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.adminTitle })).toBeTruthy();
  });
});
