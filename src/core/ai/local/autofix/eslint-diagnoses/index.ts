/**
 * The editor's own ESLint rules that name classic beginner mistakes ESLint has no rule for (an
 * argument left out, `i <= list.length`, a callback without `return`, `'3' + 4`…), and the words
 * a beginner reads for ESLint's built-in rules. Every rule only reports: it never changes code.
 *
 * The rules read ESLint's AST and scope analysis. They report only what they can see for sure in
 * the file (a name declared here, a value that is a literal), so correct programs stay silent.
 *
 * One file a rule, named after the mistake it finds, over the helpers in ast.ts; the words for
 * ESLint's own rules are in messages.ts.
 */
import type { Linter, Rule } from 'eslint';
import { callbackCalled } from './callback-called';
import { callbackReturn } from './callback-return';
import { chainedComparison } from './chained-comparison';
import { compareNew } from './compare-new';
import { floatEquality } from './float-equality';
import { forInArray } from './for-in-array';
import { forEachResult } from './foreach-result';
import { inArray } from './in-array';
import { lengthCall } from './length-call';
import { mathArray } from './math-array';
import { missingArgument } from './missing-argument';
import { missingAwait } from './missing-await';
import { missingReturn } from './missing-return';
import { misspelledName } from './misspelled-name';
import { mutateWhileIterating } from './mutate-while-iterating';
import { offByOne } from './off-by-one';
import { orValue } from './or-value';
import { pushResult } from './push-result';
import { returnAlone } from './return-alone';
import { sortNumbers } from './sort-numbers';
import { stringIndexAssign } from './string-index-assign';
import { stringPlusNumber } from './string-plus-number';
import { uncalledMethod } from './uncalled-method';
import { undefinedName } from './undefined-name';

export { editDistance } from '../../names';
export { plainMessage, typoMessage } from './messages';
export { correctedName } from './misspelled-name';
export { KNOWN_GLOBALS } from './undefined-name';

/** The editor's rules that name mistakes, by name under the `editor/` prefix. */
export const diagnosisRules: Record<string, Rule.RuleModule> = {
  'missing-argument': missingArgument,
  'off-by-one': offByOne,
  'mutate-while-iterating': mutateWhileIterating,
  'undefined-name': undefinedName,
  'misspelled-name': misspelledName,
  'missing-return': missingReturn,
  'callback-return': callbackReturn,
  'foreach-result': forEachResult,
  'push-result': pushResult,
  'return-alone': returnAlone,
  'for-in-array': forInArray,
  'sort-numbers': sortNumbers,
  'compare-new': compareNew,
  'length-call': lengthCall,
  'uncalled-method': uncalledMethod,
  'float-equality': floatEquality,
  'string-plus-number': stringPlusNumber,
  'string-index-assign': stringIndexAssign,
  'missing-await': missingAwait,
  'or-value': orValue,
  'chained-comparison': chainedComparison,
  'math-array': mathArray,
  'in-array': inArray,
  'callback-called': callbackCalled,
};

/** The diagnoses as rule settings, for the report-only rules, with ESLint's own that fit. */
export const DIAGNOSIS_RULES: Linter.RulesRecord = {
  ...Object.fromEntries(Object.keys(diagnosisRules).map((name) => [`editor/${name}`, 'warn'])),
  'array-callback-return': 'warn',
  'for-direction': 'error',
  'getter-return': 'error',
  'no-async-promise-executor': 'warn',
  'no-class-assign': 'error',
  'no-compare-neg-zero': 'warn',
  'no-const-assign': 'error',
  'no-constant-binary-expression': 'warn',
  'no-dupe-class-members': 'error',
  'no-ex-assign': 'warn',
  'no-fallthrough': 'warn',
  'no-func-assign': 'error',
  'no-import-assign': 'error',
  'no-loss-of-precision': 'warn',
  'no-obj-calls': 'error',
  'no-self-compare': 'warn',
  'no-setter-return': 'error',
  'no-sparse-arrays': 'warn',
  'no-template-curly-in-string': 'warn',
  'no-unassigned-vars': 'warn',
  'no-unmodified-loop-condition': 'warn',
  'no-unsafe-finally': 'warn',
  'no-unsafe-negation': 'error',
  'no-unsafe-optional-chaining': 'error',
  'no-use-before-define': ['error', { functions: false, classes: false, variables: false }],
};

/** ESLint's rules that an editor rule names better on the same line. */
export const SUPERSEDED: ReadonlyMap<string, readonly string[]> = new Map([
  ['array-callback-return', ['editor/callback-return']],
  ['no-constant-binary-expression', ['editor/compare-new', 'editor/or-value']],
  ['no-constant-condition', ['editor/or-value', 'editor/compare-new']],
  ['no-unreachable', ['editor/return-alone']],
]);
