/**
 * A `;` straight after `if (…)`, `for (…)` or `while (…)`: the `;` is the whole body, and the
 * block below runs on its own, once, whatever the test said.
 */
import type TS from 'typescript';
import { type TypedRule, editOf } from '../ts-tools';

export const emptyStatementBody: TypedRule = {
  family: 'empty-statement-body',
  check(node, check) {
    const { ts } = check;
    let body: TS.Statement | undefined;
    let keyword = '';
    if (ts.isIfStatement(node)) [body, keyword] = [node.thenStatement, 'if'];
    else if (ts.isWhileStatement(node)) [body, keyword] = [node.statement, 'while'];
    else if (ts.isForStatement(node) || ts.isForOfStatement(node) || ts.isForInStatement(node))
      [body, keyword] = [node.statement, 'for'];
    if (!body || !ts.isEmptyStatement(body)) return null;
    const at = body.getStart(check.file);
    return {
      at: node,
      message: `The \`;\` right after \`${keyword} (…)\` is its whole body: nothing is done ${keyword === 'if' ? 'when the test is true' : 'on each pass'}, and the block below runs on its own. Take the \`;\` out.`,
      edit: editOf(check, at, at + 1, ''),
    };
  },
};
