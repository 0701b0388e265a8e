/**
 * `.map(parseInt)`: map gives each item *and its index*, which parseInt takes as the base, so
 * `['1', '2', '3'].map(parseInt)` is `[1, NaN, NaN]`.
 */
import { type TypedRule, editOf, text } from '../ts-tools';

export const mapParseInt: TypedRule = {
  family: 'map-parseint',
  check(node, check) {
    const { ts } = check;
    if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return null;
    if (node.expression.name.text !== 'map' || node.arguments.length !== 1) return null;
    const fn = node.arguments[0];
    if (!fn) return null;
    const name = text(check, fn);
    if (name !== 'parseInt' && name !== 'Number.parseInt') return null;
    return {
      at: node,
      message: `\`map\` hands \`${name}\` each item and its position, and ${name} reads the position as the number's base, so most items become NaN. Give it the item only: \`map((s) => ${name}(s, 10))\` (or \`map(Number)\`).`,
      edit: editOf(check, fn.getStart(check.file), fn.getEnd(), `(s) => ${name}(s, 10)`),
    };
  },
};
