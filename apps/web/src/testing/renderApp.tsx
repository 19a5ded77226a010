import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App.js';
import { appRoutes } from '../app/routes.js';
import { createServices, type ServicesOptions } from '../app/services.js';
import { fakePageLocation } from './fakeSession.js';

/**
 * Renders the whole app at `path` over a fake fetch, like a player opening that URL. Where the
 * app sends the browser (sign-in, sign-out) is recorded in `pageLocation.assigned`.
 */
export function renderApp(
  path: string,
  fetchImpl: typeof fetch,
  options: Omit<ServicesOptions, 'fetch'> = {},
) {
  const pageLocation = fakePageLocation();
  const services = createServices({ pageLocation, ...options, fetch: fetchImpl });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<App services={services} router={router} />);
  return { services, router, pageLocation, ...view };
}
