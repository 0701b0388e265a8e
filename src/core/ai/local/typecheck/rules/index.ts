/**
 * The rules over the checked file, one mistake family each (one file per rule), run in one walk.
 * Recipe for a new one: CONTRIBUTING, "Add a mistake rule".
 */
import type TS from 'typescript';
import type { FixDetail } from '../../../types';
import type { TypeCheck } from '../ts-check';
import type { TypedRule } from '../ts-tools';
import { arrayEquality } from './array-equality';
import { awaitInForEach } from './await-in-foreach';
import { constantCondition } from './constant-condition';
import { dateWithoutNew } from './date-without-new';
import { emptyStatementBody } from './empty-statement-body';
import { floatEquality } from './float-equality';
import { functionPrinted } from './function-printed';
import { indexAsBoolean } from './index-as-boolean';
import { inputTextAsNumber } from './input-text-as-number';
import { loopNeverRuns } from './loop-never-runs';
import { mapParseInt } from './map-parseint';
import { offByOneBound } from './off-by-one-bound';
import { plusEqualsSwapped } from './plus-equals-swapped';
import { resetInLoop } from './reset-in-loop';
import { resultDiscarded } from './result-discarded';
import { sharedRowList } from './shared-row-list';
import { uncalledFunction } from './uncalled-function';

export const JAVASCRIPT_RULES: readonly TypedRule[] = [
  arrayEquality,
  awaitInForEach,
  constantCondition,
  dateWithoutNew,
  emptyStatementBody,
  floatEquality,
  functionPrinted,
  indexAsBoolean,
  inputTextAsNumber,
  loopNeverRuns,
  mapParseInt,
  offByOneBound,
  plusEqualsSwapped,
  resetInLoop,
  resultDiscarded,
  sharedRowList,
  uncalledFunction,
];

const CONFIDENCE = 0.85;

/** What the rules find in the checked file, in walk order. */
export function typedRuleFindings(
  check: TypeCheck,
  rules: readonly TypedRule[] = JAVASCRIPT_RULES,
): FixDetail[] {
  const { ts, file } = check;
  const found: FixDetail[] = [];
  const visit = (node: TS.Node): void => {
    for (const rule of rules) {
      const finding = rule.check(node, check);
      if (!finding) continue;
      found.push({
        rule: `types/${rule.family}`,
        family: rule.family,
        message: finding.message,
        line: file.getLineAndCharacterOfPosition(finding.at.getStart(file)).line + 1,
        confidence: CONFIDENCE,
        ...(finding.edit ? { edit: finding.edit } : {}),
      });
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(file, visit);
  return found;
}
