import { describe, expect, it } from 'vitest';
import { languageDisplayName, languageKey } from '../ai/language';
import {
  fileIconKind,
  hasBrowserService,
  LANGUAGES,
  languageById,
  languageFromFileName,
  POPULAR_IDS,
  searchLanguages,
  servicesSummary,
} from './registry';

/** Every supported language, in the order of the picker's list. */
const SPEC_NAMES = [
  'JavaScript',
  'TypeScript',
  'JSX',
  'TSX',
  'Python',
  'Java',
  'C++',
  'C',
  'Rust',
  'Go',
  'PHP',
  'Ruby',
  'Swift',
  'Kotlin',
  'Scala',
  'HTML',
  'CSS',
  'SCSS',
  'SASS',
  'Less',
  'JSON',
  'XML',
  'YAML',
  'TOML',
  'Markdown',
  'SQL',
  'Shell',
  'PowerShell',
  'Dockerfile',
  'Vue',
  'Svelte',
  'R',
  'Lua',
  'Perl',
  'Haskell',
  'Clojure',
  'Erlang',
  'Elixir',
  'Dart',
  'F#',
  'OCaml',
  'Assembly',
  'VHDL',
  'Verilog',
  'MATLAB',
  'LaTeX',
  'Plain Text',
];

/** The editor language mapping, by language name; all others map to plaintext. */
const SPEC_MAPPING: Record<string, string> = {
  JavaScript: 'javascript',
  TypeScript: 'typescript',
  JSX: 'jsx',
  TSX: 'tsx',
  Python: 'python',
  Java: 'java',
  'C++': 'c++',
  C: 'c',
  Rust: 'rust',
  Go: 'go',
  PHP: 'php',
  Ruby: 'ruby',
  Swift: 'swift',
  Kotlin: 'kotlin',
  Scala: 'scala',
  HTML: 'html',
  CSS: 'css',
  SCSS: 'scss',
  SASS: 'sass',
  Less: 'less',
  JSON: 'json',
  XML: 'xml',
  YAML: 'yaml',
  Markdown: 'markdown',
  SQL: 'sql',
  Shell: 'shell',
  PowerShell: 'powershell',
  Dockerfile: 'dockerfile',
  R: 'r',
  Lua: 'lua',
  Perl: 'perl',
  Haskell: 'haskell',
  Dart: 'dart',
  LaTeX: 'latex',
};

/** Monaco 0.57's basic-language and service ids (node_modules/monaco-editor/esm/vs/languages). */
const MONACO_IDS = new Set([
  'plaintext',
  'javascript',
  'typescript',
  'python',
  'java',
  'cpp',
  'c',
  'rust',
  'go',
  'php',
  'ruby',
  'swift',
  'kotlin',
  'scala',
  'html',
  'css',
  'scss',
  'less',
  'json',
  'xml',
  'yaml',
  'ini',
  'markdown',
  'sql',
  'shell',
  'powershell',
  'dockerfile',
  'r',
  'lua',
  'perl',
  'clojure',
  'elixir',
  'dart',
  'fsharp',
  'verilog',
]);

describe('language registry', () => {
  it('has a definition for every supported language, 47 in all, in order', () => {
    expect(LANGUAGES.map((l) => l.name)).toEqual(SPEC_NAMES);
    expect(LANGUAGES).toHaveLength(47);
  });

  it('gives each one a Monaco language, a MIME type and an extension or file name', () => {
    for (const l of LANGUAGES) {
      expect(MONACO_IDS.has(l.monacoId), `${l.name}: ${l.monacoId}`).toBe(true);
      expect(l.mimeType, l.name).toMatch(/^[a-z]+\/[\w.+-]+$/);
      expect(l.extensions.length + (l.filenames?.length ?? 0), l.name).toBeGreaterThan(0);
      expect(l.aiSupported, l.name).toBe(true);
    }
  });

  it('follows the editor language mapping, and plaintext for the rest', () => {
    for (const l of LANGUAGES) {
      expect(l.specEditorId, l.name).toBe(SPEC_MAPPING[l.name] ?? 'plaintext');
    }
  });

  it('has LSP false exactly for Assembly, VHDL, Verilog, MATLAB and Plain Text', () => {
    expect(LANGUAGES.filter((l) => !l.hasLSP).map((l) => l.name)).toEqual([
      'Assembly',
      'VHDL',
      'Verilog',
      'MATLAB',
      'Plain Text',
    ]);
  });

  it('highlights languages mapped to plaintext where Monaco has a grammar', () => {
    const monaco = (name: string) => LANGUAGES.find((l) => l.name === name)?.monacoId;
    expect(monaco('Scala')).toBe('scala');
    expect(monaco('Clojure')).toBe('clojure');
    expect(monaco('Elixir')).toBe('elixir');
    expect(monaco('F#')).toBe('fsharp');
    expect(monaco('Vue')).toBe('html');
    expect(monaco('TOML')).toBe('ini');
    expect(monaco('Verilog')).toBe('verilog');
    expect(monaco('C++')).toBe('cpp');
    expect(monaco('Haskell')).toBe('plaintext');
  });

  it('never gives two languages one extension', () => {
    const seen = new Map<string, string>();
    for (const l of LANGUAGES) {
      for (const e of l.extensions) {
        expect(seen.get(e), `${e} in ${l.name}`).toBeUndefined();
        seen.set(e, l.name);
      }
    }
  });

  it('lists the Popular grid in order', () => {
    expect(POPULAR_IDS.map((id) => languageById(id)?.name)).toEqual([
      'JavaScript',
      'TypeScript',
      'Python',
      'Java',
      'C++',
      'Rust',
      'Go',
      'HTML',
      'CSS',
    ]);
  });
});

