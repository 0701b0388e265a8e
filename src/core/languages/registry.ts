/**
 * The language definitions: 47 languages (JavaScript … Plain Text). Each carries name,
 * extensions, mimeType, hasLSP and aiSupported, plus what the editor needs:
 *
 * - `specEditorId`: the editor language of the fixed mapping ('plaintext' for the others);
 * - `monacoId`: the Monaco language actually used for highlighting. It equals `specEditorId`
 *   except where Monaco ships a grammar for a language the mapping sends to plaintext, or names
 *   the language differently (`c++` → `cpp`). docs/decisions/0028-language-mapping.md lists them.
 * - `filenames`: special file names a user types (Dockerfile, Makefile-like names).
 *
 * - `aiAliases`: the short names the AI engine also accepts ('js', 'py'), beside the id and the
 *   lower-case name (core/ai/language.ts derives its look-up from these);
 * - `icon`: the explorer's icon kind for the language's files.
 *
 * This is the one language table: the AI engine's names, the explorer's icons and the generated
 * file's extension are derived from it.
 *
 * hasLSP is false for Assembly, VHDL, Verilog, MATLAB and Plain Text. It does not promise an
 * in-browser language service: `services` says what the editor really runs.
 */

export interface LanguageDefinition {
  /** Stable id, used in stored per-file choices. */
  id: string;
  name: string;
  /** With the dot, lower case. */
  extensions: readonly string[];
  /** Exact file names (compared ignoring case), e.g. 'Dockerfile'. */
  filenames?: readonly string[];
  mimeType: string;
  hasLSP: boolean;
  aiSupported: boolean;
  /** The fixed editor language; languages outside the mapping get 'plaintext'. */
  specEditorId: string;
  /** The Monaco language used for highlighting (and, where Monaco has one, its service). */
  monacoId: string;
  /** Interpreter names a shebang line may name (`#!/usr/bin/env python3`). */
  interpreters?: readonly string[];
  /** Other names the AI engine accepts for it, lower case (besides the id and the name). */
  aiAliases: readonly string[];
  /** The explorer's icon for its files. */
  icon: FileIconKind;
}

/** The explorer's icon kinds for a language's files. */
export type FileIconKind = 'code' | 'json' | 'text';

type Def<I extends string> = Omit<
  LanguageDefinition,
  'id' | 'aiSupported' | 'hasLSP' | 'monacoId' | 'aiAliases' | 'icon'
> & {
  id: I;
  hasLSP?: boolean;
  monacoId?: string;
  aiAliases?: readonly string[];
  icon?: FileIconKind;
};

const def = <I extends string>(d: Def<I>): LanguageDefinition & { id: I } => ({
  ...d,
  hasLSP: d.hasLSP ?? true,
  aiSupported: true,
  monacoId: d.monacoId ?? d.specEditorId,
  aiAliases: d.aiAliases ?? [],
  icon: d.icon ?? 'code',
});

