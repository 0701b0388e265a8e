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
 * - The model's language is the file's resolved language (core/languages: the user's choice,
 *   the name, a shebang or modeline); the detected bar's suggestions come from the detection
 *   worker for untitled files (after edits settle), pasted code and renames.
 * - The shown model's markers become the Problems list and the status bar's count.
 */
import type { Monaco } from './monaco';
import type { editor as MonacoEditor, IDisposable, IRange } from 'monaco-editor';
import { filesStore } from '../../state/files-store';
import type { FileEntry } from '../../core/files/file-entry';
import { markBufferDirty, registerLiveBuffer } from '../../state/live-buffers';
import { readModelText } from './model-text';
import { workspaceStore } from '../../state/workspace-store';
import { editorStatsStore, EMPTY_STATS } from '../../state/editor-stats-store';
import { countWords, createLineWordCount } from '../../core/text/word-count';
import { runInIdleSlices } from '../../core/scheduling/idle-slices';
import { languageById, plainText } from '../../core/languages/registry';
import {
  MODEL_THRESHOLD,
  nameIsUninformative,
  resolveLanguage,
  worthModelling,
  type Detection,
} from '../../core/languages/detect';
import { languageStore } from '../../state/language-store';
import { runStore } from '../../state/run-store';
import { problemsStore, type Problem } from '../../state/problems-store';
import { detectInWorker } from '../../workers/detection-client';
import { accessibilityStore } from '../../state/accessibility-store';
import { editorPerformanceStore } from '../../state/editor-performance-store';
import { editorService } from '../../state/editor-service';
import { editorPerformanceOptions, lengthOptions } from '../../core/settings/editor-performance';
import { editorBridge, type EditorSelection } from '../../state/editor-bridge';
import { startLanguageServices } from './language-services';
import {
  DEFAULT_ACCESSIBILITY,
  type AccessibilitySettings,
} from '../../core/settings/accessibility';

const MOBILE_QUERY = '(max-width: 767px)';
const STATS_DELAY_MS = 150;
/**
 * Up to this many characters words are counted from the whole text every STATS_DELAY_MS while
 * the user types. In a larger buffer they are counted once typing has paused for
 * WORDS_DELAY_MS, WORDS_LINES_PER_STEP lines at a time in idle moments.
 */
const WORDS_EAGER_MAX_CHARS = 100_000;
const WORDS_DELAY_MS = 1000;
const WORDS_LINES_PER_STEP = 1000;
/** Untitled files are re-detected once typing has paused this long. */
const DETECT_DELAY_MS = 1000;
/**
 * Content detection reads at most this much of a file or a paste, from its start: the model
 * reads 1,500 characters and the rules look for signatures near the top, and a 21 MB paste
 * took 0.1 s to copy out and hand to the detection worker.
 */
const DETECT_MAX_CHARS = 100_000;

/**
 * Whether Monaco's large-file options hold for a model (decided when it was made: above 20 MB).
 * The text model answers it, below the public API.
 */
function tooLargeForTokenization(model: MonacoEditor.ITextModel): boolean {
  const internal = model as MonacoEditor.ITextModel & { isTooLargeForTokenization?: () => boolean };
  return internal.isTooLargeForTokenization?.() ?? false;
}

/** Languages whose code is valid in `active` too, so pasting it there suggests nothing. */
const ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  typescript: ['javascript'],
  tsx: ['javascript', 'typescript', 'jsx'],
  jsx: ['javascript'],
  cpp: ['c'],
  scss: ['css'],
  less: ['css'],
  html: ['css', 'javascript'],
  vue: ['html', 'javascript', 'typescript', 'css'],
  svelte: ['html', 'javascript', 'typescript', 'css'],
  markdown: ['plaintext'],
};

export function isCompatible(activeId: string, detectedId: string): boolean {
  return activeId === detectedId || (ACCEPTS[activeId]?.includes(detectedId) ?? false);
}

