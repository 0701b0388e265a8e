/**
 * A modal frame: a backdrop and a panel with role="dialog" aria-modal="true". Focus moves in
 * when it opens (to `initialFocus`, else the first control), stays inside while it is open, and
 * goes back to where it was when it closes. Esc and a click on the backdrop call `onClose`.
 *
 * Not a native <dialog>: jsdom has no showModal(), and one implementation for tests and
 * browsers keeps the focus rules the same everywhere.
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { focusedElement, pushModal, tabbables, trapTab } from './focus';
import './modal.css';

export interface ModalProps {
  /** Esc, or a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Extra class for the panel. */
  className?: string;
  /** 'top' for a palette, 'center' for a question. */
  placement?: 'top' | 'center';
  /** What gets focus on open; by default the first control, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
}

export function Modal({
  onClose,
  children,
  className,
  placement = 'center',
  initialFocus,
  ...aria
}: ModalProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Layout effects, so that when one modal closes and the next opens in the same commit the
  // first gives focus back before the second remembers where focus was.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const returnTo = focusedElement();
    const popModal = pushModal(panel);
    (initialFocus?.current ?? tabbables(panel)[0] ?? panel).focus();
    return () => {
      popModal();
      const active = document.activeElement;
      const focusWasInside = !active || active === document.body || panel.contains(active);
      // Back to where the person was, unless something moved focus on purpose meanwhile.
      if (focusWasInside && returnTo?.isConnected) returnTo.focus();
    };
  }, [initialFocus]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    // A press that starts on the backdrop itself (not a drag out of the panel) closes.
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target === overlay) {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    overlay.addEventListener('mousedown', onPointerDown);
    return () => overlay.removeEventListener('mousedown', onPointerDown);
  }, []);

  return (
    <div ref={overlayRef} className={`ui-modal-overlay ui-modal-${placement}`}>
      {/* The dialog container handles Esc and Tab for everything inside it (WAI-ARIA modal
          dialog pattern); a React handler, so a child that handles Esc itself can stop it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        className={`ui-modal-panel${className ? ` ${className}` : ''}`}
        {...aria}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.stopPropagation();
            onCloseRef.current();
          } else if (panelRef.current) {
            trapTab(event, panelRef.current);
          }
        }}
      >
        {children}
      </div>
    </div>
  );
}
