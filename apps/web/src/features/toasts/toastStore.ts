import { CONSTANTS } from '@promptplay/contracts';
import { createStore } from 'zustand/vanilla';
import { browserTimers, type Timers } from '../../lib/timing/timers.js';

export type ToastKind = 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastState {
  toasts: readonly Toast[];
  show: (kind: ToastKind, message: string) => void;
  dismiss: (id: number) => void;
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** Toasts (spec §2): errors stay 5 s, successes 3 s. A repeated message is not stacked twice. */
export function createToastStore(timers: Timers = browserTimers) {
  let nextId = 1;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show(kind, message) {
      if (get().toasts.some((toast) => toast.kind === kind && toast.message === message)) return;
      const id = nextId++;
      set((state) => ({ toasts: [...state.toasts, { id, kind, message }] }));
      const lifetime = kind === 'error' ? CONSTANTS.TOAST_ERROR_MS : CONSTANTS.TOAST_SUCCESS_MS;
      timers.setTimeout(() => get().dismiss(id), lifetime);
    },
    dismiss(id) {
      set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
    },
  }));
}
