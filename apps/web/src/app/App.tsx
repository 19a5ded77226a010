import type { ComponentType, ReactNode } from 'react';
import { AppRoutes } from './routes.js';
import type { Services } from './services.js';
import { ServicesProvider } from './ServicesContext.js';

/** A router component: `BrowserRouter` in the page, `MemoryRouter` in tests. */
export type RouterComponent = ComponentType<{ children?: ReactNode }>;

/** The whole app: its services, and the route table under the given router. */
export function App({ services, router: Router }: { services: Services; router: RouterComponent }) {
  return (
    <ServicesProvider services={services}>
      <Router>
        <AppRoutes />
      </Router>
    </ServicesProvider>
  );
}
