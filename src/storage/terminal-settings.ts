/**
 * The terminal panel's height, remembered in localStorage (under a key of its own: the fixed keys
 * keep their meaning). A missing or unreadable value gives null; the store then uses the default.
 */
import { readKey, writeKey } from './local-store';

export const TERMINAL_HEIGHT_KEY = 'terminal.height';

export function loadTerminalHeight(): number | null {
  const value = Number(readKey(TERMINAL_HEIGHT_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function saveTerminalHeight(height: number): void {
  try {
    writeKey(TERMINAL_HEIGHT_KEY, String(height));
  } catch {
    // The height still applies for this session; failing to remember it is not worth an alarm.
  }
}
