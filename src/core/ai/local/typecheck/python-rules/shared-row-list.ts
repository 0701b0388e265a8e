/**
 * One list (or dict, set, object) repeated where a new one per row was meant: `[[0] * 3] * 3`,
 * `[[]] * n`, `[{}] * 3`. `*` copies the reference, so every row is the same list and changing
 * one changes them all. Told when the program then changes a row through the variable it keeps
 * the grid in (`grid[0][1] = 5`, `rows[i].append(x)`, `for row in grid: row[0] = 1`), also when
 * a function of the program builds it and the caller changes it; a grid only read is fine.
 */
import type { PyRule } from '.';
import {
  METHODS,
  type PyContext,
  type PyNode,
  callParts,
  kids,
  memberParts,
  outer,
  quote,
  same,
  subscriptParts,
} from './context';

/** Whether a list item makes a new mutable value each time it is evaluated. */
function makesMutable(ctx: PyContext, item: PyNode): boolean {
  if (
    [
      'ArrayExpression',
      'DictionaryExpression',
      'SetExpression',
      'ArrayComprehensionExpression',
      'DictionaryComprehensionExpression',
      'SetComprehensionExpression',
    ].includes(item.name)
  )
    return true;
  // [0] * n: a list of any length.
  if (item.name === 'BinaryExpression') {
    const [l, op, r] = kids(item);
    if (
      op &&
      ctx.text(op) === '*' &&
      (l?.name === 'ArrayExpression' || r?.name === 'ArrayExpression')
    )
      return true;
  }
  const kind = ctx.kindOf(item);
  if (kind === 'list' || kind === 'dict' || kind === 'set') return item.name !== 'VariableName';
  const call = callParts(item);
  return !!call && !!ctx.classOf(call.callee);
}

const MUTATING = new Set(
  [...METHODS.values()].flatMap((m) =>
    [...m].filter(([, c]) => c.gives === 'none').map(([name]) => name),
  ),
);

/** Whether `value` (an item of the grid, `grid[i]`) is changed where it stands. */
function changedHere(ctx: PyContext, value: PyNode): boolean {
  const p = value.parent;
  if (!p) return false;
  // grid[i][j] = 1, grid[i][j] += 1, del grid[i][j], grid[i].x = 1
  if (subscriptParts(p) && same(p.firstChild, value)) {
    const s = p.parent;
    return (
      ((s?.name === 'AssignStatement' || s?.name === 'UpdateStatement') && same(s.firstChild, p)) ||
      s?.name === 'DeleteStatement'
    );
  }
  const member = memberParts(p);
  if (member && same(member.receiver, value)) {
    const s = p.parent;
    if ((s?.name === 'AssignStatement' || s?.name === 'UpdateStatement') && same(s.firstChild, p))
      return true;
    return (
      s?.name === 'CallExpression' &&
      same(s.firstChild, p) &&
      MUTATING.has(ctx.text(member.property))
    );
  }
  return false;
}

/** Whether a row of the grid kept in the variable `name` at `at` is changed. */
function rowChanged(ctx: PyContext, name: string, at: PyNode): boolean {
  for (const use of ctx.uses(name, at)) {
    if (use.from <= at.from) continue;
    const p = use.parent;
    // grid[i] ...
    if (p && subscriptParts(p) && same(p.firstChild, use) && changedHere(ctx, p)) return true;
    // for row in grid: row[0] = 1
    if (p?.name === 'ForStatement' && use.prevSibling?.name === 'in') {
      const target = kids(p)[1];
      if (target?.name === 'VariableName' && kids(p)[2]?.name === 'in') {
        const rowName = ctx.text(target);
        if (ctx.uses(rowName, target).some((u) => u.from > target.to && changedHere(ctx, u)))
          return true;
      }
    }
  }
  return false;
}

export const sharedRowList: PyRule = {
  family: 'shared-row-list',
  check(node, ctx) {
    if (node.name !== 'BinaryExpression') return null;
    const [left, op, right, ...rest] = kids(node);
    if (!left || !op || !right || rest.length > 0 || ctx.text(op) !== '*') return null;
    const list =
      left.name === 'ArrayExpression' ? left : right.name === 'ArrayExpression' ? right : undefined;
    const count = list === left ? right : left;
    if (!list || count.name === 'ArrayExpression') return null;
    const countKind = ctx.kindOf(count);
    if (countKind !== 'int' && countKind !== 'unknown') return null;
    const items = kids(list).filter((c) => !['[', ']', ','].includes(c.name));
    if (items.length === 0 || !items.some((i) => makesMutable(ctx, i))) return null;
    // Where the grid goes: a variable, or a function's result kept in variables by its callers.
    const holders: { name: string; at: PyNode }[] = [];
    const parent = outer(node);
    if (parent?.name === 'AssignStatement' && kids(parent).length === 3) {
      const target = parent.firstChild;
      if (target?.name === 'VariableName') holders.push({ name: ctx.text(target), at: target });
    } else if (parent?.name === 'ReturnStatement') {
      let def: PyNode | null = parent.parent;
      while (def && def.name !== 'FunctionDefinition') def = def.parent;
      const fname = def?.getChild('VariableName');
      if (fname) {
        for (const use of ctx.uses(ctx.text(fname), fname)) {
          const call = use.parent;
          const s = call?.parent;
          if (
            call?.name === 'CallExpression' &&
            same(call.firstChild, use) &&
            s?.name === 'AssignStatement' &&
            kids(s).length === 3 &&
            s.firstChild?.name === 'VariableName'
          )
            holders.push({ name: ctx.text(s.firstChild), at: s.firstChild });
        }
      }
    }
    const changed = holders.find((h) => rowChanged(ctx, h.name, h.at));
    if (!changed) return null;
    const shown = quote(ctx.text(node));
    const item = items.length === 1 && items[0] ? ctx.text(items[0]) : undefined;
    const fixed = item !== undefined ? `[${item} for _ in range(${ctx.text(count)})]` : undefined;
    return {
      at: node,
      message: `\`${shown}\` repeats one and the same ${items.some((i) => i.name === 'DictionaryExpression') ? 'dict' : 'inner list'} in every row, so changing a row of \`${changed.name}\` changes them all. Make a new one for each row: ${fixed ? `\`${quote(fixed)}\`` : 'a list comprehension with `for _ in range(...)`'}.`,
      ...(fixed ? { edit: ctx.edit(node.from, node.to, fixed) } : {}),
    };
  },
};
