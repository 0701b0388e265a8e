/**
 * The AI engine's vocabulary: its entities (Suggestion, Smart completion item, Code quality result,
 * Auto-fix result, Fix statistics) and the one `AiProvider` interface that the editor, the worker
 * and the server all talk to. Field names keep their published spelling, snake_case included,
 * because the server's JSON and the UI both show them.
 *
 * Every result says which provider answered (`provider`), so the Ethics tab can show it and a
 * fallback is never passed off as a model's answer. The entities' shapes, and what each field
 * means, are described once in api-schema.ts; the types here are derived from it.
 */
import type { Static } from 'typebox';
import type {
  AiResponse,
  AutoFixOptionsSchema,
  AutoFixResultSchema,
  BatchFileSchema,
  BatchFixResultSchema,
  CodeExplanationSchema,
  CodePatternSchema,
  CodeQualityResultSchema,
  CodeStyleSchema,
  ExplanationSectionSchema,
  ExplanationStepSchema,
  FixDetailSchema,
  FixHistoryEntrySchema,
  FixReportSchema,
  FixStatisticsSchema,
  GenerateCodeOptionsSchema,
  GeneratedCodeSchema,
  GeneratedDocsSchema,
  GenerationTaskSchema,
  HintProblemSchema,
  HintRungSchema,
  ProviderInfoSchema,
  ProviderKindSchema,
  QualityMetricsSchema,
  SmartCompletionItemSchema,
  SmartCompletionKindSchema,
  SuggestionSchema,
} from './api-schema';
import type { RunStory } from '../run/narrate-types';

export type { RunStory };

/** Who produced a result: the built-in offline engine, a text-generation service, or our server. */
export type ProviderKind = Static<typeof ProviderKindSchema>;
export type ProviderInfo = Static<typeof ProviderInfoSchema>;
/** A suggestion. Positions are UTF-16 offsets into the text the request was about. */
export type Suggestion = Static<typeof SuggestionSchema>;
export type SmartCompletionKind = Static<typeof SmartCompletionKindSchema>;
export type SmartCompletionItem = Static<typeof SmartCompletionItemSchema>;
export type CodePattern = Static<typeof CodePatternSchema>;
export type CodeQualityResult = Static<typeof CodeQualityResultSchema>;
export type QualityMetrics = Static<typeof QualityMetricsSchema>;
export type FixDetail = Static<typeof FixDetailSchema>;
export type HintRung = Static<typeof HintRungSchema>;
export type HintProblem = Static<typeof HintProblemSchema>;
export type AutoFixResult = Static<typeof AutoFixResultSchema>;
export type FixStatistics = Static<typeof FixStatisticsSchema>;
export type FixHistoryEntry = Static<typeof FixHistoryEntrySchema>;
export type FixReport = Static<typeof FixReportSchema>;
export type AutoFixOptions = Static<typeof AutoFixOptionsSchema>;
export type BatchFile = Static<typeof BatchFileSchema>;
export type BatchFixResult = Static<typeof BatchFixResultSchema>;
export type CodeStyle = Static<typeof CodeStyleSchema>;
export type GenerateCodeOptions = Static<typeof GenerateCodeOptionsSchema>;
export type GeneratedCode = Static<typeof GeneratedCodeSchema>;
export type GenerationTask = Static<typeof GenerationTaskSchema>;
export type ExplanationStep = Static<typeof ExplanationStepSchema>;
export type ExplanationSection = Static<typeof ExplanationSectionSchema>;
export type CodeExplanation = Static<typeof CodeExplanationSchema>;
export type GeneratedDocs = Static<typeof GeneratedDocsSchema>;

/** Every answer carries who gave it. */
export type Answer<T> = T & { provider: ProviderInfo };

/** Options every call takes. */
export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * One method per operation of the AI service layer. Languages are display names or Monaco ids
 * ('JavaScript', 'javascript', 'C++', 'cpp' all work). Implementations never throw for a failed
 * model call: they fall back to a local answer. They do throw an `AbortError` when `signal` aborts.
 */
export interface AiProvider {
  readonly kind: ProviderKind;
  complete(
    code: string,
    language: string,
    offset: number,
    options?: CallOptions,
  ): Promise<AiResponse<'complete'>>;
  smartComplete(
    code: string,
    language: string,
    offset: number,
    options?: CallOptions,
  ): Promise<AiResponse<'smartComplete'>>;
  /** Corrections for `selection`; positions are relative to the selection. */
  correct(
    selection: string,
    language: string,
    options?: CallOptions,
  ): Promise<AiResponse<'correct'>>;
  optimize(code: string, language: string, options?: CallOptions): Promise<AiResponse<'optimize'>>;
  analyzeQuality(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<AiResponse<'analyzeQuality'>>;
  autoFix(
    code: string,
    language: string,
    fixOptions?: AutoFixOptions,
    options?: CallOptions,
  ): Promise<AiResponse<'autoFix'>>;
  batchAutoFix(
    files: BatchFile[],
    fixOptions?: AutoFixOptions,
    options?: CallOptions,
  ): Promise<AiResponse<'batchAutoFix'>>;
  fixStatistics(options?: CallOptions): Promise<AiResponse<'fixStatistics'>>;
  fixReport(options?: CallOptions): Promise<AiResponse<'fixReport'>>;
  generateDocs(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<AiResponse<'generateDocs'>>;
  /**
   * What the code does and its problems with their lines. With `run` (a recorded run told by
   * core/run/narrate.ts) the steps, values and output are that run's; without, only the
   * structure of the code, and the answer says so.
   */
  explain(
    code: string,
    language: string,
    run?: RunStory,
    options?: CallOptions,
  ): Promise<AiResponse<'explain'>>;
  /** The beginner mistakes in the code as written, each with its rule and line, in line order. */
  diagnose(code: string, language: string, options?: CallOptions): Promise<AiResponse<'diagnose'>>;
  /**
   * A problem told one rung at a time (what it means, where to look, what to try, the fix), so
   * that a beginner can find the fix before being given it.
   */
  hint(
    code: string,
    language: string,
    problem: HintProblem,
    options?: CallOptions,
  ): Promise<AiResponse<'hint'>>;
  generateCode(
    description: string,
    style?: CodeStyle,
    genOptions?: GenerateCodeOptions,
    options?: CallOptions,
  ): Promise<AiResponse<'generateCode'>>;
}

/** The error a call rejects with when its signal aborts (same name as the DOM's). */
export function abortError(): Error {
  const error = new Error('The operation was aborted.');
  error.name = 'AbortError';
  return error;
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** One HTTP request that left the browser from the AI worker. */
export interface EgressRecord {
  /** Date.now() when it was sent. */
  at: number;
  url: string;
  /** 'completion', 'correction', 'optimization', or a server operation ('autoFix'...). */
  operation: string;
  /** The JSON body exactly as sent. */
  body: string;
  /** UTF-8 bytes of `body`. */
  bytes: number;
  /** An Authorization header (the token) went with it; the token itself is never recorded. */
  authorized: boolean;
  /** HTTP status of the answer, or what happened instead. */
  outcome: number | 'failed' | 'cancelled';
  durationMs: number;
}
