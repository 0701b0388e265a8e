/**
 * Local completion, offline: language keywords and builtins, identifiers already in the document,
 * and snippets, ranked. `keywordFallback` is the fallback when a model call fails (prefix match on
 * the word before the cursor, at most 5, confidence 0.6, for JavaScript, TypeScript, Python, CSS
 * and HTML); `localCompletions` is the richer default of the LocalProvider.
 *
 * Speed: the identifier index is updated incrementally from the previous text of the same
 * language (only the changed lines are rescanned), so a keystroke in a long file costs a
 * prefix/suffix comparison, not a full rescan (`npm run bench` checks its latency).
 */
import { LOCAL_COMPLETION_CONFIDENCE, LOCAL_COMPLETION_LIMIT } from '../constants';
import { type LanguageKey, languageKey } from '../language';
import type { Suggestion } from '../types';
import { canBeMember, hasSpecKeywordFallback, vocabulary } from './keywords';
import { snippetsFor } from './snippets';

/** Characters that make up a word, per language (CSS has `-`, `@` and `!`; LaTeX `\`). */
export function wordPattern(key: LanguageKey): RegExp {
  switch (key) {
    case 'css':
    case 'scss':
    case 'sass':
    case 'less':
      return /[\w@!-]/;
    case 'latex':
      return /[\w\\]/;
    case 'html':
    case 'xml':
      return /[\w-]/;
    default:
      return /[\w$]/;
  }
}

/** The word that ends at `offset`, and where it starts. */
export function wordBeforeCursor(
  code: string,
  offset: number,
  key: LanguageKey = 'javascript',
): { word: string; start: number } {
  const end = Math.max(0, Math.min(offset, code.length));
  const pattern = wordPattern(key);
  let start = end;
  while (start > 0 && pattern.test(code.charAt(start - 1))) start -= 1;
  return { word: code.slice(start, end), start };
}

/** The local keyword suggestions used when a model call fails. */
export function keywordFallback(code: string, language: string, offset: number): Suggestion[] {
  const key = languageKey(language);
  if (!hasSpecKeywordFallback(key)) return [];
  const { word, start } = wordBeforeCursor(code, offset, key);
  if (!word) return [];
  return vocabulary(key)
    .filter((keyword) => keyword.startsWith(word) && keyword !== word)
    .slice(0, LOCAL_COMPLETION_LIMIT)
    .map((keyword) => ({
      type: 'completion' as const,
      text: keyword,
      confidence: LOCAL_COMPLETION_CONFIDENCE,
      startPos: start,
      endPos: offset,
      description: 'Keyword',
    }));
}

const IDENTIFIER = /[A-Za-z_$][\w$]*/g;
const CSS_IDENTIFIER = /[A-Za-z_@-][\w-]*/g;

const CHUNK = 512;

/** Length of the common prefix (chunks compared natively first, then characters). */
function commonPrefix(a: string, b: string, max: number): number {
  let p = 0;
  while (p + CHUNK <= max && a.slice(p, p + CHUNK) === b.slice(p, p + CHUNK)) p += CHUNK;
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p += 1;
  return p;
}

/** Length of the common suffix, at most `max`. */
function commonSuffix(a: string, b: string, max: number): number {
  let s = 0;
  while (
    s + CHUNK <= max &&
    a.slice(a.length - s - CHUNK, a.length - s) === b.slice(b.length - s - CHUNK, b.length - s)
  ) {
    s += CHUNK;
  }
  while (s < max && a.charCodeAt(a.length - 1 - s) === b.charCodeAt(b.length - 1 - s)) s += 1;
  return s;
}

/**
 * Identifier counts of one text, kept up to date from the previous text by rescanning only the
 * lines that changed.
 */
export class IdentifierIndex {
  private text = '';
  private readonly counts = new Map<string, number>();

  constructor(private readonly pattern: RegExp = IDENTIFIER) {}

  update(next: string): void {
    const prev = this.text;
    if (prev === next) return;
    const min = Math.min(prev.length, next.length);
    const p = commonPrefix(prev, next, min);
    const s = commonSuffix(prev, next, min - p);
    const start = p === 0 ? 0 : prev.lastIndexOf('\n', p - 1) + 1;
    const lineEnd = (text: string) => {
      const at = text.indexOf('\n', text.length - s);
      return at === -1 ? text.length : at;
    };
    this.scan(prev.slice(start, lineEnd(prev)), -1);
    this.scan(next.slice(start, lineEnd(next)), 1);
    this.text = next;
  }

