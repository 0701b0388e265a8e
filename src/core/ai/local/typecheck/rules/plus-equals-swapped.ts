/**
 * `x =+ 1` (or `x =- 1`) written for `x += 1`: it sets x to +1 each time instead of adding.
 * Told only where the sign touches the `=` and not the number, as no one writes `x = +1` so.
 */
import { type TypedRule, editOf, text } from '../ts-tools';

export const plusEqualsSwapped: TypedRule = {
  family: 'plus-equals-swapped',
  check(node, check) {
    const { ts } = check;
    if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
      return null;
    const right = node.right;
    if (!ts.isPrefixUnaryExpression(right)) return null;
    const sign =
      right.operator === ts.SyntaxKind.PlusToken
        ? '+'
        : right.operator === ts.SyntaxKind.MinusToken
          ? '-'
          : '';
    if (!sign) return null;
    const source = check.file.text;
    const equals = node.operatorToken.getStart(check.file);
    const signAt = right.getStart(check.file);
    const touchesEquals = signAt === equals + 1;
    const spaceAfterSign = /\s/.test(source[signAt + 1] ?? '');
    // `x =+ 1` and `x =+1` both mean +=; `x =-1` may well mean minus one.
    if (!touchesEquals || (sign === '-' && !spaceAfterSign)) return null;
    const target = text(check, node.left);
    const operand = text(check, right.operand);
    return {
      at: node,
      message: `\`=${sign}\` sets \`${target}\` to ${sign}${operand} each time; to ${sign === '+' ? 'add to' : 'take away from'} it, the sign goes first: \`${target} ${sign}= ${operand}\`.`,
      edit: editOf(check, equals, right.operand.getStart(check.file), `${sign}= `),
    };
  },
};
