/**
 * Three corrections to Monaco 0.57, applied once when Monaco loads (./monaco.ts): two in its
 * ghost text (inline completions), one in folding. Each has a test that compares it with
 * Monaco's own behaviour (docs/decisions/0012-monaco-patches.md).
 *
 * 1. An unhandled 'Canceled'. The inline-completions controller waits 50 ms in an async
 *    callback with a timer that is cancelled when the ghost-text state changes again; the
 *    cancelled wait rejects and nothing catches it, so the page reports an uncaught error while
 *    someone types fast. Monaco treats its cancellation as expected everywhere else: so does
 *    the page, and every other unhandled rejection still reaches the console.
 *
 * 2. A whole-buffer copy per ghost-text item. The ghost-text model snapshots the text model
 *    at each version, and the snapshot's position ↔ offset transformer starts with
 *    `getValue()`: the whole file as one string plus an index of its line starts (11–40 ms
 *    per item in a 20,000-line file, measured in the browser). The text model already answers
 *    both questions from its piece tree, so while the snapshot's version is the model's, the
 *    transformer asks the model. A snapshot that has gone stale keeps Monaco's own behaviour.
 *
 * 3. Every folding region's decoration replaced on every folding update. After a pause in
 *    typing, folding recomputes its regions and `FoldingModel.updatePost` removes the
 *    decoration of every region and adds it again: in a long file thousands of interval-tree
 *    deletions and insertions (tens of milliseconds, a long frame), though almost every region
 *    is where it was. The replacement keeps each decoration whose range and options are already
 *    what the new region needs and changes only the rest. The decorations that result are the
 *    same, region for region, as Monaco's own (monaco-patches.folding.test.ts).
 */
import { isCancellationError } from 'monaco-editor/base/common/errors.js';
import { TextModelValueReference } from 'monaco-editor/editor/contrib/inlineCompletions/browser/model/textModelValueReference.js';
import { FoldingModel } from 'monaco-editor/editor/contrib/folding/browser/foldingModel.js';
import { getPositionOffsetTransformerFromTextModel } from 'monaco-editor/editor/common/core/text/getPositionOffsetTransformerFromTextModel.js';

/** What the snapshot holds: its text model and the version it was taken at. */
interface Snapshot {
  _textModel?: { getVersionId(): number };
  _version?: number;
}

/** The parts of a text model, its decoration accessor and folding regions the patch uses. */
interface FoldingTextModel {
  getLineCount(): number;
  getLineMaxColumn(lineNumber: number): number;
  getDecorationRange(id: string): {
    startLineNumber: number;
    startColumn: number;
    endLineNumber: number;
    endColumn: number;
  } | null;
  getDecorationOptions(id: string): unknown;
}
interface DecorationAccessor {
  deltaDecorations(oldIds: readonly string[], decorations: readonly NewDecoration[]): string[];
}
interface NewDecoration {
  range: { startLineNumber: number; startColumn: number; endLineNumber: number; endColumn: number };
  options: unknown;
}
interface Regions {
  readonly length: number;
  getStartLineNumber(index: number): number;
  getEndLineNumber(index: number): number;
  isCollapsed(index: number): boolean;
  getSource(index: number): number;
}
interface FoldingModelState {
  _textModel: FoldingTextModel;
  _decorationProvider: {
    getDecorationOption(isCollapsed: boolean, isHidden: boolean, isManual: boolean): unknown;
    changeDecorations(callback: (accessor: DecorationAccessor) => void): void;
  };
  _editorDecorationIds: string[];
  _regions: Regions;
  _updateEventEmitter: { fire(event: { model: unknown }): void };
}

/**
 * `FoldingModel.prototype.updatePost`, keeping the decorations that already fit. Monaco's own
 * builds, for region i, the range (start line, its last column) to (end line, one past its
 * last column), which the model stores clamped to the end line's last column, and the options
 * `getDecorationOption(collapsed, inside a collapsed region, not from the provider)`.
 */
