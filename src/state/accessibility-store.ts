/**
 * Accessibility settings (persist: key `accessibility`, through storage/). The app shell
 * applies the interface ones to <html> (data attributes read by CSS), the editor applies the
 * editor ones to Monaco.
 */
import { create } from 'zustand';
import {
  clampFontSize,
  clampLineHeight,
  DEFAULT_ACCESSIBILITY,
  type AccessibilitySettings,
} from '../core/settings/accessibility';
import { loadAccessibility, saveAccessibility } from '../storage/accessibility-settings';
import { toast } from './toasts-store';

interface AccessibilityState extends AccessibilitySettings {
  update: (patch: Partial<AccessibilitySettings>) => void;
  reset: () => void;
}

let warned = false;
function persist(settings: AccessibilitySettings): void {
  if (saveAccessibility(settings) || warned) return;
  warned = true;
  toast({
    type: 'error',
    title: 'Settings not saved',
    message: 'The browser refused to store them: they apply until you close this tab.',
  });
}

const pick = (s: AccessibilitySettings): AccessibilitySettings => ({
  fontSize: s.fontSize,
  lineHeight: s.lineHeight,
  highContrast: s.highContrast,
  reducedMotion: s.reducedMotion,
  screenReader: s.screenReader,
  dyslexiaFont: s.dyslexiaFont,
  keyboardHints: s.keyboardHints,
});

export const accessibilityStore = create<AccessibilityState>()((set, get) => ({
  ...loadAccessibility(),
  update: (patch) => {
    const next = { ...pick(get()), ...patch };
    next.fontSize = clampFontSize(next.fontSize);
    next.lineHeight = clampLineHeight(next.lineHeight);
    set(next);
    persist(next);
  },
  reset: () => {
    set({ ...DEFAULT_ACCESSIBILITY });
    persist({ ...DEFAULT_ACCESSIBILITY });
  },
}));

/** True when motion should be reduced: the user's setting here, or the system's. */
export function prefersReducedMotion(): boolean {
  if (accessibilityStore.getState().reducedMotion) return true;
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}