  /** Identifiers starting with `prefix` (not equal to it), most used first. */
  matching(prefix: string): { word: string; count: number }[] {
    const found: { word: string; count: number }[] = [];
    for (const [word, count] of this.counts) {
      if (word.length > prefix.length && word.startsWith(prefix)) found.push({ word, count });
    }
    return found.sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  }

  count(word: string): number {
    return this.counts.get(word) ?? 0;
  }

  private scan(text: string, delta: 1 | -1): void {
    if (!text) return;
    const pattern = new RegExp(this.pattern.source, 'g');
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const word = m[0];
      const next = (this.counts.get(word) ?? 0) + delta;
      if (next <= 0) this.counts.delete(word);
      else this.counts.set(word, next);
    }
  }
}

/** One index per language: the last document seen in that language. */
const indexes = new Map<LanguageKey, IdentifierIndex>();

export function identifierIndex(key: LanguageKey, code: string): IdentifierIndex {
  let index = indexes.get(key);
  if (!index) {
    const css = key === 'css' || key === 'scss' || key === 'sass' || key === 'less';
    index = new IdentifierIndex(css ? CSS_IDENTIFIER : IDENTIFIER);
    indexes.set(key, index);
  }
  index.update(code);
  return index;
}

interface Candidate {
  text: string;
  score: number;
  confidence: number;
  description: string;
}

/**
 * Ranked local completions at `offset`: snippets whose trigger matches, identifiers from the
 * document (weighted by how often they occur, the word being typed not counted), then keywords
 * and builtins; at most 5. After a dot (`items.fo`, `...fo`) only names are offered: never a
 * snippet, and in Python never a hard keyword.
 */
export function localCompletions(code: string, language: string, offset: number): Suggestion[] {
  const key = languageKey(language);
  const { word, start } = wordBeforeCursor(code, offset, key);
  if (!word) return [];
  const afterDot = code.charAt(start - 1) === '.';
  const candidates = new Map<string, Candidate>();
  const add = (candidate: Candidate) => {
    // A member name only after a dot.
    if (afterDot && !canBeMember(key, candidate.text)) return;
    const existing = candidates.get(candidate.text);
    if (!existing || existing.score < candidate.score) candidates.set(candidate.text, candidate);
  };

  // Snippets are statements and declarations: none follows a dot.
  for (const snippet of afterDot ? [] : snippetsFor(key)) {
    if (snippet.trigger.startsWith(word)) {
      add({
        text: snippet.body,
        score: snippet.trigger === word ? 3 : 1.5,
        confidence: snippet.trigger === word ? 0.7 : 0.6,
        description: snippet.description,
      });
    }
  }

  const index = identifierIndex(key, code);
  for (const { word: identifier, count } of index.matching(word)) {
    // The word being typed is itself in the index once; ignore identifiers seen only there.
    const uses =
      identifier.startsWith(word) && code.slice(start, start + identifier.length) === identifier
        ? count - 1
        : count;
    if (uses <= 0) continue;
    add({
      text: identifier,
      score: 2 + Math.min(uses, 20) / 10,
      confidence: Math.min(0.8, LOCAL_COMPLETION_CONFIDENCE + Math.min(uses, 20) / 100),
      description: `Used ${uses} time${uses === 1 ? '' : 's'} in this file`,
    });
  }

  vocabulary(key).forEach((keyword, rank) => {
    if (keyword.length > word.length && keyword.startsWith(word)) {
      add({
        text: keyword,
        score: 1 + 1 / (rank + 2),
        confidence: LOCAL_COMPLETION_CONFIDENCE,
        description: 'Keyword or builtin',
      });
    }
  });

  return [...candidates.values()]
    .sort((a, b) => b.score - a.score || a.text.length - b.text.length)
    .slice(0, LOCAL_COMPLETION_LIMIT)
    .map((c) => ({
      type: 'completion' as const,
      text: c.text,
      confidence: c.confidence,
      startPos: start,
      endPos: offset,
      description: c.description,
    }));
}
