/**
 * The Accessibility Center: settings that apply at once and are kept in this browser (font
 * size, line height, high contrast, reduced motion, Monaco's screen-reader mode, the
 * OpenDyslexic font, keyboard hints), and the list of every keyboard shortcut.
 */
import { useId } from 'react';
import { useStore } from 'zustand';
import { FONT_SIZE, LINE_HEIGHT } from '../../core/settings/accessibility';
import { accessibilityStore } from '../../state/accessibility-store';
import { commandRegistry, isMac } from '../../state/commands';
import { useRegistryVersion } from '../../state/registry-hooks';
import { ShortcutTable } from '../../ui/ShortcutTable';
import type { PanelProps } from '../../ui/panel-types';
import './accessibility.css';

type Toggle = 'highContrast' | 'reducedMotion' | 'screenReader' | 'dyslexiaFont' | 'keyboardHints';

const TOGGLES: readonly { field: Toggle; label: string; hint: string }[] = [
  {
    field: 'highContrast',
    label: 'High contrast',
    hint: 'Black and white colours with strong borders, in the editor too.',
  },
  {
    field: 'reducedMotion',
    label: 'Reduce motion',
    hint: 'No animations and no auto-scrolling lists, whatever the system setting.',
  },
  {
    field: 'screenReader',
    label: 'Screen reader mode',
    hint: 'The code editor reads lines and changes aloud with a screen reader.',
  },
  {
    field: 'dyslexiaFont',
    label: 'Dyslexia-friendly font',
    hint: 'OpenDyslexic for the interface and the code.',
  },
  {
    field: 'keyboardHints',
    label: 'Keyboard hints',
    hint: 'A thick outline always shows where the keyboard focus is.',
  },
];

export default function AccessibilityPanel(_props: PanelProps) {
  const settings = useStore(accessibilityStore);
  useRegistryVersion();
  const id = useId();
  return (
    <div className="a11y-panel">
      <section className="panel-section" aria-labelledby={`${id}-text`}>
        <h3 id={`${id}-text`}>Text in the editor</h3>
        <div className="a11y-range">
          <label htmlFor={`${id}-size`}>Font size</label>
          <input
            id={`${id}-size`}
            type="range"
            min={FONT_SIZE.min}
            max={FONT_SIZE.max}
            step={FONT_SIZE.step}
            value={settings.fontSize}
            aria-valuetext={`${settings.fontSize} pixels`}
            onChange={(e) => settings.update({ fontSize: Number(e.target.value) })}
          />
          <output htmlFor={`${id}-size`}>{settings.fontSize} px</output>
        </div>
        <div className="a11y-range">
          <label htmlFor={`${id}-line`}>Line height</label>
          <input
            id={`${id}-line`}
            type="range"
            min={LINE_HEIGHT.min}
            max={LINE_HEIGHT.max}
            step={LINE_HEIGHT.step}
            value={settings.lineHeight}
            aria-valuetext={`${settings.lineHeight.toFixed(1)} times the font size`}
            onChange={(e) => settings.update({ lineHeight: Number(e.target.value) })}
          />
          <output htmlFor={`${id}-line`}>{settings.lineHeight.toFixed(1)}×</output>
        </div>
      </section>
      <section className="panel-section" aria-labelledby={`${id}-display`}>
        <h3 id={`${id}-display`}>Display and input</h3>
        {TOGGLES.map((t) => (
          <div key={t.field} className="a11y-toggle">
            <input
              id={`${id}-${t.field}`}
              type="checkbox"
              role="switch"
              checked={settings[t.field]}
              aria-describedby={`${id}-${t.field}-hint`}
              onChange={(e) => settings.update({ [t.field]: e.target.checked })}
            />
            <label htmlFor={`${id}-${t.field}`}>{t.label}</label>
            <p id={`${id}-${t.field}-hint`} className="panel-muted">
              {t.hint}
            </p>
          </div>
        ))}
        <div className="panel-actions">
          <button type="button" className="btn" onClick={() => settings.reset()}>
            Reset to defaults
          </button>
        </div>
        <p className="panel-muted">These settings are kept in this browser and apply at once.</p>
      </section>
      <section className="panel-section" aria-labelledby={`${id}-keys`}>
        <h3 id={`${id}-keys`}>Keyboard shortcuts</h3>
        <ShortcutTable
          commands={commandRegistry.all()}
          isMac={isMac}
          caption="Every keyboard shortcut of the editor"
        />
      </section>
    </div>
  );
}
