/** The Accessibility Center's settings, kept under the key `accessibility` (a JSON object). */
import { parseAccessibility, type AccessibilitySettings } from '../core/settings/accessibility';
import { readJson, writeJson } from './local-store';

export const ACCESSIBILITY_KEY = 'accessibility';

export function loadAccessibility(): AccessibilitySettings {
  return readJson(ACCESSIBILITY_KEY, parseAccessibility);
}

/** False when the browser refused to store them (they still apply for this session). */
export function saveAccessibility(settings: AccessibilitySettings): boolean {
  return writeJson(ACCESSIBILITY_KEY, settings);
}
