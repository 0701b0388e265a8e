/**
 * A method named but not called, where its call was meant: `numbers.sort;` on its own line,
 * `const biggest = Math.max;`, `return name.trim;`. (In a test, the checker itself tells it.)
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, isFunctionType, text } from '../ts-tools';

function isLibraryMethod(check: TypeCheck, node: TS.PropertyAccessExpression): boolean {
  const declaration = check.checker.getSymbolAtLocation(node)?.valueDeclaration;
  return !!declaration && declaration.getSourceFile() !== check.file;
}

export const uncalledFunction: TypedRule = {
  family: 'uncalled-function',
  check(node, check) {
    const { ts, checker } = check;
    if (!ts.isPropertyAccessExpression(node)) return null;
    const parent = node.parent;
    const standsAlone = !!parent && ts.isExpressionStatement(parent);
    const returned = !!parent && ts.isReturnStatement(parent);
    const assigned = !!parent && ts.isVariableDeclaration(parent) && parent.initializer === node;
    if (!standsAlone && !returned && !assigned) return null;
    if (!isLibraryMethod(check, node) || !isFunctionType(checker.getTypeAtLocation(node)))
      return null;
    // `const log = console.log;` keeps a function to call later on purpose.
    if (
      assigned &&
      !/^(?:sort|reverse|pop|shift|trim|toUpperCase|toLowerCase|max|min|round|floor|ceil|random|now)$/.test(
        node.name.text,
      )
    )
      return null;
    const shown = text(check, node);
    return {
      at: node,
      message: `\`${shown}\` names the method without calling it, so nothing happens. Call it: \`${shown}()\`${standsAlone ? '' : ' (with what it needs)'}.`,
      edit: editOf(check, node.getEnd(), node.getEnd(), '()'),
    };
  },
};