function updatePostKeepingDecorations(this: FoldingModelState, newRegions: Regions): void {
  const model = this._textModel;
  const provider = this._decorationProvider;
  const oldIds = this._editorDecorationIds;
  const lineCount = model.getLineCount();
  /** One number for a start and an end line. */
  const linesKey = (start: number, end: number) => start * (lineCount + 1) + end;
  // The old decorations by where they are now (they moved with the edits): start and end line.
  const byLines = new Map<number, { id: string; startColumn: number; endColumn: number }[]>();
  for (const id of oldIds) {
    const range = model.getDecorationRange(id);
    if (!range) continue;
    const key = linesKey(range.startLineNumber, range.endLineNumber);
    const old = { id, startColumn: range.startColumn, endColumn: range.endColumn };
    const list = byLines.get(key);
    if (list) list.push(old);
    else byLines.set(key, [old]);
  }
  const ids = new Array<string>(newRegions.length);
  const kept = new Set<string>();
  const added: NewDecoration[] = [];
  const addedAt: number[] = [];
  let lastHiddenLine = -1;
  for (let index = 0; index < newRegions.length; index++) {
    const startLineNumber = newRegions.getStartLineNumber(index);
    const endLineNumber = newRegions.getEndLineNumber(index);
    const isCollapsed = newRegions.isCollapsed(index);
    const isManual = newRegions.getSource(index) !== 0;
    const options = provider.getDecorationOption(
      isCollapsed,
      endLineNumber <= lastHiddenLine,
      isManual,
    );
    if (isCollapsed && endLineNumber > lastHiddenLine) lastHiddenLine = endLineNumber;
    const startColumn = model.getLineMaxColumn(startLineNumber);
    const endColumn = model.getLineMaxColumn(endLineNumber);
    const candidates = byLines.get(linesKey(startLineNumber, endLineNumber));
    const match = candidates?.find(
      (old) =>
        old.startColumn === startColumn &&
        old.endColumn === endColumn &&
        !kept.has(old.id) &&
        model.getDecorationOptions(old.id) === options,
    );
    if (match) {
      kept.add(match.id);
      ids[index] = match.id;
    } else {
      added.push({
        range: { startLineNumber, startColumn, endLineNumber, endColumn: endColumn + 1 },
        options,
      });
      addedAt.push(index);
    }
  }
  const removed = oldIds.filter((id) => !kept.has(id));
  provider.changeDecorations((accessor) => {
    const newIds = accessor.deltaDecorations(removed, added);
    addedAt.forEach((index, i) => {
      const id = newIds[i];
      if (id !== undefined) ids[index] = id;
    });
  });
  this._editorDecorationIds = ids;
  this._regions = newRegions;
  this._updateEventEmitter.fire({ model: this });
}

let patched = false;

/** Stops Monaco's own cancellations from surfacing as uncaught errors of the page. */
export function ignoreMonacoCancellation(event: PromiseRejectionEvent): void {
  if (isCancellationError(event.reason)) event.preventDefault();
}

/**
 * Applies the three corrections; later calls do nothing. Where Monaco's internals no longer
 * have the shape this was written against, that part stays Monaco's own (nothing breaks, the
 * cost comes back) and the console says so once.
 */
export function patchMonaco(target: Pick<Window, 'addEventListener'> = window): void {
  if (patched) return;
  patched = true;
  target.addEventListener('unhandledrejection', ignoreMonacoCancellation);
  patchFolding();
  patchGhostTextSnapshot();
}

/** Folding updates change only the decorations of regions that changed (see 3 above). */
function patchFolding(): void {
  const proto = FoldingModel.prototype as unknown as Record<string, unknown>;
  // Monaco's own, as this was written against: the fields it reads must still be named so.
  const source = String(proto.updatePost);
  const expected = [
    '_editorDecorationIds',
    '_decorationProvider',
    '_textModel',
    '_regions',
    '_updateEventEmitter',
  ];
  if (typeof proto.updatePost !== 'function' || !expected.every((name) => source.includes(name))) {
    console.warn('[editor] Monaco changed: folding updates keep Monaco’s own decoration update');
    return;
  }
  proto.updatePost = updatePostKeepingDecorations;
}

/** The ghost-text snapshot's transformer asks the text model (see 2 above). */
function patchGhostTextSnapshot(): void {
  const proto = TextModelValueReference.prototype as TextModelValueReference & Snapshot;
  const original = proto.getTransformer;
  if (typeof original !== 'function') {
    console.warn('[editor] Monaco changed: the ghost-text snapshot keeps its own transformer');
    return;
  }
  proto.getTransformer = function (this: TextModelValueReference & Snapshot): unknown {
    const model = this._textModel;
    if (
      !model ||
      typeof model.getVersionId !== 'function' ||
      model.getVersionId() !== this._version
    ) {
      return original.call(this);
    }
    return getPositionOffsetTransformerFromTextModel(model);
  };
}
