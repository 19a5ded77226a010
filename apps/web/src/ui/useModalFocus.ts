import { useEffect, useRef, useState, type RefObject } from 'react';

export interface ModalFocusOptions {
  /** Called on Escape while this is the topmost modal; without it Escape does nothing. */
  onEscape?: () => void;
  /** What gets focus on open (default: the container), unless focus is already inside. */
  initialFocus?: RefObject<HTMLElement | null>;
}

interface OpenModal {
  container: HTMLElement;
  /** Where focus goes back to when this modal closes. */
  opener: HTMLElement | null;
}

/** Open modals, bottom first: only the last one is reachable. */
const openModals: OpenModal[] = [];
/** Elements this module made inert (others' `inert` is left alone). */
let shutOut = new Set<Element>();
let siblingWatcher: MutationObserver | null = null;

const NON_CONTENT_TAGS = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TEMPLATE', 'NOSCRIPT']);
const FOCUSABLE =
  'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable]:not([contenteditable="false"]), [tabindex]';

function stays(element: Element): boolean {
  return (
    NON_CONTENT_TAGS.has(element.tagName) ||
    // Live regions (toasts) keep announcing while a modal is open.
    element.hasAttribute('aria-live') ||
    (element.hasAttribute('inert') && !shutOut.has(element))
  );
}

/**
 * Makes everything outside the topmost modal inert: each sibling of the modal and of its
 * ancestors up to <body>. Inert content cannot be focused, clicked or read by a screen reader,
 * which keeps Tab, the pointer and the virtual cursor inside the modal. Elements added next to
 * the modal later (a toast container, a page section) are caught by watching those parents.
 */
function shutOutsideOfTopModal(): void {
  siblingWatcher?.disconnect();
  const next = new Set<Element>();
  const top = openModals.at(-1);
  if (top) {
    siblingWatcher ??= new MutationObserver(shutOutsideOfTopModal);
    let node: Element = top.container;
    for (let parent = node.parentElement; parent; node = parent, parent = parent.parentElement) {
      for (const sibling of parent.children) {
        if (sibling !== node && !stays(sibling)) next.add(sibling);
      }
      siblingWatcher.observe(parent, { childList: true });
      if (parent === document.body) break;
    }
  }
  for (const element of shutOut) if (!next.has(element)) element.removeAttribute('inert');
  for (const element of next) if (!shutOut.has(element)) element.setAttribute('inert', '');
  shutOut = next;
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert]')) return false;
  if ('disabled' in element && element.disabled === true) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  // jsdom has no layout (and no checkVisibility); browsers skip hidden elements.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

function tabbablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isTabbable);
}

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const tabbables = tabbablesIn(container);
  const first = tabbables[0];
  const last = tabbables.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const isInside = active instanceof Node && container.contains(active);
  const precedes = (a: Node, b: Node) =>
    Boolean(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_PRECEDING);
  if (event.shiftKey) {
    if (!isInside || active === first || precedes(active, first)) {
      event.preventDefault();
      last.focus();
    }
  } else if (!isInside || active === last || precedes(last, active)) {
    event.preventDefault();
    first.focus();
  }
}

function focusedOutside(container: HTMLElement): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body && !container.contains(active)
    ? active
    : null;
}

function closeModal(modal: OpenModal): void {
  const index = openModals.indexOf(modal);
  if (index < 0) return;
  openModals.splice(index, 1);
  // A dialog opened from this one (the confirm over the create sheet) now returns focus to
  // where this one would have.
  for (const above of openModals.slice(index)) {
    if (!above.opener?.isConnected || modal.container.contains(above.opener)) {
      above.opener = modal.opener;
    }
  }
  shutOutsideOfTopModal();
  if (index < openModals.length) return;
  const active = document.activeElement;
  const isFocusLost = !active || active === document.body || modal.container.contains(active);
  if (isFocusLost && modal.opener?.isConnected) modal.opener.focus({ preventScroll: true });
}

/**
 * Makes `container` modal while the calling component is mounted (WCAG 2.4.3, 2.1.2 with an
 * exit): the rest of the page is inert, Tab and Shift+Tab cycle inside, Escape calls
 * `onEscape`, and on close focus returns to the element that had it when the modal opened
 * (the card, the Play button, CREATE). Modals stack: a dialog over a sheet is the only
 * reachable one until it closes.
 */
export function useModalFocus(
  container: RefObject<HTMLElement | null>,
  { onEscape, initialFocus }: ModalFocusOptions = {},
): void {
  // Read while rendering: by the time effects run, autoFocus inside may have taken focus.
  const [openerAtRender] = useState(() => {
    // Nothing has focus in a server render.
    if (typeof document === 'undefined') return null;
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body ? active : null;
  });
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    // The opener may have gone with the render that opened this (Play in the detail modal
    // starts the game layer); then focus has already been handed back to the one before it.
    const modal: OpenModal = {
      container: element,
      opener: openerAtRender?.isConnected ? openerAtRender : focusedOutside(element),
    };
    openModals.push(modal);
    shutOutsideOfTopModal();
    if (!element.contains(document.activeElement)) {
      (initialFocus?.current ?? element).focus({ preventScroll: true });
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== modal || event.defaultPrevented) return;
      if (event.key === 'Tab') keepTabInside(element, event);
      else if (event.key === 'Escape' && !event.isComposing) onEscapeRef.current?.();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      closeModal(modal);
    };
  }, [container, initialFocus, openerAtRender]);
}
