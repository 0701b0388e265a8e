/**
 * The app's one command registry instance. `startApp` (app/start.ts) registers every command;
 * the palette, the keyboard dispatcher, menus and buttons look commands up and run them here.
 */
import { createRegistry } from '../core/commands/registry';

export const isMac =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export const commandRegistry = createRegistry({ isMac });
