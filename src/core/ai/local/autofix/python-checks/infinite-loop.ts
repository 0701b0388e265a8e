/** python/infinite-loop: a `while` loop whose condition never changes inside it. */
import { descendants, kids, type PyNode, quote, same } from '../../python-tree';
import { type Analysis, type Check } from './analysis';
import { kid } from './scopes';

const PURE_BUILTINS = ['len', 'abs', 'min', 'max', 'int', 'float', 'str', 'round', 'bool'];
/** Builtins that never change what they are given. */
const READ_ONLY_BUILTINS = [
  ...PURE_BUILTINS,
  'print',
  'sum',
  'sorted',
  'repr',
  'type',
  'range',
  'list',
  'tuple',
  'set',
  'dict',
  'enumerate',
  'isinstance',
];

/** Whether the name `d` is assigned, deleted, declared global, or may be changed by a call. */
function mayChange(a: Analysis, d: PyNode): boolean {
  let n = d;
  while (
    n.parent &&
    ['TupleExpression', 'ArrayExpression', 'ParenthesizedExpression'].includes(n.parent.name)
  ) {
    n = n.parent;
  }
  const p = n.parent;
  if (!p) return false;
  const before = (op: string) => n.to <= (p.getChild(op)?.from ?? -1);
  switch (p.name) {
    case 'AssignStatement':
      return before('AssignOp');
    case 'UpdateStatement':
      return before('UpdateOp');
    case 'ForStatement':
      return before('in');
    case 'NamedExpression':
      return same(p.firstChild, n);
    case 'DeleteStatement':
    case 'ScopeStatement':
      return true;
    case 'MemberExpression': {
      // `items.pop()` and `node.value = 1` may change it; reading `items[i]` does not.
      if (!same(p.firstChild, n)) return false;
      const outer = p.parent;
      if (outer?.name === 'CallExpression' && same(outer.firstChild, p)) return true;
      return !!outer && mayChange(a, p);
    }
    case 'ArgList':
      return !a.isBuiltinCall(p.parent, ...READ_ONLY_BUILTINS);
    default:
      return false;
  }
}

/** A `while` loop whose condition can never change. */
export const infiniteLoop: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'WhileStatement') continue;
    const parts = kids(n);
    const cond = parts[1];
    const body = kid(n, 'Body');
    if (!cond || !body || !same(parts[2], body)) continue;
    const inside = descendants(body);
    const exits = inside.some(
      (d) =>
        d.name === 'BreakStatement' ||
        d.name === 'ReturnStatement' ||
        d.name === 'RaiseStatement' ||
        (d.name === 'VariableName' && ['exit', 'quit'].includes(a.text(d))) ||
        (d.name === 'PropertyName' && a.text(d) === 'exit'),
    );
    if (exits) continue;
    // Only plain names and builtins that read them (`i < len(items)`): anything else may change.
    const condNodes = [cond, ...descendants(cond)];
    const pure = (d: PyNode) =>
      d.name === 'CallExpression'
        ? a.isBuiltinCall(d, ...PURE_BUILTINS)
        : d.name !== 'MemberExpression' && d.name !== 'AwaitExpression';
    if (!condNodes.every(pure)) continue;
    const callee = (d: PyNode) =>
      d.parent?.name === 'CallExpression' && same(d.parent.firstChild, d);
    const names = [
      ...new Set(
        condNodes.filter((d) => d.name === 'VariableName' && !callee(d)).map((d) => a.text(d)),
      ),
    ];
    if (names.length === 0) {
      if (cond.name === 'Boolean' && a.text(cond) === 'True') {
        report(
          n,
          'python/infinite-loop',
          'This `while True:` loop has no `break`, so it never ends. Add a `break` (or a `return`) for when it should stop.',
        );
      }
      continue;
    }
    // Changed in the body: assigned, updated, used by a method or passed to a function.
    const changed = (name: string) =>
      inside.some((d) => d.name === 'VariableName' && a.text(d) === name && mayChange(a, d));
    if (names.some(changed)) continue;
    // A function of the file may change a global one.
    const globalInFunctions = all.some(
      (d) => d.name === 'ScopeStatement' && kids(d).some((c) => names.includes(a.text(c))),
    );
    if (globalInFunctions) continue;
    const first = names[0] ?? '';
    report(
      n,
      'python/infinite-loop',
      `${names.map((x) => `\`${x}\``).join(' and ')} never ${names.length === 1 ? 'changes' : 'change'} inside this loop, so \`${quote(a.text(cond))}\` stays true and the loop never ends. Change ${names.length === 1 ? 'it' : 'them'} in the loop, e.g. \`${first} += 1\`.`,
    );
  }
};
