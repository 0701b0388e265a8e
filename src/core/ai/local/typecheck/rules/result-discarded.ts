/**
 * A call whose result is the whole point, thrown away: `name.toUpperCase();`, `s.trim();`,
 * `list.concat(more);`, `words.map(f);` on a line of their own. Text never changes in place,
 * and these list methods give a new list; the line does nothing.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type TypedRule, editOf, text } from '../ts-tools';

/** Methods that change nothing and only give back a new value. */
const TEXT_METHODS = new Set([
  'toUpperCase',
  'toLowerCase',
  'trim',
  'trimStart',
  'trimEnd',
  'replace',
  'replaceAll',
  'slice',
  'substring',
  'padStart',
  'padEnd',
  'repeat',
  'concat',
  'split',
  'at',
  'charAt',
]);
const LIST_METHODS = new Set([
  'concat',
  'slice',
  'map',
  'filter',
  'toSorted',
  'toReversed',
  'toSpliced',
  'with',
  'flat',
]);

/** An arrow giving back a value and doing nothing else: `(x) => x * 2`. */
function pureCallback(check: TypeCheck, fn: TS.Expression | undefined): boolean {
  const { ts } = check;
  if (!fn || !ts.isArrowFunction(fn) || ts.isBlock(fn.body)) return false;
  return !/console\.|\bpush\(|[^=!<>]=[^=>]|\+\+|--/.test(text(check, fn.body));
}

export const resultDiscarded: TypedRule = {
  family: 'result-discarded',
  check(node, check) {
    const { ts, checker } = check;
    if (!ts.isExpressionStatement(node)) return null;
    const call = node.expression;
    if (!ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression)) return null;
    const method = call.expression.name.text;
    const owner = call.expression.expression;
    const type = checker.getTypeAtLocation(owner);
    const isText = (type.getFlags() & ts.TypeFlags.StringLike) !== 0;
    const isList = checker.isArrayType(type);
    if (!(isText && TEXT_METHODS.has(method)) && !(isList && LIST_METHODS.has(method))) return null;
    // `xs.map((x) => console.log(x))` is a loop written as map: its callback does the work.
    if ((method === 'map' || method === 'filter') && !pureCallback(check, call.arguments[0]))
      return null;
    const target = text(check, owner);
    const assignable = ts.isIdentifier(owner) || ts.isPropertyAccessExpression(owner);
    const what = isText ? 'Text never changes in place' : `\`${method}\` leaves the list as it is`;
    return {
      at: node,
      message: `${what}: \`${text(check, call)}\` gives back a new value, and this line throws it away. Keep it: \`${target} = ${text(check, call)}\`.`,
      ...(assignable
        ? {
            edit: editOf(
              check,
              call.getStart(check.file),
              call.getStart(check.file),
              `${target} = `,
            ),
          }
        : {}),
    };
  },
};
