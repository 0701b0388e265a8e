/**
 * Key binding strings (`mod+shift+f`, `alt+n`, "mod+`") and matching them against keyboard
 * events. Pure: takes a plain object with the fields of a KeyboardEvent.
 */
export interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export interface ParsedBinding {
  mod: boolean;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  key: string;
}

const MODIFIERS = new Set(['mod', 'ctrl', 'alt', 'shift']);

export function parseBinding(binding: string): ParsedBinding {
  const parts = binding.toLowerCase().split('+');
  const key = parts.pop();
  if (!key || parts.some((p) => !MODIFIERS.has(p))) {
    throw new Error(`Invalid key binding "${binding}"`);
  }
  return {
    mod: parts.includes('mod'),
    ctrl: parts.includes('ctrl'),
    alt: parts.includes('alt'),
    shift: parts.includes('shift'),
    key,
  };
}

/** The key a binding names, read from the event in a layout-independent way where possible. */
function eventKey(event: KeyLike): string {
  const code = event.code ?? '';
  if (code.startsWith('Key')) return code.slice(3).toLowerCase();
  if (code.startsWith('Digit')) return code.slice(5);
  if (code === 'Backquote') return '`';
  return event.key.toLowerCase();
}

/**
 * The canonical form (canonicalBinding) of the key an event is: `mod` is Ctrl, or Cmd on macOS,
 * and the modifiers must be exactly those of the binding.
 */
export function eventBinding(event: KeyLike): string {
  const { ctrlKey, metaKey, altKey, shiftKey } = event;
  return `${ctrlKey ? 'ctrl+' : ''}${metaKey ? 'meta+' : ''}${altKey ? 'alt+' : ''}${shiftKey ? 'shift+' : ''}${eventKey(event)}`;
}

/** A binding as a person reads it: `⌘⇧F` on macOS, `Ctrl+Shift+F` elsewhere. */
export function formatBinding(binding: string, isMac: boolean): string {
  const b = parseBinding(binding);
  const key = b.key.charAt(0).toUpperCase() + b.key.slice(1);
  if (isMac) {
    return `${b.ctrl ? '⌃' : ''}${b.alt ? '⌥' : ''}${b.shift ? '⇧' : ''}${b.mod ? '⌘' : ''}${key}`;
  }
  const parts: string[] = [];
  if (b.mod || b.ctrl) parts.push('Ctrl');
  if (b.alt) parts.push('Alt');
  if (b.shift) parts.push('Shift');
  parts.push(key);
  return parts.join('+');
}

/** A binding in the form of `aria-keyshortcuts`: `Control+Shift+A`, `Meta+S` on macOS. */
export function ariaKeyShortcut(binding: string, isMac: boolean): string {
  const b = parseBinding(binding);
  const parts: string[] = [];
  if (b.ctrl || (b.mod && !isMac)) parts.push('Control');
  if (b.mod && isMac) parts.push('Meta');
  if (b.alt) parts.push('Alt');
  if (b.shift) parts.push('Shift');
  parts.push(b.key.charAt(0).toUpperCase() + b.key.slice(1));
  return parts.join('+');
}

/** Canonical form, so `shift+mod+F` and `mod+shift+f` count as the same key. */
export function canonicalBinding(binding: string, isMac: boolean): string {
  const b = parseBinding(binding);
  const ctrl = b.ctrl || (!isMac && b.mod);
  const meta = isMac && b.mod;
  return `${ctrl ? 'ctrl+' : ''}${meta ? 'meta+' : ''}${b.alt ? 'alt+' : ''}${b.shift ? 'shift+' : ''}${b.key}`;
}