const TABLE = [
  def({
    id: 'javascript',
    aiAliases: ['js', 'mjs', 'cjs', 'node'],
    name: 'JavaScript',
    extensions: ['.js', '.mjs', '.cjs'],
    mimeType: 'text/javascript',
    specEditorId: 'javascript',
    interpreters: ['node', 'nodejs', 'deno', 'bun'],
  }),
  def({
    id: 'typescript',
    aiAliases: ['ts'],
    name: 'TypeScript',
    extensions: ['.ts', '.mts', '.cts'],
    mimeType: 'application/typescript',
    specEditorId: 'typescript',
    interpreters: ['ts-node', 'tsx'],
  }),
  def({
    id: 'jsx',
    aiAliases: ['javascriptreact'],
    name: 'JSX',
    extensions: ['.jsx'],
    mimeType: 'text/jsx',
    specEditorId: 'jsx',
    monacoId: 'javascript',
  }),
  def({
    id: 'tsx',
    aiAliases: ['typescriptreact'],
    name: 'TSX',
    extensions: ['.tsx'],
    mimeType: 'text/tsx',
    specEditorId: 'tsx',
    monacoId: 'typescript',
  }),
  def({
    id: 'python',
    aiAliases: ['py'],
    name: 'Python',
    extensions: ['.py', '.pyw', '.pyi'],
    filenames: ['SConstruct', 'SConscript'],
    mimeType: 'text/x-python',
    specEditorId: 'python',
    interpreters: ['python', 'python2', 'python3', 'pypy', 'pypy3'],
  }),
  def({
    id: 'java',
    name: 'Java',
    extensions: ['.java'],
    mimeType: 'text/x-java-source',
    specEditorId: 'java',
  }),
  def({
    id: 'cpp',
    aiAliases: ['cxx'],
    name: 'C++',
    extensions: ['.cpp', '.cc', '.cxx', '.c++', '.hpp', '.hh', '.hxx', '.h++', '.ino'],
    mimeType: 'text/x-c++src',
    specEditorId: 'c++',
    monacoId: 'cpp',
  }),
  def({
    id: 'c',
    name: 'C',
    extensions: ['.c', '.h'],
    mimeType: 'text/x-csrc',
    specEditorId: 'c',
  }),
  def({
    id: 'rust',
    aiAliases: ['rs'],
    name: 'Rust',
    extensions: ['.rs'],
    mimeType: 'text/x-rust',
    specEditorId: 'rust',
  }),
  def({
    id: 'go',
    aiAliases: ['golang'],
    name: 'Go',
    extensions: ['.go'],
    mimeType: 'text/x-go',
    specEditorId: 'go',
  }),
  def({
    id: 'php',
    name: 'PHP',
    extensions: ['.php', '.phtml', '.php8'],
    mimeType: 'application/x-httpd-php',
    specEditorId: 'php',
    interpreters: ['php'],
  }),
  def({
    id: 'ruby',
    aiAliases: ['rb'],
    name: 'Ruby',
    extensions: ['.rb', '.rake', '.gemspec', '.ru'],
    filenames: ['Gemfile', 'Rakefile', 'Guardfile', 'Vagrantfile', 'Podfile', 'Brewfile'],
    mimeType: 'text/x-ruby',
    specEditorId: 'ruby',
    interpreters: ['ruby'],
  }),
  def({
    id: 'swift',
    name: 'Swift',
    extensions: ['.swift'],
    mimeType: 'text/x-swift',
    specEditorId: 'swift',
  }),
  def({
    id: 'kotlin',
    aiAliases: ['kt'],
    name: 'Kotlin',
    extensions: ['.kt', '.kts'],
    mimeType: 'text/x-kotlin',
    specEditorId: 'kotlin',
  }),
  def({
    id: 'scala',
    name: 'Scala',
    extensions: ['.scala', '.sc', '.sbt'],
    mimeType: 'text/x-scala',
    specEditorId: 'scala',
  }),
  def({
    id: 'html',
    aiAliases: ['htm'],
    name: 'HTML',
    extensions: ['.html', '.htm', '.xhtml'],
    mimeType: 'text/html',
    specEditorId: 'html',
  }),
  def({ id: 'css', name: 'CSS', extensions: ['.css'], mimeType: 'text/css', specEditorId: 'css' }),
  def({
    id: 'scss',
    name: 'SCSS',
    extensions: ['.scss'],
    mimeType: 'text/x-scss',
    specEditorId: 'scss',
  }),
  def({
    id: 'sass',
    name: 'SASS',
    extensions: ['.sass'],
    mimeType: 'text/x-sass',
    // Mapped to 'sass'; Monaco ships no grammar for the indented syntax, and the SCSS one
    // would flag every line as an error, so it is shown as plain text.
    specEditorId: 'sass',
    monacoId: 'plaintext',
  }),
  def({
    id: 'less',
    name: 'Less',
    extensions: ['.less'],
    mimeType: 'text/x-less',
    specEditorId: 'less',
  }),
  def({
    id: 'json',
    icon: 'json',
    name: 'JSON',
    extensions: ['.json', '.jsonc', '.json5', '.webmanifest', '.har', '.ipynb'],
    filenames: ['.prettierrc', '.eslintrc', '.babelrc', 'composer.lock', '.jshintrc'],
    mimeType: 'application/json',
    specEditorId: 'json',
  }),
  def({
    id: 'xml',
    name: 'XML',
    extensions: ['.xml', '.xsd', '.xsl', '.xslt', '.svg', '.plist', '.csproj', '.pom', '.rss'],
    mimeType: 'application/xml',
    specEditorId: 'xml',
  }),
  def({
    id: 'yaml',
    aiAliases: ['yml'],
    name: 'YAML',
    extensions: ['.yaml', '.yml'],
    filenames: ['.clang-format', '.clang-tidy'],
    mimeType: 'application/yaml',
    specEditorId: 'yaml',
  }),
  def({
    id: 'toml',
    name: 'TOML',
    extensions: ['.toml'],
    filenames: ['Cargo.lock', 'Pipfile', 'poetry.lock'],
    mimeType: 'application/toml',
    specEditorId: 'plaintext',
    // Monaco ships no TOML grammar; its INI one covers [tables], key = value and # comments.
    monacoId: 'ini',
  }),
  def({
    id: 'markdown',
    aiAliases: ['md'],
    icon: 'text',
    name: 'Markdown',
    extensions: ['.md', '.markdown', '.mdown', '.mkd'],
    mimeType: 'text/markdown',
    specEditorId: 'markdown',
  }),
  def({
    id: 'sql',
    name: 'SQL',
    extensions: ['.sql'],
    mimeType: 'application/sql',
    specEditorId: 'sql',
  }),
  def({
    id: 'shell',
    aiAliases: ['bash', 'sh', 'zsh'],
    name: 'Shell',
    extensions: ['.sh', '.bash', '.zsh', '.ksh', '.command'],
    filenames: [
      '.bashrc',
      '.bash_profile',
      '.bash_aliases',
      '.profile',
      '.zshrc',
      '.zprofile',
      '.envrc',
      'configure',
    ],
    mimeType: 'application/x-sh',
    specEditorId: 'shell',
    interpreters: ['sh', 'bash', 'zsh', 'ksh', 'dash', 'ash'],
  }),
  def({
    id: 'powershell',
    aiAliases: ['ps1'],
    name: 'PowerShell',
    extensions: ['.ps1', '.psm1', '.psd1'],
    mimeType: 'application/x-powershell',
    specEditorId: 'powershell',
    interpreters: ['pwsh', 'powershell'],
  }),
  def({
    id: 'dockerfile',
    aiAliases: ['docker'],
    name: 'Dockerfile',
    extensions: ['.dockerfile'],
    filenames: ['Dockerfile', 'Containerfile'],
    mimeType: 'text/x-dockerfile',
    specEditorId: 'dockerfile',
  }),
  def({
    id: 'vue',
    name: 'Vue',
    extensions: ['.vue'],
    mimeType: 'text/x-vue',
    specEditorId: 'plaintext',
    // A single-file component is HTML with <script> and <style>: Monaco's HTML grammar
    // highlights all three parts.
    monacoId: 'html',
  }),
  def({
    id: 'svelte',
    name: 'Svelte',
    extensions: ['.svelte'],
    mimeType: 'text/x-svelte',
    specEditorId: 'plaintext',
    monacoId: 'html',
  }),
  def({
    id: 'r',
    name: 'R',
    extensions: ['.r', '.rmd'],
    filenames: ['.Rprofile'],
    mimeType: 'text/x-r',
    specEditorId: 'r',
    interpreters: ['Rscript'],
  }),
  def({
    id: 'lua',
    name: 'Lua',
    extensions: ['.lua'],
    mimeType: 'text/x-lua',
    specEditorId: 'lua',
    interpreters: ['lua', 'luajit'],
  }),
  def({
    id: 'perl',
    aiAliases: ['pl'],
    name: 'Perl',
    extensions: ['.pl', '.pm', '.t', '.pod'],
    mimeType: 'text/x-perl',
    specEditorId: 'perl',
    interpreters: ['perl'],
  }),
  def({
    id: 'haskell',
    aiAliases: ['hs'],
    name: 'Haskell',
    extensions: ['.hs', '.lhs'],
    mimeType: 'text/x-haskell',
    // Haskell maps to 'haskell'; Monaco ships no Haskell grammar, so it shows as plain text.
    specEditorId: 'haskell',
    monacoId: 'plaintext',
    interpreters: ['runhaskell', 'runghc'],
  }),
  def({
    id: 'clojure',
    aiAliases: ['clj'],
    name: 'Clojure',
    extensions: ['.clj', '.cljs', '.cljc', '.edn'],
    mimeType: 'text/x-clojure',
    specEditorId: 'plaintext',
    monacoId: 'clojure',
  }),
  def({
    id: 'erlang',
    aiAliases: ['erl'],
    name: 'Erlang',
    extensions: ['.erl', '.hrl'],
    filenames: ['rebar.config'],
    mimeType: 'text/x-erlang',
    specEditorId: 'plaintext',
    monacoId: 'plaintext',
    interpreters: ['escript'],
  }),
  def({
    id: 'elixir',
    aiAliases: ['ex'],
    name: 'Elixir',
    extensions: ['.ex', '.exs'],
    mimeType: 'text/x-elixir',
    specEditorId: 'plaintext',
    monacoId: 'elixir',
    interpreters: ['elixir'],
  }),
  def({
    id: 'dart',
    name: 'Dart',
    extensions: ['.dart'],
    mimeType: 'application/dart',
    specEditorId: 'dart',
  }),
  def({
    id: 'fsharp',
    name: 'F#',
    extensions: ['.fs', '.fsi', '.fsx', '.fsscript'],
    mimeType: 'text/x-fsharp',
    specEditorId: 'plaintext',
    monacoId: 'fsharp',
  }),
  def({
    id: 'ocaml',
    aiAliases: ['ml'],
    name: 'OCaml',
    extensions: ['.ml', '.mli'],
    mimeType: 'text/x-ocaml',
    specEditorId: 'plaintext',
    // Monaco's F# grammar is the ML-family one it ships (it also claims .ml).
    monacoId: 'fsharp',
    interpreters: ['ocaml'],
  }),
  def({
    id: 'assembly',
    aiAliases: ['asm'],
    name: 'Assembly',
    extensions: ['.asm', '.s', '.nasm'],
    mimeType: 'text/x-asm',
    hasLSP: false,
    specEditorId: 'plaintext',
  }),
  def({
    id: 'vhdl',
    name: 'VHDL',
    extensions: ['.vhd', '.vhdl'],
    mimeType: 'text/x-vhdl',
    hasLSP: false,
    specEditorId: 'plaintext',
  }),
  def({
    id: 'verilog',
    name: 'Verilog',
    extensions: ['.v', '.vh', '.sv', '.svh'],
    mimeType: 'text/x-verilog',
    hasLSP: false,
    specEditorId: 'plaintext',
    monacoId: 'verilog',
  }),
  def({
    id: 'matlab',
    name: 'MATLAB',
    // .m is also Objective-C; MATLAB is the one we support.
    extensions: ['.m', '.mlx'],
    mimeType: 'text/x-matlab',
    hasLSP: false,
    specEditorId: 'plaintext',
  }),
  def({
    id: 'latex',
    aiAliases: ['tex'],
    name: 'LaTeX',
    extensions: ['.tex', '.sty', '.cls', '.ltx', '.bib'],
    mimeType: 'application/x-latex',
    // LaTeX maps to 'latex'; Monaco ships no LaTeX grammar, so it shows as plain text.
    specEditorId: 'latex',
    monacoId: 'plaintext',
  }),
  def({
    id: 'plaintext',
    aiAliases: ['text', 'txt'],
    icon: 'text',
    name: 'Plain Text',
    extensions: ['.txt', '.text', '.log'],
    filenames: ['LICENSE', 'README', 'AUTHORS', 'CHANGELOG', 'NOTICE', 'COPYING'],
    mimeType: 'text/plain',
    hasLSP: false,
    specEditorId: 'plaintext',
  }),
];

