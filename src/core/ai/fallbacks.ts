/**
 * Fallbacks around any provider (inference, backend, worker): when the chosen provider fails,
 * the built-in engine (the LocalProvider, as good as offline) answers the same operation in its
 * place, labelled `fallback: true` with why the provider failed and what to do. A failure is
 * logged as a warning once; a call refused while a provider waits out a failure is not logged
 * again. Aborts are never swallowed.
 */
import { failureReason, InferenceError } from './inference/http';
import { LocalProvider } from './local-provider';
import {
  type AiProvider,
  type Answer,
  type AutoFixOptions,
  type BatchFile,
  type CallOptions,
  type CodeStyle,
  type HintProblem,
  type GenerateCodeOptions,
  type RunStory,
  isAbortError,
} from './types';

export type Warn = (message: string, error: unknown) => void;

export function withFallbacks(
  primary: AiProvider,
  local: LocalProvider = new LocalProvider(),
  warn: Warn = (m, e) => console.warn(m, e),
): AiProvider {
  async function guard<T>(
    what: string,
    run: () => Promise<Answer<T>>,
    builtIn: () => Promise<Answer<T>>,
  ): Promise<Answer<T>> {
    try {
      return await run();
    } catch (error) {
      if (isAbortError(error)) throw error;
      const skipped = error instanceof InferenceError && error.backoff?.skipped === true;
      if (!skipped) warn(`AI ${what} failed; the built-in engine answers instead`, error);
      const answer = await builtIn();
      return {
        ...answer,
        provider: { ...answer.provider, fallback: true, ...failureReason(error) },
      };
    }
  }
  return {
    kind: primary.kind,
    complete: (code, language, offset, options?: CallOptions) =>
      guard(
        'completion',
        () => primary.complete(code, language, offset, options),
        () => local.complete(code, language, offset, options),
      ),
    smartComplete: (code, language, offset, options?: CallOptions) =>
      guard(
        'smart completion',
        () => primary.smartComplete(code, language, offset, options),
        () => local.smartComplete(code, language, offset, options),
      ),
    correct: (selection, language, options?: CallOptions) =>
      guard(
        'correction',
        () => primary.correct(selection, language, options),
        () => local.correct(selection, language, options),
      ),
    optimize: (code, language, options?: CallOptions) =>
      guard(
        'optimisation',
        () => primary.optimize(code, language, options),
        () => local.optimize(code, language, options),
      ),
    analyzeQuality: (code, language, options?: CallOptions) =>
      guard(
        'quality analysis',
        () => primary.analyzeQuality(code, language, options),
        () => local.analyzeQuality(code, language, options),
      ),
    autoFix: (code, language, fixOptions?: AutoFixOptions, options?: CallOptions) =>
      guard(
        'auto-fix',
        () => primary.autoFix(code, language, fixOptions, options),
        () => local.autoFix(code, language, fixOptions, options),
      ),
    batchAutoFix: (files: BatchFile[], fixOptions?: AutoFixOptions, options?: CallOptions) =>
      guard(
        'batch auto-fix',
        () => primary.batchAutoFix(files, fixOptions, options),
        () => local.batchAutoFix(files, fixOptions, options),
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
        () => local.generateDocs(code, language, options),
      ),
    explain: (code, language, run?: RunStory, options?: CallOptions) =>
      guard(
        'explanation',
        () => primary.explain(code, language, run, options),
        () => local.explain(code, language, run, options),
      ),
    diagnose: (code, language, options?: CallOptions) =>
      guard(
        'diagnosis',
        () => primary.diagnose(code, language, options),
        () => local.diagnose(code, language, options),
      ),
    hint: (code, language, problem: HintProblem, options?: CallOptions) =>
      guard(
        'hints',
        () => primary.hint(code, language, problem, options),
        () => local.hint(code, language, problem, options),
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
        () => local.generateCode(description, style, genOptions, options),
      ),
  };
}
