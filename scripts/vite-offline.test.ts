import { describe, expect, it } from 'vitest';
import { precachedFiles } from './vite-offline';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  more: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] } = {},
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  isEntry: more.isEntry ?? false,
  imports: more.imports ?? [],
  dynamicImports: more.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(more.css ?? []) },
});
const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

/** A build shaped like the app's: shell, editor, Monaco's modes and workers, panels, runtimes. */
function bundle() {
  const list = [
    chunk('assets/main-a.js', '/app/index.html', {
      isEntry: true,
      imports: ['assets/shared-a.js'],
      dynamicImports: ['assets/monaco-a.js', 'assets/TerminalPanel-a.js'],
      css: ['assets/main-a.css'],
    }),
    chunk('assets/shared-a.js', null),
    chunk('assets/monaco-a.js', '/app/src/features/editor/monaco.ts', {
      imports: ['assets/editor.api-a.js'],
      css: ['assets/monaco-a.css'],
    }),
    chunk('assets/editor.api-a.js', '/app/node_modules/monaco-editor/esm/editor.api.js', {
      dynamicImports: ['assets/python-a.js', 'assets/linter-a.js'],
    }),
    chunk('assets/python-a.js', '/app/node_modules/monaco-editor/esm/basic-languages/python.js'),
    chunk('assets/linter-a.js', '/app/node_modules/eslint-linter-browserify/linter.js'),
    chunk('assets/editor-controller-a.js', '/app/src/features/editor/editor-controller.ts'),
    chunk('assets/ai-controller-a.js', '/app/src/features/editor/ai-controller.ts'),
    chunk('assets/TerminalPanel-a.js', '/app/src/features/terminal/TerminalPanel.tsx', {
      imports: ['assets/xterm-a.js'],
    }),
    chunk('assets/xterm-a.js', '/app/node_modules/@xterm/xterm/lib/xterm.mjs'),
    chunk('assets/RunPanel-a.js', '/app/src/features/run/RunPanel.tsx'),
    chunk('assets/PreviewPane-a.js', '/app/src/features/run/PreviewPane.tsx'),
    chunk('assets/run-controller-a.js', '/app/src/features/run/run-controller.ts'),
    chunk('assets/HistoryPanel-a.js', '/app/src/features/history/HistoryPanel.tsx'),
    asset('assets/ts.worker-a.js'),
    asset('assets/editor.worker-a.js'),
    asset('assets/ai.worker-a.js'),
    asset('assets/sql.worker-a.js'),
    asset('assets/jetbrains-mono-latin-400-normal-a.woff2'),
    asset('assets/jetbrains-mono-latin-400-normal-a.woff'),
    asset('assets/codicon-a.ttf'),
    asset('assets/sql-wasm-a.wasm'),
    asset('assets/ruff_wasm_bg-a.wasm'),
    asset('assets/pyodide-1.0/pyodide.asm.wasm'),
  ];
  return Object.fromEntries(list.map((o) => [o.fileName, o]));
}

describe('precached files', () => {
  it('are the shell, the editor with Monaco and its language modes, its workers, the fonts, and what running and previewing need', () => {
    expect([...precachedFiles(bundle())].sort()).toEqual(
      [
        'assets/ai-controller-a.js',
        'assets/codicon-a.ttf',
        'assets/editor-controller-a.js',
        'assets/editor.api-a.js',
        'assets/editor.worker-a.js',
        'assets/jetbrains-mono-latin-400-normal-a.woff2',
        'assets/main-a.css',
        'assets/main-a.js',
        'assets/monaco-a.css',
        'assets/monaco-a.js',
        'assets/python-a.js',
        'assets/shared-a.js',
        'assets/ts.worker-a.js',
        'assets/TerminalPanel-a.js',
        'assets/xterm-a.js',
        'assets/RunPanel-a.js',
        'assets/PreviewPane-a.js',
        'assets/run-controller-a.js',
      ].sort(),
    );
  });

  it('leave out panels, other workers and the language runtimes, kept on first use instead', () => {
    const files = precachedFiles(bundle());
    for (const lazy of [
      'assets/HistoryPanel-a.js',
      'assets/linter-a.js',
      'assets/ai.worker-a.js',
      'assets/sql.worker-a.js',
      'assets/sql-wasm-a.wasm',
      'assets/ruff_wasm_bg-a.wasm',
      'assets/pyodide-1.0/pyodide.asm.wasm',
    ]) {
      expect(files.has(lazy), lazy).toBe(false);
    }
  });

  it('fail the build when an editor module has no chunk', () => {
    const incomplete = bundle();
    delete (incomplete as Record<string, unknown>)['assets/ai-controller-a.js'];
    expect(() => precachedFiles(incomplete)).toThrow(/ai-controller/);
  });
});
