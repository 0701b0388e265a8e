/**
 * SPEC §8's fallbacks around any provider (inference, backend, worker): a failure is logged as
 * a warning and answered locally, exactly as SPEC says, with `provider.fallback: true`:
 * completion → local keyword suggestions; correction → the typo fix; optimisation → none;
 * quality → complexity 0.5, maintainability 0.5, empty lists; code generation → a comment
 * placeholder saying the implementation is pending; smart completion → none. Auto-fix failures
 * are only logged (SPEC §8) and answer 'not fixed'. Aborts are never swallowed.
 */
import {
  AUTO_FIX_DEFAULT_CONFIDENCE,
  DEFAULT_CODE_STYLE,
  QUALITY_FALLBACK_SCORE,
} from './constants';
import { keywordFallback } from './local/completion';
import { typoSuggestions } from './local/typos';
import { LocalProvider } from './local-provider';
import { languageKey } from './language';
import {
  type AiProvider,
  type AutoFixOptions,
  type BatchFile,
  type CallOptions,
  type CodeStyle,
  type GenerateCodeOptions,
  type ProviderInfo,
  isAbortError,
} from './types';

export type Warn = (message: string, error: unknown) => void;

const FALLBACK: ProviderInfo = { kind: 'local', model: 'fallback', fallback: true };

/** A comment placeholder in the language's comment syntax. */
export function pendingPlaceholder(description: string, language = 'javascript'): string {
  const text = `Implementation pending: ${description.replace(/[\r\n]+/g, ' ').trim()}`;
  const key = languageKey(language);
  if (['python', 'ruby', 'shell', 'r', 'perl', 'yaml', 'powershell', 'elixir'].includes(key))
    return `# ${text}\n`;
  if (['sql', 'lua', 'haskell'].includes(key)) return `-- ${text}\n`;
  if (['html', 'xml', 'markdown'].includes(key)) return `<!-- ${text} -->\n`;
  return `// ${text}\n`;
}

export function withFallbacks(
  primary: AiProvider,
  local: LocalProvider = new LocalProvider(),
  warn: Warn = (m, e) => console.warn(m, e),
): AiProvider {
  async function guard<T>(
    what: string,
    run: () => Promise<T>,
    fallback: () => T | Promise<T>,
  ): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isAbortError(error)) throw error;
      warn(`AI ${what} failed; using the fallback`, error);
      return fallback();
    }
  }
  return {
    kind: primary.kind,
    complete: (code, language, offset, options?: CallOptions) =>
      guard(
        'completion',
        () => primary.complete(code, language, offset, options),
        () => ({ suggestions: keywordFallback(code, language, offset), provider: FALLBACK }),
      ),
    smartComplete: (code, language, offset, options?: CallOptions) =>
      guard(
        'smart completion',
        () => primary.smartComplete(code, language, offset, options),
        () => ({ items: [], provider: FALLBACK }),
      ),
    correct: (selection, language, options?: CallOptions) =>
      guard(
        'correction',
        () => primary.correct(selection, language, options),
        () => ({
          suggestions: selection.trim() ? typoSuggestions(selection) : [],
          provider: FALLBACK,
        }),
      ),
    optimize: (code, language, options?: CallOptions) =>
      guard(
        'optimisation',
        () => primary.optimize(code, language, options),
        () => ({ suggestions: [], provider: FALLBACK }),
      ),
    analyzeQuality: (code, language, options?: CallOptions) =>
      guard(
        'quality analysis',
        () => primary.analyzeQuality(code, language, options),
        () => ({
          complexity: QUALITY_FALLBACK_SCORE,
          maintainability: QUALITY_FALLBACK_SCORE,
          suggestions: [],
          patterns: [],
          anticipatedNeeds: [],
          provider: FALLBACK,
        }),
      ),
    autoFix: (code, language, fixOptions?: AutoFixOptions, options?: CallOptions) =>
      guard(
        'auto-fix',
        () => primary.autoFix(code, language, fixOptions, options),
        () => ({
          fixed: false,
          fixed_code: code,
          explanation: 'Auto-fix is not available right now.',
          fixes_applied: [],
          confidence: AUTO_FIX_DEFAULT_CONFIDENCE,
          manual_review_needed: false,
          provider: FALLBACK,
        }),
      ),
    batchAutoFix: (files: BatchFile[], fixOptions?: AutoFixOptions, options?: CallOptions) =>
      guard(
        'batch auto-fix',
        () => primary.batchAutoFix(files, fixOptions, options),
        () => ({
          results: files.map((f) => ({
            name: f.name,
            fixed: false,
            fixed_code: f.code,
            explanation: 'Auto-fix is not available right now.',
            fixes_applied: [],
            confidence: AUTO_FIX_DEFAULT_CONFIDENCE,
            manual_review_needed: false,
          })),
          provider: FALLBACK,
        }),
      ),
    fixStatistics: (options?: CallOptions) =>
      guard(
        'fix statistics',
        () => primary.fixStatistics(options),
        () => local.fixStatistics(options),
      ),
    fixReport: (options?: CallOptions) =>
      guard(
        'fix report',
        () => primary.fixReport(options),
        () => local.fixReport(options),
      ),
    generateDocs: (code, language, options?: CallOptions) =>
      guard(
        'documentation',
        () => primary.generateDocs(code, language, options),
        async () => ({
          ...(await local.generateDocs(code, language, options)),
          provider: FALLBACK,
        }),
      ),
    generateCode: (
      description,
      style?: CodeStyle,
      genOptions?: GenerateCodeOptions,
      options?: CallOptions,
    ) =>
      guard(
        'code generation',
        () => primary.generateCode(description, style, genOptions, options),
        () => ({
          code: pendingPlaceholder(description, genOptions?.language),
          language: genOptions?.language ?? 'javascript',
          style: style ?? DEFAULT_CODE_STYLE,
          explanation: 'Code generation failed; a placeholder was inserted.',
          provider: FALLBACK,
        }),
      ),
  };
}
