/**
 * Applies the Accessibility Center's interface settings to <html> as data attributes that the
 * stylesheets read (theme.css): high contrast, reduced motion, the dyslexia-friendly font and
 * keyboard hints. The editor applies its own settings (features/editor/addons/appearance.ts).
 */
import type { AccessibilitySettings } from '../core/settings/accessibility';
import { accessibilityStore } from '../state/accessibility-store';

export function applyAccessibilityToDocument(root: HTMLElement): () => void {
  const apply = (s: AccessibilitySettings) => {
    root.toggleAttribute('data-high-contrast', s.highContrast);
    root.toggleAttribute('data-reduced-motion', s.reducedMotion);
    root.toggleAttribute('data-dyslexia-font', s.dyslexiaFont);
    root.toggleAttribute('data-keyboard-hints', s.keyboardHints);
    // The font is its own chunk, fetched the first time the setting is on.
    if (s.dyslexiaFont) void import('./dyslexia-font');
  };
  apply(accessibilityStore.getState());
  return accessibilityStore.subscribe(apply);
}
