// First: configures zod before any schema is built (see the module).
import '@promptplay/contracts/zodJitless';
import '@fontsource-variable/nunito';
import '@fontsource-variable/fredoka';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App.js';
import { appRoutes } from './app/routes.js';
import { createServices } from './app/services.js';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root');

createRoot(container).render(
  <StrictMode>
    <App services={createServices()} router={createBrowserRouter(appRoutes)} />
  </StrictMode>,
);
