/**
 * The editor's look: its fixed options (font, tab size, minimap…) with the Accessibility
 * Center's settings and the Performance Optimizer's on top, for the screen's width; the theme
 * follows the app theme and high contrast. Applied again whenever one of them changes.
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { accessibilityStore } from '../../../state/accessibility-store';
import { editorPerformanceStore } from '../../../state/editor-performance-store';
import { workspaceStore } from '../../../state/workspace-store';
import { editorPerformanceOptions } from '../../../core/settings/editor-performance';
import {
  DEFAULT_ACCESSIBILITY,
  type AccessibilitySettings,
} from '../../../core/settings/accessibility';
import type { EditorAddon } from './addon';
import { monacoTheme } from '../themes';

const MOBILE_QUERY = '(max-width: 767px)';
const MONO_FONTS = "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/**
 * The editor's fixed options, with the Accessibility Center's settings on top: a font size
 * other than the default wins over the mobile size; line height, screen-reader mode and the
 * dyslexia-friendly font apply as chosen.
 */
export function editorOptions(
  mobile: boolean,
  a11y: AccessibilitySettings = DEFAULT_ACCESSIBILITY,
): MonacoEditor.IStandaloneEditorConstructionOptions {
  const customSize = a11y.fontSize !== DEFAULT_ACCESSIBILITY.fontSize;
  return {
    fontSize: customSize ? a11y.fontSize : mobile ? 12 : 14,
    lineHeight: a11y.lineHeight, // below 8, Monaco reads it as a multiple of the font size
    fontFamily: a11y.dyslexiaFont ? `'OpenDyslexic', ${MONO_FONTS}` : MONO_FONTS,
    accessibilitySupport: a11y.screenReader ? 'on' : 'auto',
    wordWrap: 'on',
    minimap: { enabled: !mobile },
    automaticLayout: true,
    scrollBeyondLastLine: false,
    tabSize: 2,
    insertSpaces: true,
    detectIndentation: false,
    fixedOverflowWidgets: true,
    ariaLabel: 'Code editor',
  };
}

/** The options and theme to create the editor with, as the settings are now. */
export function initialAppearance(): MonacoEditor.IStandaloneEditorConstructionOptions {
  const mobile = window.matchMedia(MOBILE_QUERY).matches;
  const a11y = accessibilityStore.getState();
  return {
    ...editorOptions(mobile, a11y),
    ...editorPerformanceOptions(editorPerformanceStore.getState(), mobile),
    theme: monacoTheme(workspaceStore.getState().theme, a11y.highContrast),
  };
}

export function startAppearance(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
): EditorAddon {
  const media = window.matchMedia(MOBILE_QUERY);
  const a11y = () => accessibilityStore.getState();
  // The Performance Optimizer's settings (minimap, word wrap, large-file mode) go on top.
  const applyResponsive = () =>
    editor.updateOptions({
      ...editorOptions(media.matches, a11y()),
      ...editorPerformanceOptions(editorPerformanceStore.getState(), media.matches),
    });
  media.addEventListener('change', applyResponsive);
  const unsubscribers = [
    () => media.removeEventListener('change', applyResponsive),
    workspaceStore.subscribe((next, prev) => {
      if (next.theme !== prev.theme) {
        monaco.editor.setTheme(monacoTheme(next.theme, a11y().highContrast));
      }
    }),
    editorPerformanceStore.subscribe(applyResponsive),
    accessibilityStore.subscribe((next, prev) => {
      applyResponsive();
      if (next.highContrast !== prev.highContrast) {
        monaco.editor.setTheme(monacoTheme(workspaceStore.getState().theme, next.highContrast));
      }
      // The dyslexia font arrives after the option: measure again once it has loaded.
      if (next.dyslexiaFont && !prev.dyslexiaFont) {
        void document.fonts?.load("16px 'OpenDyslexic'").then(() => monaco.editor.remeasureFonts());
      }
    }),
  ];
  return { dispose: () => unsubscribers.forEach((u) => u()) };
}
