/**
 * Auto-fix for JavaScript (and JSX) with ESLint's own Linter (the browser build, loaded on first
 * use). Fixes are applied by us, pass after pass like ESLint does, so that every change is known
 * and can be told to the user with its line. Rules and what a beginner is told about each are in
 * RULES; what ESLint reports but cannot fix safely is returned as `remaining`.
 */
import type { Linter } from 'eslint';
import { AUTO_FIX_INNER_HTML_CONFIDENCE, TYPO_FIX_CONFIDENCE } from '../../constants';
import type { FixDetail } from '../../types';
import {
  DIAGNOSIS_RULES,
  SUPERSEDED,
  diagnosisRules,
  plainMessage,
  typoMessage,
} from './eslint-diagnoses';
import { editorPlugin } from './eslint-rules';

/** The editor's rules: Auto-Fix's own and the diagnoses of classic mistakes. */
const plugin = { ...editorPlugin, rules: { ...editorPlugin.rules, ...diagnosisRules } };

interface RuleText {
  /** What the fix did, in words a beginner understands. */
  fixed: string;
  confidence: number;
}

/** Rules whose fixes we apply, with the sentence shown for each fix. */
export const ESLINT_FIXES: Record<string, RuleText> = {
  'editor/typo': { fixed: 'Fixed a typo', confidence: TYPO_FIX_CONFIDENCE },
  'no-var': {
    fixed: 'Replaced var with let (var ignores blocks and causes surprises)',
    confidence: 0.97,
  },
  'prefer-const': { fixed: 'Used const for a variable that is never reassigned', confidence: 0.97 },
  'editor/eqeqeq-safe': {
    fixed: 'Changed == to === (both sides always have the same type)',
    confidence: 0.97,
  },
  'editor/inner-html': {
    fixed: 'Replaced innerHTML with textContent, so text cannot run as HTML',
    confidence: AUTO_FIX_INNER_HTML_CONFIDENCE,
  },
  'no-extra-boolean-cast': { fixed: 'Removed a needless double negation (!!)', confidence: 0.97 },
  'no-regex-spaces': {
    fixed: 'Wrote repeated spaces in a regular expression as {n}',
    confidence: 0.97,
  },
  'no-useless-rename': { fixed: 'Removed a rename to the same name', confidence: 0.97 },
  'object-shorthand': { fixed: 'Used the shorthand { name } for { name: name }', confidence: 0.97 },
  'no-useless-computed-key': { fixed: "Wrote ['key'] as key", confidence: 0.97 },
  'prefer-object-has-own': {
    fixed: 'Used Object.hasOwn() instead of hasOwnProperty.call()',
    confidence: 0.95,
  },
};

/** Rules that only report: the user decides. */
const REPORT_ONLY: Linter.RulesRecord = {
  eqeqeq: ['error', 'always', { null: 'ignore' }],
  'no-unused-vars': ['warn', { args: 'none', caughtErrors: 'none' }],
  'no-unreachable': 'warn',
  'no-dupe-keys': 'error',
  'no-self-assign': 'warn',
  // Instead of no-cond-assign: the same rule, told in a beginner's words (see eslint-rules).
  'editor/cond-assign': 'warn',
  'no-constant-condition': 'warn',
  'no-dupe-else-if': 'warn',
  'no-duplicate-case': 'error',
  'use-isnan': 'error',
  'valid-typeof': 'error',
  // Classic beginner mistakes (eslint-diagnoses).
  ...DIAGNOSIS_RULES,
};

const PLAIN_WORDS: Record<string, string> = {
  eqeqeq:
    'Use === instead of == (not changed automatically: the two sides may have different types)',
};

type Jsx = boolean;

const configs = new Map<string, Linter.Config[]>();

