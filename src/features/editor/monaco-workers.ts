/**
 * Monaco's workers, built the Vite way (no CDN): the TypeScript, JSON, CSS and HTML language
 * workers by label, the editor worker for everything else. A module for its effect, imported
 * before Monaco creates its first model, by the app (./monaco.ts) and by the benchmark's bare
 * Monaco page (bench/baseline/main.ts), so both run the very same workers.
 */
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
