/**
 * One Monaco model per open file, and the shown one. Every other editor add-on learns from
 * these events which file is shown and what happened to its text.
 *
 * - Typing marks the file modified and its buffer dirty; the store pulls the text when it
 *   persists or saves (state/live-buffers.ts), never per keystroke.
 * - A change that reaches the store from elsewhere (another tab) is applied to the model as
 *   an undoable edit.
 * - Models are disposed with their file; a rename recreates the model under the new name so
 *   the language follows the extension.
 * - The model's language is the file's resolved language (core/languages: the user's choice,
 *   the name, a shebang or modeline), resolved again when the user's choice changes.
 */
import type { editor as MonacoEditor, IEvent } from 'monaco-editor';
import type { Monaco } from '../monaco';
import type { FileEntry } from '../../../core/files/file-entry';
import { languageById, plainText } from '../../../core/languages/registry';
import { resolveLanguage, type Detection } from '../../../core/languages/detect';
import { filesStore } from '../../../state/files-store';
import { markBufferDirty, registerLiveBuffer } from '../../../state/live-buffers';
import { readModelText } from '../model-text';
import type { EditorAddon } from './addon';

/** An open file's model and what it was made from. */
export interface OpenFile {
  readonly id: string;
  readonly model: MonacoEditor.ITextModel;
  readonly name: string;
  /** The user's language choice this model was created or last updated with. */
  readonly language: string | undefined;
  readonly detection: Detection;
}

/**
 * 'edit': the user's edit; 'replace': the whole text set at once (setValue); 'outside': a change
 * from elsewhere (another tab) applied as an undoable edit.
 */
export type EditCause = 'edit' | 'replace' | 'outside';

export interface EditorModels extends EditorAddon {
  /** The shown file, if a text file is shown. */
  shown(): OpenFile | undefined;
  get(id: string): OpenFile | undefined;
  all(): readonly OpenFile[];
  /** Shows a file (null or a binary file: nothing). */
  show(id: string | null): void;
  /** Before a file's model goes into the editor (undefined: nothing will be shown). */
  readonly onWillShow: IEvent<OpenFile | undefined>;
  /** After the shown file changed. */
  readonly onDidShow: IEvent<OpenFile | undefined>;
  readonly onDidOpen: IEvent<OpenFile>;
  /** A model's text changed, by typing or from outside. */
  readonly onDidEdit: IEvent<{ file: OpenFile; cause: EditCause }>;
  /** A renamed file's model was recreated; `before` is its old language. */
  readonly onDidRename: IEvent<{ file: OpenFile; before: Detection; shown: boolean }>;
  /** The user's language choice changed a model's language. */
  readonly onDidChangeLanguage: IEvent<OpenFile>;
}

interface Open extends OpenFile {
  name: string;
  language: string | undefined;
  detection: Detection;
  /** The store content this model was last in step with. */
  synced: string;
  viewState: MonacoEditor.ICodeEditorViewState | null;
  dispose(): void;
}

export function monacoIdOf(detection: Detection): string {
  return (languageById(detection.languageId) ?? plainText()).monacoId;
}

