/// <reference types="vite/client" />
/**
 * The benchmark's baseline: one Monaco editor and nothing else, from the same `monaco-editor`
 * package the app uses, with the very same workers (src/features/editor/monaco-workers.ts)
 * and the same namespace hook (`window.monaco`), so bench/app.bench.ts drives both alike.
 */
import * as monaco from 'monaco-editor';
import '../../src/features/editor/monaco-workers';

(window as Window & { monaco?: typeof monaco }).monaco = monaco;

const container = document.getElementById('editor');
if (container) {
  monaco.editor.create(container, {
    model: monaco.editor.createModel('', 'javascript', monaco.Uri.parse('file:///bench.js')),
    automaticLayout: true,
  });
}