/** The flat config for these options; cached, because ESLint re-validates a new config object. */
function config(jsx: Jsx, disabled: ReadonlySet<string>): Linter.Config[] {
  const key = `${jsx}:${[...disabled].sort().join(',')}`;
  let cached = configs.get(key);
  if (!cached) {
    cached = buildConfig(jsx, disabled);
    configs.set(key, cached);
  }
  return cached;
}

function buildConfig(jsx: Jsx, disabled: ReadonlySet<string>): Linter.Config[] {
  const rules: Linter.RulesRecord = { ...REPORT_ONLY };
  for (const rule of Object.keys(ESLINT_FIXES)) {
    // 'typo' turns off the typo fix wherever it runs, the ESLint rule included.
    if (!disabled.has(rule) && !(rule === 'editor/typo' && disabled.has('typo'))) {
      rules[rule] = 'error';
    }
  }
  return [
    {
      files: ['**/*.js', '**/*.jsx'],
      plugins: { editor: plugin },
      languageOptions: {
        ecmaVersion: 'latest',
        sourceType: 'module',
        parserOptions: { ecmaFeatures: { jsx } },
      },
      linterOptions: { reportUnusedDisableDirectives: 'off' },
      rules,
    },
  ];
}

const parseOnlyConfigs = new Map<Jsx, Linter.Config[]>();

function parseOnly(jsx: Jsx): Linter.Config[] {
  let cached = parseOnlyConfigs.get(jsx);
  if (!cached) {
    cached = buildConfig(jsx, new Set()).map((c) => ({ ...c, rules: {} }));
    parseOnlyConfigs.set(jsx, cached);
  }
  return cached;
}

let linterPromise: Promise<Linter> | undefined;

async function linter(): Promise<Linter> {
  linterPromise ??= import('eslint-linter-browserify').then(
    (m) => new m.Linter({ configType: 'flat' }) as unknown as Linter,
  );
  return linterPromise;
}

export interface EslintOutcome {
  code: string;
  applied: FixDetail[];
  remaining: FixDetail[];
  /** The parse error, when the input does not parse. */
  parseError?: { message: string; line: number };
}

/** `undefined` when `code` parses as JavaScript, else the first syntax error. */
export async function javascriptSyntaxError(
  code: string,
  jsx: Jsx,
): Promise<{ message: string; line: number } | undefined> {
  const lint = await linter();
  const messages = lint.verify(code, parseOnly(jsx), { filename: jsx ? 'file.jsx' : 'file.js' });
  const fatal = messages.find((m) => m.fatal);
  return fatal ? { message: fatal.message, line: fatal.line } : undefined;
}

/** Applies the fixable rules until nothing changes (at most 10 passes, as ESLint does). */
export async function eslintFix(
  code: string,
  jsx: Jsx,
  disabled: ReadonlySet<string>,
): Promise<EslintOutcome> {
  const lint = await linter();
  const cfg = config(jsx, disabled);
  const filename = jsx ? 'file.jsx' : 'file.js';
  const applied: FixDetail[] = [];
  let current = code;
  let settled: Linter.LintMessage[] | undefined;
  for (let pass = 0; pass < 10; pass += 1) {
    const messages = lint.verify(current, cfg, { filename });
    const fatal = messages.find((m) => m.fatal);
    if (fatal) {
      return {
        code: current,
        applied,
        remaining: [],
        parseError: { message: fatal.message, line: fatal.line },
      };
    }
    const fixable = messages
      .filter((m) => m.fix && m.ruleId && ESLINT_FIXES[m.ruleId])
      .sort((a, b) => (a.fix?.range[0] ?? 0) - (b.fix?.range[0] ?? 0));
    if (fixable.length === 0) {
      settled = messages;
      break;
    }
    // Keep fixes that do not overlap, then apply them back to front.
    const chosen: typeof fixable = [];
    let lastEnd = -1;
    for (const m of fixable) {
      const range = m.fix?.range;
      if (!range || range[0] < lastEnd) continue;
      chosen.push(m);
      lastEnd = range[1];
    }
    const pieces: string[] = [];
    let at = 0;
    for (const m of chosen) {
      if (!m.fix) continue;
      pieces.push(current.slice(at, m.fix.range[0]), m.fix.text);
      at = m.fix.range[1];
    }
    pieces.push(current.slice(at));
    const next = pieces.join('');
    for (const m of chosen) {
      const rule = ESLINT_FIXES[m.ruleId ?? ''];
      if (rule)
        applied.push({
          rule: m.ruleId ?? '',
          // The typo rule's own message names the words ('consle' → 'console').
          message: m.ruleId === 'editor/typo' ? m.message : rule.fixed,
          line: m.line,
          confidence: rule.confidence,
        });
    }
    current = next;
  }
  const remaining = settled
    ? toRemaining(settled, current)
    : await eslintReport(current, jsx, disabled);
  return { code: current, applied, remaining };
}