/** Starts without a shown file: call `show` once the other add-ons listen. */
export function startModels(monaco: Monaco, editor: MonacoEditor.ICodeEditor): EditorModels {
  const models = new Map<string, Open>();
  let shownId: string | null = null;
  let applyingExternal = false;
  const willShow = new monaco.Emitter<OpenFile | undefined>();
  const didShow = new monaco.Emitter<OpenFile | undefined>();
  const didOpen = new monaco.Emitter<OpenFile>();
  const didEdit = new monaco.Emitter<{ file: OpenFile; cause: EditCause }>();
  const didRename = new monaco.Emitter<{ file: OpenFile; before: Detection; shown: boolean }>();
  const didChangeLanguage = new monaco.Emitter<OpenFile>();

  const uriFor = (entry: FileEntry) =>
    monaco.Uri.from({ scheme: 'file', path: `/${entry.id}/${entry.name}` });

  function open(entry: FileEntry): Open {
    const existing = models.get(entry.id);
    if (existing) return existing;
    const detection = resolveLanguage(entry.name, entry.content, entry.language);
    const model = monaco.editor.createModel(entry.content, monacoIdOf(detection), uriFor(entry));
    model.updateOptions({ tabSize: 2, insertSpaces: true });
    const unregister = registerLiveBuffer(
      entry.id,
      () => {
        const text = readModelText(model);
        file.synced = text;
        return text;
      },
      () => model.getValueLength(),
    );
    const listener = model.onDidChangeContent((event) => {
      if (applyingExternal) return;
      markBufferDirty(entry.id);
      filesStore.getState().setModified(entry.id);
      didEdit.fire({ file, cause: event.isFlush ? 'replace' : 'edit' }); // a flush is setValue
    });
    const file: Open = {
      id: entry.id,
      model,
      name: entry.name,
      language: entry.language,
      detection,
      synced: entry.content,
      viewState: null,
      dispose() {
        unregister();
        listener.dispose();
        model.dispose();
      },
    };
    models.set(entry.id, file);
    didOpen.fire(file);
    return file;
  }

  function close(id: string): void {
    const file = models.get(id);
    if (!file) return;
    if (shownId === id) {
      editor.setModel(null);
      shownId = null;
    }
    file.dispose();
    models.delete(id);
  }

  function applyExternalContent(file: Open, content: string): void {
    applyingExternal = true;
    try {
      file.model.pushEditOperations(
        [],
        [{ range: file.model.getFullModelRange(), text: content }],
        () => null,
      );
    } finally {
      applyingExternal = false;
    }
    file.synced = content;
    didEdit.fire({ file, cause: 'outside' });
  }

  function show(id: string | null): void {
    if (shownId === id) return;
    if (shownId) {
      const previous = models.get(shownId);
      if (previous) previous.viewState = editor.saveViewState();
    }
    const entry = id ? filesStore.getState().entries.find((e) => e.id === id) : undefined;
    // A binary file is shown by its preview (BinaryPreview), never as text.
    if (!entry || entry.type !== 'file' || entry.blob) {
      willShow.fire(undefined);
      editor.setModel(null);
      shownId = null;
      didShow.fire(undefined);
      return;
    }
    const file = open(entry);
    willShow.fire(file);
    editor.setModel(file.model);
    if (file.viewState) editor.restoreViewState(file.viewState);
    shownId = entry.id;
    didShow.fire(file);
  }

  function applyLanguage(file: Open, entry: FileEntry): void {
    file.language = entry.language;
    file.detection = resolveLanguage(entry.name, file.model.getValue(), entry.language);
    monaco.editor.setModelLanguage(file.model, monacoIdOf(file.detection));
    didChangeLanguage.fire(file);
  }

  function sync(entries: readonly FileEntry[]): void {
    // The few open models' entries, found in one pass: no index of the whole list is built, as
    // a file saved in a large tree changes the list too.
    const byId = new Map<string, FileEntry>();
    for (const e of entries) if (models.has(e.id)) byId.set(e.id, e);
    for (const [id, file] of [...models]) {
      const entry = byId.get(id);
      if (!entry || entry.blob) {
        close(id); // gone, or replaced by a binary file: its text must not be written back
      } else if (entry.name !== file.name) {
        // Renamed: recreate the model so its URI and language follow the new name.
        const wasShown = shownId === id;
        const viewState = wasShown ? editor.saveViewState() : file.viewState;
        const text = file.model.getValue();
        const before = file.detection;
        close(id);
        const fresh = open({ ...entry, content: text });
        fresh.synced = entry.content;
        fresh.viewState = viewState;
        if (wasShown) show(id);
        didRename.fire({ file: fresh, before, shown: wasShown });
      } else {
        if (entry.content !== file.synced) applyExternalContent(file, entry.content);
        if (entry.language !== file.language) applyLanguage(file, entry);
      }
    }
  }

  const unsubscribe = filesStore.subscribe((next, prev) => {
    if (next.entries !== prev.entries) sync(next.entries);
    if (next.activeId !== prev.activeId) show(next.activeId);
  });
  const emitters = [willShow, didShow, didOpen, didEdit, didRename, didChangeLanguage];

  return {
    shown: () => (shownId ? models.get(shownId) : undefined),
    get: (id) => models.get(id),
    all: () => [...models.values()],
    show,
    onWillShow: willShow.event,
    onDidShow: didShow.event,
    onDidOpen: didOpen.event,
    onDidEdit: didEdit.event,
    onDidRename: didRename.event,
    onDidChangeLanguage: didChangeLanguage.event,
    dispose() {
      unsubscribe();
      for (const id of [...models.keys()]) close(id);
      emitters.forEach((e) => e.dispose());
    },
  };
}
