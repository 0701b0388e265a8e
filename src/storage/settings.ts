/** The theme, kept under its fixed storage key. */
import { STORAGE_KEYS } from './keys';
import type { Theme } from '../core/settings/theme';
import { readKey, writeKey } from './local-store';

export type { Theme };

export function loadTheme(): Theme | null {
  const value = readKey(STORAGE_KEYS.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

export function saveTheme(theme: Theme): void {
  try {
    writeKey(STORAGE_KEYS.theme, theme);
  } catch {
    // The theme still applies for this session; failing to remember it is not worth an alarm.
  }
}

export function systemTheme(): Theme {
  if (typeof window === 'undefined' || !window.matchMedia) return 'light';
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
