/**
 * The keyboard dispatcher (DESIGN §3): one capture-phase listener that looks shortcuts up in
 * the command registry. Shortcuts are ignored while typing in inputs, text areas and editable
 * areas (SPEC §5); inside the Monaco editor only commands marked `inEditor` run (Monaco handles
 * its own editor keys).
 */
import type { CommandRegistry } from '../core/commands/registry';
import type { Command } from '../core/commands/command';

export type FocusPlace = 'none' | 'editor' | 'field';

/** Where keyboard focus is, as far as shortcuts are concerned. */
export function focusPlace(target: EventTarget | null): FocusPlace {
  if (!(target instanceof Element)) return 'none';
  if (target.closest('.monaco-editor')) return 'editor';
  if (target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) {
    return 'field';
  }
  return 'none';
}

/** Whether a shortcut may run its command given where focus is. */
export function shouldRun(command: Command, place: FocusPlace): boolean {
  if (place === 'none') return true;
  if (place === 'editor') return command.inEditor === true;
  return false;
}

export function installKeybindings(registry: CommandRegistry): () => void {
  for (const conflict of registry.conflicts()) {
    console.warn(
      `Shortcut ${conflict.key} is bound to ${conflict.commandIds.join(' and ')}; neither runs.`,
    );
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const command = registry.commandForKey(event);
    if (!command || !shouldRun(command, focusPlace(event.target))) return;
    event.preventDefault();
    event.stopPropagation(); // e.g. Monaco would otherwise start its Ctrl+K chord
    void registry.run(command.id, 'keyboard');
  };
  window.addEventListener('keydown', onKeyDown, true);
  return () => window.removeEventListener('keydown', onKeyDown, true);
}
