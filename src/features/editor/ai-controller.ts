/**
 * The editor's AI, beside the editor controller: it starts one add-on per concern
 * (./addons) and wires the switches and the language to them. Every AI call goes to the app's
 * one AI worker (`aiEngine()`), so nothing heavy runs on the main thread.
 *
 * - Ghost text (./addons/ghost-text.ts) and the engine's items in Monaco's suggestion list,
 *   marked '✦ AI' (./addons/ai-suggest.ts).
 * - The code-quality bar (./addons/quality.ts) and the engine's diagnoses as squiggles and
 *   Problems (./addons/diagnosis-markers.ts).
 * - The suggestion popup: Optimize and corrections of the selection (./addons/suggestions.ts).
 * - Auto-fix and monitoring (./addons/auto-fix.ts).
 * - Failures are logged and show nothing, except a configured provider that keeps failing,
 *   which is said once (./addons/provider-notice.ts).
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from './monaco';
import { aiSettingsStore } from '../../state/ai-settings-store';
import { editorAiStore } from '../../state/editor-ai-store';
import { editorService, type EditorAiPort } from '../../state/editor-service';
import { filesStore } from '../../state/files-store';
import { languageStore } from '../../state/language-store';
import { languageById } from '../../core/languages/registry';
import { registerEngineSuggestions } from './addons/ai-suggest';
import { startDiagnosisMarkers } from './addons/diagnosis-markers';
import { windowAround, type AiAddonDeps } from './addons/addon';
import { createProviderNotice } from './addons/provider-notice';
import { startGhostText } from './addons/ghost-text';
import { startQualityBar } from './addons/quality';
import { startSuggestions } from './addons/suggestions';
import { startAutoFix } from './addons/auto-fix';

export interface AiController extends EditorAiPort {
  dispose(): void;
}

export function createAiController(
  monaco: Monaco,
  editor: MonacoEditor.IStandaloneCodeEditor,
): AiController {
  const settings = () => aiSettingsStore.getState();
  const fileId = () => filesStore.getState().activeId;
  const deps: AiAddonDeps = {
    enabled: () => settings().aiEnabled,
    language: () =>
      languageById(languageStore.getState().active?.detection.languageId)?.name ?? 'Plain Text',
    noteProvider: createProviderNotice(),
  };

  const ghostText = startGhostText(monaco, editor, deps);
  const engineSuggestions = registerEngineSuggestions(monaco, editor, {
    ...deps,
    windowAround: (model, position) => windowAround(monaco, model, position),
  });
  const diagnoses = startDiagnosisMarkers(monaco, editor, {
    ...deps,
    hintsFirst: () => settings().hintsFirst,
  });
  const quality = startQualityBar(editor, { ...deps, fileId });
  const suggestions = startSuggestions(monaco, editor, {
    ...deps,
    fileId,
    autoCorrect: () => settings().autoCorrect,
  });
  const autoFix = startAutoFix(editor, {
    ...deps,
    fileId,
    fileName: (id) => filesStore.getState().entries.find((e) => e.id === id)?.name ?? '',
    languageId: () => languageStore.getState().active?.detection.languageId ?? 'plaintext',
    autoFixEnabled: () => settings().autoFixEnabled,
    monitoring: () => settings().monitoring,
  });

  const unsubscribers = [
    aiSettingsStore.subscribe((next, prev) => {
      const store = editorAiStore.getState();
      if (next.aiEnabled !== prev.aiEnabled) {
        if (!next.aiEnabled && store.popup?.kind === 'optimization') store.setPopup(null);
        quality.schedule(0);
        diagnoses.refresh();
      } else if (next.hintsFirst !== prev.hintsFirst) diagnoses.refresh();
      if (!next.autoCorrect && store.popup?.kind === 'correction') store.setPopup(null);
      autoFix.syncMonitoring();
    }),
    languageStore.subscribe((next, prev) => {
      if (next.active?.detection.languageId !== prev.active?.detection.languageId) {
        quality.schedule(0);
        diagnoses.refresh();
      }
    }),
  ];

  // Commands and buttons reach these actions through the editor service (./ai-actions.ts).
  const actions: EditorAiPort = {
    optimize: () => suggestions.optimize(),
    autoFix: () => autoFix.run(),
    triggerCompletion: () => ghostText.trigger(),
  };
  unsubscribers.push(editorService.attachAi(actions));

  return {
    ...actions,
    dispose() {
      unsubscribers.forEach((u) => u());
      for (const addon of [ghostText, engineSuggestions, diagnoses, quality, suggestions, autoFix])
        addon.dispose();
      editorAiStore.setState({ quality: null, popup: null, optimizing: false, fixing: false });
    },
  };
}
