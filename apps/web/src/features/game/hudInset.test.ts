import { afterEach, describe, expect, it } from 'vitest';
import { measureHudInsetLeft } from './hudInset.js';

function place(testId: string, left: number, width: number) {
  const element = document.createElement('div');
  element.dataset.testid = testId;
  element.getBoundingClientRect = () =>
    ({ left, right: left + width, top: 0, bottom: 46, width, height: 46 }) as DOMRect;
  document.body.append(element);
}

describe('HUD inset for the Back button', () => {
  afterEach(() => document.body.replaceChildren());

  it('reaches from the frame’s left edge past the Back button, with a gap', () => {
    place('runtime-frame', 0, 390);
    place('back-to-feed', 12, 46);
    expect(measureHudInsetLeft(document)).toBe(66);
  });

  it('follows a frame inset by the safe area', () => {
    place('runtime-frame', 44, 700);
    place('back-to-feed', 56, 46);
    expect(measureHudInsetLeft(document)).toBe(66);
  });

  it('is 0 when there is no Back button or frame', () => {
    expect(measureHudInsetLeft(document)).toBe(0);
  });
});
