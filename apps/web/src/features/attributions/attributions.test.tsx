import { SPRITE_LIBRARY_CREDITS } from '@promptplay/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../lib/uiText.js';
import { AttributionsPage } from './AttributionsPage.js';

describe('art credits page', () => {
  it('credits every art library with its authors, licence and a link', () => {
    const router = createMemoryRouter([{ path: '/attributions', element: <AttributionsPage /> }], {
      initialEntries: ['/attributions'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: UI_TEXT.attributionsTitle })).toBeTruthy();
    expect(screen.getAllByTestId('attribution')).toHaveLength(SPRITE_LIBRARY_CREDITS.length);
    const gameIcons = screen.getByRole('link', { name: 'Game Icons' });
    expect(gameIcons.getAttribute('href')).toBe('https://game-icons.net');
    expect(screen.getByText(/Lorc, Delapouite & contributors.*CC-BY-3\.0/)).toBeTruthy();
  });
});
