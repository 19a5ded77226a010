import {
  CONSENT_DECIDED_COOKIE,
  CONSENT_MODE_DEFAULT,
  CONSENT_STORAGE_KEY,
  consentModeStateFor,
  MESSAGES,
  type ClientConfig,
} from '@promptplay/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../testing/fixtures.js';
import { createFakeServer, urlOf } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';
import { ACCEPT_ALL } from './consentStore.js';

const CONTAINER_ID = 'GTM-AB12CD';
const IN_APP_WEB_VIEW =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 320.0.0.0';

/** The fake server, with GET /api/client-config answering `config`. */
function server(config: ClientConfig = { tagManagerId: CONTAINER_ID, errorReporting: null }) {
  const api = createFakeServer({ account: { profile: () => makeProfile() } });
  return (input: RequestInfo | URL, init?: RequestInit) =>
    urlOf(input).endsWith('/api/client-config')
      ? Promise.resolve(Response.json(config))
      : api(input, init);
}

const banner = () => screen.queryByRole('region', { name: MESSAGES.consentTitle });
const containerScript = () =>
  document.querySelector('script[src^="https://www.googletagmanager.com/gtm.js"]');
/** The data layer's gtag consent commands, as arrays. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));

/** Lets pending answers and effects land. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** Whether the server would be told the player has chosen (see consentStorage). */
const hasDecidedCookie = () => document.cookie.split('; ').includes(`${CONSENT_DECIDED_COOKIE}=1`);

beforeEach(() => {
  delete window.dataLayer;
  containerScript()?.remove();
  document.cookie = `${CONSENT_DECIDED_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('consent banner', () => {
  it('asks on a first visit, with everything denied and no container loaded', async () => {
    renderApp('/', server());
    await settle();
    expect(banner()).toBeTruthy();
    expect(screen.getByText(MESSAGES.consentText)).toBeTruthy();
    // The defaults lead the data layer, and nothing is granted yet.
    expect(Array.from(window.dataLayer?.[0] as IArguments)).toEqual([
      'consent',
      'default',
      CONSENT_MODE_DEFAULT,
    ]);
    expect(consentCommands()).toHaveLength(1);
    expect(containerScript()).toBeNull();
    expect(hasDecidedCookie()).toBe(false);
  });

  it('asks inside an in-app web view too', async () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IN_APP_WEB_VIEW);
    renderApp('/', server());
    await settle();
    expect(screen.getAllByText(MESSAGES.fullExperienceInBrowser).length).toBeGreaterThan(0);
    expect(banner()).toBeTruthy();
  });

  it('accept all grants everything, loads the container and is remembered', async () => {
    const view = renderApp('/', server());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentAcceptAll }));
    expect(banner()).toBeNull();
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      consentModeStateFor(ACCEPT_ALL),
    ]);
    await waitFor(() =>
      expect(containerScript()?.getAttribute('src')).toBe(
        `https://www.googletagmanager.com/gtm.js?id=${CONTAINER_ID}`,
      ),
    );
    view.unmount();

    delete window.dataLayer;
    renderApp('/', server());
    await settle();
    expect(banner()).toBeNull();
    expect(consentCommands().map(([, kind]) => kind)).toEqual(['default', 'update']);
  });

  it('tells the server of a choice made before the cookie existed', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(ACCEPT_ALL));
    renderApp('/', server());
    await settle();
    expect(banner()).toBeNull();
    expect(hasDecidedCookie()).toBe(true);
  });

  it('reject all keeps everything denied and never loads the container', async () => {
    renderApp('/', server());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentRejectAll }));
    await settle();
    expect(banner()).toBeNull();
    expect(consentCommands().at(-1)?.[2]).toMatchObject({
      ad_storage: 'denied',
      analytics_storage: 'denied',
    });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: false,
      ads: false,
    });
    // The next page load comes without the banner from the server.
    expect(hasDecidedCookie()).toBe(true);
    expect(containerScript()).toBeNull();
  });

  it('choose allows one purpose: analytics without ads', async () => {
    renderApp('/', server());
    await settle();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentChoose }));
    const analytics = screen.getByRole('switch', { name: MESSAGES.consentAnalytics });
    const ads = screen.getByRole('switch', { name: MESSAGES.consentAds });
    expect(document.activeElement).toBe(analytics);
    expect((ads as HTMLInputElement).checked).toBe(false);
    fireEvent.click(analytics);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentSave }));
    expect(banner()).toBeNull();
    expect(consentCommands().at(-1)?.[2]).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    await waitFor(() => expect(containerScript()).toBeTruthy());
  });

  it('loads no container without GTM_ID, whatever the choice', async () => {
    renderApp('/', server({ tagManagerId: null, errorReporting: null }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentAcceptAll }));
    await settle();
    await settle();
    expect(containerScript()).toBeNull();
  });

  it('reopens from the profile to change the choice, and gives focus back on Escape', async () => {
    storeSession('social');
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, ads: true }));
    renderApp('/profile', server());
    const privacy = await screen.findByRole('button', { name: MESSAGES.privacyChoices });
    expect(banner()).toBeNull();
    privacy.focus();
    fireEvent.click(privacy);
    expect(banner()).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: MESSAGES.consentTitle }),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(privacy);

    fireEvent.click(privacy);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentChoose }));
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: MESSAGES.consentAds }).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: MESSAGES.consentAds }));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.consentSave }));
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: true,
      ads: false,
    });
  });
});