/** A language's stable id; also the AI engine's key for it. */
export type LanguageId = (typeof TABLE)[number]['id'];

export const LANGUAGES: readonly (LanguageDefinition & { id: LanguageId })[] = TABLE;

/** The Popular grid of the picker, in its order (shown only while the search is empty). */
export const POPULAR_IDS = [
  'javascript',
  'typescript',
  'python',
  'java',
  'cpp',
  'rust',
  'go',
  'html',
  'css',
] as const;

export const PLAIN_TEXT_ID = 'plaintext';

const byId = new Map<string, LanguageDefinition>(LANGUAGES.map((l) => [l.id, l]));

export function languageById(id: string | undefined | null): LanguageDefinition | undefined {
  return id ? byId.get(id) : undefined;
}

export function plainText(): LanguageDefinition {
  return byId.get(PLAIN_TEXT_ID) as LanguageDefinition;
}

/** Makefile-like names that no supported language covers; shown as plain text, but recognised. */
const MAKE_NAMES = new Set(['makefile', 'gnumakefile', 'bsdmakefile', 'justfile']);

function extensionOf(lowerName: string): string {
  const dot = lowerName.lastIndexOf('.');
  return dot > 0 ? lowerName.slice(dot) : dot === 0 ? lowerName : '';
}

export interface NameMatch {
  language: LanguageDefinition;
  /** 'file name' for an exact special name, 'extension' otherwise. */
  by: 'file name' | 'extension';
  /** True when the extension is shared by several languages (e.g. `.h`, `.m`, `.v`). */
  ambiguous: boolean;
}