describe('languageFromFileName', () => {
  it.each([
    ['app.py', 'python', 'extension'],
    ['App.TSX', 'tsx', 'extension'],
    ['src/lib/util.rs', 'rust', 'extension'],
    ['Dockerfile', 'dockerfile', 'file name'],
    ['dockerfile', 'dockerfile', 'file name'],
    ['Dockerfile.dev', 'dockerfile', 'file name'],
    ['Gemfile', 'ruby', 'file name'],
    ['.bashrc', 'shell', 'file name'],
    ['.env.local', 'shell', 'file name'],
    ['Cargo.lock', 'toml', 'file name'],
    ['notes.txt', 'plaintext', 'extension'],
    ['LICENSE', 'plaintext', 'file name'],
  ])('%s is %s by %s', (name, id, by) => {
    const match = languageFromFileName(name);
    expect(match?.language.id).toBe(id);
    expect(match?.by).toBe(by);
  });

  it('says nothing for names without a known extension', () => {
    for (const name of ['untitled', 'Makefile', 'GNUmakefile', 'build.mk', 'data.xyz', 'a.']) {
      expect(languageFromFileName(name), name).toBeUndefined();
    }
  });

  it('marks shared extensions as ambiguous', () => {
    expect(languageFromFileName('x.h')?.ambiguous).toBe(true);
    expect(languageFromFileName('x.c')?.ambiguous).toBe(false);
  });
});

describe('searchLanguages', () => {
  it('matches by extension, with or without the dot', () => {
    expect(searchLanguages('rs')[0]?.name).toBe('Rust');
    expect(searchLanguages('.py')[0]?.name).toBe('Python');
    expect(searchLanguages('tsx')[0]?.name).toBe('TSX');
  });

  it('matches names case-insensitively, prefixes first', () => {
    const names = searchLanguages('java').map((l) => l.name);
    expect(names.slice(0, 2)).toEqual(['Java', 'JavaScript']);
    expect(searchLanguages('PLAIN').map((l) => l.name)).toEqual(['Plain Text']);
  });

  it('matches special file names and returns everything for an empty query', () => {
    expect(searchLanguages('dockerfile')[0]?.name).toBe('Dockerfile');
    expect(searchLanguages('  ')).toHaveLength(47);
    expect(searchLanguages('zzz')).toEqual([]);
  });
});

describe('services', () => {
  it('says honestly what each language gets', () => {
    const ts = languageById('typescript')!;
    expect(hasBrowserService(ts)).toBe(true);
    expect(servicesSummary(ts)).toMatch(/live error checking/);
    const py = languageById('python')!;
    expect(hasBrowserService(py)).toBe(false);
    expect(servicesSummary(py)).toBe(
      'A language server exists for it, but none runs in this browser editor. Python gets syntax highlighting, AI help and detection from its content.',
    );
    expect(servicesSummary(languageById('vhdl')!)).toMatch(
      /^No language server support\. VHDL gets AI help and detection/,
    );
  });
});

describe('the one language table and the views derived from it', () => {
  it('names every SPEC language exactly once, under an id of its own', () => {
    for (const name of SPEC_NAMES) {
      expect(LANGUAGES.filter((l) => l.name === name)).toHaveLength(1);
    }
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(LANGUAGES.length);
  });

  it("gives the AI engine each language's id, name and short names, and its name for prompts", () => {
    for (const language of LANGUAGES) {
      for (const alias of [language.id, language.name, ...language.aiAliases]) {
        expect(languageKey(alias)).toBe(language.id);
        expect(languageKey(` ${alias.toUpperCase()} `)).toBe(language.id);
      }
      expect(languageDisplayName(language.id)).toBe(language.name);
    }
    const owners = new Map<string, Set<string>>();
    for (const language of LANGUAGES) {
      for (const n of [language.id, language.name.toLowerCase(), ...language.aiAliases]) {
        owners.set(n, (owners.get(n) ?? new Set()).add(language.id));
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1)).toEqual([]);
  });

  it('answers plain text for names no language has, inherited object keys included', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'cobol', '']) {
      expect(languageKey(name)).toBe('plaintext');
    }
    expect(languageDisplayName('constructor')).toBe('Plain Text');
  });

  it("gives the explorer each language's icon for its extensions and file names", () => {
    for (const language of LANGUAGES) {
      for (const ext of language.extensions) {
        expect(fileIconKind(`src/main${ext.toUpperCase()}`)).toBe(language.icon);
      }
      for (const name of language.filenames ?? []) {
        expect(fileIconKind(`/project/${name}`)).toBe(language.icon);
      }
    }
    expect(fileIconKind('notes.md')).toBe('text');
    expect(fileIconKind('package.json')).toBe('json');
    expect(fileIconKind('main.py')).toBe('code');
    expect(fileIconKind('photo.xcf')).toBeUndefined();
    expect(fileIconKind('constructor')).toBeUndefined();
  });
});
