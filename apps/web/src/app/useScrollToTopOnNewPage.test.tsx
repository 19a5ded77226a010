import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNewPage } from './useScrollToTopOnNewPage.js';

function Page({ to }: { to: string }) {
  useScrollToTopOnNewPage();
  return <Link to={to}>next</Link>;
}

describe('a new page opens at its top', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top after a link, not after Back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        { path: '/profile', element: <Page to="/attributions" /> },
        { path: '/attributions', element: <Page to="/profile" /> },
      ],
      { initialEntries: ['/profile'] },
    );
    const view = render(<RouterProvider router={router} />);
    scrollTo.mockClear();
    act(() => view.getByText('next').click());
    expect(router.state.location.pathname).toBe('/attributions');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/profile');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
