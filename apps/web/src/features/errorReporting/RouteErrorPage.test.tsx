import { MESSAGES } from '@promptplay/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './RouteErrorPage.js';

function Broken(): never {
  throw new Error('the page broke');
}

describe('a page that fails to render', () => {
  it('shows the failure message with a way home instead of a blank page', async () => {
    // React logs the caught render error; the reporter (no DSN in tests) sends nothing.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      { path: '/', element: <Broken />, errorElement: <RouteErrorPage /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(MESSAGES.pageFailedTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.returnHome }).getAttribute('href')).toBe('/');
    consoleError.mockRestore();
  });
});
