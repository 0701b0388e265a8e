/**
 * Monaco's workers, built the Vite way (no CDN): the TypeScript, JSON, CSS and HTML language
 * workers by label, the editor worker for everything else. A module for its effect, imported
 * before Monaco creates its first model, by the app (./monaco.ts) and by the benchmark's bare
 * Monaco page (bench/baseline/main.ts), so both run the very same workers. The app holds the
 * language workers back until the user is idle or in an editor (./language-services.ts).
 */
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import CssWorker from 'monaco-editor/language/css/css.worker?worker';
import HtmlWorker from 'monaco-editor/language/html/html.worker?worker';

/** Each language worker by the labels Monaco asks for it with. */
const LANGUAGE_WORKERS: Record<string, new () => Worker> = {
  typescript: TsWorker,
  javascript: TsWorker,
  json: JsonWorker,
  css: CssWorker,
  scss: CssWorker,
  less: CssWorker,
  html: HtmlWorker,
  handlebars: HtmlWorker,
  razor: HtmlWorker,
};

/** Whether Monaco asks for a language's worker with this label (else its editor worker). */
export const isLanguageWorker = (label: string) => Object.hasOwn(LANGUAGE_WORKERS, label);

self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    const LanguageWorker = LANGUAGE_WORKERS[label];
    return LanguageWorker ? new LanguageWorker() : new EditorWorker();
  },
};
