import { MESSAGES } from '@promptplay/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeCreateOptions } from '../../testing/fakeCreateServer.js';
import { createFakeServer } from '../../testing/fakeServer.js';
import { renderApp } from '../../testing/renderApp.js';
import { CREATE_TEXT } from './createText.js';

const isInert = (element: HTMLElement) => element.closest('[inert]') !== null;
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });
const focusedHeading = () =>
  document.activeElement?.tagName === 'H2' ? document.activeElement.textContent : null;

function openCreate(create: FakeCreateOptions = {}) {
  renderApp('/', createFakeServer({ create }));
  const opener = screen.getByTestId('nav-create');
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

function generate() {
  fireEvent.change(screen.getByTestId('create-prompt-input'), {
    target: { value: 'a pickle knight fighting rats in a sewer' },
  });
  fireEvent.click(
    screen.getAllByTestId('genre-option').find((option) => option.dataset.genre === 'Platformer')!,
  );
  const button = screen.getByTestId('generate-button');
  button.focus();
  fireEvent.click(button);
}

describe('create modal and the keyboard', () => {
  it('keeps Shift+Tab inside, with the page behind inert, and closes back onto CREATE', () => {
    const opener = openCreate();
    const modal = screen.getByTestId('create-modal');
    expect(isInert(opener)).toBe(true);
    const close = within(modal).getByRole('button', { name: 'Close' });
    close.focus();
    tab(true);
    expect(document.activeElement).toBe(screen.getByTestId('generate-button'));
    tab();
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('create-modal')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("moves focus to each new step's heading: generating, then categorization", async () => {
    openCreate();
    generate();
    expect(focusedHeading()).toBe(CREATE_TEXT.generatingTitle);
    await screen.findByTestId('create-step-categorization');
    expect(focusedHeading()).toBe(CREATE_TEXT.categorizationTitle);
  });

  it("back on the prompt after a failed analysis, focus is on the prompt step's heading", async () => {
    openCreate({ categorize: () => 500 });
    generate();
    await screen.findByText(MESSAGES.categorizeFailedTryAgain);
    expect(screen.getByTestId('create-step-prompt')).toBeTruthy();
    expect(focusedHeading()).toBe(CREATE_TEXT.title);
  });

  it('the "are you sure?" holds focus over the sheet; Escape leaves it, Discard goes to the prompt', async () => {
    openCreate();
    generate();
    await screen.findByTestId('create-step-categorization');
    const back = screen.getByTestId('create-back');
    back.focus();
    fireEvent.click(back);

    const confirm = screen.getByTestId('confirm-dialog');
    expect(document.activeElement).toBe(within(confirm).getByTestId('confirm-cancel'));
    expect(isInert(back)).toBe(true);
    tab(true);
    expect(document.activeElement).toBe(within(confirm).getByTestId('confirm-accept'));
    tab();
    expect(document.activeElement).toBe(within(confirm).getByTestId('confirm-cancel'));

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(screen.getByTestId('create-step-categorization')).toBeTruthy();
    expect(document.activeElement).toBe(back);

    fireEvent.click(back);
    fireEvent.click(screen.getByTestId('confirm-accept'));
    expect(screen.getByTestId('create-step-prompt')).toBeTruthy();
    expect(focusedHeading()).toBe(CREATE_TEXT.title);
  });
});