/** Extensions that honestly belong to more than one language. */
const AMBIGUOUS_EXTENSIONS = new Set(['.h', '.m', '.v', '.pl', '.ml', '.s', '.t', '.fs']);

/**
 * The language a file name says, or undefined when the name says nothing (no extension, an
 * unknown one, `untitled`, or a Makefile-like name).
 */
export function languageFromFileName(name: string): NameMatch | undefined {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const lower = base.toLowerCase();
  for (const language of LANGUAGES) {
    if (language.filenames?.some((f) => f.toLowerCase() === lower)) {
      return { language, by: 'file name', ambiguous: false };
    }
  }
  // Dockerfile.dev, Dockerfile.prod, dev.Dockerfile
  if (lower.startsWith('dockerfile.') || lower.endsWith('.dockerfile')) {
    return {
      language: byId.get('dockerfile') as LanguageDefinition,
      by: 'file name',
      ambiguous: false,
    };
  }
  if (MAKE_NAMES.has(lower) || lower.endsWith('.mk') || lower.endsWith('.mak')) return undefined;
  // .env, .env.local: shell-like assignments
  if (lower === '.env' || lower.startsWith('.env.')) {
    return { language: byId.get('shell') as LanguageDefinition, by: 'file name', ambiguous: false };
  }
  const ext = extensionOf(lower);
  if (!ext) return undefined;
  const language = LANGUAGES.find((l) => l.extensions.includes(ext));
  if (!language) return undefined;
  return { language, by: 'extension', ambiguous: AMBIGUOUS_EXTENSIONS.has(ext) };
}

