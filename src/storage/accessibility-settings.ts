/** The Accessibility Center's settings, kept under the key `accessibility` (a JSON object). */
import {
  DEFAULT_ACCESSIBILITY,
  parseAccessibility,
  type AccessibilitySettings,
} from '../core/settings/accessibility';
import { readKey, writeKey } from './local-store';

export const ACCESSIBILITY_KEY = 'accessibility';

export function loadAccessibility(): AccessibilitySettings {
  const raw = readKey(ACCESSIBILITY_KEY);
  if (raw === null) return { ...DEFAULT_ACCESSIBILITY };
  try {
    return parseAccessibility(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_ACCESSIBILITY };
  }
}

/** False when the browser refused to store them (they still apply for this session). */
export function saveAccessibility(settings: AccessibilitySettings): boolean {
  try {
    writeKey(ACCESSIBILITY_KEY, JSON.stringify(settings));
    return true;
  } catch {
    return false;
  }
}
