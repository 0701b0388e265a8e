/**
 * Types for the few Monaco modules the editor reaches below the public API
 * (./monaco-patches.ts). The package exports every file under `esm/vs/`, but only the public API
 * has declarations; these name just what the patches use.
 */
declare module 'monaco-editor/base/common/errors.js' {
  /** True for Monaco's own cancellation (a `CancellationError`, or an Error named 'Canceled'). */
  export function isCancellationError(error: unknown): boolean;
  /** Where Monaco sends errors it does not throw (by default: rethrown on a timer). */
  export const errorHandler: { unexpectedErrorHandler: (error: unknown) => void };
}

declare module 'monaco-editor/editor/contrib/inlineCompletions/browser/model/textModelValueReference.js' {
  /** A snapshot of a text model at one version (the ghost-text model reads through it). */
  export class TextModelValueReference {
    constructor(textModel: unknown);
    getTransformer(): unknown;
  }
}

declare module 'monaco-editor/editor/common/core/text/getPositionOffsetTransformerFromTextModel.js' {
  /** Position ↔ offset conversion answered by the text model's own line index. */
  export function getPositionOffsetTransformerFromTextModel(textModel: unknown): unknown;
}