/** What ESLint reports on `code` that auto-fix does not change. */
export async function eslintReport(
  code: string,
  jsx: Jsx,
  disabled: ReadonlySet<string>,
  options: { typos?: boolean } = {},
): Promise<FixDetail[]> {
  const lint = await linter();
  return toRemaining(
    lint.verify(code, config(jsx, disabled), { filename: jsx ? 'file.jsx' : 'file.js' }),
    code,
    options.typos ?? false,
  );
}

/**
 * The messages auto-fix leaves for the user, in a beginner's words. With `typos`, the misspellings
 * auto-fix corrects are named too (a diagnosis of the code as written).
 */
function toRemaining(
  messages: readonly Linter.LintMessage[],
  code: string,
  typos = false,
): FixDetail[] {
  const offsets = lineOffsets(code);
  const offset = (line: number, column: number) => (offsets[line - 1] ?? 0) + column - 1;
  const subject = (m: Linter.LintMessage) =>
    m.endLine === undefined || m.endColumn === undefined
      ? ''
      : code.slice(offset(m.line, m.column), offset(m.endLine, m.endColumn));
  // `if (x = 2)` is named once, as an assignment, not also as a constant condition.
  const at = (m: Linter.LintMessage) => `${m.line}:${m.column}`;
  const assignments = new Set(
    messages.filter((m) => m.ruleId === 'editor/cond-assign').map((m) => at(m)),
  );
  // An editor rule that names a mistake better hides ESLint's own report on that line.
  const named = new Set(messages.map((m) => `${m.ruleId ?? ''}:${m.line}`));
  const superseded = (m: Linter.LintMessage) =>
    (SUPERSEDED.get(m.ruleId ?? '') ?? []).some((rule) => named.has(`${rule}:${m.line}`));
  const isTypo = (m: Linter.LintMessage) => typos && m.ruleId === 'editor/typo' && !!m.fix;
  return messages
    .filter((m) => !m.fix || !ESLINT_FIXES[m.ruleId ?? ''] || isTypo(m))
    .filter((m) => m.ruleId !== 'no-constant-condition' || !assignments.has(at(m)))
    .filter((m) => !superseded(m))
    .map((m) => {
      const words =
        isTypo(m) && m.fix
          ? typoMessage(code.slice(m.fix.range[0], m.fix.range[1]), m.fix.text)
          : ((m.ruleId && PLAIN_WORDS[m.ruleId]) ?? plainMessage(m, subject(m)) ?? m.message);
      return {
        rule: m.ruleId ?? 'syntax',
        message: words.replace(/\.$/, ''),
        line: m.line,
        confidence: 1,
      };
    });
}

/** One lint of the final code: whether it parses, and what is left for the user. */
export async function eslintFinal(
  code: string,
  jsx: Jsx,
  disabled: ReadonlySet<string>,
): Promise<{ parseError?: { message: string; line: number }; remaining: FixDetail[] }> {
  const lint = await linter();
  const messages = lint.verify(code, config(jsx, disabled), {
    filename: jsx ? 'file.jsx' : 'file.js',
  });
  const fatal = messages.find((m) => m.fatal);
  return fatal
    ? { parseError: { message: fatal.message, line: fatal.line }, remaining: [] }
    : { remaining: toRemaining(messages, code) };
}

