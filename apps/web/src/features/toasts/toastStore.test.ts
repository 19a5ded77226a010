import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toastStore.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createToastStore>) =>
  store.getState().toasts.map((toast) => toast.message);

describe('toasts', () => {
  it('keeps errors 5 s and successes 3 s', () => {
    const store = createToastStore();
    store.getState().show('error', 'Broken');
    store.getState().show('success', 'Copied');
    vi.advanceTimersByTime(2_999);
    expect(messages(store)).toEqual(['Broken', 'Copied']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['Broken']);
    vi.advanceTimersByTime(1_999);
    expect(messages(store)).toEqual(['Broken']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('does not stack the same message twice', () => {
    const store = createToastStore();
    store.getState().show('error', 'Broken');
    store.getState().show('error', 'Broken');
    expect(messages(store)).toEqual(['Broken']);
  });
});
