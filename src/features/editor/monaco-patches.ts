/**
 * Two corrections to Monaco 0.57's ghost text (inline completions), applied once when Monaco
 * loads (./monaco.ts). Both are recorded in docs/decisions.md and measured in
 * docs/performance.md (fourteenth pass).
 *
 * 1. An unhandled 'Canceled'. The inline-completions controller waits 50 ms in an async
 *    callback with a timer that is cancelled when the ghost-text state changes again; the
 *    cancelled wait rejects and nothing catches it, so the page reports an uncaught error while
 *    someone types fast. Monaco treats its cancellation as expected everywhere else: so does
 *    the page, and every other unhandled rejection still reaches the console.
 *
 * 2. A whole-buffer copy per keystroke. The ghost-text model snapshots the text model at each
 *    version, and the snapshot's position ↔ offset transformer starts with `getValue()`: the
 *    whole file as one string plus an index of its line starts, on every edit while a
 *    suggestion is shown or requested (about 5 ms in a 20,000-line file). The text model
 *    already answers both questions from its piece tree, so while the snapshot's version is
 *    the model's, the transformer asks the model. A snapshot that has gone stale keeps
 *    Monaco's own behaviour.
 */
import { isCancellationError } from 'monaco-editor/base/common/errors.js';
import { TextModelValueReference } from 'monaco-editor/editor/contrib/inlineCompletions/browser/model/textModelValueReference.js';
import { getPositionOffsetTransformerFromTextModel } from 'monaco-editor/editor/common/core/text/getPositionOffsetTransformerFromTextModel.js';

/** What the snapshot holds: its text model and the version it was taken at. */
interface Snapshot {
  _textModel?: { getVersionId(): number };
  _version?: number;
}

let patched = false;

/** Stops Monaco's own cancellations from surfacing as uncaught errors of the page. */
export function ignoreMonacoCancellation(event: PromiseRejectionEvent): void {
  if (isCancellationError(event.reason)) event.preventDefault();
}

/**
 * Applies both corrections; later calls do nothing. When Monaco's internals no longer have the
 * shape this was written against, the transformer stays Monaco's own (nothing breaks, the copy
 * comes back) and the console says so once.
 */
export function patchMonaco(target: Pick<Window, 'addEventListener'> = window): void {
  if (patched) return;
  patched = true;
  target.addEventListener('unhandledrejection', ignoreMonacoCancellation);

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
