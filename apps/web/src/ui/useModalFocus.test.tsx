import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalSurface } from './ModalSurface.js';

const isInert = (element: HTMLElement) => element.closest('[inert]') !== null;
const focused = () => document.activeElement;
const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document, { key: 'Tab', shiftKey });

/** A page with a button that opens a dialog, which can open a second dialog over it. */
function Page({ onEscape = vi.fn() }: { onEscape?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isNestedOpen, setIsNestedOpen] = useState(false);
  const [hasExtraSection, setHasExtraSection] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <>
      <main>
        <button type="button" onClick={() => setIsOpen(true)}>
          Open
        </button>
        <button type="button">Behind</button>
        {hasExtraSection && <section data-testid="late-section">Late</section>}
      </main>
      <div aria-live="polite" data-testid="live-region" />
      {isOpen && (
        <ModalSurface
          role="dialog"
          aria-label="Outer"
          tabIndex={-1}
          data-testid="outer"
          onEscape={() => {
            onEscape();
            setIsOpen(false);
          }}
        >
          <button type="button" onClick={() => setIsNestedOpen(true)}>
            First
          </button>
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" onClick={() => setHasExtraSection(true)}>
            Add section
          </button>
          <button type="button" onClick={() => setIsOpen(false)}>
            Last
          </button>
          {isNestedOpen && (
            <ModalSurface
              role="alertdialog"
              aria-label="Nested"
              onEscape={() => setIsNestedOpen(false)}
              initialFocus={cancel}
              data-testid="nested"
            >
              <button ref={cancel} type="button" onClick={() => setIsNestedOpen(false)}>
                Cancel
              </button>
              <button
                type="button"
                onClick={() => {
                  setIsNestedOpen(false);
                  setIsOpen(false);
                }}
              >
                Discard
              </button>
            </ModalSurface>
          )}
        </ModalSurface>
      )}
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('modal focus', () => {
  it('moves focus in and makes the page behind inert, but not live regions', () => {
    render(<Page />);
    openDialog();
    expect(focused()).toBe(screen.getByTestId('outer'));
    expect(isInert(screen.getByRole('button', { name: 'Behind', hidden: true }))).toBe(true);
    expect(isInert(screen.getByTestId('live-region'))).toBe(false);
    expect(isInert(screen.getByRole('button', { name: 'First' }))).toBe(false);
  });

  it('cycles Tab and Shift+Tab inside, skipping disabled controls', () => {
    render(<Page />);
    openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    // From the dialog itself, Shift+Tab goes round to the last control.
    tab(true);
    expect(focused()).toBe(last);
    tab();
    expect(focused()).toBe(first);
    tab(true);
    expect(focused()).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener, with the page usable again', () => {
    const onEscape = vi.fn();
    render(<Page onEscape={onEscape} />);
    const opener = openDialog();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('outer')).toBeNull();
    expect(focused()).toBe(opener);
    expect(isInert(screen.getByRole('button', { name: 'Behind' }))).toBe(false);
  });

  it('keeps content added behind the dialog inert too', async () => {
    render(<Page />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    // The watcher reports added siblings in a microtask.
    await act(() => Promise.resolve());
    expect(isInert(screen.getByTestId('late-section'))).toBe(true);
  });

  it('stacks: a dialog over the dialog is the only reachable one, and Escape closes only it', () => {
    const onEscape = vi.fn();
    render(<Page onEscape={onEscape} />);
    openDialog();
    const first = screen.getByRole('button', { name: 'First' });
    first.focus();
    fireEvent.click(first);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(focused()).toBe(cancel);
    expect(isInert(screen.getByRole('button', { name: 'Last', hidden: true }))).toBe(true);
    tab(true);
    expect(focused()).toBe(screen.getByRole('button', { name: 'Discard' }));
    tab();
    expect(focused()).toBe(cancel);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onEscape).not.toHaveBeenCalled();
    expect(screen.queryByTestId('nested')).toBeNull();
    expect(focused()).toBe(first);
    expect(isInert(screen.getByRole('button', { name: 'Last' }))).toBe(false);
  });

  it('gives focus back to the first opener when both close at once', () => {
    render(<Page />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('outer')).toBeNull();
    expect(focused()).toBe(opener);
    expect(isInert(opener)).toBe(false);
  });
});
