/**
 * TypeScript's own type checker over one JavaScript file (checkJs with strict null checks), in
 * whatever thread calls it: the AI worker in the browser, Node in tests and benchmarks. One
 * language service is kept between calls, so a check after a keystroke re-checks the file only;
 * the standard library's declarations are read once, from `TypeLibSource`.
 *
 * The file is a module (its top-level names are its own, not the page's `window.name`); names a
 * Node program takes from `require` are `any`, so they are never wrongly typed.
 */
import type TS from 'typescript';

/** The text of one of TypeScript's library files, by name ('lib.es2022.d.ts'). */
export type TypeLibSource = (fileName: string) => Promise<string | undefined>;

/** What a program can use: the language to ES2022 and the page (this file names the rest). */
const ROOT_LIBS = ['lib.es2022.full.d.ts'];
const LIB_REFERENCE = /^\/\/\/\s*<reference\s+lib="([^"]+)"\s*\/>/gm;

export interface TypeCheck {
  ts: typeof TS;
  service: TS.LanguageService;
  program: TS.Program;
  checker: TS.TypeChecker;
  file: TS.SourceFile;
  fileName: string;
  /** The checker's errors and suggestions for the file. */
  diagnostics: readonly TS.Diagnostic[];
}

interface Service {
  ts: typeof TS;
  service: TS.LanguageService;
  files: Map<string, { text: string; version: number }>;
}

let started: Promise<Service> | null = null;

async function loadLibs(source: TypeLibSource): Promise<Map<string, string>> {
  const libs = new Map<string, string>();
  const wanted = [...ROOT_LIBS];
  while (wanted.length) {
    const name = wanted.pop() as string;
    if (libs.has(name)) continue;
    const text = await source(name);
    if (text === undefined) throw new Error(`TypeScript's ${name} is missing`);
    libs.set(name, text);
    for (const m of text.matchAll(LIB_REFERENCE)) {
      const referenced = `lib.${(m[1] ?? '').toLowerCase()}.d.ts`;
      if (!libs.has(referenced)) wanted.push(referenced);
    }
  }
  return libs;
}

async function start(source: TypeLibSource): Promise<Service> {
  const [module, libs] = await Promise.all([import('typescript'), loadLibs(source)]);
  // The package is CommonJS: its namespace is the default export where a bundler wraps it.
  const ts = ((module as { default?: typeof TS }).default ?? module) as typeof TS;
  const files = new Map<string, { text: string; version: number }>();
  const libPath = (name: string) => `/lib/${name}`;
  const libText = (path: string) =>
    path.startsWith('/lib/') ? libs.get(path.slice('/lib/'.length)) : undefined;
  const options: TS.CompilerOptions = {
    allowJs: true,
    checkJs: true,
    strict: true,
    // A beginner's parameters have no types: that is not a mistake.
    noImplicitAny: false,
    noEmit: true,
    jsx: ts.JsxEmit.Preserve,
    target: ts.ScriptTarget.ES2022,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ROOT_LIBS,
    types: [],
  };
  const host: TS.LanguageServiceHost = {
    getScriptFileNames: () => [...files.keys()],
    getScriptVersion: (path) => String(files.get(path)?.version ?? 0),
    getScriptSnapshot: (path) => {
      const text = files.get(path)?.text ?? libText(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => '/',
    getCompilationSettings: () => options,
    getDefaultLibFileName: () => libPath('lib.es2022.full.d.ts'),
    fileExists: (path) => files.has(path) || libText(path) !== undefined,
    readFile: (path) => files.get(path)?.text ?? libText(path),
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  return { ts, service, files };
}

/** Checks `code` as the only file of a program; rejects when TypeScript cannot be loaded. */
export async function typeCheck(
  code: string,
  jsx: boolean,
  libs: TypeLibSource,
): Promise<TypeCheck> {
  started ??= start(libs).catch((error: unknown) => {
    started = null;
    throw error;
  });
  const { ts, service, files } = await started;
  const fileName = jsx ? '/main.jsx' : '/main.js';
  // One file at a time: the other name is dropped so that its names do not clash.
  for (const name of [...files.keys()]) if (name !== fileName) files.delete(name);
  const previous = files.get(fileName);
  if (previous?.text !== code)
    files.set(fileName, { text: code, version: (previous?.version ?? 0) + 1 });
  const program = service.getProgram();
  const file = program?.getSourceFile(fileName);
  if (!program || !file) throw new Error('TypeScript did not read the file');
  const diagnostics = [
    ...service.getSemanticDiagnostics(fileName),
    ...service.getSuggestionDiagnostics(fileName),
  ];
  return { ts, service, program, checker: program.getTypeChecker(), file, fileName, diagnostics };
}
