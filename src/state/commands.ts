/**
 * The app's one command registry instance (DESIGN §3). Commands are registered by
 * `app/register-commands.ts`; the palette, the keybinding dispatcher and menus read it here.
 */
import { createRegistry } from '../core/commands/registry';

export const isMac =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

export const commandRegistry = createRegistry({ isMac });
