/**
 * The AI engine's vocabulary: its entities (Suggestion, Smart completion item, Code quality result,
 * Auto-fix result, Fix statistics) and the one `AiProvider` interface that the editor, the worker
 * and the server all talk to. Field names keep their published spelling, snake_case included,
 * because the server's JSON and the UI both show them.
 *
 * Every result says which provider answered (`provider`), so the Ethics tab can show it and a
 * fallback is never passed off as a model's answer.
 */

/** Who produced a result: the built-in offline engine, a text-generation service, or our server. */
export type ProviderKind = 'local' | 'inference' | 'backend';

export interface ProviderInfo {
  kind: ProviderKind;
  /** A model id or an engine name ('rules', 'eslint', 'ruff', 'prettier'...). */
  model?: string;
  /** True when this answer is the fallback after the chosen provider failed. */
  fallback?: boolean;
  /** With `fallback`: why the chosen provider failed ('model loading, retrying in 20 s'). */
  reason?: string;
  /** With `fallback`: what the user can do about it, in plain words. */
  advice?: string;
}

/** A suggestion. Positions are UTF-16 offsets into the text the request was about. */
export interface Suggestion {
  type: 'completion' | 'correction' | 'optimization';
  /** The text to insert or to put in place of `startPos..endPos`. */
  text: string;
  /** 0 to 1. */
  confidence: number;
  startPos: number;
  endPos: number;
  /** Why, in words a beginner understands (shown by the suggestion popup). */
  description?: string;
  /**
   * 'edit' (the default): `text` replaces `startPos..endPos`. 'advice': the change needs a human
   * (e.g. hoisting a query out of a loop); `text` says what to do and applying it changes nothing.
   */
  kind?: 'edit' | 'advice';
  /**
   * Present when applying the edit may change what the program does, saying how (e.g. "`== null`
   * also matches undefined; `=== null` does not"). Shown as "changes behaviour: review"; never
   * applied without the user (not by Monitor, not by Auto-Fix). Absent: the edit is proven to
   * keep the program's behaviour.
   */
  changesBehaviour?: string;
}

export type SmartCompletionKind =
  'function' | 'variable' | 'import' | 'class' | 'method' | 'property';

/** An item of the smart-completion overlay. */
export interface SmartCompletionItem {
  text: string;
  description: string;
  confidence: number;
  type: SmartCompletionKind;
  documentation: string;
  examples?: string[];
}

/** A recognisable construct found in the code, with where it starts (1-based line). */
export interface CodePattern {
  name: string;
  line: number;
  detail: string;
}

/** A code quality result, plus the signals it was computed from. */
export interface CodeQualityResult {
  /** 0 to 1: non-blank lines / 100, capped at 1. */
  complexity: number;
  /** 0 to 1. */
  maintainability: number;
  suggestions: string[];
  patterns: CodePattern[];
  anticipatedNeeds: string[];
  /** What maintainability was computed from; absent in the fallback after a failed analysis. */
  metrics?: QualityMetrics;
}

export interface QualityMetrics {
  nonBlankLines: number;
  commentLines: number;
  functions: number;
  longestFunctionLines: number;
  maxNestingDepth: number;
  duplicatedLines: number;
}

/** One change auto-fix made or found, in words a beginner understands. */
export interface FixDetail {
  /** A stable id of the rule, e.g. 'no-var', 'ruff/F401', 'prettier', 'inner-html'. */
  rule: string;
  message: string;
  /** 1-based line in the input, when known. */
  line?: number;
  confidence: number;
}

/** What auto-fix answers. */
export interface AutoFixResult {
  fixed: boolean;
  fixed_code: string;
  explanation: string;
  fixes_applied: string[];
  confidence: number;
  manual_review_needed: boolean;
  /** The fixes with their rule ids (what `fixes_applied` says, in structured form). */
  details?: FixDetail[];
  /** Problems found that were not changed automatically (e.g. an unused variable). */
  remaining?: FixDetail[];
}

/** Statistics over the fix history. */
export interface FixStatistics {
  total_fixes: number;
  success_rate: number;
  avg_confidence: number;
  most_common_fix: string | null;
}

export interface FixHistoryEntry {
  at: string;
  language: string;
  fixed: boolean;
  confidence: number;
  fixes_applied: string[];
  rules: string[];
}

