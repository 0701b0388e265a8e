/**
 * Focus helpers shared by the modal, the menus and the palette: which elements can take focus,
 * and the stack of open modals that keeps focus inside the topmost one.
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab can reach, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hasAttribute('inert') && !el.closest('[hidden], [inert]') && el.tabIndex >= 0,
  );
}

/** Moves Tab and Shift+Tab around inside `root` instead of out of it. */
export function trapTab(event: KeyboardEvent | ReactKeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const items = tabbables(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !root.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !root.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** The element that has focus, unless that is nothing or the page body. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Popups (menus) may take focus while a modal is open without being pulled back. */
export const POPUP_ATTRIBUTE = 'data-ui-popup';

const modalStack: HTMLElement[] = [];

/** Registers an open modal; focus that wanders outside the topmost one is brought back. */
export function pushModal(panel: HTMLElement): () => void {
  modalStack.push(panel);
  if (modalStack.length === 1) document.addEventListener('focusin', containFocus, true);
  return () => {
    const index = modalStack.lastIndexOf(panel);
    if (index >= 0) modalStack.splice(index, 1);
    if (modalStack.length === 0) document.removeEventListener('focusin', containFocus, true);
  };
}

function containFocus(event: FocusEvent): void {
  const top = modalStack[modalStack.length - 1];
  const target = event.target;
  if (!top || !(target instanceof Element)) return;
  if (top.contains(target) || target.closest(`[${POPUP_ATTRIBUTE}]`)) return;
  const [first] = tabbables(top);
  (first ?? top).focus();
}
