/** A call with fewer arguments than the function uses, so the ones left out are undefined. */
import type { Scope } from 'eslint';
import type * as ESTree from 'estree';
import { ARITHMETIC, EQUALITY, functionOf, parentOf, rule, walkOwn } from './ast';

/** `add(price)` for `function add(a, b)` that uses `b`. */
export const missingArgument = rule('problem', (context) => ({
  CallExpression(node) {
    if (node.arguments.some((a) => a.type === 'SpreadElement')) return;
    const fn = functionOf(context, node.callee);
    if (!fn || node.callee.type !== 'Identifier') return;
    const required: ESTree.Identifier[] = [];
    for (const param of fn.params) {
      if (param.type !== 'Identifier') break;
      required.push(param);
    }
    if (node.arguments.length >= required.length) return;
    let usesArguments = false;
    if (fn.type !== 'ArrowFunctionExpression') {
      walkOwn(fn, context.sourceCode.visitorKeys, (n) => {
        if (n.type === 'Identifier' && n.name === 'arguments') usesArguments = true;
      });
    }
    if (usesArguments) return;
    const params = new Map(
      context.sourceCode
        .getDeclaredVariables(fn)
        .filter((v) => v.defs.some((d) => d.type === 'Parameter'))
        .map((v) => [v.name, v]),
    );
    const missing = required.slice(node.arguments.length).filter((p) => {
      const variable = params.get(p.name);
      return !!variable && variable.references.length > 0 && !treatedAsOptional(variable);
    });
    if (missing.length === 0) return;
    const nan = missing.some((p) =>
      params.get(p.name)?.references.some((r) => {
        const parent = parentOf(r.identifier);
        return (
          parent?.type === 'BinaryExpression' &&
          (ARITHMETIC.has(parent.operator) || parent.operator === '+')
        );
      }),
    );
    const names = required.map((p) => p.name).join(', ');
    const count = required.length;
    const got = node.arguments.length;
    const which = missing.map((p) => `\`${p.name}\``).join(' and ');
    const verb = missing.length === 1 ? 'is' : 'are';
    context.report({
      node,
      message:
        `\`${node.callee.name}\` needs ${count} argument${count === 1 ? '' : 's'} (${names}) but gets ${got} here: ` +
        `${which} ${verb} undefined${nan ? ', so the result is NaN' : ''}. Pass a value for ${which}.`,
    });
  },
}));

/** A parameter the function checks for undefined or gives a default (`b = b || 0`). */
function treatedAsOptional(variable: Scope.Variable): boolean {
  return variable.references.some((r) => {
    if (r.isWrite()) return true;
    const parent = parentOf(r.identifier);
    if (!parent) return false;
    switch (parent.type) {
      case 'UnaryExpression':
        return parent.operator === 'typeof' || parent.operator === '!';
      case 'LogicalExpression':
        return parent.left === r.identifier;
      case 'IfStatement':
      case 'ConditionalExpression':
        return parent.test === r.identifier;
      case 'BinaryExpression': {
        const other = parent.left === r.identifier ? parent.right : parent.left;
        return (
          EQUALITY.has(parent.operator) &&
          ((other.type === 'Identifier' && other.name === 'undefined') ||
            (other.type === 'Literal' && other.value === null))
        );
      }
      default:
        return false;
    }
  });
}
