import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProfile } from '../../testing/fixtures.js';
import { errorBody, type FakeAccountOptions } from '../../testing/fakeAccountServer.js';
import { createFakeServer, urlOf } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { renderApp } from '../../testing/renderApp.js';

async function openEditModal(account: FakeAccountOptions = {}) {
  storeSession('social');
  const server = createFakeServer({ account });
  const app = renderApp('/profile', server);
  fireEvent.click(await screen.findByTestId('edit-name-button'));
  const modal = screen.getByTestId('edit-name-modal');
  return { ...app, server, modal };
}

const input = () => screen.getByTestId<HTMLInputElement>('player-name-input');
const submit = () => screen.getByTestId<HTMLButtonElement>('submit-name');
const type = (value: string) => fireEvent.change(input(), { target: { value } });

describe('Edit Player Name', () => {
  it('opens with the title and the current name', async () => {
    const { modal } = await openEditModal();
    expect(within(modal).getByText(MESSAGES.editPlayerNameTitle)).toBeTruthy();
    expect(input().value).toBe('Ada');
    expect(input().placeholder).toBe(MESSAGES.playerNamePlaceholder);
    expect(submit().textContent).toBe(MESSAGES.submitChanges);
  });

  it.each([
    ['Al', MESSAGES.nameTooShort(2, 3)],
    ['A'.repeat(21), MESSAGES.nameTooLong(21, 20)],
    ['', MESSAGES.nameEmpty],
    ['Ada;Bob', MESSAGES.nameSemicolons],
    ['SuperAdmin', MESSAGES.nameReservedWords],
  ])('refuses %j live with the spec message and a disabled submit', async (value, message) => {
    await openEditModal();
    type(value);
    expect(within(screen.getByTestId('name-error')).getByText(message)).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect(screen.getByText(MESSAGES.fixValidationErrors)).toBeTruthy();
  });

  it("measures length with the server's own rules", async () => {
    await openEditModal({
      profile: () =>
        makeProfile({
          validationRules: {
            minLength: 5,
            maxLength: 8,
            requirements: ['Between 5 and 8 characters'],
            restrictions: [],
          },
        }),
    });
    type('Abcd');
    expect(screen.getByText(MESSAGES.nameTooShort(4, 5))).toBeTruthy();
    expect(screen.getByText('Between 5 and 8 characters')).toBeTruthy();
  });

  it('warns about surrounding spaces but sends the name trimmed', async () => {
    const { server } = await openEditModal();
    type('  Grace  ');
    expect(screen.getByText(MESSAGES.nameUntrimmedWarning)).toBeTruthy();
    expect(screen.queryByTestId('name-error')).toBeNull();
    fireEvent.click(submit());
    await screen.findByText(MESSAGES.profileUpdated);
    const put = server.mock.calls.find(
      ([request, init]) => urlOf(request) === '/api/player-profile' && init?.method === 'PUT',
    );
    expect(JSON.parse(put?.[1]?.body as string)).toEqual({ Name: 'Grace' });
  });

  it('says Checking... and stays disabled while saving', async () => {
    await openEditModal({ rename: () => 'hang' });
    type('Grace');
    fireEvent.click(submit());
    expect(submit().textContent).toBe(MESSAGES.checking);
    expect(submit().disabled).toBe(true);
  });

  it("shows the server's field errors under the field", async () => {
    await openEditModal({
      rename: () =>
        errorBody(400, 'Invalid request', [{ field: 'Name', message: 'That name is taken' }]),
    });
    type('Grace');
    fireEvent.click(submit());
    expect(
      within(await screen.findByTestId('name-error')).getByText('That name is taken'),
    ).toBeTruthy();
    expect(screen.getByText(MESSAGES.serverValidationFailed)).toBeTruthy();
    type('Grace H');
    expect(screen.queryByText('That name is taken')).toBeNull();
  });

  it('says an error occurred when saving fails otherwise', async () => {
    await openEditModal({ rename: () => 403 });
    type('Grace');
    fireEvent.click(submit());
    expect(await screen.findByText(MESSAGES.genericError)).toBeTruthy();
  });

  it('saves, toasts success, closes and shows the new name everywhere', async () => {
    await openEditModal();
    type('Grace');
    fireEvent.click(submit());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeTruthy();
    expect(screen.queryByTestId('edit-name-modal')).toBeNull();
    expect(screen.getByTestId('profile-name').textContent).toBe('Grace');
    expect(within(screen.getByTestId('header-profile-button')).getByText('Grace')).toBeTruthy();
    // The data layer hears of the rename, never the name itself.
    expect(window.dataLayer).toContainEqual({ event: 'player_rename' });
  });

  it('starts in the name field, holds focus, and Escape returns it to the edit button', async () => {
    storeSession('social');
    renderApp('/profile', createFakeServer());
    const edit = await screen.findByTestId('edit-name-button');
    edit.focus();
    fireEvent.click(edit);
    expect(document.activeElement).toBe(input());
    expect(edit.closest('[inert]')).not.toBeNull();
    expect(screen.getByTestId('bottom-nav').closest('[inert]')).not.toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('edit-name-modal')).toBeNull();
    expect(document.activeElement).toBe(edit);
  });
});

describe('Edit Profile screen', () => {
  it('has the heading, the required Player Name field and goes back to the profile on save', async () => {
    storeSession('social');
    const { router } = renderApp('/profile/edit', createFakeServer());
    expect(await screen.findByText(MESSAGES.editProfileHeading)).toBeTruthy();
    const field = await screen.findByLabelText(new RegExp(MESSAGES.playerNameLabel));
    expect((field as HTMLInputElement).required).toBe(true);
    type('Grace');
    fireEvent.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeTruthy();
  });
});
