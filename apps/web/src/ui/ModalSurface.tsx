import { useRef, type ComponentPropsWithoutRef } from 'react';
import { useModalFocus, type ModalFocusOptions } from './useModalFocus.js';

export type ModalSurfaceProps = ComponentPropsWithoutRef<'div'> & ModalFocusOptions;

/**
 * The outermost element of a sheet, dialog or full-screen layer (backdrop included): while it
 * is mounted the page behind is inert and focus stays inside (see `useModalFocus`).
 */
export function ModalSurface({ onEscape, initialFocus, children, ...props }: ModalSurfaceProps) {
  const container = useRef<HTMLDivElement>(null);
  useModalFocus(container, { onEscape, initialFocus });
  return (
    <div ref={container} {...props}>
      {children}
    </div>
  );
}
