import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeftEdgeSwipeGuard } from './useLeftEdgeSwipeGuard.js';

function Guarded() {
  useLeftEdgeSwipeGuard();
  return (
    <div>
      <div data-testid="surface">page</div>
      <button type="button">tap me</button>
    </div>
  );
}

function touchStart(target: Element, clientX: number): Event {
  const event = new Event('touchstart', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'touches', { value: [{ clientX, clientY: 200 }] });
  target.dispatchEvent(event);
  return event;
}

afterEach(() => {
  delete (window as { ontouchstart?: unknown }).ontouchstart;
});

describe('left-edge swipe guard', () => {
  it('cancels touches starting within 40 px of the left edge on touch devices', () => {
    (window as { ontouchstart?: unknown }).ontouchstart = null;
    const view = render(<Guarded />);
    const surface = view.getByTestId('surface');
    expect(touchStart(surface, 12).defaultPrevented).toBe(true);
    expect(touchStart(surface, 39).defaultPrevented).toBe(true);
    expect(touchStart(surface, 40).defaultPrevented).toBe(false);
    expect(touchStart(view.getByRole('button'), 12).defaultPrevented).toBe(false);
  });

  it('leaves touches alone on devices without touch', () => {
    const view = render(<Guarded />);
    expect(touchStart(view.getByTestId('surface'), 12).defaultPrevented).toBe(false);
  });
});
