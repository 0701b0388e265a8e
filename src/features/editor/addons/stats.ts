/**
 * The status bar's figures for the shown file (lines, characters, words, whether Monaco's
 * large-file options hold), and the editor's options that follow its length. Figures are
 * updated STATS_DELAY_MS after an edit, not per keystroke; the error and warning counts are
 * the markers add-on's (./markers.ts).
 */
import type { editor as MonacoEditor } from 'monaco-editor';
import type { Monaco } from '../monaco';
import { editorStatsStore, EMPTY_STATS } from '../../../state/editor-stats-store';
import { countWords, createLineWordCount } from '../../../core/text/word-count';
import { runInIdleSlices } from '../../../core/scheduling/idle-slices';
import { lengthOptions } from '../../../core/settings/editor-performance';
import type { EditCause, EditorModels } from './models';
import type { EditorAddon } from './addon';

export const STATS_DELAY_MS = 150;
/**
 * Up to this many characters words are counted from the whole text every STATS_DELAY_MS while
 * the user types. In a larger buffer they are counted once typing has paused for
 * WORDS_DELAY_MS, WORDS_LINES_PER_STEP lines at a time in idle moments.
 */
export const WORDS_EAGER_MAX_CHARS = 100_000;
export const WORDS_DELAY_MS = 1000;
const WORDS_LINES_PER_STEP = 1000;

/**
 * Whether Monaco's large-file options hold for a model (decided when it was made: above 20 MB).
 * The text model answers it, below the public API.
 */
function tooLargeForTokenization(model: MonacoEditor.ITextModel): boolean {
  const internal = model as MonacoEditor.ITextModel & { isTooLargeForTokenization?: () => boolean };
  return internal.isTooLargeForTokenization?.() ?? false;
}

export function startStats(
  monaco: Monaco,
  editor: MonacoEditor.ICodeEditor,
  models: EditorModels,
): EditorAddon {
  let statsTimer: ReturnType<typeof setTimeout> | null = null;
  let wordsTimer: ReturnType<typeof setTimeout> | null = null;
  /** Stops a word count under way in idle time (countWordsOf). */
  let stopWordCount = () => {};
  /** The model whose words the status bar shows (an older count of it, while a new one runs). */
  let countedModel: MonacoEditor.ITextModel | null = null;

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

  /** Lines and characters cost nothing to read; words are counted when `words`. */
  function update(words: boolean): void {
    const model = models.shown()?.model;
    if (!model) return;
    applyLengthOptions(model.getLineCount());
    editorStatsStore.setState({
      lines: model.getLineCount(),
      characters: model.getValueLength(),
      wholeFileFeaturesOff: tooLargeForTokenization(model),
    });
    if (words) countWordsOf(model);
  }

  /**
   * A small buffer's words are counted at once. A large one is counted line by line in idle
   * moments (core/text/word-count.ts), as copying a large buffer into one string blocks the
   * page. A count that an edit or another file overtakes stops; the edit counts again once
   * typing pauses. Until a file's first count is done the status bar says so.
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

  /** After an edit; when the whole text is new, every figure at once. */
  function schedule(cause: EditCause): void {
    const model = models.shown()?.model;
    const eager = cause !== 'edit' || !model || model.getValueLength() <= WORDS_EAGER_MAX_CHARS;
    if (!eager) {
      if (wordsTimer) clearTimeout(wordsTimer);
      wordsTimer = setTimeout(() => {
        wordsTimer = null;
        update(true);
      }, WORDS_DELAY_MS);
    }
    if (statsTimer) return;
    statsTimer = setTimeout(() => {
      statsTimer = null;
      update(eager);
    }, STATS_DELAY_MS);
  }

  const listeners = [
    models.onWillShow((file) => {
      countedModel = null; // the status bar's words were another file's
      if (file) applyLengthOptions(file.model.getLineCount());
    }),
    models.onDidShow((file) => {
      if (file) update(true);
      else editorStatsStore.setState(EMPTY_STATS);
    }),
    models.onDidEdit(({ cause }) => schedule(cause)),
  ];
  return {
    dispose() {
      if (statsTimer) clearTimeout(statsTimer);
      if (wordsTimer) clearTimeout(wordsTimer);
      stopWordCount();
      listeners.forEach((l) => l.dispose());
    },
  };
}