const conditionConfigs = new Map<Jsx, Linter.Config[]>();

/** A config with only `editor/cond-assign`, reporting intended assignments too. */
function conditionsOnly(jsx: Jsx): Linter.Config[] {
  let cached = conditionConfigs.get(jsx);
  if (!cached) {
    cached = buildConfig(jsx, new Set()).map((c) => ({
      ...c,
      rules: { 'editor/cond-assign': ['warn', { wrapped: true }] },
    }));
    conditionConfigs.set(jsx, cached);
  }
  return cached;
}

export interface ConditionAssignment {
  /** 1-based. */
  line: number;
  /** UTF-16 offsets of the assignment in the code. */
  start: number;
  end: number;
  /** In extra parentheses, so taken as intended (`while ((m = re.exec(s)))`). */
  wrapped: boolean;
  /** `=` (likely a slip for `===`) or an update such as `+=`. */
  operator: 'assign' | 'update';
  /** What the user is told about one that is not wrapped. */
  message: string;
  /** For a wrapped one: removes the extra parentheses. */
  unwrap?: { range: [number, number]; text: string };
}

/**
 * Assignments that are the whole test of an if, a loop or `?:`, in source order; `undefined` when
 * the code does not parse.
 */
export async function conditionAssignments(
  code: string,
  jsx: Jsx,
): Promise<ConditionAssignment[] | undefined> {
  const lint = await linter();
  const messages = lint.verify(code, conditionsOnly(jsx), {
    filename: jsx ? 'file.jsx' : 'file.js',
  });
  if (messages.some((m) => m.fatal)) return undefined;
  const offsets = lineOffsets(code);
  const offset = (line: number, column: number) => (offsets[line - 1] ?? 0) + column - 1;
  return messages
    .filter((m) => m.ruleId === 'editor/cond-assign')
    .map((m) => ({
      line: m.line,
      start: offset(m.line, m.column),
      end: offset(m.endLine ?? m.line, m.endColumn ?? m.column),
      wrapped: m.messageId === 'wrapped',
      operator: m.messageId === 'update' ? 'update' : 'assign',
      message: m.message,
      ...(m.fix ? { unwrap: { range: m.fix.range, text: m.fix.text } } : {}),
    }));
}

function lineOffsets(code: string): number[] {
  const offsets = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) offsets.push(i + 1);
  return offsets;
}

/**
 * `formatted` with the parentheses Prettier put around an assignment in a condition taken off
 * where `before` had none (Prettier writes `if (x = 2)` as `if ((x = 2))`, which reads as
 * intended). `undefined` when the two do not have the same assignments in conditions.
 */
export async function keepConditionsAsWritten(
  before: string,
  formatted: string,
  jsx: Jsx,
): Promise<string | undefined> {
  const written = await conditionAssignments(before, jsx);
  if (!written) return undefined;
  if (written.every((a) => a.wrapped)) return formatted;
  const now = await conditionAssignments(formatted, jsx);
  if (!now || now.length !== written.length) return undefined;
  const unwraps = now
    .filter((a, i) => !written[i]?.wrapped && a.wrapped)
    .flatMap((a) => (a.unwrap ? [a.unwrap] : []))
    .sort((a, b) => b.range[0] - a.range[0]);
  // Back to front; one inside another (not seen from Prettier) is left as it is.
  let code = formatted;
  let limit = formatted.length;
  for (const { range, text } of unwraps) {
    if (range[1] > limit) continue;
    code = code.slice(0, range[0]) + text + code.slice(range[1]);
    limit = range[0];
  }
  return code;
}
