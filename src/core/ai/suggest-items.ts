/**
 * The engine's completions as items of the editor's one suggestion list (as VS Code's
 * IntelliCode does): smart completion items and completion suggestions merged by text, the most
 * confident first, each marked as the AI's with how sure it is, with its documentation and
 * examples for the details pane. Editor-neutral: the editor maps `kind` and the offsets.
 */
import { answeredBy } from './answered-by';
import type {
  Answer,
  ProviderInfo,
  SmartCompletionItem,
  SmartCompletionKind,
  Suggestion,
} from './types';

/** At most this many of the engine's items join the list (its picks, not a second full list). */
export const ENGINE_ITEMS_MAX = 6;

/** A snippet's label is its first line, cut to this many characters. */
const LABEL_MAX = 40;

export type EngineItemKind = SmartCompletionKind | 'snippet' | 'text';

export interface EngineSuggestItem {
  /** The name, or a snippet's first line. */
  label: string;
  /** Beside the label: marks the item as the engine's, with its confidence. */
  badge: string;
  kind: EngineItemKind;
  insertText: string;
  /** What the typed word is matched against. */
  filterText: string;
  /** Sorts the engine's items before others that match the typed word as well, surest first. */
  sortText: string;
  /** The first line of the details pane: what it is, and how sure the engine is. */
  detail: string;
  /** Markdown for the details pane: documentation, examples and who suggested it. */
  documentation: string;
  confidence: number;
  /** Offsets into the code: `start..end` is replaced. On the cursor's line, around the cursor. */
  start: number;
  end: number;
}

export interface EngineAnswers {
  /** The text the engine was given. */
  code: string;
  /** The cursor, as an offset into `code`. */
  offset: number;
  /** Where the editor's word at the cursor starts (smart items replace it). */
  wordStart: number;
  smart?: Answer<{ items: SmartCompletionItem[] }>;
  completion?: Answer<{ suggestions: Suggestion[] }>;
}

const percent = (confidence: number) => Math.round(Math.min(1, Math.max(0, confidence)) * 100);

const isName = (text: string) => /^[\p{L}\p{N}_$@-]+$/u.test(text);

function snippetLabel(text: string): string {
  const lines = text.split('\n');
  const first = (lines[0] ?? '').replace(/\s+/g, ' ').trim();
  const cut = first.length > LABEL_MAX ? `${first.slice(0, LABEL_MAX - 1)}…` : first;
  return lines.length > 1 && cut === first ? `${first} …` : cut;
}

/** Markdown code fence that the text cannot close. */
function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text}\n${fence}`;
}

interface Draft {
  text: string;
  kind: EngineItemKind;
  description: string;
  documentation: string;
  examples: string[];
  confidence: number;
  start: number;
  end: number;
  provider: ProviderInfo;
}

/**
 * The engine's items for the list: each text once (a smart item's documentation wins over a plain
 * suggestion's, the higher confidence is kept), at most ENGINE_ITEMS_MAX, surest first. A
 * suggestion that would not replace text around the cursor on its line is left out.
 */
export function engineSuggestItems(answers: EngineAnswers): EngineSuggestItem[] {
  const { code, offset, wordStart } = answers;
  const onCursorLine = (start: number, end: number) =>
    start <= offset && offset <= end && !code.slice(start, end).includes('\n');
  const drafts = new Map<string, Draft>();
  const add = (draft: Draft) => {
    const existing = drafts.get(draft.text);
    if (!existing) {
      drafts.set(draft.text, draft);
      return;
    }
    const richer = existing.documentation ? existing : draft;
    drafts.set(draft.text, {
      ...richer,
      confidence: Math.max(existing.confidence, draft.confidence),
    });
  };

  const smart = answers.smart;
  if (smart && onCursorLine(wordStart, offset)) {
    for (const item of smart.items) {
      if (!item.text) continue;
      add({
        text: item.text,
        kind: item.type,
        description: item.description,
        documentation: item.documentation,
        examples: item.examples ?? [],
        confidence: item.confidence,
        start: wordStart,
        end: offset,
        provider: smart.provider,
      });
    }
  }

  const completion = answers.completion;
  for (const s of completion?.suggestions ?? []) {
    if (!s.text || s.kind === 'advice') continue;
    // A continuation of the word (inserted at the cursor) replaces the whole word instead, so
    // the list matches it against what was typed.
    const start = Math.min(s.startPos, wordStart);
    const text = code.slice(start, s.startPos) + s.text;
    if (!onCursorLine(start, s.endPos) || text === code.slice(start, s.endPos)) continue;
    add({
      text,
      kind: isName(text) ? 'text' : 'snippet',
      description: s.description ?? '',
      documentation: '',
      examples: [],
      confidence: s.confidence,
      start,
      end: s.endPos,
      provider: completion?.provider ?? { kind: 'local' },
    });
  }

  return [...drafts.values()]
    .sort((a, b) => b.confidence - a.confidence || a.text.localeCompare(b.text))
    .slice(0, ENGINE_ITEMS_MAX)
    .map((d) => {
      const pct = percent(d.confidence);
      const snippet = d.kind === 'snippet';
      const docs = [
        d.documentation,
        snippet ? fenced(d.text) : '',
        d.examples.length > 0 ? `Example:\n\n${fenced(d.examples.join('\n'))}` : '',
        `Suggested by ${answeredBy(d.provider)}, ${pct}% sure.`,
      ].filter(Boolean);
      return {
        label: snippet ? snippetLabel(d.text) : d.text,
        badge: `✦ AI · ${pct}%`,
        kind: d.kind,
        insertText: d.text,
        filterText: snippet ? (d.text.split('\n')[0] ?? d.text) : d.text,
        sortText: `0${String(100 - pct).padStart(3, '0')}`,
        detail: `${d.description ? `${d.description} · ` : ''}AI, ${pct}% sure`,
        documentation: docs.join('\n\n'),
        confidence: d.confidence,
        start: d.start,
        end: d.end,
      };
    });
}
