/**
 * The one Monaco editor instance and one model per open file (STYLE.md, Monaco specifics).
 * React does not drive Monaco: this controller listens to the stores and to Monaco's events.
 *
 * - Typing marks the file modified and its buffer dirty; the store pulls the text when it
 *   persists or saves (state/live-buffers.ts), never per keystroke.
 * - A change that reaches the store from elsewhere (another tab) is applied to the model as
 *   an undoable edit.
 * - Models are disposed with their file; a rename recreates the model under the new name so
 *   the language follows the extension.
 */
import type { Monaco } from './monaco';
import type { editor as MonacoEditor, IDisposable } from 'monaco-editor';
import { filesStore } from '../../state/files-store';
import type { FileEntry } from '../../core/files/file-entry';
import { markBufferDirty, registerLiveBuffer } from '../../state/live-buffers';
import { workspaceStore } from '../../state/workspace-store';
import { countWords, editorStatsStore, EMPTY_STATS } from '../../state/editor-stats-store';
import { languageForName } from './language';

const MOBILE_QUERY = '(max-width: 767px)';
const STATS_DELAY_MS = 150;

interface OpenModel {
  model: MonacoEditor.ITextModel;
  name: string;
  /** The store content this model was last in step with. */
  synced: string;
  viewState: MonacoEditor.ICodeEditorViewState | null;
  unregister: () => void;
  listener: IDisposable;
}

export interface EditorController {
  editor: MonacoEditor.IStandaloneCodeEditor;
  dispose(): void;
}

export function editorOptions(mobile: boolean): MonacoEditor.IStandaloneEditorConstructionOptions {
  return {
    fontSize: mobile ? 12 : 14,
    lineHeight: 1.6, // below 8, Monaco reads it as a multiple of the font size
    fontFamily: "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
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

export function createEditorController(monaco: Monaco, host: HTMLElement): EditorController {
  const media = window.matchMedia(MOBILE_QUERY);
  const editor = monaco.editor.create(host, {
    ...editorOptions(media.matches),
    model: null,
    theme: workspaceStore.getState().theme === 'dark' ? 'vs-dark' : 'vs',
  });
  const models = new Map<string, OpenModel>();
  let shownId: string | null = null;
  let statsTimer: ReturnType<typeof setTimeout> | null = null;

  const uriFor = (entry: FileEntry) =>
    monaco.Uri.from({ scheme: 'file', path: `/${entry.id}/${entry.name}` });

  function openModel(entry: FileEntry): OpenModel {
    const existing = models.get(entry.id);
    if (existing) return existing;
    const model = monaco.editor.createModel(
      entry.content,
      languageForName(monaco, entry.name),
      uriFor(entry),
    );
    model.updateOptions({ tabSize: 2, insertSpaces: true });
    const open: OpenModel = {
      model,
      name: entry.name,
      synced: entry.content,
      viewState: null,
      unregister: registerLiveBuffer(entry.id, () => {
        const text = model.getValue();
        open.synced = text;
        return text;
      }),
      listener: model.onDidChangeContent((event) => {
        if (applyingExternal) return;
        markBufferDirty(entry.id);
        filesStore.getState().setModified(entry.id);
        if (!event.isFlush) scheduleStats();
      }),
    };
    models.set(entry.id, open);
    return open;
  }

  function closeModel(id: string): void {
    const open = models.get(id);
    if (!open) return;
    if (shownId === id) {
      editor.setModel(null);
      shownId = null;
    }
    open.unregister();
    open.listener.dispose();
    open.model.dispose();
    models.delete(id);
  }

  let applyingExternal = false;
  function applyExternalContent(open: OpenModel, content: string): void {
    applyingExternal = true;
    try {
      open.model.pushEditOperations(
        [],
        [{ range: open.model.getFullModelRange(), text: content }],
        () => null,
      );
    } finally {
      applyingExternal = false;
    }
    open.synced = content;
    scheduleStats();
  }

  function show(id: string | null): void {
    if (shownId === id) return;
    if (shownId) {
      const previous = models.get(shownId);
      if (previous) previous.viewState = editor.saveViewState();
    }
    const entry = id ? filesStore.getState().entries.find((e) => e.id === id) : undefined;
    if (!entry || entry.type !== 'file') {
      editor.setModel(null);
      shownId = null;
      editorStatsStore.setState(EMPTY_STATS);
      return;
    }
    const open = openModel(entry);
    editor.setModel(open.model);
    if (open.viewState) editor.restoreViewState(open.viewState);
    shownId = entry.id;
    updateStats();
  }

  function syncModels(entries: FileEntry[]): void {
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const [id, open] of [...models]) {
      const entry = byId.get(id);
      if (!entry) {
        closeModel(id);
      } else if (entry.name !== open.name) {
        // Renamed: recreate the model so its URI and language follow the new name.
        const wasShown = shownId === id;
        const viewState = wasShown ? editor.saveViewState() : open.viewState;
        const text = open.model.getValue();
        closeModel(id);
        const fresh = openModel({ ...entry, content: text });
        fresh.synced = entry.content;
        fresh.viewState = viewState;
        if (wasShown) show(id);
      } else if (entry.content !== open.synced) {
        applyExternalContent(open, entry.content);
      }
    }
  }

  function updateStats(): void {
    const open = shownId ? models.get(shownId) : undefined;
    if (!open) return;
    const markers = monaco.editor.getModelMarkers({ resource: open.model.uri });
    editorStatsStore.setState({
      lines: open.model.getLineCount(),
      characters: open.model.getValueLength(),
      words: countWords(open.model.getValue()),
      errors: markers.filter((m) => m.severity === monaco.MarkerSeverity.Error).length,
      warnings: markers.filter((m) => m.severity === monaco.MarkerSeverity.Warning).length,
    });
  }

  function scheduleStats(): void {
    if (statsTimer) return;
    statsTimer = setTimeout(() => {
      statsTimer = null;
      updateStats();
    }, STATS_DELAY_MS);
  }

  const applyResponsive = () => editor.updateOptions(editorOptions(media.matches));
  media.addEventListener('change', applyResponsive);

  const disposers: (() => void)[] = [
    () => media.removeEventListener('change', applyResponsive),
    filesStore.subscribe((next, prev) => {
      if (next.entries !== prev.entries) syncModels(next.entries);
      if (next.activeId !== prev.activeId) show(next.activeId);
    }),
    workspaceStore.subscribe((next, prev) => {
      if (next.theme !== prev.theme)
        monaco.editor.setTheme(next.theme === 'dark' ? 'vs-dark' : 'vs');
      if (next.editorFocusRequest !== prev.editorFocusRequest) editor.focus();
    }),
  ];
  const markerListener = monaco.editor.onDidChangeMarkers((uris) => {
    const open = shownId ? models.get(shownId) : undefined;
    if (open && uris.some((u) => u.toString() === open.model.uri.toString())) scheduleStats();
  });

  show(filesStore.getState().activeId);
  // A focus request made while Monaco was still loading (e.g. 'Create First File').
  if (workspaceStore.getState().editorFocusRequest > 0 && shownId) editor.focus();

  return {
    editor,
    dispose() {
      if (statsTimer) clearTimeout(statsTimer);
      disposers.forEach((d) => d());
      markerListener.dispose();
      for (const id of [...models.keys()]) closeModel(id);
      editor.dispose();
    },
  };
}
