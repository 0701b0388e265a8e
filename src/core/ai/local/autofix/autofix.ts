/**
 * Local auto-fix: real linters and formatters where a package exists, plus a few fixed rules
 * (the typo dictionary, innerHTML → textContent).
 *
 * - JavaScript / JSX: ESLint fixes (no-var, prefer-const, safe ===, innerHTML → textContent of
 *   plain text...), then Prettier. An assignment in a condition (`if (x = 2)`) is reported, never
 *   changed.
 *   TypeScript / TSX, CSS, SCSS, Less, HTML, Vue, JSON, Markdown, YAML: Prettier.
 *   Python: Ruff fixes, then Ruff's formatter.
 * - Code that does not parse: when the typo dictionary's safe fixes (misspelled names declared
 *   nowhere) turn it into code that parses, that is the fix; otherwise nothing is changed and the
 *   syntax error is reported.
 * - Every change keeps what the program does: what would change it (innerHTML → textContent of a
 *   value that may hold HTML, `x == null` → `=== null`, `items.lenght`, a misspelled name the
 *   program declares) is reported in `remaining`, never applied.
 * - Safety: when the input parses and the output does not, the input is returned unchanged.
 *   Running auto-fix on its own output changes nothing (property-tested).
 *
 * Confidence: each kind of fix has its own (formatting 0.99, linter fixes 0.95-0.97, the typo fix
 * 0.9 and innerHTML 0.9, anything else the default 0.8); a result's confidence is that of its
 * least certain fix, and the default 0.8 when nothing was fixed.
 */
import { AUTO_FIX_DEFAULT_CONFIDENCE, TYPO_FIX_CONFIDENCE } from '../../constants';
import { type LanguageKey, isJavaScript, languageKey } from '../../language';
import {
  throwIfAborted,
  type AutoFixOptions,
  type AutoFixResult,
  type FixDetail,
} from '../../types';
import { fixTypos, safeTypoFixes } from '../typos';
import { eslintFinal, eslintFix, javascriptSyntaxError, keepConditionsAsWritten } from './eslint';
import { prettierFormat, prettierParser } from './prettier';
import { pythonSyntaxProblem } from './python-checks';
import { type RuffWasmSource, pythonSyntaxError, ruffFix, ruffReport, ruffWorkspace } from './ruff';
import type { TypeLibSource } from '../typecheck/ts-check';
import type { PyrightSource } from '../typecheck/py-check';

export interface AutoFixTools {
  /** Where Ruff's wasm comes from; without it Python gets the typo fix only. */
  ruffWasm?: RuffWasmSource;
  /** TypeScript's library files; without them JavaScript is not type-checked. */
  typeLibs?: TypeLibSource;
  /** Pyright and typeshed's stubs; without them Python is not type-checked. */
  pyright?: PyrightSource;
}

const PRETTIER_CONFIDENCE = 0.99;

type SyntaxProblem = { message: string; line: number } | undefined;

async function syntaxError(
  code: string,
  key: LanguageKey,
  tools: AutoFixTools,
): Promise<SyntaxProblem> {
  if (isJavaScript(key)) return javascriptSyntaxError(code, key === 'jsx');
  if (key === 'python' && tools.ruffWasm)
    return pythonSyntaxError(await ruffWorkspace(tools.ruffWasm), code);
  if (prettierParser(key)) {
    try {
      await prettierFormat(code, key);
      return undefined;
    } catch (error) {
      const loc = (error as { loc?: { start?: { line?: number } } }).loc;
      return {
        message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error),
        line: loc?.start?.line ?? 1,
      };
    }
  }
  return undefined;
}

function summarize(details: readonly FixDetail[], remaining: readonly FixDetail[]): string {
  const parts: string[] = [];
  if (details.length === 0) parts.push('No automatic fixes were needed.');
  else {
    const counts = new Map<string, number>();
    for (const d of details) counts.set(d.message, (counts.get(d.message) ?? 0) + 1);
    const list = [...counts].map(([message, n]) => (n > 1 ? `${message} (${n} times)` : message));
    parts.push(`${details.length} fix${details.length === 1 ? '' : 'es'}: ${list.join('; ')}.`);
  }
  if (remaining.length > 0) {
    const first = remaining
      .slice(0, 3)
      .map((r) => `${r.message}${r.line ? ` (line ${r.line})` : ''}`);
    parts.push(
      `${remaining.length} problem${remaining.length === 1 ? '' : 's'} left for you: ${first.join('; ')}${remaining.length > 3 ? '; ...' : ''}.`,
    );
  }
  return parts.join(' ');
}

function result(
  input: string,
  output: string,
  details: FixDetail[],
  remaining: FixDetail[],
): AutoFixResult {
  const fixed = output !== input && details.length > 0;
  const confidence = fixed
    ? Math.min(...details.map((d) => d.confidence))
    : AUTO_FIX_DEFAULT_CONFIDENCE;
  return {
    fixed,
    fixed_code: fixed ? output : input,
    explanation: summarize(fixed ? details : [], remaining),
    fixes_applied: fixed
      ? details.map((d) => (d.line ? `Line ${d.line}: ${d.message}` : d.message))
      : [],
    confidence,
    manual_review_needed: fixed && details.some((d) => d.rule === 'editor/inner-html'),
    details: fixed ? details : [],
    remaining,
  };
}

