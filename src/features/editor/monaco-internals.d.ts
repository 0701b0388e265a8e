/**
 * Types for the few Monaco modules the editor reaches below the public API
 * (./monaco-patches.ts, ./diff-editor.ts). The package exports every file under `esm/vs/`, but
 * only the public API has declarations; these name just what those modules use.
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

declare module 'monaco-editor/editor/contrib/folding/browser/foldingModel.js' {
  /** The folding regions of one editor's model, each shown by one model decoration. */
  export class FoldingModel {
    constructor(textModel: unknown, decorationProvider: unknown);
    update(newRegions: unknown): void;
    updatePost(newRegions: unknown): void;
    toggleCollapseState(regions: readonly { regionIndex: number }[]): void;
    getRegionAtLine(lineNumber: number): { regionIndex: number } | null;
    readonly regions: import('monaco-editor/editor/contrib/folding/browser/foldingRanges.js').FoldingRegions;
  }
}

declare module 'monaco-editor/editor/contrib/folding/browser/foldingRanges.js' {
  /** Folding regions as parallel arrays, sorted by start line. */
  export class FoldingRegions {
    get length(): number;
  }
}

declare module 'monaco-editor/editor/contrib/folding/browser/foldingDecorations.js' {
  /** Which decoration options a folding region gets (static, shared option objects). */
  export class FoldingDecorationProvider {
    constructor(editor: unknown);
    getDecorationOption(isCollapsed: boolean, isHidden: boolean, isManual: boolean): unknown;
  }
}

declare module 'monaco-editor/editor/contrib/folding/browser/indentRangeProvider.js' {
  /** Folding regions from indentation, as Monaco computes them for a language with no provider. */
  export function computeRanges(
    model: unknown,
    offSide: boolean,
    markers: unknown,
    foldingRangesLimit: { limit: number; update(computed: number, limited: number | false): void },
  ): import('monaco-editor/editor/contrib/folding/browser/foldingRanges.js').FoldingRegions;
}

declare module 'monaco-editor/editor/standalone/browser/standaloneServices.js' {
  /** An instantiation service: builds a class, giving its constructor the services it asks for. */
  interface InstantiationService {
    createInstance(ctor: unknown, ...args: unknown[]): unknown;
  }
  export namespace StandaloneServices {
    /** The page's one root service set (made on the first call; later calls return it). */
    function initialize(overrides: Record<string, unknown>): InstantiationService;
    function get(serviceId: unknown): unknown;
  }
}

declare module 'monaco-editor/base/browser/ui/hover/hoverDelegateFactory.js' {
  /** Sets the page-wide maker of the default hover delegates (titles of list rows, buttons). */
  export function setHoverDelegateFactory(
    factory: (placement: 'mouse' | 'element', instantHover: boolean) => unknown,
  ): void;
}

declare module 'monaco-editor/base/browser/ui/hover/hoverDelegate2.js' {
  /** Sets the page-wide hover service of Monaco's base widgets. */
  export function setBaseLayerHoverDelegate(hoverService: unknown): void;
}

declare module 'monaco-editor/platform/hover/browser/hover.js' {
  /** The hover service's id. */
  export const IHoverService: unknown;
  /** The hover delegate the standalone editor makes by default (built by instantiation). */
  export const WorkbenchHoverDelegate: unknown;
}

declare module 'monaco-editor/editor/standalone/common/themes.js' {
  /** Monaco's built-in light and dark themes: token colours and editor colours. */
  export const vs: import('monaco-editor').editor.IStandaloneThemeData;
  export const vs_dark: import('monaco-editor').editor.IStandaloneThemeData;
}
