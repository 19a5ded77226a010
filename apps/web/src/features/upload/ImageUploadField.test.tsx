import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestBodies, type FakeCreateOptions } from '../../testing/fakeCreateServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { storeSession } from '../../testing/fakeSession.js';
import { installFetchXhr } from '../../testing/fetchXhr.js';
import { renderApp } from '../../testing/renderApp.js';

function openCreate(create: FakeCreateOptions = {}) {
  const server = createFakeServer({ create });
  installFetchXhr(server);
  const app = renderApp('/', server);
  fireEvent.click(screen.getByTestId('nav-create'));
  return { server, ...app };
}

function choose(file: File) {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });
}

const image = (type = 'image/png', size = 2_000) =>
  new File([new Uint8Array(size)], 'hero.png', { type });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reference photo', () => {
  it('shows guests "Sign in to upload" instead of the picker', () => {
    const { pageLocation } = openCreate();
    expect(screen.queryByTestId('upload-input')).toBeNull();
    fireEvent.click(screen.getByText(MESSAGES.signInToUpload));
    expect(pageLocation.assigned.at(-1)).toContain('openCreate%3Dtrue');
  });

  it('refuses other file types and files over 8 MB with the spec messages', async () => {
    storeSession('social');
    const { server } = openCreate();
    await screen.findByTestId('upload-input');
    choose(image('image/gif'));
    expect(
      screen.getByText('File type image/gif is not supported. Please use: JPEG, PNG'),
    ).toBeTruthy();
    choose(image('image/png', 8 * 1024 * 1024 + 1));
    expect(screen.getByText(MESSAGES.fileTooLarge)).toBeTruthy();
    expect(requestBodies(server, '/api/upload/presign')).toEqual([]);
  });

  it('uploads a photo, shows it completed and toasts success; remove clears it', async () => {
    storeSession('social');
    openCreate();
    await screen.findByTestId('upload-input');
    choose(image());
    await waitFor(() =>
      expect(screen.getByTestId('upload-status').dataset.status).toBe('completed'),
    );
    expect(within(screen.getByTestId('toasts')).getByText(MESSAGES.imageUploaded)).toBeTruthy();
    fireEvent.click(screen.getByTestId('upload-remove'));
    expect(screen.queryByTestId('upload-status')).toBeNull();
  });

  it('toasts the reason when storage refuses the file', async () => {
    storeSession('social');
    openCreate({ upload: () => 415 });
    await screen.findByTestId('upload-input');
    choose(image('image/jpeg'));
    await waitFor(() => expect(screen.getByTestId('upload-status').dataset.status).toBe('failed'));
    expect(
      within(screen.getByTestId('toasts')).getByText(
        MESSAGES.uploadFailed(MESSAGES.uploadFailedWithStatus(415, 'Storage says no')),
      ),
    ).toBeTruthy();
  });
});