interface OpenModel {
  model: MonacoEditor.ITextModel;
  name: string;
  /** The user's language choice this model was created or last updated with. */
  language: string | undefined;
  detection: Detection;
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

const MONO_FONTS = "'JetBrains Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/**
 * The editor's fixed options (font, tab size, minimap…), with the Accessibility Center's settings on top: a font size other
 * than the default wins over the mobile size; line height, screen-reader mode and the
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

/** Monaco's theme for the app theme, in high contrast when that setting is on. */
export function monacoTheme(theme: 'light' | 'dark', highContrast: boolean): string {
  if (highContrast) return theme === 'dark' ? 'hc-black' : 'hc-light';
  return theme === 'dark' ? 'vs-dark' : 'vs';
}

export function createEditorController(monaco: Monaco, host: HTMLElement): EditorController {
  const media = window.matchMedia(MOBILE_QUERY);
  const a11y = () => accessibilityStore.getState();
  const editor = monaco.editor.create(host, {
    ...editorOptions(media.matches, a11y()),
    ...editorPerformanceOptions(editorPerformanceStore.getState(), media.matches),
    model: null,
    theme: monacoTheme(workspaceStore.getState().theme, a11y().highContrast),
  });
  const models = new Map<string, OpenModel>();
  let shownId: string | null = null;
  let statsTimer: ReturnType<typeof setTimeout> | null = null;
  let wordsTimer: ReturnType<typeof setTimeout> | null = null;
  // The shown model's markers are counted when they change, not after every edit: a long file
  // can have thousands.
  let countedMarkers: { uri: string; errors: number; warnings: number } | null = null;
  /** Stops a word count under way in idle time (countWordsOf). */
  let stopWordCount = () => {};
  /** The model whose words the status bar shows (an older count of it, while a new one runs). */
  let countedModel: MonacoEditor.ITextModel | null = null;

  const uriFor = (entry: FileEntry) =>
    monaco.Uri.from({ scheme: 'file', path: `/${entry.id}/${entry.name}` });

  function openModel(entry: FileEntry): OpenModel {
    const existing = models.get(entry.id);
    if (existing) return existing;
    const detection = resolveLanguage(entry.name, entry.content, entry.language);
    const model = monaco.editor.createModel(entry.content, monacoIdOf(detection), uriFor(entry));
    model.updateOptions({ tabSize: 2, insertSpaces: true });
    const open: OpenModel = {
      model,
      name: entry.name,
      language: entry.language,
      detection,
      synced: entry.content,
      viewState: null,
      unregister: registerLiveBuffer(
        entry.id,
        () => {
          const text = readModelText(model);
          open.synced = text;
          return text;
        },
        () => model.getValueLength(),
      ),
      listener: model.onDidChangeContent((event) => {
        if (applyingExternal) return;
        markBufferDirty(entry.id);
        filesStore.getState().setModified(entry.id);
        scheduleStats(event.isFlush ? 'replace' : 'edit'); // a flush is setValue: all new text
        if (shownId === entry.id) scheduleContentDetection();
      }),
    };
    models.set(entry.id, open);
    applyRunMarker(entry.id);
    return open;
  }

  /** The last run's error as a red marker on its line (and so in Problems), owner 'run'. */
  function applyRunMarker(id: string): void {
    const open = models.get(id);
    if (!open) return;
    const marker = runStore.getState().marker;
    if (!marker || marker.fileId !== id) {
      monaco.editor.setModelMarkers(open.model, 'run', []);
      return;
    }
    const line = Math.min(Math.max(1, marker.line), open.model.getLineCount());
    monaco.editor.setModelMarkers(open.model, 'run', [
      {
        severity: monaco.MarkerSeverity.Error,
        message: marker.message,
        source: 'run',
        startLineNumber: line,
        startColumn: open.model.getLineFirstNonWhitespaceColumn(line) || 1,
        endLineNumber: line,
        endColumn: open.model.getLineMaxColumn(line),
      },
    ]);
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
    scheduleStats('replace');
  }

  function show(id: string | null): void {
    if (shownId === id) return;
    countedModel = null; // the status bar's words were another file's
    if (shownId) {
      const previous = models.get(shownId);
      if (previous) previous.viewState = editor.saveViewState();
    }
    const entry = id ? filesStore.getState().entries.find((e) => e.id === id) : undefined;
    // A binary file is shown by its preview (BinaryPreview), never as text.
    if (!entry || entry.type !== 'file' || entry.blob) {
      editor.setModel(null);
      shownId = null;
      editorStatsStore.setState(EMPTY_STATS);
      publishLanguage();
      publishProblems();
      return;
    }
    const open = openModel(entry);
    applyLengthOptions(open.model.getLineCount());
    editor.setModel(open.model);
    if (open.viewState) editor.restoreViewState(open.viewState);
    shownId = entry.id;
    countedMarkers = null;
    updateStats(true);
    publishLanguage();
    publishProblems();
    void detectUntitled(entry.id);
  }

  function monacoIdOf(detection: Detection): string {
    return (languageById(detection.languageId) ?? plainText()).monacoId;
  }

  /** Tells the header badges and the picker which language the open file has. */
  function publishLanguage(): void {
    const open = shownId ? models.get(shownId) : undefined;
    languageStore
      .getState()
      .setActive(open && shownId ? { fileId: shownId, detection: open.detection } : null);
  }

  /** Re-resolves a model's language after a language choice changed. */
  function applyLanguage(id: string, entry: FileEntry): void {
    const open = models.get(id);
    if (!open) return;
    open.language = entry.language;
    open.detection = resolveLanguage(entry.name, open.model.getValue(), entry.language);
    monaco.editor.setModelLanguage(open.model, monacoIdOf(open.detection));
    if (shownId === id) {
      publishLanguage();
      void detectUntitled(id);
    }
  }

  let detectTimer: ReturnType<typeof setTimeout> | null = null;
  let detectRun = 0;
  function scheduleContentDetection(): void {
    if (detectTimer) clearTimeout(detectTimer);
    detectTimer = setTimeout(() => {
      detectTimer = null;
      if (shownId) void detectUntitled(shownId);
    }, DETECT_DELAY_MS);
  }

  /** The text of `range`, up to DETECT_MAX_CHARS of it from its start. */
  function textForDetection(model: MonacoEditor.ITextModel, range: IRange): string {
    const start = model.getOffsetAt({
      lineNumber: range.startLineNumber,
      column: range.startColumn,
    });
    const end = model.getOffsetAt({ lineNumber: range.endLineNumber, column: range.endColumn });
    if (end - start <= DETECT_MAX_CHARS) return model.getValueInRange(range);
    const last = model.getPositionAt(start + DETECT_MAX_CHARS);
    return model.getValueInRange({
      ...range,
      endLineNumber: last.lineNumber,
      endColumn: last.column,
    });
  }

  /**
   * For a file whose name says nothing (untitled.txt) and that has no language chosen: asks
   * the detection worker what its content is, and offers it in the detected bar.
   */
  async function detectUntitled(id: string): Promise<void> {
    const open = models.get(id);
    const entry = filesStore.getState().entries.find((e) => e.id === id);
    if (!open || !entry || entry.language || !nameIsUninformative(entry.name)) return;
    if (open.detection.evidence !== 'file name' && open.detection.evidence !== 'extension') return;
    const text = textForDetection(open.model, open.model.getFullModelRange());
    if (!worthModelling(text)) {
      if (languageStore.getState().suggestion?.reason === 'content') {
        languageStore.getState().clearSuggestion(id);
      }
      return;
    }
    const run = ++detectRun;
    const { detection } = await detectInWorker(text);
    if (run !== detectRun || shownId !== id || !models.has(id)) return; // superseded
    const store = languageStore.getState();
    if (detection && detection.languageId !== open.detection.languageId) {
      store.suggest({ fileId: id, detection, reason: 'content' });
    } else if (store.suggestion?.fileId === id && store.suggestion.reason === 'content') {
      store.clearSuggestion(id);
    }
  }

  /** Pasted code that looks like another language: offered in the detected bar. */
  async function detectPaste(id: string, text: string): Promise<void> {
    if (!worthModelling(text)) return;
    const { detection } = await detectInWorker(text);
    const open = models.get(id);
    if (!detection || !open || shownId !== id) return;
    if (detection.evidence === 'model' && detection.confidence < MODEL_THRESHOLD) return;
    if (isCompatible(open.detection.languageId, detection.languageId)) return;
    languageStore.getState().suggest({ fileId: id, detection, reason: 'paste' });
  }

  function publishProblems(): void {
    const open = shownId ? models.get(shownId) : undefined;
    if (!open || !shownId) {
      problemsStore.getState().setProblems(null, []);
      return;
    }
    const problems: Problem[] = monaco.editor
      .getModelMarkers({ resource: open.model.uri })
      .map((m) => ({
        severity:
          m.severity === monaco.MarkerSeverity.Error
            ? 'error'
            : m.severity === monaco.MarkerSeverity.Warning
              ? 'warning'
              : 'info',
        message: m.message,
        line: m.startLineNumber,
        column: m.startColumn,
        source: m.source ?? m.owner,
      }));
    problemsStore.getState().setProblems(shownId, problems);
  }

  function syncModels(entries: FileEntry[]): void {
    // The few open models' entries, found in one pass: no index of the whole list is built, as
    // a file saved in a 5,000-file tree changes the list too.
    const byId = new Map<string, FileEntry>();
    for (const e of entries) if (models.has(e.id)) byId.set(e.id, e);
    for (const [id, open] of [...models]) {
      const entry = byId.get(id);
      if (!entry || entry.blob) {
        closeModel(id); // gone, or replaced by a binary file: its text must not be written back
      } else if (entry.name !== open.name) {
        // Renamed: recreate the model so its URI and language follow the new name.
        const wasShown = shownId === id;
        const viewState = wasShown ? editor.saveViewState() : open.viewState;
        const text = open.model.getValue();
        const before = open.detection.languageId;
        closeModel(id);
        const fresh = openModel({ ...entry, content: text });
        fresh.synced = entry.content;
        fresh.viewState = viewState;
        if (wasShown) show(id);
        languageStore.getState().clearSuggestion(id);
        if (wasShown && fresh.detection.languageId !== before && !nameIsUninformative(entry.name)) {
          languageStore
            .getState()
            .suggest({ fileId: id, detection: fresh.detection, reason: 'rename' });
        }
      } else {
        if (entry.content !== open.synced) applyExternalContent(open, entry.content);
        if (entry.language !== open.language) applyLanguage(id, entry);
      }
    }
  }

  /**
   * Sticky scroll's source and folding's region limit for the shown model's line count
   * (core/settings/editor-performance.ts). Set only when they change: a new folding limit makes
   * Monaco compute the folding regions again.
   */
  function applyLengthOptions(lines: number): void {
    const next = lengthOptions(lines);
    const { EditorOption } = monaco.editor;
    if (
      editor.getOption(EditorOption.stickyScroll).defaultModel !== next.stickyScroll.defaultModel ||
      editor.getOption(EditorOption.foldingMaximumRegions) !== next.foldingMaximumRegions
    ) {
      editor.updateOptions(next);
    }
  }

  /** Lines, characters and markers cost nothing to read; words are counted when `words`. */
  function updateStats(words: boolean): void {
    const open = shownId ? models.get(shownId) : undefined;
    if (!open) return;
    applyLengthOptions(open.model.getLineCount());
    const uri = open.model.uri.toString();
    if (countedMarkers?.uri !== uri) {
      const markers = monaco.editor.getModelMarkers({ resource: open.model.uri });
      countedMarkers = {
        uri,
        errors: markers.filter((m) => m.severity === monaco.MarkerSeverity.Error).length,
        warnings: markers.filter((m) => m.severity === monaco.MarkerSeverity.Warning).length,
      };
    }
    editorStatsStore.setState({
      lines: open.model.getLineCount(),
      characters: open.model.getValueLength(),
      errors: countedMarkers.errors,
      warnings: countedMarkers.warnings,
      wholeFileFeaturesOff: tooLargeForTokenization(open.model),
    });
    if (words) countWordsOf(open.model);
  }

  /**
   * A small buffer's words are counted at once. A large one is counted line by line in idle
   * moments (core/text/word-count.ts): copying 20 MB into one string and matching it took
   * 0.7 s in one task. A count that an edit or another file overtakes stops; the edit counts
   * again once typing pauses. Until a file's first count is done the status bar says so.
   */
  function countWordsOf(model: MonacoEditor.ITextModel): void {
    stopWordCount();
    if (model.getValueLength() <= WORDS_EAGER_MAX_CHARS) {
      countedModel = model;
      editorStatsStore.setState({ words: countWords(model.getValue()) });
      return;
    }
    if (countedModel !== model) editorStatsStore.setState({ words: null });
    const version = model.getVersionId();
    const count = createLineWordCount(model.getLineCount(), (n) => model.getLineContent(n));
    stopWordCount = runInIdleSlices(() => {
      if (editor.getModel() !== model || model.getVersionId() !== version) return true;
      const words = count.step(WORDS_LINES_PER_STEP);
      if (words === null) return false;
      countedModel = model;
      editorStatsStore.setState({ words });
      return true;
    });
  }

  /**
   * After an edit (the default), the whole text replaced ('replace': every figure at once), or
   * new markers ('markers': the words are as they were).
   */
  function scheduleStats(cause: 'edit' | 'replace' | 'markers' = 'edit'): void {
    const open = shownId ? models.get(shownId) : undefined;
    const eager =
      cause === 'replace' || !open || open.model.getValueLength() <= WORDS_EAGER_MAX_CHARS;
    if (!eager && cause === 'edit') {
      if (wordsTimer) clearTimeout(wordsTimer);
      wordsTimer = setTimeout(() => {
        wordsTimer = null;
        updateStats(true);
      }, WORDS_DELAY_MS);
    }
    if (statsTimer) return;
    statsTimer = setTimeout(() => {
      statsTimer = null;
      updateStats(eager);
    }, STATS_DELAY_MS);
  }

  // The Performance Optimizer's settings (minimap, word wrap, large-file mode) go on top.
  const applyResponsive = () =>
    editor.updateOptions({
      ...editorOptions(media.matches, a11y()),
      ...editorPerformanceOptions(editorPerformanceStore.getState(), media.matches),
    });
  media.addEventListener('change', applyResponsive);

  const disposers: (() => void)[] = [
    () => media.removeEventListener('change', applyResponsive),
    filesStore.subscribe((next, prev) => {
      if (next.entries !== prev.entries) syncModels(next.entries);
      if (next.activeId !== prev.activeId) show(next.activeId);
    }),
    workspaceStore.subscribe((next, prev) => {
      if (next.theme !== prev.theme) {
        monaco.editor.setTheme(monacoTheme(next.theme, a11y().highContrast));
      }
      if (next.editorFocusRequest !== prev.editorFocusRequest) editor.focus();
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
  const markerListener = monaco.editor.onDidChangeMarkers((uris) => {
    const open = shownId ? models.get(shownId) : undefined;
    if (open && uris.some((u) => u.toString() === open.model.uri.toString())) {
      countedMarkers = null;
      scheduleStats('markers');
      publishProblems();
    }
  });
  // The selection, for the AI drawer and the suggestion popup (debounced: not per keystroke).
  let selectionTimer: ReturnType<typeof setTimeout> | null = null;
  const currentSelection = (): EditorSelection | null => {
    const model = editor.getModel();
    const selection = editor.getSelection();
    if (!model || !selection || !shownId) return null;
    return {
      fileId: shownId,
      text: model.getValueInRange(selection),
      startLine: selection.startLineNumber,
      endLine: selection.endLineNumber,
      startOffset: model.getOffsetAt(selection.getStartPosition()),
      endOffset: model.getOffsetAt(selection.getEndPosition()),
    };
  };
  const selectionListener = editor.onDidChangeCursorSelection(() => {
    if (selectionTimer) clearTimeout(selectionTimer);
    selectionTimer = setTimeout(() => {
      selectionTimer = null;
      editorBridge.getState().setSelection(currentSelection());
    }, 150);
  });
  /** Replaces `at` of the shown file: one undoable step, kept apart from the user's typing. */
  const editShown = (fileId: string, at: 'cursor' | 'file', text: string) => {
    const model = editor.getModel();
    if (!model || fileId !== shownId) return;
    const range =
      at === 'file'
        ? model.getFullModelRange()
        : (editor.getSelection() ?? model.getFullModelRange());
    editor.pushUndoStop();
    editor.executeEdits('ai', [{ range, text, forceMoveMarkers: true }]);
    editor.pushUndoStop();
    editor.focus();
  };
  disposers.push(
    editorService.attach({
      insertAtCursor: (fileId, text) => editShown(fileId, 'cursor', text),
      replaceFile: (fileId, text) => editShown(fileId, 'file', text),
      revealLine(line, column) {
        editor.setPosition({ lineNumber: line, column });
        editor.revealLineInCenter(line);
        editor.focus();
      },
      // A command that acts on the selection at once (Run Selection) reads it, not debounced.
      readSelection: () => (editor.getSelection()?.isEmpty() === false ? currentSelection() : null),
      openModels: () =>
        monaco.editor.getModels().map((model) => ({
          name: model.uri.path.split('/').pop() ?? model.uri.toString(),
          lines: model.getLineCount(),
          characters: model.getValueLength(),
          shown: model === editor.getModel(),
        })),
    }),
  );
  // Someone working in the editor wants its language service (hover, completion, problems).
  const focusListener = editor.onDidFocusEditorText(startLanguageServices);
  const pasteListener = editor.onDidPaste((event) => {
    const model = editor.getModel();
    if (!model || !shownId) return;
    void detectPaste(shownId, textForDetection(model, event.range));
  });
  disposers.push(
    runStore.subscribe((next, prev) => {
      if (next.marker === prev.marker) return;
      for (const id of models.keys()) applyRunMarker(id);
    }),
  );

  show(filesStore.getState().activeId);
  // A focus request made while Monaco was still loading (e.g. 'Create First File').
  if (workspaceStore.getState().editorFocusRequest > 0 && shownId) editor.focus();

  return {
    editor,
    dispose() {
      if (statsTimer) clearTimeout(statsTimer);
      if (wordsTimer) clearTimeout(wordsTimer);
      stopWordCount();
      if (detectTimer) clearTimeout(detectTimer);
      disposers.forEach((d) => d());
      markerListener.dispose();
      pasteListener.dispose();
      focusListener.dispose();
      selectionListener.dispose();
      if (selectionTimer) clearTimeout(selectionTimer);
      editorBridge.getState().setSelection(null);
      languageStore.getState().setActive(null);
      problemsStore.getState().setProblems(null, []);
      for (const id of [...models.keys()]) closeModel(id);
      editor.dispose();
    },
  };
}
