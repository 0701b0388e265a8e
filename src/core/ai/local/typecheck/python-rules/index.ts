/**
 * The rules over a Python program's parse tree (@lezer/python), one mistake family each (one
 * file per rule), run in one walk. A rule looks at one node at a time, with what the whole
 * program says about its names (context.ts), and speaks only when it is sure.
 */
import type { FixDetail } from '../../../types';
import type { MistakeFamily } from '../../diagnose/families';
import { type Edit, PyContext, type PyNode, descendants } from './context';
import { constantCondition } from './constant-condition';
import { floatEquality } from './float-equality';
import { functionPrinted } from './function-printed';
import { indexAsBoolean } from './index-as-boolean';
import { loopNeverRuns } from './loop-never-runs';
import { offByOneBound } from './off-by-one-bound';
import { plusEqualsSwapped } from './plus-equals-swapped';
import { resetInLoop } from './reset-in-loop';
import { resultDiscarded } from './result-discarded';
import { sharedRowList } from './shared-row-list';
import { uncalledFunction } from './uncalled-function';

/** A mistake found at a node: the node whose line it is told on, what to say, the fix. */
export interface PyFinding {
  at: PyNode;
  message: string;
  edit?: Edit;
}

export interface PyRule {
  family: MistakeFamily;
  check(node: PyNode, ctx: PyContext): PyFinding | null;
}

export const PYTHON_RULES: readonly PyRule[] = [
  constantCondition,
  floatEquality,
  functionPrinted,
  indexAsBoolean,
  loopNeverRuns,
  offByOneBound,
  plusEqualsSwapped,
  resetInLoop,
  resultDiscarded,
  sharedRowList,
  uncalledFunction,
];

const CONFIDENCE = 0.85;

/** Whether the parser could not read a part of `node`, or of its line. */
function hasError(ctx: PyContext, node: PyNode): boolean {
  const line = ctx.line(node.from);
  return (
    [node, ...descendants(node)].some((d) => d.type.isError) ||
    ctx.all.some((d) => d.type.isError && ctx.line(d.from) === line)
  );
}

/** What the rules find in Python `code`, in line order, one per family and line. */
export function pythonRuleFindings(
  code: string,
  rules: readonly PyRule[] = PYTHON_RULES,
): FixDetail[] {
  const ctx = new PyContext(code);
  const found: FixDetail[] = [];
  const seen = new Set<string>();
  const visit = (node: PyNode): void => {
    for (const rule of rules) {
      const finding = rule.check(node, ctx);
      // A part the parser could not read is not judged.
      if (!finding || hasError(ctx, finding.at)) continue;
      const line = ctx.line(finding.at.from);
      const key = `${rule.family}:${line}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({
        rule: `python/${rule.family}`,
        family: rule.family,
        message: finding.message,
        line,
        confidence: CONFIDENCE,
        ...(finding.edit ? { edit: finding.edit } : {}),
      });
    }
    for (let c = node.firstChild; c; c = c.nextSibling) visit(c);
  };
  visit(ctx.tree.topNode);
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
