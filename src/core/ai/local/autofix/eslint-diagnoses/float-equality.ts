/** Decimals compared with `===`, though they are not stored exactly. */
import type * as ESTree from 'estree';
import {
  EQUALITY,
  isNumber,
  numberLiteral,
  resolve,
  rule,
  shorten,
  valueOf,
  variableOf,
} from './ast';

/** `0.1 + 0.2 === 0.3`: decimals are not exact. */
export const floatEquality = rule('problem', (context) => {
  const fraction = (n: ESTree.Node, depth = 0): boolean => {
    if (depth > 4) return false;
    const value = numberLiteral(n);
    if (value !== undefined) return !Number.isInteger(value);
    if (n.type === 'Identifier') {
      const init = valueOf(variableOf(context, n));
      return !!init && fraction(init, depth + 1);
    }
    if (n.type === 'BinaryExpression' && n.left.type !== 'PrivateIdentifier') {
      return fraction(n.left, depth + 1) || fraction(n.right, depth + 1);
    }
    return false;
  };
  /** The number an expression of literals and constants gives. */
  const evaluate = (n: ESTree.Node, depth = 0): number | undefined => {
    if (depth > 6) return undefined;
    const literal = numberLiteral(n);
    if (literal !== undefined) return literal;
    if (n.type === 'Identifier') {
      const init = valueOf(variableOf(context, n));
      return init && evaluate(init, depth + 1);
    }
    if (n.type !== 'BinaryExpression' || n.left.type === 'PrivateIdentifier') return undefined;
    const a = evaluate(n.left, depth + 1);
    const b = evaluate(n.right, depth + 1);
    if (a === undefined || b === undefined) return undefined;
    switch (n.operator) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      default:
        return undefined;
    }
  };
  const arithmetic = (n: ESTree.Node): boolean => {
    const value = resolve(context, n);
    return (
      value.type === 'BinaryExpression' &&
      ['+', '-', '*', '/'].includes(value.operator) &&
      isNumber(context, value)
    );
  };
  return {
    BinaryExpression(node) {
      if (!EQUALITY.has(node.operator) || node.left.type === 'PrivateIdentifier') return;
      const { left, right } = node;
      if (!(arithmetic(left) || arithmetic(right)) || !(fraction(left) || fraction(right))) return;
      if (!isNumber(context, left) || !isNumber(context, right)) return;
      const source = context.sourceCode;
      const l = source.getText(left);
      const r = source.getText(right);
      const wrap = (t: string, n: ESTree.Node) => (n.type === 'BinaryExpression' ? `(${t})` : t);
      const fix = `compare the difference instead, \`Math.abs(${wrap(l, left)} - ${wrap(r, right)}) < 1e-9\``;
      // With values known, say what really happens; decimals that add up exactly are fine.
      const a = evaluate(left);
      const b = evaluate(right);
      if (a !== undefined && b !== undefined) {
        if (a === b) return;
        const [sum, sumValue] = arithmetic(left) ? [l, a] : [r, b];
        context.report({
          node,
          message:
            `\`${shorten(source.getText(node))}\` is ${node.operator.startsWith('!') ? 'true' : 'false'}: decimals are not stored exactly, ` +
            `so \`${shorten(sum)}\` gives ${sumValue}. ${fix[0]?.toUpperCase()}${fix.slice(1)}.`,
        });
        return;
      }
      context.report({
        node,
        message:
          `Decimal numbers are not stored exactly (0.1 + 0.2 gives 0.30000000000000004), so \`${shorten(source.getText(node))}\` ` +
          `may be false: ${fix}.`,
      });
    },
  };
});
