/// <reference types="vite/client" />
/**
 * The benchmark's baseline: one Monaco editor and nothing else, from the same `monaco-editor`
 * package the app uses, with the same workers wired the same way (src/features/editor/monaco.ts)
 * and the same namespace hook (`window.monaco`), so bench/app.bench.ts drives both alike.
 */
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    switch (label) {
      case 'typescript':
      case 'javascript':
        return new TsWorker();
      case 'json':
        return new JsonWorker();
      case 'css':
      case 'scss':
      case 'less':
        return new CssWorker();
      case 'html':
      case 'handlebars':
      case 'razor':
        return new HtmlWorker();
      default:
        return new EditorWorker();
    }
  },
};

(window as Window & { monaco?: typeof monaco }).monaco = monaco;

const container = document.getElementById('editor');
if (container) {
  monaco.editor.create(container, {
    model: monaco.editor.createModel('', 'javascript', monaco.Uri.parse('file:///bench.js')),
    automaticLayout: true,
  });
}
