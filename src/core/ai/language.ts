/**
 * Language names as the AI engine sees them. Callers pass SPEC §3 names ('C++', 'F#') or Monaco
 * ids ('cpp', 'fsharp'); the engine works on one lower-case key per language. This module does
 * not replace the language registry (src/core/languages): it only needs to recognise a name.
 */

export type LanguageKey =
  | 'javascript'
  | 'typescript'
  | 'jsx'
  | 'tsx'
  | 'python'
  | 'java'
  | 'cpp'
  | 'c'
  | 'rust'
  | 'go'
  | 'php'
  | 'ruby'
  | 'swift'
  | 'kotlin'
  | 'scala'
  | 'html'
  | 'css'
  | 'scss'
  | 'sass'
  | 'less'
  | 'json'
  | 'xml'
  | 'yaml'
  | 'toml'
  | 'markdown'
  | 'sql'
  | 'shell'
  | 'powershell'
  | 'dockerfile'
  | 'vue'
  | 'svelte'
  | 'r'
  | 'lua'
  | 'perl'
  | 'haskell'
  | 'clojure'
  | 'erlang'
  | 'elixir'
  | 'dart'
  | 'fsharp'
  | 'ocaml'
  | 'assembly'
  | 'vhdl'
  | 'verilog'
  | 'matlab'
  | 'latex'
  | 'plaintext';

/** Looked up with names from requests: a Map, so 'constructor' or '__proto__' is no entry. */
const ALIASES = new Map<string, LanguageKey>(
  Object.entries({
    javascript: 'javascript',
    js: 'javascript',
    mjs: 'javascript',
    cjs: 'javascript',
    node: 'javascript',
    typescript: 'typescript',
    ts: 'typescript',
    jsx: 'jsx',
    javascriptreact: 'jsx',
    tsx: 'tsx',
    typescriptreact: 'tsx',
    python: 'python',
    py: 'python',
    java: 'java',
    'c++': 'cpp',
    cpp: 'cpp',
    cxx: 'cpp',
    c: 'c',
    rust: 'rust',
    rs: 'rust',
    go: 'go',
    golang: 'go',
    php: 'php',
    ruby: 'ruby',
    rb: 'ruby',
    swift: 'swift',
    kotlin: 'kotlin',
    kt: 'kotlin',
    scala: 'scala',
    html: 'html',
    htm: 'html',
    css: 'css',
    scss: 'scss',
    sass: 'sass',
    less: 'less',
    json: 'json',
    xml: 'xml',
    yaml: 'yaml',
    yml: 'yaml',
    toml: 'toml',
    markdown: 'markdown',
    md: 'markdown',
    sql: 'sql',
    shell: 'shell',
    bash: 'shell',
    sh: 'shell',
    zsh: 'shell',
    powershell: 'powershell',
    ps1: 'powershell',
    dockerfile: 'dockerfile',
    docker: 'dockerfile',
    vue: 'vue',
    svelte: 'svelte',
    r: 'r',
    lua: 'lua',
    perl: 'perl',
    pl: 'perl',
    haskell: 'haskell',
    hs: 'haskell',
    clojure: 'clojure',
    clj: 'clojure',
    erlang: 'erlang',
    erl: 'erlang',
    elixir: 'elixir',
    ex: 'elixir',
    dart: 'dart',
    'f#': 'fsharp',
    fsharp: 'fsharp',
    ocaml: 'ocaml',
    ml: 'ocaml',
    assembly: 'assembly',
    asm: 'assembly',
    vhdl: 'vhdl',
    verilog: 'verilog',
    matlab: 'matlab',
    latex: 'latex',
    tex: 'latex',
    'plain text': 'plaintext',
    plaintext: 'plaintext',
    text: 'plaintext',
    txt: 'plaintext',
  } satisfies Record<string, LanguageKey>),
);

/** The engine's key for a SPEC name or Monaco id; unknown names are plain text. */
export function languageKey(name: string): LanguageKey {
  return ALIASES.get(name.trim().toLowerCase()) ?? 'plaintext';
}

/** The display name for prompts ('Fix the following {language} code'). */
const DISPLAY = new Map<LanguageKey, string>(
  Object.entries({
    javascript: 'JavaScript',
    typescript: 'TypeScript',
    jsx: 'JSX',
    tsx: 'TSX',
    python: 'Python',
    cpp: 'C++',
    c: 'C',
    fsharp: 'F#',
    php: 'PHP',
    html: 'HTML',
    css: 'CSS',
    scss: 'SCSS',
    sass: 'SASS',
    json: 'JSON',
    xml: 'XML',
    yaml: 'YAML',
    toml: 'TOML',
    sql: 'SQL',
    powershell: 'PowerShell',
    ocaml: 'OCaml',
    vhdl: 'VHDL',
    matlab: 'MATLAB',
    latex: 'LaTeX',
    plaintext: 'Plain Text',
  } satisfies Partial<Record<LanguageKey, string>>) as [LanguageKey, string][],
);

export function languageDisplayName(name: string): string {
  const key = languageKey(name);
  return DISPLAY.get(key) ?? key.charAt(0).toUpperCase() + key.slice(1);
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
