/**
 * Where each `==` and `!=` of a JavaScript program is, and whether `===` would give the same
 * answer there (for Optimize): read with ESLint's parser and the editor's `loose-equality` rule,
 * which decides from the static types of the two sides.
 */
import type { Linter } from 'eslint';
import { type EqualityKind, editorPlugin } from './eslint-rules';

export interface LooseEquality {
  /** UTF-16 offsets of the operator. */
  start: number;
  end: number;
  kind: EqualityKind;
}

let linterPromise: Promise<Linter> | undefined;

function linter(): Promise<Linter> {
  linterPromise ??= import('eslint-linter-browserify').then(
    (m) => new m.Linter({ configType: 'flat' }) as unknown as Linter,
  );
  return linterPromise;
}

const configs = new Map<boolean, Linter.Config[]>();

function config(jsx: boolean): Linter.Config[] {
  let cached = configs.get(jsx);
  if (!cached) {
    cached = [
      {
        files: ['**/*.js', '**/*.jsx'],
        plugins: { editor: editorPlugin },
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx } },
        },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        rules: { 'editor/loose-equality': 'warn' },
      },
    ];
    configs.set(jsx, cached);
  }
  return cached;
}

const KINDS: ReadonlySet<string> = new Set<EqualityKind>(['same-type', 'null-check', 'unknown']);

/** Every `==` / `!=` in `code`, in order; `undefined` when the code does not parse. */
export async function looseEqualities(
  code: string,
  jsx: boolean,
): Promise<LooseEquality[] | undefined> {
  const lint = await linter();
  const messages = lint.verify(code, config(jsx), { filename: jsx ? 'file.jsx' : 'file.js' });
  if (messages.some((m) => m.fatal)) return undefined;
  const starts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) starts.push(i + 1);
  const offset = (line: number, column: number) => (starts[line - 1] ?? 0) + column - 1;
  return messages
    .filter((m) => m.ruleId === 'editor/loose-equality' && KINDS.has(m.message))
    .map((m) => ({
      start: offset(m.line, m.column),
      end: offset(m.endLine ?? m.line, m.endColumn ?? m.column),
      kind: m.message as EqualityKind,
    }));
}
