/**
 * The editor's own checks for classic Python beginner mistakes that Ruff has no rule for, on a
 * real parse tree (@lezer/python), and plain words for Ruff's common syntax errors. Rule ids are
 * `python/<name>`; each message says what is wrong and what to do, naming the code's own
 * identifiers.
 *
 * The checks only speak when they are sure: a name's type is inferred from its assignments in its
 * own scope (a literal, len(), str(), input()...) and anything else counts as unknown.
 */
import type { FixDetail } from '../../../types';
import { descendants } from '../../python-tree';
import { Analysis, type Check, type Report } from './analysis';
import { argumentCount } from './argument-count';
import { offByOne } from './off-by-one';
import { floatIndex } from './float-index';
import { inputNotNumber } from './input-not-number';
import { strPlusInt } from './str-plus-int';
import { noneResult } from './none-result';
import { methodNotCalled } from './method-not-called';
import { orConstant } from './or-constant';
import { strItemAssign } from './str-item-assign';
import { missingSelf } from './missing-self';
import { unreachable } from './unreachable';
import { infiniteLoop } from './infinite-loop';
import { plusEquals } from './plus-equals';
import { misspelledName } from './misspelled-name';
import { forOverNumber } from './for-over-number';
import { jsMethod } from './js-method';
import { missingReturn } from './missing-return';

export { pythonSyntaxProblem } from './syntax';

const CONFIDENCE = 0.9;

// --- Checks ----------------------------------------------------------------------------------

const CHECKS: readonly Check[] = [
  argumentCount,
  offByOne,
  floatIndex,
  inputNotNumber,
  strPlusInt,
  noneResult,
  methodNotCalled,
  orConstant,
  strItemAssign,
  missingSelf,
  unreachable,
  infiniteLoop,
  plusEquals,
  misspelledName,
  forOverNumber,
  jsMethod,
  missingReturn,
];

/** The editor's own findings in Python `code` that parses, in line order, one per rule and line. */
export function pythonChecks(code: string): FixDetail[] {
  const a = new Analysis(code);
  const all = descendants(a.tree.topNode);
  const found: FixDetail[] = [];
  const seen = new Set<string>();
  const report: Report = (node, rule, message) => {
    const line = a.line(node.from);
    const key = `${rule}:${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ rule, message, line, confidence: CONFIDENCE });
  };
  for (const check of CHECKS) check(a, report, all);
  return found.sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
}

/**
 * Where `name`, undefined where it is used on line `usedOn`, is defined later at module level
 * (a def, class or assignment): Python runs from top to bottom, so the use comes too early.
 */
export function definedLaterAt(code: string, name: string, usedOn: number): number | undefined {
  const a = new Analysis(code);
  const later = (a.module.names.get(name) ?? [])
    .map((b) => a.line(b.node.from))
    .filter((line) => line > usedOn);
  return later.length > 0 ? Math.min(...later) : undefined;
}
