/**
 * What the drawer's tabs share: the open file (its id, name, language and newest text), the AI
 * engine they ask, jumping to a line, and the line under every AI result saying who answered and
 * how confident it is (the Ethics requirement: confidence is shown on every AI result).
 */
import { useStore } from 'zustand';
import { activeEntry, filesStore } from '../../state/files-store';
import { editorService } from '../../state/editor-service';
import { languageStore } from '../../state/language-store';
import { languageById } from '../../core/languages/registry';
import { answeredBy } from '../../core/ai/answered-by';
import type { ProviderInfo } from '../../core/ai/types';
import { aiEngine } from '../../workers/ai-instance';
import type { AiProvider } from '../../core/ai/types';

/** The provider every drawer call goes through: the app's one AI worker (see ai-provider-store). */
export const drawerAi = (): AiProvider => aiEngine();

export interface OpenFile {
  id: string;
  name: string;
  /** The language's display name ('JavaScript'), 'Plain Text' when unknown. */
  language: string;
  /** Monaco / registry id ('javascript'). */
  languageId: string;
}

/** The open file, or undefined when the welcome screen shows. */
export function useOpenFile(): OpenFile | undefined {
  const entry = useStore(filesStore, activeEntry);
  const languageId = useStore(languageStore, (s) =>
    s.active && entry && s.active.fileId === entry.id ? s.active.detection.languageId : undefined,
  );
  if (!entry) return undefined;
  const language = languageId ? languageById(languageId) : undefined;
  return {
    id: entry.id,
    name: entry.name,
    language: language?.name ?? 'Plain Text',
    languageId: languageId ?? 'plaintext',
  };
}

/** The newest text of a file, including what is typed but not yet copied to the store. */
export function readFile(id: string): string | undefined {
  return editorService.readText(id);
}

/** 1-based line of a UTF-16 offset in `text`. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

/**
 * Opens the file (if another one is open) and moves the editor's cursor to the line. Opening
 * switches the editor's model at once (the editor controller follows the files store
 * synchronously), so the reveal lands in that file.
 */
export function jumpTo(fileId: string, line: number, column = 1): void {
  const files = filesStore.getState();
  if (files.activeId !== fileId) files.open(fileId);
  editorService.revealLine(line, column);
}

/** 'Line N': a link-styled button that moves the editor's cursor to that line of the file. */
export function LineLink({ fileId, line }: { fileId: string; line: number }) {
  return (
    <button type="button" className="ai-link" onClick={() => jumpTo(fileId, line)}>
      Line {line}
    </button>
  );
}

/** Who answered a result, in words (see core/ai/answered-by). */
export const providerLabel = answeredBy;

const pct = (n: number) => `${Math.round(n * 100)}%`;

/**
 * 'By the built-in engine (rules) · confidence 85%' under a result; an answer given in place of a
 * failed provider also says what to do about the failure.
 */
export function ResultMeta({
  provider,
  confidence,
}: {
  provider: ProviderInfo;
  /** Undefined when the engine gives none for this kind of result. */
  confidence?: number;
}) {
  return (
    <>
      <p className="ai-result-meta">
        By {providerLabel(provider)} ·{' '}
        {confidence === undefined ? (
          <span>no confidence score (a measured, rule-based result)</span>
        ) : (
          <span>confidence {pct(confidence)}</span>
        )}
      </p>
      {provider.fallback && provider.advice && <p className="ai-hint">{provider.advice}</p>}
    </>
  );
}

export { pct };

/** Code or a request body, read-only: focusable and scrollable with the keyboard, never HTML. */
export function CodeBlock({ code, label = 'Code' }: { code: string; label?: string }) {
  const rows = Math.min(14, Math.max(2, code.split('\n').length));
  return (
    <textarea
      className="ai-code"
      readOnly
      value={code}
      rows={rows}
      aria-label={label}
      spellCheck={false}
      wrap="off"
    />
  );
}