function typoDetails(code: string, language: string): FixDetail[] {
  return safeTypoFixes(code, language).map((typo) => ({
    rule: 'typo',
    message: `Fixed the typo '${typo.from}' → '${typo.to}'`,
    line: code.slice(0, typo.start).split('\n').length,
    confidence: TYPO_FIX_CONFIDENCE,
  }));
}

/** Nothing changed, and the syntax error said as Explain and the Problems list say it. */
function syntaxResult(
  code: string,
  key: LanguageKey,
  error: { message: string; line: number },
): AutoFixResult {
  const problem: FixDetail =
    key === 'python'
      ? pythonSyntaxProblem(code, error)
      : {
          rule: 'syntax',
          message: `Syntax error: ${error.message}`,
          line: error.line,
          confidence: 1,
        };
  const said =
    problem.rule === 'syntax'
      ? ` (${error.message}). Fix it first`
      : `. ${problem.message} Fix it first`;
  return {
    ...result(code, code, [], [problem]),
    explanation: `Nothing was changed: the code has a syntax error on line ${error.line}${said}, then run Auto-Fix again.`,
  };
}

/** Auto-fix `code`. Rejects only with an AbortError. */
export async function autoFix(
  code: string,
  language: string,
  options: AutoFixOptions = {},
  tools: AutoFixTools = {},
  signal?: AbortSignal,
): Promise<AutoFixResult> {
  const key = languageKey(language);
  const disabled = new Set(options.disable ?? []);
  const format = options.format !== false && !disabled.has('prettier') && !disabled.has('format');
  if (!code.trim()) {
    return { ...result(code, code, [], []), explanation: 'Nothing to fix: the file is empty.' };
  }
  const details: FixDetail[] = [];
  let remaining: FixDetail[] = [];
  let current = code;
  let inputError: SyntaxProblem;
  const typosAllowed = !disabled.has('typo');

  // 1. Linters. Code that does not parse: the typo dictionary may be the fix.
  if (isJavaScript(key)) {
    const jsx = key === 'jsx';
    let outcome = await eslintFix(code, jsx, disabled);
    if (outcome.parseError) {
      inputError = outcome.parseError;
      const candidate = typosAllowed ? fixTypos(code, language) : code;
      const retried = candidate !== code ? await eslintFix(candidate, jsx, disabled) : undefined;
      if (!retried || retried.parseError) return syntaxResult(code, key, inputError);
      details.push(...typoDetails(code, language));
      outcome = retried;
    }
    details.push(...outcome.applied);
    remaining = outcome.remaining;
    current = outcome.code;
  } else {
    inputError = await syntaxError(code, key, tools);
    throwIfAborted(signal);
    if (inputError) {
      const candidate = typosAllowed ? fixTypos(code, language) : code;
      if (candidate === code || (await syntaxError(candidate, key, tools))) {
        return syntaxResult(code, key, inputError);
      }
      details.push(...typoDetails(code, language));
      current = candidate;
    }
    if (key === 'python' && tools.ruffWasm) {
      const outcome = ruffFix(await ruffWorkspace(tools.ruffWasm), current, disabled);
      details.push(...outcome.applied);
      remaining = outcome.remaining;
      current = outcome.code;
    }
  }
  throwIfAborted(signal);

  // 2. Formatting.
  if (format) {
    let formatted = current;
    try {
      if (key === 'python' && tools.ruffWasm) {
        formatted = (await ruffWorkspace(tools.ruffWasm)).format(current);
      } else if (prettierParser(key)) {
        formatted = await prettierFormat(current, key);
        // An assignment in a condition is reported, never changed: not even into `if ((x = 2))`,
        // which reads as intended; when that cannot be kept, the code is left unformatted.
        if (isJavaScript(key) && formatted !== current) {
          formatted = (await keepConditionsAsWritten(current, formatted, key === 'jsx')) ?? current;
        }
      }
    } catch {
      formatted = current;
    }
    if (formatted !== current) {
      const tool = key === 'python' ? 'Ruff' : 'Prettier';
      details.push({
        rule: key === 'python' ? 'ruff-format' : 'prettier',
        message: `Formatted the code with ${tool} (indentation, spacing, quotes, line breaks)`,
        confidence: PRETTIER_CONFIDENCE,
      });
      current = formatted;
    }
  }
  throwIfAborted(signal);

  // 3. Never turn code that parses into code that does not; what is left, with final lines.
  if (current !== code) {
    let outputError: SyntaxProblem;
    if (isJavaScript(key)) {
      const final = await eslintFinal(current, key === 'jsx', disabled);
      outputError = final.parseError;
      remaining = final.remaining;
    } else {
      outputError = await syntaxError(current, key, tools);
      if (key === 'python' && tools.ruffWasm && !outputError) {
        remaining = ruffReport(await ruffWorkspace(tools.ruffWasm), current);
      }
    }
    if (outputError && !inputError) {
      return {
        ...result(code, code, [], remaining),
        explanation: 'Nothing was changed: the fixes would have broken the code.',
      };
    }
  }
  return result(code, current, details, remaining);
}
