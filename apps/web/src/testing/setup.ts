import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadLazyComponents } from '../ui/lazyComponent.js';

// Pages and modals in their own chunks render at once, as in a browser that has them.
beforeAll(preloadLazyComponents);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
