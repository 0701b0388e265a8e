/**
 * The light bulb's quick fixes (Ctrl/⌘+. or a click on the bulb): on a line the last run's error
 * marks, the fix its explanation names (state/run-error-fix.ts); on a line the built-in engine
 * or a recorded run marks, the finding's own edit, offered only for the text it was found in.
 * Each is one undo step.
 */
import type { editor as MonacoEditor, IRange, languages } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { editTitle, plainTitle, type Edit } from '../../../core/ai/edits';
import { splitAdvice } from '../../../core/ai/hints';
import { hintsStore } from '../../../state/hints-store';
import { runErrorFix } from '../../../state/run-error-fix';
import { DIAGNOSIS_OWNER } from './diagnosis-markers';
import { RUN_FINDINGS_OWNER, runFindingsKey } from './run-findings';
import type { EditorModels, OpenFile } from './models';
import type { EditorAddon } from './addon';

/** A marker's line of `file` and the fix of it, if the engine's finding there has an edit. */
function findingFix(file: OpenFile, marker: MonacoEditor.IMarker): Edit | undefined {
  const key = marker.owner === DIAGNOSIS_OWNER ? file.model.uri.toString() : runFindingsKey(file);
  const found = hintsStore.getState().findings.get(key);
  // The edit was made for that text: once the file changed, the next check offers a new one.
  if (!found || found.code !== file.model.getValue()) return undefined;
  return found.findings.find(
    (d) =>
      d.edit &&
      d.line === marker.startLineNumber &&
      (d.message === marker.message || splitAdvice(d.message).problem === marker.message),
  )?.edit;
}

export function startQuickFixes(
  monaco: Monaco,
  editor: MonacoEditor.ICodeEditor,
  models: EditorModels,
): EditorAddon {
  const action = (
    model: MonacoEditor.ITextModel,
    marker: MonacoEditor.IMarker,
    title: string,
    edit: Edit,
  ): languages.CodeAction => ({
    // The menu shows plain text: the names in quotes, as VS Code's fixes do.
    title: plainTitle(title),
    kind: 'quickfix',
    isPreferred: true,
    diagnostics: [marker],
    edit: {
      edits: [
        {
          resource: model.uri,
          versionId: model.getVersionId(),
          textEdit: {
            range: new monaco.Range(edit.line, edit.column, edit.endLine, edit.endColumn),
            text: edit.text,
          },
        },
      ],
    },
  });

  // Ctrl/⌘+. opens the fixes, as in VS Code: Monaco binds it, but its key dispatch never sees
  // that key here (the editor's own key event does).
  const key = editor.onKeyDown((event) => {
    const { ctrlKey, metaKey, shiftKey, altKey, keyCode } = event;
    if (keyCode !== monaco.KeyCode.Period || shiftKey || altKey || !(ctrlKey || metaKey)) return;
    event.preventDefault();
    // After the key's own handling, which closes a menu opened during it.
    setTimeout(() => editor.trigger('quick-fix-key', 'editor.action.quickFix', {}), 0);
  });
  const provider = monaco.languages.registerCodeActionProvider('*', {
    provideCodeActions(model, range: IRange) {
      const file = models.all().find((f) => f.model === model);
      const actions: languages.CodeAction[] = [];
      if (file) {
        const markers = monaco.editor
          .getModelMarkers({ resource: model.uri })
          .filter(
            (m) =>
              m.startLineNumber <= range.endLineNumber && m.endLineNumber >= range.startLineNumber,
          );
        const titles = new Set<string>();
        for (const marker of markers) {
          let fix: { title: string; edit: Edit } | null = null;
          if (marker.owner === 'run') {
            fix = runErrorFix(file.id);
          } else if (marker.owner === DIAGNOSIS_OWNER || marker.owner === RUN_FINDINGS_OWNER) {
            const edit = findingFix(file, marker);
            if (edit) fix = { title: editTitle(model.getValue(), edit), edit };
          }
          if (!fix || titles.has(fix.title)) continue;
          titles.add(fix.title);
          actions.push(action(model, marker, fix.title, fix.edit));
        }
      }
      return { actions, dispose() {} };
    },
  });
  return {
    dispose() {
      key.dispose();
      provider.dispose();
    },
  };
}
