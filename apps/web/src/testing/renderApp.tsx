import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
import { App } from '../app/App.js';
import { createServices, type ServicesOptions } from '../app/services.js';
import { fakePageLocation } from './fakeSession.js';

/** Where the app's router is, and a way to move it, as a test sees them. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `router` up to date with the router it renders in. */
function RouterProbe({ router }: { router: TestRouter }) {
  router.state.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/**
 * Renders the whole app at `path` over a fake fetch, like a player opening that URL. Where the
 * app sends the browser (sign-in, sign-out) is recorded in `pageLocation.assigned`; where it
 * went inside the app, in `router.state.location`.
 */
export function renderApp(
  path: string,
  fetchImpl: typeof fetch,
  options: Omit<ServicesOptions, 'fetch'> = {},
) {
  const pageLocation = fakePageLocation();
  const services = createServices({ pageLocation, ...options, fetch: fetchImpl });
  const router = { state: {} } as TestRouter;
  function TestMemoryRouter({ children }: { children?: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <RouterProbe router={router} />
      </MemoryRouter>
    );
  }
  const view = render(<App services={services} router={TestMemoryRouter} />);
  return { services, router, pageLocation, ...view };
}
