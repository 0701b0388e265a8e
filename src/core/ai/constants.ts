/**
 * SPEC §5, §7, §8 and §9 constants of the AI engine, verbatim. Nothing else in src/core/ai
 * repeats these numbers.
 */

/** SPEC §9: completion cache key = language + this many characters on each side of the cursor. */
export const COMPLETION_CACHE_CONTEXT = 50;
/** SPEC §9: at most the first 3 non-empty lines of a generated completion. */
export const COMPLETION_MAX_LINES = 3;
/** SPEC §9: completion confidence 0.7 to 0.9. */
export const COMPLETION_CONFIDENCE_MIN = 0.7;
export const COMPLETION_CONFIDENCE_MAX = 0.9;
/** SPEC §8: local keyword fallback: at most 5, confidence 0.6. */
export const LOCAL_COMPLETION_LIMIT = 5;
export const LOCAL_COMPLETION_CONFIDENCE = 0.6;
/** SPEC §9. */
export const CORRECTION_CONFIDENCE = 0.85;
export const OPTIMIZATION_CONFIDENCE = 0.75;
export const TYPO_FIX_CONFIDENCE = 0.9;
export const AUTO_FIX_DEFAULT_CONFIDENCE = 0.8;
export const AUTO_FIX_INNER_HTML_CONFIDENCE = 0.9;
/** SPEC §9: complexity = non-blank lines / 100, capped at 1. */
export const COMPLEXITY_LINES = 100;
/** SPEC §9: code quality advice when `function` occurs more than this many times. */
export const MAX_FUNCTION_KEYWORDS = 5;
/** SPEC §8: quality analysis failure. */
export const QUALITY_FALLBACK_SCORE = 0.5;
/** SPEC §9: fix history keeps the last 10 entries. */
export const FIX_HISTORY_LIMIT = 10;
/** SPEC §9: auto-fix monitoring interval. */
export const MONITOR_INTERVAL_MS = 10_000;
/** SPEC §5: the monitor hands on a result only above this confidence and with at most 2 fixes. */
export const MONITOR_MIN_CONFIDENCE = 0.95;
export const MONITOR_MAX_FIXES = 2;
/** SPEC §5: a periodic result is applied only when fixed and above this confidence. */
export const PERIODIC_APPLY_MIN_CONFIDENCE = 0.9;
/** SPEC §5: the smart-completion overlay appears when the word under the cursor is longer. */
export const SMART_COMPLETION_MIN_WORD = 2;
/** SPEC §9: code generation defaults. */
export const DEFAULT_CODE_STYLE = 'quantum-inspired';
export const DEFAULT_CREATIVITY = 0.7;
export const DEFAULT_COMPLEXITY = 'moderate';

/** SPEC §7: the three text-generation uses, with their prompts, models and parameters. */
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
