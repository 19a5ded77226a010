import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { Services } from './services.js';
import { ServicesProvider } from './ServicesContext.js';

export function App({
  services,
  router,
}: {
  services: Services;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>
  );
}