/** Icon kinds by extension and by exact lower-case file name; the first language listed wins. */
const ICON_BY_EXTENSION = new Map<string, FileIconKind>();
const ICON_BY_FILE_NAME = new Map<string, FileIconKind>();
for (const language of LANGUAGES) {
  for (const ext of language.extensions) {
    if (!ICON_BY_EXTENSION.has(ext)) ICON_BY_EXTENSION.set(ext, language.icon);
  }
  for (const name of language.filenames ?? []) {
    const lower = name.toLowerCase();
    if (!ICON_BY_FILE_NAME.has(lower)) ICON_BY_FILE_NAME.set(lower, language.icon);
  }
}

/**
 * The explorer's icon kind for a file of a known language (by its exact name, then its
 * extension), or undefined when no language claims it. One look-up per name: a large tree asks
 * for every row it draws.
 */
export function fileIconKind(name: string): FileIconKind | undefined {
  const lower = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  return ICON_BY_FILE_NAME.get(lower) ?? ICON_BY_EXTENSION.get(extensionOf(lower));
}

/** True for names that the explorer shows as make files although no supported language covers them. */
export function isMakeFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return MAKE_NAMES.has(lower) || lower.endsWith('.mk') || lower.endsWith('.mak');
}

/**
 * Picker search: matches the name (case-insensitive substring) or an extension ('py', '.py',
 * 'tsx') or a special file name. Names that start with the query come first.
 */
export function searchLanguages(query: string): LanguageDefinition[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...LANGUAGES];
  const ext = q.startsWith('.') ? q : `.${q}`;
  const scored: { language: LanguageDefinition; score: number; index: number }[] = [];
  LANGUAGES.forEach((language, index) => {
    const name = language.name.toLowerCase();
    let score = -1;
    if (name === q) score = 0;
    else if (language.extensions.includes(ext)) score = 1;
    else if (name.startsWith(q)) score = 2;
    else if (language.filenames?.some((f) => f.toLowerCase() === q)) score = 3;
    else if (name.includes(q)) score = 4;
    else if (language.extensions.some((e) => e.startsWith(ext))) score = 5;
    if (score >= 0) scored.push({ language, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((s) => s.language);
}

/** Monaco languages that run a language service in the browser (diagnostics, hover, completion). */
const SERVICE_MONACO_IDS = new Set([
  'javascript',
  'typescript',
  'json',
  'css',
  'scss',
  'less',
  'html',
]);

export function hasBrowserService(language: LanguageDefinition): boolean {
  return (
    SERVICE_MONACO_IDS.has(language.monacoId) && language.id !== 'vue' && language.id !== 'svelte'
  );
}

/** What the editor gives this language, in words for the LSP badge's tooltip. */
export function servicesSummary(language: LanguageDefinition): string {
  const parts: string[] = [];
  if (hasBrowserService(language)) {
    parts.push('live error checking, hover information and completion in the browser');
  }
  if (language.monacoId !== 'plaintext') parts.push('syntax highlighting');
  parts.push('AI help');
  if (language.id !== PLAIN_TEXT_ID) parts.push('detection from its content');
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}` : parts[0];
  const lsp = language.hasLSP
    ? hasBrowserService(language)
      ? 'Language server support.'
      : 'A language server exists for it, but none runs in this browser editor.'
    : 'No language server support.';
  return `${lsp} ${language.name} gets ${list}.`;
}