export interface FixReport {
  statistics: FixStatistics;
  history: FixHistoryEntry[];
  /** A Markdown summary a user can read or save. */
  summary: string;
}

export interface AutoFixOptions {
  /** Run the formatter (Prettier, Ruff format) after the linters. Default true. */
  format?: boolean;
  /** Rule ids to leave out, e.g. ['prettier', 'no-var']. */
  disable?: string[];
}

export interface BatchFile {
  name: string;
  code: string;
  language: string;
}

export interface BatchFixResult extends AutoFixResult {
  name: string;
}

/** The four code generation styles, default 'quantum-inspired'. */
export type CodeStyle = 'quantum-inspired' | 'biomimetic' | 'mathematical' | 'artistic';

export interface GenerateCodeOptions {
  language?: string;
  /** 0 to 1, default 0.7. */
  creativity?: number;
  /** Default 'moderate'. */
  complexity?: 'simple' | 'moderate' | 'complex';
}

export interface GeneratedCode {
  /** Empty when nothing was generated: then `tasks` says what can be. */
  code: string;
  language: string;
  style: CodeStyle;
  explanation: string;
  /** What the built-in engine can write, offered when it could not write what was asked. */
  tasks?: GenerationTask[];
}

/** A task the built-in engine writes real code for. */
export interface GenerationTask {
  id: string;
  /** A description that asks for it, e.g. 'sum a list of numbers'. */
  description: string;
}

/** One thing the code does, in a sentence a beginner can follow (may hold `code` spans). */
export interface ExplanationStep {
  /** 1-based line. */
  line: number;
  text: string;
  /** 0 for the program's own steps; 1 and more inside a function, a loop or a condition. */
  depth: number;
}

export interface ExplanationSection {
  /** 'What it reads', 'Functions', 'What it does, in order'... */
  title: string;
  steps: ExplanationStep[];
}

/** What Explain answers: the code's steps in order, and each problem with its line. */
export interface CodeExplanation {
  /** True for JavaScript, TypeScript and Python: the steps follow the program in order. */
  stepByStep: boolean;
  /** One or two sentences about the whole. */
  summary: string;
  sections: ExplanationSection[];
  /** What the linters and the engine's checks find, in line order. */
  problems: FixDetail[];
  /** All of the above as Markdown. */
  markdown: string;
}

export interface GeneratedDocs {
  /** The code with doc comments added in place. */
  documented: string;
  /** A Markdown summary of the file. */
  markdown: string;
  /** How many functions and classes were documented. */
  documentedCount: number;
}

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
  ): Promise<Answer<{ suggestions: Suggestion[] }>>;
  smartComplete(
    code: string,
    language: string,
    offset: number,
    options?: CallOptions,
  ): Promise<Answer<{ items: SmartCompletionItem[] }>>;
  /** Corrections for `selection`; positions are relative to the selection. */
  correct(
    selection: string,
    language: string,
    options?: CallOptions,
  ): Promise<Answer<{ suggestions: Suggestion[] }>>;
  optimize(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<Answer<{ suggestions: Suggestion[] }>>;
  analyzeQuality(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<Answer<CodeQualityResult>>;
  autoFix(
    code: string,
    language: string,
    fixOptions?: AutoFixOptions,
    options?: CallOptions,
  ): Promise<Answer<AutoFixResult>>;
  batchAutoFix(
    files: BatchFile[],
    fixOptions?: AutoFixOptions,
    options?: CallOptions,
  ): Promise<Answer<{ results: BatchFixResult[] }>>;
  fixStatistics(options?: CallOptions): Promise<Answer<FixStatistics>>;
  fixReport(options?: CallOptions): Promise<Answer<FixReport>>;
  generateDocs(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<Answer<GeneratedDocs>>;
  /** What the code does, step by step, and its problems with their lines. */
  explain(code: string, language: string, options?: CallOptions): Promise<Answer<CodeExplanation>>;
  /** The beginner mistakes in the code as written, each with its rule and line, in line order. */
  diagnose(
    code: string,
    language: string,
    options?: CallOptions,
  ): Promise<Answer<{ problems: FixDetail[] }>>;
  generateCode(
    description: string,
    style?: CodeStyle,
    genOptions?: GenerateCodeOptions,
    options?: CallOptions,
  ): Promise<Answer<GeneratedCode>>;
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
