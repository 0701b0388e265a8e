/**
 * A function printed or joined to text instead of its result: `console.log(total)` where
 * `total` is a function, `'Hi ' + greet`, `` `${area}` ``. What shows is the function's code.
 */
import type TS from 'typescript';
import { type TypedRule, editOf, isFunctionType, text } from '../ts-tools';
import type { TypeCheck } from '../ts-check';

function isShown(ts: typeof TS, node: TS.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isTemplateSpan(parent)) return parent.expression === node;
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const other = parent.left === node ? parent.right : parent.left;
    return ts.isStringLiteralLike(other) || ts.isTemplateExpression(other) || isShown(ts, parent);
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as TS.Expression)) {
    const callee = parent.expression;
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      callee.expression.text === 'console'
    );
  }
  return false;
}

function isPlainFunction(check: TypeCheck, node: TS.Node): boolean {
  const { ts, checker } = check;
  if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return false;
  const symbol = checker.getSymbolAtLocation(node);
  const declaration = symbol?.valueDeclaration;
  if (!declaration) return false;
  // A function or method the program declares or a method of a value, never a variable
  // holding one passed in (a callback printed for a reason).
  const declared =
    ts.isFunctionDeclaration(declaration) ||
    ts.isMethodDeclaration(declaration) ||
    ts.isMethodSignature(declaration) ||
    (ts.isVariableDeclaration(declaration) &&
      !!declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) ||
        ts.isFunctionExpression(declaration.initializer)));
  return declared && isFunctionType(checker.getTypeAtLocation(node));
}

export const functionPrinted: TypedRule = {
  family: 'function-printed',
  check(node, check) {
    const { ts } = check;
    if (!isShown(ts, node) || !isPlainFunction(check, node)) return null;
    const shown = text(check, node);
    const takes = check.checker.getTypeAtLocation(node).getCallSignatures()[0]?.getParameters();
    return {
      at: node,
      message: `\`${shown}\` is the function itself, so its code is shown, not its result. Call it: \`${shown}()\`${takes?.length ? ' with the values it takes' : ''}.`,
      ...(takes?.length ? {} : { edit: editOf(check, node.getEnd(), node.getEnd(), '()') }),
    };
  },
};
