import { MESSAGES } from '@promptplay/contracts';
import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './RouteErrorBoundary.js';

function Broken(): never {
  throw new Error('the page broke');
}

function Pages() {
  return useRoutes([
    {
      element: (
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      ),
      children: [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <p>a fine page</p> },
      ],
    },
  ]);
}

describe('a page that fails to render', () => {
  it('shows the failure message with a way home instead of a blank page, until the player moves on', () => {
    // React logs the caught render error; the reporter (no DSN in tests) sends nothing.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
        <Link to="/fine">elsewhere</Link>
      </MemoryRouter>,
    );
    expect(screen.getByText(MESSAGES.pageFailedTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: MESSAGES.returnHome }).getAttribute('href')).toBe('/');

    act(() => screen.getByText('elsewhere').click());
    expect(screen.getByText('a fine page')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.pageFailedTitle)).toBeNull();
    consoleError.mockRestore();
  });
});
