/**
 * The one Monaco editor instance (STYLE.md, Monaco specifics). React does not drive Monaco:
 * this controller creates the editor and starts its add-ons (./addons), each one concern that
 * listens to the stores and to Monaco's events and ends it all in `dispose()`. The models
 * add-on shows the active file once the others listen; they are disposed in reverse order.
 */
import type { Monaco } from './monaco';
import type { editor as MonacoEditor } from 'monaco-editor';
import { filesStore } from '../../state/files-store';
import type { EditorAddon } from './addons/addon';
import { initialAppearance, startAppearance } from './addons/appearance';
import { startModels } from './addons/models';
import { startStats } from './addons/stats';
import { startMarkers } from './addons/markers';
import { startLanguage } from './addons/language';
import { startSelection } from './addons/selection';
import { startServicePort } from './addons/service';
import { startFocus } from './addons/focus';
import { startDebug } from './addons/debug';
import { startRunFindings } from './addons/run-findings';
import { startQuickFixes } from './addons/quick-fixes';

export interface EditorController {
  editor: MonacoEditor.IStandaloneCodeEditor;
  dispose(): void;
}

export function createEditorController(monaco: Monaco, host: HTMLElement): EditorController {
  const editor = monaco.editor.create(host, { ...initialAppearance(), model: null });
  const models = startModels(monaco, editor);
  const addons: EditorAddon[] = [
    models,
    startAppearance(monaco, editor),
    startStats(monaco, editor, models),
    startMarkers(monaco, models),
    startLanguage(editor, models),
    startSelection(editor, models),
    startServicePort(monaco, editor, models),
    startDebug(monaco, editor, models),
    startRunFindings(monaco, models),
    startQuickFixes(monaco, editor, models),
  ];
  models.show(filesStore.getState().activeId);
  addons.push(startFocus(editor, models));

  return {
    editor,
    dispose() {
      for (const addon of addons.reverse()) addon.dispose();
      editor.dispose();
    },
  };
}
