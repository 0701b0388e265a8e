/**
 * Monaco's diff editor, made so that closing it leaves the main editor working.
 *
 * Every standalone code editor Monaco makes, the diff editor's two inner ones included, points
 * the page-wide hover delegate factory at the instantiation service it was made with. The diff
 * editor's is a child that it disposes with itself, so after it closes the main editor's
 * suggestion list (its rows' hovers come from that factory) renders as an empty box and typing
 * throws 'InstantiationService has been disposed'. Once the diff editor exists, the factory is
 * pointed back at the page's root services, as the main editor left it.
 */
import type * as monacoApi from 'monaco-editor';
import { resolveLanguage } from '../../core/languages/detect';
import { languageById } from '../../core/languages/registry';
import { StandaloneServices } from 'monaco-editor/editor/standalone/browser/standaloneServices.js';
import { setHoverDelegateFactory } from 'monaco-editor/base/browser/ui/hover/hoverDelegateFactory.js';
import { setBaseLayerHoverDelegate } from 'monaco-editor/base/browser/ui/hover/hoverDelegate2.js';
import {
  IHoverService,
  WorkbenchHoverDelegate,
} from 'monaco-editor/platform/hover/browser/hover.js';

/** Points Monaco's page-wide hovers at the root services, which live as long as the page. */
export function restoreRootHoverServices(): void {
  const root = StandaloneServices.initialize({});
  setHoverDelegateFactory((placement, instantHover) =>
    root.createInstance(WorkbenchHoverDelegate, placement, { instantHover }, {}),
  );
  setBaseLayerHoverDelegate(StandaloneServices.get(IHoverService));
}

/**
 * `monaco.editor.createDiffEditor`, leaving the page-wide hovers on the root services. Monaco
 * leaves the two sides unnamed whatever `originalAriaLabel` and `modifiedAriaLabel` say at
 * creation: they are given to the sides' editors themselves.
 */
export function createDiffEditor(
  monaco: typeof monacoApi,
  host: HTMLElement,
  options: monacoApi.editor.IStandaloneDiffEditorConstructionOptions,
): monacoApi.editor.IStandaloneDiffEditor {
  const diff = monaco.editor.createDiffEditor(host, options);
  restoreRootHoverServices();
  const { originalAriaLabel, modifiedAriaLabel } = options;
  if (originalAriaLabel) diff.getOriginalEditor().updateOptions({ ariaLabel: originalAriaLabel });
  if (modifiedAriaLabel) diff.getModifiedEditor().updateOptions({ ariaLabel: modifiedAriaLabel });
  return diff;
}

export interface ReadOnlyDiff {
  /** The file the two texts are versions of: its name (and chosen language) set the colouring. */
  fileName: string;
  language?: string;
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}

/**
 * Two versions of a file in a read-only diff editor in `host`: side by side where both fit, else
 * one above the other (`sideBySide` says which). `dispose` removes it and its two models.
 */
export function showReadOnlyDiff(
  monaco: typeof monacoApi,
  host: HTMLElement,
  texts: ReadOnlyDiff,
): { sideBySide: boolean; dispose: () => void } {
  const { fileName, language: chosen, before, after, beforeLabel, afterLabel } = texts;
  const detection = resolveLanguage(fileName, after || before, chosen);
  const language = languageById(detection.languageId)?.monacoId ?? 'plaintext';
  const original = monaco.editor.createModel(before, language);
  const modified = monaco.editor.createModel(after, language);
  const sideBySide = host.clientWidth > 640;
  const diff = createDiffEditor(monaco, host, {
    readOnly: true,
    originalEditable: false,
    automaticLayout: true,
    renderSideBySide: sideBySide,
    useInlineViewWhenSpaceIsLimited: false,
    minimap: { enabled: false },
    fontSize: 13,
    // No theme: Monaco's is page-wide, and the main editor's (high contrast too) holds.
    originalAriaLabel: beforeLabel,
    modifiedAriaLabel: afterLabel,
  });
  diff.setModel({ original, modified });
  return {
    sideBySide,
    dispose: () => {
      diff.dispose();
      original.dispose();
      modified.dispose();
    },
  };
}
