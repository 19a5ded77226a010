// First: configures zod before any schema is built (see the module).
import '@promptplay/contracts/zodJitless';
import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App.js';
import { ReplayEarlyTaps } from './boot/ReplayEarlyTaps.js';
import { createServices } from './app/services.js';
import { startErrorReporting } from './features/errorReporting/startErrorReporting.js';
import { readFirstViewState } from './ssr/firstViewState.js';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

const services = createServices();
startErrorReporting(services);
const app = (
  <StrictMode>
    <App services={services} router={BrowserRouter} />
    <ReplayEarlyTaps />
  </StrictMode>
);
// A server-rendered first view (README "First paint") comes with the data it shows.
const firstViewState = readFirstViewState(document);
if (firstViewState) {
  hydrate(services.queryClient, firstViewState);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
