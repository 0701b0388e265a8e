/**
 * Accessibility settings (the Accessibility Center): what they are, their bounds, and reading a
 * stored value back safely. Anything out of range or of the wrong type falls back to the default
 * for that field alone, so one bad value never resets the others.
 */
export interface AccessibilitySettings {
  /** Editor font size in px. */
  fontSize: number;
  /** Editor line height, as a multiple of the font size (default 1.6). */
  lineHeight: number;
  highContrast: boolean;
  /** Turns off animations and auto-scrolling, whatever the system says. */
  reducedMotion: boolean;
  /** Monaco's screen-reader mode (accessibilitySupport 'on'). */
  screenReader: boolean;
  /** OpenDyslexic for the editor and the interface. */
  dyslexiaFont: boolean;
  /** Always-visible, thicker focus rings and shortcut hints on buttons. */
  keyboardHints: boolean;
}

export const FONT_SIZE = { min: 10, max: 28, step: 1 } as const;
export const LINE_HEIGHT = { min: 1.2, max: 2.4, step: 0.1 } as const;

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  fontSize: 14,
  lineHeight: 1.6,
  highContrast: false,
  reducedMotion: false,
  screenReader: false,
  dyslexiaFont: false,
  keyboardHints: false,
};

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_ACCESSIBILITY.fontSize;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(value)));
}

export function clampLineHeight(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_ACCESSIBILITY.lineHeight;
  return Math.round(Math.min(LINE_HEIGHT.max, Math.max(LINE_HEIGHT.min, value)) * 10) / 10;
}

const BOOLEAN_FIELDS = [
  'highContrast',
  'reducedMotion',
  'screenReader',
  'dyslexiaFont',
  'keyboardHints',
] as const;

/** A stored value (any JSON) read back as settings. */
export function parseAccessibility(value: unknown): AccessibilitySettings {
  const result: AccessibilitySettings = { ...DEFAULT_ACCESSIBILITY };
  if (typeof value !== 'object' || value === null) return result;
  const v = value as Record<string, unknown>;
  if (typeof v.fontSize === 'number' && Number.isFinite(v.fontSize)) {
    result.fontSize = clampFontSize(v.fontSize);
  }
  if (typeof v.lineHeight === 'number' && Number.isFinite(v.lineHeight)) {
    result.lineHeight = clampLineHeight(v.lineHeight);
  }
  for (const field of BOOLEAN_FIELDS) {
    if (typeof v[field] === 'boolean') result[field] = v[field];
  }
  return result;
}
