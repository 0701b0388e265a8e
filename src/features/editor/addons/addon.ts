/**
 * An editor add-on does one thing beside the one Monaco editor (ghost text, the quality bar,
 * auto-fix…): started with the editor, it owns its listeners and timers, and `dispose()` ends
 * them all. What an add-on needs from the rest of the app comes in its deps, so a test can
 * drive it on a real Monaco model.
 */
import type { editor as MonacoEditor, IDisposable, IPosition } from 'monaco-editor';
import type { Monaco } from '../monaco';
import type { ProviderInfo } from '../../../core/ai/types';

export type EditorAddon = IDisposable;

/** What the AI add-ons ask of the app. */
export interface AiAddonDeps {
  /** The AI Assistant switch. */
  enabled(): boolean;
  /** The shown file's language name ('JavaScript', 'Plain Text'). */
  language(): string;
  /** Every answer's provider, for the notice of a service that keeps failing. */
  noteProvider(provider: ProviderInfo): void;
}

/** Characters of context sent around the cursor (the rest of a big file is not). */
const WINDOW_BEFORE = 6000;
const WINDOW_AFTER = 2000;

/** The text around `position`, where the cursor is in it, and where it starts in the model. */
export function windowAround(
  monaco: Monaco,
  model: MonacoEditor.ITextModel,
  position: IPosition,
): { code: string; offset: number; base: number } {
  const offset = model.getOffsetAt(position);
  const base = Math.max(0, offset - WINDOW_BEFORE);
  const end = Math.min(model.getValueLength(), offset + WINDOW_AFTER);
  const start = model.getPositionAt(base);
  const stop = model.getPositionAt(end);
  const code = model.getValueInRange(
    new monaco.Range(start.lineNumber, start.column, stop.lineNumber, stop.column),
  );
  return { code, offset: offset - base, base };
}
