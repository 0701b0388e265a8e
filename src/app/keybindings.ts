/**
 * The keyboard dispatcher: one capture-phase keydown listener on window that looks the key up in
 * the command registry and runs the command with source 'keyboard'.
 *
 * Shortcuts are ignored while typing in inputs, text areas, selects and editable areas, and while
 * focus is in a modal dialog (the palette, a question), which handles its own keys such as Esc.
 * Inside the Monaco editor only commands marked `inEditor` run (Ctrl+S saves, Ctrl+K opens the
 * palette); Monaco handles its other keys itself.
 */
import type { Command } from '../core/commands/command';
import type { CommandRegistry } from '../core/commands/registry';

/** Where keyboard focus is, as far as shortcuts are concerned. */
export type FocusPlace = 'none' | 'editor' | 'field' | 'modal';

/** Input types that take typed text; checkboxes, buttons and the like do not. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function isTypingTarget(el: Element): boolean {
  const field = el.closest('input, textarea, select');
  if (field instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(field.type);
  if (field) return true;
  const editable = el.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/** Classifies the element a key event is aimed at. */
export function focusPlace(
  target: EventTarget | null,
  isEditorFocused: () => boolean = () => false,
): FocusPlace {
  const el = target instanceof Element ? target : null;
  if (el?.closest('[aria-modal="true"]')) return 'modal';
  if (el?.closest('.monaco-editor') || isEditorFocused()) return 'editor';
  if (el && isTypingTarget(el)) return 'field';
  return 'none';
}

/** The pure decision: may a shortcut run this command with focus at `place`? */
export function shouldRunShortcut(
  command: Pick<Command, 'inEditor' | 'editorOnly'>,
  place: FocusPlace,
): boolean {
  switch (place) {
    case 'none':
      return command.editorOnly !== true;
    case 'editor':
      return command.inEditor === true || command.editorOnly === true;
    case 'field':
    case 'modal':
      return false;
  }
}

export interface KeybindingOptions {
  /**
   * True while the code editor has focus (e.g. Monaco's `hasTextFocus()`). Default: focus is
   * inside a `.monaco-editor` element.
   */
  isEditorFocused: () => boolean;
}

const focusInMonaco = () => document.activeElement?.closest('.monaco-editor') != null;

/** Installs the dispatcher; returns a function that removes it. */
export function installKeybindings(
  registry: CommandRegistry,
  { isEditorFocused = focusInMonaco }: Partial<KeybindingOptions> = {},
): () => void {
  const warned = new Set<string>();
  const warnConflicts = () => {
    for (const { key, commandIds } of registry.conflicts()) {
      const id = `${key}:${commandIds.join(',')}`;
      if (warned.has(id)) continue;
      warned.add(id);
      console.warn(
        `Shortcut conflict: ${key} is bound to ${commandIds.join(' and ')}; neither runs for it.`,
      );
    }
  };
  warnConflicts();
  const unsubscribe = registry.subscribe(warnConflicts);

  const onKeyDown = (event: KeyboardEvent) => {
    // Most keys are typing: one look-up, and Monaco has the key to itself.
    if (event.defaultPrevented || event.isComposing || !registry.isBound(event)) return;
    const target = event.composedPath()[0] ?? event.target;
    const place = focusPlace(target, isEditorFocused);
    const command = registry.commandForKey(event, place === 'editor');
    if (command && shouldRunShortcut(command, place)) {
      event.preventDefault();
      // Monaco would otherwise act on the same key too (e.g. start its Ctrl+K chord).
      event.stopPropagation();
      // Holding a key down runs its command once, not at the key-repeat rate.
      if (!event.repeat) void runSafely(registry, command);
      return;
    }
    // A key of ours with nothing to do right now (no open file for Ctrl+S, or a conflict)
    // does nothing, rather than opening the browser's own dialog.
    if (place === 'none') event.preventDefault();
  };

  window.addEventListener('keydown', onKeyDown, true);
  return () => {
    window.removeEventListener('keydown', onKeyDown, true);
    unsubscribe();
  };
}

async function runSafely(registry: CommandRegistry, command: Command): Promise<void> {
  try {
    await registry.run(command.id, 'keyboard');
  } catch (error) {
    // A failing command must not break the dispatcher; the error boundary and error log see
    // rendering errors, this is for errors thrown by the command itself.
    console.error(`Command "${command.id}" failed`, error);
  }
}

/**
 * Keeps the shortcuts pressed while start-up still waits for the stored files (a Ctrl+K as the
 * page appears), and plays them once the dispatcher is installed. Only keys that can be
 * shortcuts are kept: with a modifier, or a function key; typing has nowhere to go yet.
 * Returns the function that stops holding and plays what was held, in order.
 */
export function holdEarlyShortcuts(): () => void {
  const held: KeyboardEventInit[] = [];
  const hold = (event: KeyboardEvent) => {
    const shortcut = event.ctrlKey || event.metaKey || event.altKey || /^F\d+$/.test(event.key);
    if (!shortcut || event.isComposing) return;
    // Not the browser's own meaning of the key (Ctrl+K: its search box) either.
    event.preventDefault();
    if (event.repeat) return;
    const { key, code, ctrlKey, metaKey, altKey, shiftKey } = event;
    held.push({ key, code, ctrlKey, metaKey, altKey, shiftKey, bubbles: true, cancelable: true });
  };
  window.addEventListener('keydown', hold, true);
  return () => {
    window.removeEventListener('keydown', hold, true);
    for (const init of held.splice(0)) window.dispatchEvent(new KeyboardEvent('keydown', init));
  };
}
