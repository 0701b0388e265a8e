/**
 * The AI engine's fixed numbers, prompts, models and parameters. Nothing else in src/core/ai
 * repeats these numbers.
 */

/** Completion cache key = language + this many characters on each side of the cursor. */
export const COMPLETION_CACHE_CONTEXT = 50;
/** At most the first 3 non-empty lines of a generated completion. */
export const COMPLETION_MAX_LINES = 3;
/** Completion confidence 0.7 to 0.9. */
export const COMPLETION_CONFIDENCE_MIN = 0.7;
export const COMPLETION_CONFIDENCE_MAX = 0.9;
/** Local keyword fallback when a model call fails: at most 5, confidence 0.6. */
export const LOCAL_COMPLETION_LIMIT = 5;
export const LOCAL_COMPLETION_CONFIDENCE = 0.6;
/** Fixed confidences of correction, optimisation, the typo fix and auto-fix. */
export const CORRECTION_CONFIDENCE = 0.85;
export const OPTIMIZATION_CONFIDENCE = 0.75;
export const TYPO_FIX_CONFIDENCE = 0.9;
export const AUTO_FIX_DEFAULT_CONFIDENCE = 0.8;
export const AUTO_FIX_INNER_HTML_CONFIDENCE = 0.9;
/** Complexity = non-blank lines / 100, capped at 1. */
export const COMPLEXITY_LINES = 100;
/** Code quality advice when `function` occurs more than this many times. */
export const MAX_FUNCTION_KEYWORDS = 5;
/** Complexity and maintainability when quality analysis fails. */
export const QUALITY_FALLBACK_SCORE = 0.5;
/** Fix history keeps the last 10 entries. */
export const FIX_HISTORY_LIMIT = 10;
/** Auto-fix monitoring runs every 10 s. */
export const MONITOR_INTERVAL_MS = 10_000;
/** The monitor hands on a result only above this confidence and with at most 2 fixes. */
export const MONITOR_MIN_CONFIDENCE = 0.95;
export const MONITOR_MAX_FIXES = 2;
/** A periodic result is applied only when fixed and above this confidence. */
export const PERIODIC_APPLY_MIN_CONFIDENCE = 0.9;
/** The smart-completion overlay appears when the word under the cursor is longer than this. */
export const SMART_COMPLETION_MIN_WORD = 2;
/** Code generation defaults. */
export const DEFAULT_CODE_STYLE = 'plain';
export const DEFAULT_CREATIVITY = 0.7;
export const DEFAULT_COMPLEXITY = 'moderate';

/** The three text-generation uses, with their prompts, models and parameters. */
export const SPEC_PRESET = {
  completion: {
    model: 'Salesforce/codet5p-220m',
    parameters: { max_new_tokens: 50, temperature: 0.2, do_sample: true, return_full_text: false },
  },
  correction: {
    model: 'microsoft/codebert-base',
    prompt: 'Fix the following {language} code',
    parameters: { max_new_tokens: 100, temperature: 0.1, do_sample: false },
  },
  optimization: {
    model: 'bigcode/starcoder',
    prompt: 'Optimize this {language} code for better performance and readability',
    parameters: { max_new_tokens: 200, temperature: 0.3, do_sample: true },
  },
} as const;

/** Typing has paused this long before the editor asks the engine for the file's mistakes. */
export const DIAGNOSE_DELAY_MS = 1000;
