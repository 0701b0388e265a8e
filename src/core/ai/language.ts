/**
 * Language names as the AI engine sees them. Callers pass display names ('C++', 'F#') or Monaco
 * ids ('cpp', 'fsharp'); the engine works on one lower-case key per language, the registry's id.
 * The names come from the language registry (src/core/languages), the one language table.
 */

import { LANGUAGES, type LanguageId } from '../languages/registry';

/** The engine's key for a language: its registry id. */
export type LanguageKey = LanguageId;

/** Every name the engine recognises (id, lower-case name, short names), from the registry. */
const ALIASES = new Map<string, LanguageKey>(
  LANGUAGES.flatMap((l) => [l.id, l.name.toLowerCase(), ...l.aiAliases].map((n) => [n, l.id])),
);

/** The engine's key for a display name or Monaco id; unknown names are plain text. */
export function languageKey(name: string): LanguageKey {
  return ALIASES.get(name.trim().toLowerCase()) ?? 'plaintext';
}

/** The display name for prompts ('Fix the following {language} code'): the registry's name. */
const DISPLAY = new Map<LanguageKey, string>(LANGUAGES.map((l) => [l.id, l.name]));

export function languageDisplayName(name: string): string {
  const key = languageKey(name);
  return DISPLAY.get(key) ?? key;
}

/** JavaScript-like languages ESLint's parser reads (JSX included). */
export function isJavaScript(key: LanguageKey): boolean {
  return key === 'javascript' || key === 'jsx';
}

export function isTypeScript(key: LanguageKey): boolean {
  return key === 'typescript' || key === 'tsx';
}

export function isJsFamily(key: LanguageKey): boolean {
  return isJavaScript(key) || isTypeScript(key);
}

/** Languages whose line comments start with `#`. */
const HASH_COMMENT = new Set<LanguageKey>([
  'python',
  'ruby',
  'shell',
  'powershell',
  'perl',
  'r',
  'yaml',
  'toml',
  'dockerfile',
  'elixir',
]);

/** How a line comment starts, and block comment delimiters, for counting comments. */
export function commentSyntax(key: LanguageKey): { line: string[]; block: [string, string][] } {
  if (HASH_COMMENT.has(key)) {
    return { line: ['#'], block: key === 'python' ? [['"""', '"""']] : [] };
  }
  switch (key) {
    case 'html':
    case 'xml':
    case 'vue':
    case 'svelte':
    case 'markdown':
      return { line: [], block: [['<!--', '-->']] };
    case 'css':
      return { line: [], block: [['/*', '*/']] };
    case 'sql':
    case 'haskell':
    case 'lua':
    case 'vhdl':
      return { line: ['--'], block: key === 'haskell' ? [['{-', '-}']] : [] };
    case 'clojure':
    case 'assembly':
      return { line: [';'], block: [] };
    case 'erlang':
    case 'matlab':
    case 'latex':
      return { line: ['%'], block: [] };
    case 'ocaml':
    case 'fsharp':
      return { line: key === 'fsharp' ? ['//'] : [], block: [['(*', '*)']] };
    case 'plaintext':
    case 'json':
      return { line: [], block: [] };
    default:
      return { line: ['//'], block: [['/*', '*/']] };
  }
}
