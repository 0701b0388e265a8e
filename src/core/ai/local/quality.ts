/**
 * Code-quality analysis. Complexity is non-blank lines / 100, capped at 1;
 * maintainability is computed from measured signals: the longest function, the deepest nesting,
 * the share of comment lines and the share of duplicated lines. Suggestions, patterns and
 * anticipated needs are derived from what the code contains, each one traceable to a line.
 */
import { COMPLEXITY_LINES, MAX_FUNCTION_KEYWORDS } from '../constants';
import { type LanguageKey, isJsFamily, languageKey } from '../language';
import type { CodePattern, CodeQualityResult, QualityMetrics } from '../types';
import { CONDITION_ASSIGNMENT_MESSAGE } from './autofix/eslint-rules';
import { type ScannedLine, findFunctions, scanLines, usesBraces } from './scan';

const round2 = (n: number) => Math.round(n * 100) / 100;
const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/** Lines that belong to a run of 3 or more lines repeated elsewhere in the file. */
export function duplicatedLineCount(lines: readonly ScannedLine[]): number {
  const meaningful = lines.filter((l) => !l.blank && !l.commentOnly && l.code.trim().length >= 8);
  const norm = meaningful.map((l) => l.code.trim().replace(/\s+/g, ' '));
  const seen = new Map<string, number>();
  const duplicated = new Set<number>();
  for (let i = 0; i + 3 <= norm.length; i += 1) {
    const key = `${norm[i]}\n${norm[i + 1]}\n${norm[i + 2]}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else if (first + 3 <= i) {
      duplicated
        .add(i)
        .add(i + 1)
        .add(i + 2);
    }
  }
  return duplicated.size;
}

function nestingDepth(lines: readonly ScannedLine[], key: LanguageKey): number {
  if (usesBraces(key)) {
    let max = 0;
    for (const line of lines) if (!line.blank) max = Math.max(max, line.depth);
    return max;
  }
  // Indentation languages: the indentation unit is the smallest non-zero indent.
  let unit = Infinity;
  for (const line of lines) if (!line.blank && line.indent > 0) unit = Math.min(unit, line.indent);
  if (!Number.isFinite(unit)) return 0;
  let max = 0;
  for (const line of lines) {
    if (!line.blank && !line.commentOnly) max = Math.max(max, Math.floor(line.indent / unit));
  }
  return max;
}

export function measure(
  code: string,
  language: string,
): {
  metrics: QualityMetrics;
  lines: ScannedLine[];
  functions: ReturnType<typeof findFunctions>;
} {
  const key = languageKey(language);
  const lines = scanLines(code, key);
  const functions = findFunctions(lines, key).filter((f) => f.kind !== 'class');
  const longest = functions.reduce((max, f) => Math.max(max, f.endLine - f.startLine + 1), 0);
  return {
    lines,
    functions,
    metrics: {
      nonBlankLines: lines.filter((l) => !l.blank).length,
      commentLines: lines.filter((l) => l.hasComment).length,
      functions: functions.length,
      longestFunctionLines: longest,
      maxNestingDepth: nestingDepth(lines, key),
      duplicatedLines: duplicatedLineCount(lines),
    },
  };
}

/** 1 is easy to maintain; each signal takes off at most its share. */
export function maintainabilityScore(m: QualityMetrics): number {
  if (m.nonBlankLines === 0) return 1;
  const functionPenalty = 0.25 * clamp01((m.longestFunctionLines - 20) / 60);
  const nestingPenalty = 0.2 * clamp01((m.maxNestingDepth - 3) / 4);
  const commentRatio = m.commentLines / m.nonBlankLines;
  const commentPenalty = m.nonBlankLines < 5 ? 0 : 0.2 * clamp01(1 - commentRatio / 0.1);
  const duplicationPenalty = 0.3 * clamp01((m.duplicatedLines / m.nonBlankLines) * 2);
  return round2(
    clamp01(1 - functionPenalty - nestingPenalty - commentPenalty - duplicationPenalty),
  );
}

interface PatternRule {
  name: string;
  re: RegExp;
  detail: string;
  languages?: (key: LanguageKey) => boolean;
}

const PATTERNS: PatternRule[] = [
  { name: 'async/await', re: /\basync\b|\bawait\b/, detail: 'Asynchronous code with async/await' },
  {
    name: 'Promise chain',
    re: /\.then\s*\(/,
    detail: 'Promises chained with .then()',
    languages: isJsFamily,
  },
  {
    name: 'Class',
    re: /^\s*(export\s+)?(abstract\s+)?class\s+\w+/,
    detail: 'Object-oriented code with classes',
  },
  { name: 'Arrow functions', re: /=>/, detail: 'Arrow functions', languages: isJsFamily },
  {
    name: 'Event listeners',
    re: /addEventListener\s*\(|\bon[A-Z]\w*=\{/,
    detail: 'Reacts to user events',
  },
  {
    name: 'DOM queries',
    re: /(querySelector(All)?|getElementById|getElementsBy\w+)\s*\(/,
    detail: 'Reads the page with DOM queries',
  },
  {
    name: 'HTTP requests',
    re: /\bfetch\s*\(|axios\.|requests\.(get|post)|XMLHttpRequest|urllib/,
    detail: 'Talks to a server over HTTP',
  },
  {
    name: 'Error handling',
    re: /\btry\b\s*[:{]?|\bexcept\b|\.catch\s*\(/,
    detail: 'Handles errors with try/catch',
  },
  { name: 'Loops', re: /^\s*(for|while)\b|\.forEach\s*\(/, detail: 'Iterates with loops' },
  {
    name: 'Array pipeline',
    re: /\.(map|filter|reduce)\s*\(/,
    detail: 'Transforms data with map/filter/reduce',
    languages: isJsFamily,
  },
  {
    name: 'List comprehension',
    re: /\[[^\]]+\bfor\b[^\]]+\bin\b[^\]]+\]/,
    detail: 'Builds lists with comprehensions',
    languages: (k) => k === 'python',
  },
  {
    name: 'Decorators',
    re: /^\s*@\w+/,
    detail: 'Uses decorators',
    languages: (k) => k === 'python' || k === 'typescript',
  },
  {
    name: 'React component',
    re: /\buse(State|Effect|Memo|Callback|Ref)\s*\(|return\s*\(?\s*<[A-Za-z]/,
    detail: 'A React component with hooks or JSX',
    languages: isJsFamily,
  },
  {
    name: 'Browser storage',
    re: /\b(localStorage|sessionStorage|indexedDB)\b/,
    detail: 'Keeps data in the browser',
  },
  {
    name: 'Timers',
    re: /\b(setTimeout|setInterval)\s*\(|time\.sleep\s*\(/,
    detail: 'Schedules work with timers',
  },
  {
    name: 'Module imports',
    re: /^\s*(import\b|from\s+\S+\s+import\b|const\s+\w+\s*=\s*require\()/,
    detail: 'Splits code into modules',
  },
  {
    name: 'Console output',
    re: /console\.(log|warn|error)\s*\(|^\s*print\s*\(/,
    detail: 'Prints to the console',
  },
  {
    name: 'User input',
    re: /\binput\s*\(|\bprompt\s*\(|\bscanf\s*\(|Scanner\s*\(/,
    detail: 'Reads input from the user',
  },
];

function findPatterns(lines: readonly ScannedLine[], key: LanguageKey): CodePattern[] {
  const found: CodePattern[] = [];
  for (const rule of PATTERNS) {
    if (rule.languages && !rule.languages(key)) continue;
    const line = lines.find((l) => !l.blank && rule.re.test(l.code));
    if (line) found.push({ name: rule.name, line: line.number, detail: rule.detail });
  }
  return found;
}

function has(patterns: readonly CodePattern[], name: string): CodePattern | undefined {
  return patterns.find((p) => p.name === name);
}

function anticipate(
  code: string,
  lines: readonly ScannedLine[],
  patterns: readonly CodePattern[],
  functionCount: number,
): string[] {
  const needs: string[] = [];
  const http = has(patterns, 'HTTP requests');
  if (http && !has(patterns, 'Error handling')) {
    needs.push(`Error handling for the HTTP request on line ${http.line} (the network can fail)`);
  }
  const asyncCode = has(patterns, 'async/await');
  if (asyncCode && !has(patterns, 'Error handling')) {
    needs.push(`A try/catch around the asynchronous code starting on line ${asyncCode.line}`);
  }
  const input = has(patterns, 'User input');
  if (input) needs.push(`Validation of the user input read on line ${input.line}`);
  const storage = has(patterns, 'Browser storage');
  if (storage) needs.push(`Handling a full or blocked browser storage (line ${storage.line})`);
  const dom = has(patterns, 'DOM queries');
  if (dom && !/DOMContentLoaded|defer|useEffect|onload/.test(code)) {
    needs.push(`Waiting for the page to load before the DOM query on line ${dom.line}`);
  }
  const testing = /\b(describe|it|test|expect|assert|unittest|pytest)\b/.test(code);
  if (functionCount >= 2 && !testing) {
    needs.push(`Unit tests for the ${functionCount} functions in this file`);
  }
  const todos = lines.filter((l) => /\b(TODO|FIXME)\b/.test(l.text));
  if (todos.length) {
    needs.push(
      `Finishing ${todos.length} TODO/FIXME note${todos.length === 1 ? '' : 's'} (first on line ${todos[0]?.number})`,
    );
  }
  const timers = has(patterns, 'Timers');
  if (timers && /setInterval/.test(code) && !/clearInterval/.test(code)) {
    needs.push(`Stopping the interval started on line ${timers.line} (clearInterval)`);
  }
  return needs;
}

const CONDITION_START = /\b(?:if|while)\s*\(/g;
/** What may come before a `/` that starts a regular expression (rather than a division). */
const BEFORE_REGEX = new Set(['', ...'(,=:[!&|?{};+-*%<>~^']);

/**
 * Lines where an `if (...)` or `while (...)` tests a single `=`, as written. Rule as ESLint's
 * no-cond-assign "except-parens": extra parentheses mean it is intended, as in
 * `while ((m = re.exec(s)))`. Strings and comments are blanked out in `lines`; a condition is
 * read on its first line only.
 */
export function conditionAssignmentLines(lines: readonly ScannedLine[]): number[] {
  const found: number[] = [];
  for (const line of lines) {
    if (line.blank) continue;
    for (const m of line.code.matchAll(CONDITION_START)) {
      if (assignsAtTop(line.code, m.index + m[0].length)) {
        found.push(line.number);
        break;
      }
    }
  }
  return found;
}

/** Whether the condition that opens before `from` holds a plain `=` outside any brackets. */
function assignsAtTop(code: string, from: number): boolean {
  let depth = 0;
  let before = ''; // the last character that is not a space
  for (let i = from; i < code.length; i += 1) {
    const ch = code.charAt(i);
    if (ch === '(' || ch === '[' || ch === '{') depth += 1;
    else if (ch === ')' || ch === ']' || ch === '}') {
      if (depth === 0) return false;
      depth -= 1;
    } else if (ch === '/' && BEFORE_REGEX.has(before)) {
      // A regular expression: skip to its closing slash.
      let k = i + 1;
      while (k < code.length && code.charAt(k) !== '/') k += code.charAt(k) === '\\' ? 2 : 1;
      i = k;
    } else if (ch === '=') {
      let end = i;
      while (code.charAt(end) === '=') end += 1;
      const single = end - i === 1 && code.charAt(end) !== '>';
      // `==`, `!=`, `<=`, `=>` compare or define; `+=` and the like are not a typo for `===`.
      if (depth === 0 && single && !/[=!<>+\-*/%&|^?]/.test(before)) return true;
      i = end - 1;
    }
    if (ch.trim() !== '') before = code.charAt(i);
  }
  return false;
}

/** The code quality result for `code`, computed locally. */
export function analyzeQuality(code: string, language: string): CodeQualityResult {
  const key = languageKey(language);
  const { metrics, lines, functions } = measure(code, language);
  const complexity = round2(Math.min(1, metrics.nonBlankLines / COMPLEXITY_LINES));
  const suggestions: string[] = [];
  if (isJsFamily(key) || key === 'html' || key === 'vue' || key === 'svelte') {
    const varLine = lines.find((l) => /\bvar\s+[A-Za-z_$]/.test(l.code));
    if (varLine) {
      suggestions.push(`Use let or const instead of var (first on line ${varLine.number})`);
    }
    const assigned = conditionAssignmentLines(lines);
    if (assigned.length > 0) {
      const where = assigned.length === 1 ? 'line' : 'lines';
      suggestions.push(`${CONDITION_ASSIGNMENT_MESSAGE} (${where} ${assigned.join(', ')})`);
    }
  }
  const functionKeywords = (code.match(/\bfunction\b/g) ?? []).length;
  if (functionKeywords > MAX_FUNCTION_KEYWORDS) {
    suggestions.push(
      `This file has ${functionKeywords} functions: consider splitting it into modules`,
    );
  }
  const commentable = key !== 'json' && key !== 'plaintext' && key !== 'markdown';
  if (metrics.nonBlankLines > 0 && metrics.commentLines === 0 && commentable) {
    suggestions.push('Add comments that explain why the code does what it does');
  }
  const longest = functions.reduce<(typeof functions)[number] | undefined>(
    (a, f) => (!a || f.endLine - f.startLine > a.endLine - a.startLine ? f : a),
    undefined,
  );
  if (longest && metrics.longestFunctionLines > 40) {
    suggestions.push(
      `'${longest.name}' is ${metrics.longestFunctionLines} lines long (line ${longest.startLine}): split it into smaller functions`,
    );
  }
  if (metrics.maxNestingDepth > 4) {
    const deep = lines.find((l) => usesBraces(key) && l.depth === metrics.maxNestingDepth);
    suggestions.push(
      `Code is nested ${metrics.maxNestingDepth} levels deep${deep ? ` (line ${deep.number})` : ''}: return early or extract a function`,
    );
  }
  if (metrics.duplicatedLines >= 6) {
    suggestions.push(
      `${metrics.duplicatedLines} lines repeat code found elsewhere in the file: extract the shared part`,
    );
  }
  const longLines = lines.filter((l) => l.text.length > 120).length;
  if (longLines > 0) {
    suggestions.push(
      `${longLines} line${longLines === 1 ? ' is' : 's are'} longer than 120 characters`,
    );
  }
  const patterns = findPatterns(lines, key);
  return {
    complexity,
    maintainability: maintainabilityScore(metrics),
    suggestions,
    patterns,
    anticipatedNeeds: anticipate(code, lines, patterns, metrics.functions),
    metrics,
  };
}
