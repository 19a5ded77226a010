import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AuthState } from '../features/auth/authStore.js';
import type { GameActions, GameState } from '../features/game/gameStore.js';
import type { ToastState } from '../features/toasts/toastStore.js';
import type { Services } from './services.js';

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesContext.Provider>
  );
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

export function useGameState<T>(selector: (state: GameState & GameActions) => T): T {
  return useStore(useServices().gameStore, selector);
}

export function useAuthState<T>(selector: (state: AuthState) => T): T {
  return useStore(useServices().authStore, selector);
}

export function useToastState<T>(selector: (state: ToastState) => T): T {
  return useStore(useServices().toastStore, selector);
}

/** Shows a toast: `toast('error', message)`. */
export function useToast(): ToastState['show'] {
  return useToastState((state) => state.show);
}
