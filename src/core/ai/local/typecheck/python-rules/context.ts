/**
 * What the Python mistake rules share: the parse tree (@lezer/python) with each name's
 * assignments in its own scope, a value's type when its assignments make it sure (a literal,
 * `input()`, `len()`, `s.upper()`…, anything else is unknown), where a value is tested as true or
 * false, and edits over ranges of the text.
 *
 * What Python's builtin types and functions have comes from typeshed's stubs, the ones Pyright
 * reads (builtins.pyi, and typing.pyi for what list, dict and set inherit): `TYPESHED` below is
 * that table, and index.test.ts derives it from the stubs again to keep it the same.
 */
import { parser } from '@lezer/python';
import type { FixDetail } from '../../../types';

import { type PyNode, descendants, kids, quote, same, statements } from '../../python-tree';

export { type PyNode, descendants, kids, quote, same, statements };
export type Edit = NonNullable<FixDetail['edit']>;

/** A value's type, as far as the program makes it sure. */
export type Kind =
  'int' | 'float' | 'str' | 'list' | 'dict' | 'set' | 'tuple' | 'bool' | 'none' | 'unknown';

export type BuiltinType = 'str' | 'list' | 'dict' | 'set';

/** A builtin method or function: what its call gives back ('none': it changes the value in place) and how many arguments it needs. */
export interface Callable {
  gives: Kind;
  needs: number;
}

/**
 * Typeshed's methods of str, list, dict and set (inherited ones included) and its builtin
 * functions, public ones only: `name:gives:needs`.
 */
export const TYPESHED: Readonly<Record<BuiltinType | 'functions', string>> = {
  str: 'capitalize:str:0 casefold:str:0 center:str:1 count:int:1 encode:unknown:0 endswith:bool:1 expandtabs:str:0 find:int:1 format:str:0 format_map:str:1 index:int:1 isalnum:bool:0 isalpha:bool:0 isascii:bool:0 isdecimal:bool:0 isdigit:bool:0 isidentifier:bool:0 islower:bool:0 isnumeric:bool:0 isprintable:bool:0 isspace:bool:0 istitle:bool:0 isupper:bool:0 join:str:1 ljust:str:1 lower:str:0 lstrip:str:0 partition:tuple:1 removeprefix:str:1 removesuffix:str:1 replace:str:2 rfind:int:1 rindex:int:1 rjust:str:1 rpartition:tuple:1 rsplit:list:0 rstrip:str:0 split:list:0 splitlines:list:0 startswith:bool:1 strip:str:0 swapcase:str:0 title:str:0 translate:str:1 upper:str:0 zfill:str:1',
  list: 'append:none:1 clear:none:0 copy:list:0 count:int:1 extend:none:1 index:int:1 insert:none:2 pop:unknown:0 remove:none:1 reverse:none:0 sort:none:0',
  dict: 'clear:none:0 copy:dict:0 get:unknown:1 items:unknown:0 keys:unknown:0 pop:unknown:1 popitem:tuple:0 setdefault:unknown:1 update:none:0 values:unknown:0',
  set: 'add:none:1 clear:none:0 copy:set:0 difference:set:0 difference_update:none:0 discard:none:1 intersection:set:0 intersection_update:none:0 isdisjoint:bool:1 issubset:bool:1 issuperset:bool:1 pop:unknown:0 remove:none:1 symmetric_difference:set:1 symmetric_difference_update:none:1 union:set:0 update:none:0',
  functions:
    'abs:unknown:1 aiter:unknown:1 all:bool:1 anext:unknown:1 any:bool:1 ascii:str:1 bin:str:1 breakpoint:none:0 callable:unknown:1 chr:str:1 compile:unknown:3 copyright:none:0 credits:none:0 delattr:none:2 dir:list:0 divmod:unknown:2 eval:unknown:1 exec:none:1 exit:unknown:0 format:str:1 getattr:unknown:2 globals:dict:0 hasattr:bool:2 hash:int:1 help:none:0 hex:str:1 id:int:1 input:str:0 isinstance:bool:2 issubclass:bool:2 iter:unknown:1 len:int:1 license:none:0 locals:dict:0 max:unknown:1 min:unknown:1 next:unknown:1 oct:str:1 open:unknown:1 ord:int:1 pow:unknown:2 print:none:0 quit:unknown:0 repr:str:1 round:unknown:1 setattr:none:3 sorted:list:1 sum:unknown:1 vars:unknown:0',
};

function table(entries: string): ReadonlyMap<string, Callable> {
  return new Map(
    entries.split(' ').map((entry) => {
      const [name = '', gives = 'unknown', needs = '0'] = entry.split(':');
      return [name, { gives: gives as Kind, needs: Number(needs) }];
    }),
  );
}

export const METHODS: ReadonlyMap<BuiltinType, ReadonlyMap<string, Callable>> = new Map(
  (['str', 'list', 'dict', 'set'] as const).map((t) => [t, table(TYPESHED[t])]),
);
export const BUILTIN_FUNCTIONS = table(TYPESHED.functions);
/** The builtin classes whose call makes a value of that kind: `str(x)`, `list(x)`… */
const CONSTRUCTORS = new Set<Kind>(['int', 'float', 'str', 'list', 'dict', 'set', 'tuple', 'bool']);

// --- Tree helpers ----------------------------------------------------------------------------

/** The expression inside any brackets: `((x))` is `x`. */
export function unwrap(node: PyNode): PyNode {
  let n = node;
  while (n.name === 'ParenthesizedExpression') {
    const inner = kids(n).filter((c) => c.name !== '(' && c.name !== ')');
    if (inner.length !== 1 || !inner[0]) break;
    n = inner[0];
  }
  return n;
}

/** The node around `node`, past any brackets. */
export function outer(node: PyNode): PyNode | null {
  let p = node.parent;
  while (p?.name === 'ParenthesizedExpression') p = p.parent;
  return p;
}

/** A call's callee and its arguments (undefined for keywords, `*args` or `**kwargs`). */
export function callParts(
  call: PyNode | null | undefined,
): { callee: PyNode; args: PyNode[] } | undefined {
  if (call?.name !== 'CallExpression') return undefined;
  const callee = call.firstChild;
  const list = call.getChild('ArgList');
  if (!callee || !list) return undefined;
  const args = kids(list).filter((c) => !['(', ')', ','].includes(c.name));
  if (args.some((a) => ['AssignOp', '*', '**'].includes(a.name))) return undefined;
  return { callee, args };
}

/** `receiver.name` (not `receiver[index]`). */
export function memberParts(
  node: PyNode | null | undefined,
): { receiver: PyNode; property: PyNode } | undefined {
  if (node?.name !== 'MemberExpression') return undefined;
  const receiver = node.firstChild;
  const property = node.getChild('PropertyName');
  if (!receiver || !property || !node.getChild('.')) return undefined;
  return { receiver, property };
}

/** `receiver[index]`. */
export function subscriptParts(
  node: PyNode | null | undefined,
): { receiver: PyNode; index: PyNode } | undefined {
  if (node?.name !== 'MemberExpression') return undefined;
  const [receiver, open, index, close] = kids(node);
  if (open?.name !== '[' || close?.name !== ']' || !receiver || !index) return undefined;
  return { receiver, index };
}

/** The operator of a comparison (`<`, `==`, `in`, `not in`, `is`, `is not`), if it is one. */
export function comparison(
  node: PyNode,
  code: string,
): { left: PyNode; op: string; right: PyNode; opFrom: number; opTo: number } | undefined {
  if (node.name !== 'BinaryExpression') return undefined;
  const parts = kids(node);
  const left = parts[0];
  const right = parts.at(-1);
  const ops = parts.slice(1, -1);
  if (!left || !right || ops.length === 0) return undefined;
  const first = ops[0];
  const last = ops.at(-1);
  if (!first || !last) return undefined;
  const words = ops.map((o) => o.name);
  const ok =
    (words.length === 1 && ['CompareOp', 'in', 'is'].includes(words[0] ?? '')) ||
    (words.length === 2 && words.join(' ') === 'not in') ||
    (words.length === 2 && words.join(' ') === 'is not');
  if (!ok) return undefined;
  const op = words.length === 2 ? words.join(' ') : code.slice(first.from, last.to);
  return { left, op, right, opFrom: first.from, opTo: last.to };
}

/** `a or b or c` as its parts, when `node` is an `or` (or `and`) chain. */
export function chain(node: PyNode, word: 'or' | 'and'): PyNode[] | undefined {
  if (node.name !== 'BinaryExpression' || !node.getChild(word)) return undefined;
  const parts: PyNode[] = [];
  const flatten = (e: PyNode) => {
    if (e.name === 'BinaryExpression' && e.getChild(word)) {
      for (const c of kids(e)) if (c.name !== word) flatten(c);
    } else parts.push(e);
  };
  flatten(node);
  return parts;
}

/** Whether running `node` can do nothing but compute: no call, assignment, await or yield in it. */
export function effectFree(node: PyNode): boolean {
  return [node, ...descendants(node)].every(
    (d) =>
      ![
        'CallExpression',
        'NamedExpression',
        'AwaitExpression',
        'YieldExpression',
        'LambdaExpression',
      ].includes(d.name),
  );
}

const SCOPE_NODES = new Set([
  'FunctionDefinition',
  'LambdaExpression',
  'ClassDefinition',
  'ArrayComprehensionExpression',
  'DictionaryComprehensionExpression',
  'SetComprehensionExpression',
  'ComprehensionExpression',
]);

export const LOOPS = new Set(['ForStatement', 'WhileStatement']);

// --- Scopes ----------------------------------------------------------------------------------

export interface Binding {
  kind: 'assign' | 'update' | 'for' | 'def' | 'class' | 'param' | 'other';
  /** The name's node. */
  node: PyNode;
  /** What was assigned (assign, update), or what a `for` goes through. */
  value?: PyNode;
  /** The operator of an update, e.g. '+='. */
  op?: string;
  /** The definition (def, class); decorated ones count as 'other'. */
  definition?: PyNode;
}

export interface Scope {
  node: PyNode;
  kind: 'module' | 'function' | 'class' | 'other';
  /** The scope names are looked up in next (class scopes are skipped, as Python does). */
  parent: Scope | undefined;
  names: Map<string, Binding[]>;
  globals: Set<string>;
}

/** A function named at some place: the program's or Python's, and how many arguments it needs. */
export interface FunctionRef {
  what: 'function' | 'method';
  builtin: boolean;
  needs: number;
}

/** How Python prints a function: `<function area at 0x...>`, `<built-in function len>`… */
export function printedForm(ref: FunctionRef, shown: string): string {
  const name = shown.split('.').pop() ?? shown;
  if (ref.what === 'function')
    return ref.builtin ? `<built-in function ${name}>` : `<function ${name} at 0x...>`;
  return ref.builtin ? `<built-in method ${name} of ...>` : `<bound method ... ${name} of ...>`;
}

/** One Python program, parsed, with its scopes; built once and handed to every rule. */
export class PyContext {
  readonly tree: ReturnType<typeof parser.parse>;
  readonly module: Scope;
  private readonly scopes = new Map<string, Scope>();
  private readonly starts: number[] = [0];
  private readonly resolving = new Set<Binding>();

  constructor(readonly code: string) {
    for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) {
      this.starts.push(i + 1);
    }
    this.tree = parser.parse(code);
    const top = this.tree.topNode;
    this.module = {
      node: top,
      kind: 'module',
      parent: undefined,
      names: new Map(),
      globals: new Set(),
    };
    this.scopes.set(this.key(top), this.module);
    this.visitAll(top, this.module);
  }

  text(node: PyNode): string {
    return this.code.slice(node.from, node.to);
  }

  /** The 1-based line of an offset. */
  line(pos: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.starts[mid] ?? 0) <= pos) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** The offset where line `line` (1-based) starts. */
  lineStart(line: number): number {
    return this.starts[line - 1] ?? this.code.length;
  }

  /** The edit replacing [from, to) by `text`. */
  edit(from: number, to: number, text: string): Edit {
    const line = this.line(from);
    const endLine = this.line(to);
    return {
      line,
      column: from - this.lineStart(line) + 1,
      endLine,
      endColumn: to - this.lineStart(endLine) + 1,
      text,
    };
  }

  /** The edit removing the whole line of `node` (its text up to the next line). */
  deleteLine(node: PyNode): Edit {
    const line = this.line(node.from);
    return { line, column: 1, endLine: line + 1, endColumn: 1, text: '' };
  }

  private key(node: PyNode): string {
    return `${node.name}@${node.from}`;
  }

  // --- Scopes and bindings -------------------------------------------------------------------

  private newScope(node: PyNode, kind: Scope['kind'], parent: Scope): Scope {
    const scope: Scope = {
      node,
      kind,
      parent: parent.kind === 'class' ? parent.parent : parent,
      names: new Map(),
      globals: new Set(),
    };
    this.scopes.set(this.key(node), scope);
    return scope;
  }

  private bind(scope: Scope, nameNode: PyNode, binding: Omit<Binding, 'node'>): void {
    const name = this.text(nameNode);
    const target = scope.globals.has(name) ? this.module : scope;
    const list = target.names.get(name) ?? [];
    list.push({ ...binding, node: nameNode });
    target.names.set(name, list);
  }

  /** Binds every plain name in an assignment target (`a`, `a, b`, `(a, [b, c])`). */
  private bindTarget(scope: Scope, target: PyNode, binding: Omit<Binding, 'node'>): void {
    if (target.name === 'VariableName') this.bind(scope, target, binding);
    else if (
      target.name === 'TupleExpression' ||
      target.name === 'ArrayExpression' ||
      target.name === 'ParenthesizedExpression'
    ) {
      for (const c of kids(target)) this.bindTarget(scope, c, { kind: 'other' });
    } else this.visit(target, scope);
  }

  private visitAll(node: PyNode, scope: Scope): void {
    for (const c of kids(node)) this.visit(c, scope);
  }

  private visit(node: PyNode, scope: Scope): void {
    switch (node.name) {
      case 'FunctionDefinition':
      case 'ClassDefinition': {
        const isDef = node.name === 'FunctionDefinition';
        const name = node.getChild('VariableName');
        const decorated = node.parent?.name === 'DecoratedStatement';
        if (name) {
          this.bind(
            scope,
            name,
            decorated ? { kind: 'other' } : { kind: isDef ? 'def' : 'class', definition: node },
          );
        }
        const inner = this.newScope(node, isDef ? 'function' : 'class', scope);
        const params = node.getChild('ParamList');
        if (params && isDef) this.visitParams(params, inner, scope);
        const args = node.getChild('ArgList');
        if (args) this.visit(args, scope);
        const body = node.getChild('Body');
        if (body) this.visitAll(body, inner);
        return;
      }
      case 'LambdaExpression': {
        const inner = this.newScope(node, 'other', scope);
        for (const c of kids(node)) {
          if (c.name === 'ParamList') this.visitParams(c, inner, scope);
          else this.visit(c, inner);
        }
        return;
      }
      case 'ArrayComprehensionExpression':
      case 'DictionaryComprehensionExpression':
      case 'SetComprehensionExpression':
      case 'ComprehensionExpression': {
        const inner = this.newScope(node, 'other', scope);
        this.visitFor(node, inner);
        return;
      }
      case 'ForStatement':
        this.visitFor(node, scope);
        return;
      case 'AssignStatement': {
        const parts = kids(node);
        const lastOp = parts.map((c) => c.name).lastIndexOf('AssignOp');
        const values = parts.slice(lastOp + 1).filter((c) => c.name !== ',');
        const value = values.length === 1 ? values[0] : undefined;
        const targets = parts
          .slice(0, lastOp)
          .filter((c) => c.name !== ',' && c.name !== 'AssignOp');
        const unpacking = parts.slice(0, lastOp).some((c) => c.name === ',');
        for (const t of targets) {
          if (t.name === 'TypeDef') this.visit(t, scope);
          else if (unpacking || !value) this.bindTarget(scope, t, { kind: 'other' });
          else this.bindTarget(scope, t, { kind: 'assign', value });
        }
        for (const v of parts.slice(lastOp + 1)) this.visit(v, scope);
        return;
      }
      case 'UpdateStatement': {
        const [target, op, value] = kids(node);
        if (target?.name === 'VariableName' && op && value) {
          this.bind(scope, target, { kind: 'update', value, op: this.text(op) });
        } else if (target) this.visit(target, scope);
        if (value) this.visit(value, scope);
        return;
      }
      case 'NamedExpression': {
        const [target, , value] = kids(node);
        if (target?.name === 'VariableName' && value) {
          this.bind(scope, target, { kind: 'assign', value });
          this.visit(value, scope);
        }
        return;
      }
      case 'WithStatement':
      case 'TryStatement': {
        let after = false;
        for (const c of kids(node)) {
          if (c.name === 'as') after = true;
          else if (after && c.name === 'VariableName') {
            this.bind(scope, c, { kind: 'other' });
            after = false;
          } else {
            after = false;
            this.visit(c, scope);
          }
        }
        return;
      }
      case 'ImportStatement': {
        let names = false;
        for (const c of kids(node)) {
          if (c.name === 'import') names = true;
          else if (names && c.name === 'VariableName') this.bind(scope, c, { kind: 'other' });
        }
        return;
      }
      case 'ScopeStatement': {
        for (const c of kids(node)) {
          if (c.name === 'VariableName') scope.globals.add(this.text(c));
        }
        return;
      }
      case 'CapturePattern':
      case 'AsPattern': {
        for (const c of kids(node)) {
          if (c.name === 'VariableName') this.bind(scope, c, { kind: 'other' });
          else this.visit(c, scope);
        }
        return;
      }
      default:
        this.visitAll(node, scope);
    }
  }

  private visitFor(node: PyNode, scope: Scope): void {
    const parts = kids(node);
    let targets: PyNode[] | undefined;
    parts.forEach((c, i) => {
      if (c.name === 'for') targets = [];
      else if (c.name === 'in') {
        const iterable = parts[i + 1];
        const only = targets?.length === 1 ? targets[0] : undefined;
        for (const t of targets ?? []) {
          if (only?.name === 'VariableName' && iterable)
            this.bind(scope, only, { kind: 'for', value: iterable });
          else this.bindTarget(scope, t, { kind: 'other' });
        }
        targets = undefined;
      } else if (targets) {
        if (c.name !== ',') targets.push(c);
      } else this.visit(c, scope);
    });
  }

  private visitParams(params: PyNode, inner: Scope, outer: Scope): void {
    let defaultValue = false;
    for (const c of kids(params)) {
      if (c.name === 'AssignOp') defaultValue = true;
      else if (c.name === ',') defaultValue = false;
      else if (defaultValue) this.visit(c, outer);
      else if (c.name === 'VariableName') this.bind(inner, c, { kind: 'param' });
      else if (c.name === 'TypeDef') this.visit(c, outer);
    }
  }

  /** The scope a node's names are looked up in. */
  scopeAt(node: PyNode): Scope {
    for (let p = node.parent, child: PyNode = node; p; child = p, p = p.parent) {
      if (!SCOPE_NODES.has(p.name)) continue;
      const scope = this.scopes.get(this.key(p));
      if (!scope) continue;
      // A def's name, decorators and defaults belong to the scope around it.
      if (
        (p.name === 'FunctionDefinition' || p.name === 'ClassDefinition') &&
        child.name !== 'Body' &&
        child.name !== 'ParamList'
      ) {
        continue;
      }
      return scope;
    }
    return this.module;
  }

  /** Where `name`, used at `node`, is bound: the scope and its bindings, or nothing (builtins). */
  resolve(name: string, node: PyNode): { scope: Scope; bindings: Binding[] } | undefined {
    let scope: Scope | undefined = this.scopeAt(node);
    if (scope.globals.has(name)) scope = this.module;
    while (scope) {
      const bindings = scope.names.get(name);
      if (bindings) return { scope, bindings };
      scope = scope.parent;
    }
    return undefined;
  }

  /** Whether the name `node` is Python's builtin function or class of that name (not one of the program's). */
  isBuiltin(node: PyNode | null | undefined, ...names: string[]): boolean {
    if (node?.name !== 'VariableName') return false;
    const name = this.text(node);
    return (names.length === 0 || names.includes(name)) && !this.resolve(name, node);
  }

  /** Whether `node` is a call of one of the builtins `names`. */
  isBuiltinCall(node: PyNode | null | undefined, ...names: string[]): boolean {
    return node?.name === 'CallExpression' && this.isBuiltin(node.firstChild, ...names);
  }

  /** The function the name `node` stands for: a `def` of the program, never assigned otherwise. */
  functionOf(node: PyNode | null | undefined): PyNode | undefined {
    if (node?.name !== 'VariableName') return undefined;
    const found = this.resolve(this.text(node), node);
    if (!found || found.bindings.length !== 1) return undefined;
    const only = found.bindings[0];
    return only?.kind === 'def' ? only.definition : undefined;
  }

  /** The class of the program the name `node` stands for. */
  classOf(node: PyNode | null | undefined): PyNode | undefined {
    if (node?.name !== 'VariableName') return undefined;
    const found = this.resolve(this.text(node), node);
    if (!found || found.bindings.length !== 1) return undefined;
    const only = found.bindings[0];
    return only?.kind === 'class' ? only.definition : undefined;
  }

  /** How many arguments a def needs (without `self` for a method); `*args` and keywords count none. */
  requiredArguments(definition: PyNode, method: boolean): number {
    const params = definition.getChild('ParamList');
    if (!params) return 0;
    let needs = 0;
    let star = false;
    const list = kids(params);
    list.forEach((c, i) => {
      if (c.name === '*' || c.name === '**') star = true;
      else if (c.name === 'VariableName') {
        const next = list[i + 1];
        const hasDefault = next?.name === 'AssignOp';
        const annotated = next?.name === 'TypeDef' && list[i + 2]?.name === 'AssignOp';
        if (!star && !hasDefault && !annotated) needs += 1;
        star = false;
      }
    });
    return method ? Math.max(0, needs - 1) : needs;
  }

  /** The method `name` a class of the program defines with `def` (not a property). */
  methodOfClass(definition: PyNode, name: string): PyNode | undefined {
    const body = definition.getChild('Body');
    if (!body) return undefined;
    const found = statements(body).filter(
      (s) =>
        (s.name === 'FunctionDefinition' || s.name === 'DecoratedStatement') &&
        this.text(
          (s.name === 'DecoratedStatement' ? s.getChild('FunctionDefinition') : s)?.getChild(
            'VariableName',
          ) ?? s,
        ) === name,
    );
    // `self.name = ...` in a method puts a value over the method.
    const assigned = descendants(body).some(
      (d) =>
        d.name === 'AssignStatement' &&
        !!d.firstChild &&
        [name, `self.${name}`].includes(this.text(d.firstChild)),
    );
    const only = found[0];
    return found.length === 1 && only?.name === 'FunctionDefinition' && !assigned
      ? only
      : undefined;
  }

  /**
   * The method `receiver.name` names, when sure: one of a builtin type's (the receiver's type is
   * known), or one the program's class defines (`self.name` in it, or an object made from it).
   */
  methodAt(
    member: PyNode,
  ): { type: BuiltinType; callable: Callable } | { definition: PyNode } | undefined {
    const parts = memberParts(member);
    if (!parts) return undefined;
    const name = this.text(parts.property);
    const kind = this.kindOf(parts.receiver);
    if (kind === 'str' || kind === 'list' || kind === 'dict' || kind === 'set') {
      const callable = METHODS.get(kind)?.get(name);
      return callable ? { type: kind, callable } : undefined;
    }
    const cls = this.classOfValue(parts.receiver);
    const definition = cls && this.methodOfClass(cls, name);
    return definition ? { definition } : undefined;
  }

  /** The program's class a value was made from: `self` in its methods, `Dog(...)`, a name only assigned those. */
  classOfValue(node: PyNode): PyNode | undefined {
    if (node.name === 'CallExpression') return this.classOf(node.firstChild);
    if (node.name !== 'VariableName') return undefined;
    const name = this.text(node);
    const found = this.resolve(name, node);
    if (!found) return undefined;
    if (name === 'self' && found.scope.kind === 'function') {
      const def = found.scope.node;
      const params = def.getChild('ParamList');
      const first = params ? kids(params).find((c) => c.name === 'VariableName') : undefined;
      const cls = def.parent?.parent;
      const isFirst = !!first && this.text(first) === 'self';
      return isFirst && def.parent?.name === 'Body' && cls?.name === 'ClassDefinition'
        ? cls
        : undefined;
    }
    const classes = found.bindings.map((b) =>
      b.kind === 'assign' && b.value?.name === 'CallExpression'
        ? this.classOf(b.value.firstChild)
        : undefined,
    );
    const first = classes[0];
    return first && classes.every((c) => same(c, first)) ? first : undefined;
  }

  /**
   * The function `node` names without calling it, when sure: a `def` of the program, one of
   * Python's builtin functions, or a method (of a builtin type or of the program's class); with
   * how many arguments a call needs.
   */
  functionAt(node: PyNode): FunctionRef | undefined {
    if (node.name === 'VariableName') {
      const def = this.functionOf(node);
      if (def)
        return { what: 'function', builtin: false, needs: this.requiredArguments(def, false) };
      const builtin = this.isBuiltin(node) ? BUILTIN_FUNCTIONS.get(this.text(node)) : undefined;
      return builtin ? { what: 'function', builtin: true, needs: builtin.needs } : undefined;
    }
    if (node.name !== 'MemberExpression') return undefined;
    const method = this.methodAt(node);
    if (!method) return undefined;
    return 'callable' in method
      ? { what: 'method', builtin: true, needs: method.callable.needs }
      : { what: 'method', builtin: false, needs: this.requiredArguments(method.definition, true) };
  }

  // --- Types ---------------------------------------------------------------------------------

  kindOf(node: PyNode | null | undefined): Kind {
    if (!node) return 'unknown';
    switch (node.name) {
      case 'Number': {
        const t = this.text(node).toLowerCase();
        if (/[jx]/.test(t)) return 'unknown';
        return /[.e]/.test(t) ? 'float' : 'int';
      }
      case 'String':
      case 'ContinuedString':
      case 'FormatString':
        return /^[a-z]*b/i.test(this.text(node)) ? 'unknown' : 'str';
      case 'ArrayExpression':
      case 'ArrayComprehensionExpression':
        return 'list';
      case 'DictionaryExpression':
      case 'DictionaryComprehensionExpression':
        return 'dict';
      case 'SetExpression':
      case 'SetComprehensionExpression':
        return 'set';
      case 'TupleExpression':
        return 'tuple';
      case 'Boolean':
        return 'bool';
      case 'None':
        return 'none';
      case 'ParenthesizedExpression': {
        const inner = unwrap(node);
        return same(inner, node) ? 'unknown' : this.kindOf(inner);
      }
      case 'UnaryExpression': {
        const [op, operand] = kids(node);
        if (op && (this.text(op) === '-' || this.text(op) === '+')) {
          const k = this.kindOf(operand);
          return k === 'int' || k === 'float' ? k : 'unknown';
        }
        return op?.name === 'not' ? 'bool' : 'unknown';
      }
      case 'BinaryExpression':
        return this.binaryKind(node);
      case 'CallExpression':
        return this.callKind(node);
      case 'VariableName':
        return this.nameKind(node);
      default:
        return 'unknown';
    }
  }

  private binaryKind(node: PyNode): Kind {
    if (comparison(node, this.code)) return 'bool';
    const [left, op, right] = kids(node);
    if (op?.name !== 'ArithOp') return 'unknown';
    const a = this.kindOf(left);
    const b = this.kindOf(right);
    const o = this.text(op);
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    // `/` of numbers always gives a float: `sum(marks) / len(marks)`.
    if (
      o === '/' &&
      (numeric(a) || numeric(b)) &&
      (numeric(a) || a === 'unknown') &&
      (numeric(b) || b === 'unknown')
    )
      return 'float';
    if (numeric(a) && numeric(b)) {
      if (a === 'float' || b === 'float') return 'float';
      return 'int';
    }
    if (o === '+' && a === b && (a === 'str' || a === 'list' || a === 'tuple')) return a;
    if (o === '*' && ((a === 'str' && b === 'int') || (a === 'int' && b === 'str'))) return 'str';
    if (o === '*' && ((a === 'list' && b === 'int') || (a === 'int' && b === 'list')))
      return 'list';
    if (o === '%' && a === 'str') return 'str';
    return 'unknown';
  }

  private callKind(node: PyNode): Kind {
    const callee = node.firstChild;
    if (callee?.name === 'VariableName' && this.isBuiltin(callee)) {
      const name = this.text(callee) as Kind;
      if (CONSTRUCTORS.has(name)) return name;
      return BUILTIN_FUNCTIONS.get(name)?.gives ?? 'unknown';
    }
    const method = memberParts(callee);
    if (method) {
      const receiver = this.kindOf(method.receiver);
      if (receiver === 'str' || receiver === 'list' || receiver === 'dict' || receiver === 'set')
        return METHODS.get(receiver)?.get(this.text(method.property))?.gives ?? 'unknown';
    }
    return 'unknown';
  }

  private bindingKind(b: Binding): Kind {
    if (this.resolving.has(b)) return 'unknown';
    this.resolving.add(b);
    try {
      if (b.kind === 'assign') return this.kindOf(b.value);
      if (b.kind === 'for') return this.elementKind(b.value);
      if (b.kind === 'update' && b.value) {
        const k = this.kindOf(b.value);
        if (b.op === '/=' && (k === 'int' || k === 'float')) return 'float';
        return ['+=', '-=', '*=', '//=', '/='].includes(b.op ?? '') ? k : 'unknown';
      }
      return 'unknown';
    } finally {
      this.resolving.delete(b);
    }
  }

  /** The kind of what a `for` over `node` gives, each time round. */
  elementKind(node: PyNode | undefined): Kind {
    if (!node) return 'unknown';
    if (['ArrayExpression', 'TupleExpression', 'SetExpression'].includes(node.name)) {
      const items = kids(node).filter((c) => !['[', ']', '(', ')', '{', '}', ','].includes(c.name));
      return this.commonKind(items.map((c) => this.kindOf(c)));
    }
    if (this.isBuiltinCall(node, 'range')) return 'int';
    if (node.name === 'VariableName') {
      const found = this.resolve(this.text(node), node);
      if (!found) return 'unknown';
      const kinds: Kind[] = [];
      for (const b of found.bindings) {
        if (b.kind !== 'assign' || this.resolving.has(b)) return 'unknown';
        this.resolving.add(b);
        try {
          kinds.push(this.elementKind(b.value));
        } finally {
          this.resolving.delete(b);
        }
      }
      return this.commonKind(kinds);
    }
    return this.kindOf(node) === 'str' ? 'str' : 'unknown';
  }

  /** The one kind all of `kinds` are (whole numbers and floats together are floats). */
  private commonKind(kinds: Kind[]): Kind {
    const set = new Set(kinds);
    if (set.size === 1) return kinds[0] ?? 'unknown';
    if (set.size === 2 && set.has('int') && set.has('float')) return 'float';
    return 'unknown';
  }

  nameKind(node: PyNode): Kind {
    const found = this.resolve(this.text(node), node);
    if (!found) return 'unknown';
    return this.commonKind(found.bindings.map((b) => this.bindingKind(b)));
  }

  // --- Where a value is used -----------------------------------------------------------------

  /**
   * Whether `node`'s value is tested as true or false: the test of an if, elif, while, `x if
   * test else y`, a comprehension's `if` or an assert, or a part of `not`, `and`, `or` there.
   */
  isTested(node: PyNode): boolean {
    let n = node;
    for (;;) {
      const p = n.parent;
      if (!p) return false;
      if (p.name === 'ParenthesizedExpression') {
        n = p;
        continue;
      }
      if (p.name === 'UnaryExpression' && p.firstChild?.name === 'not') {
        n = p;
        continue;
      }
      if (p.name === 'BinaryExpression' && (p.getChild('and') || p.getChild('or'))) {
        n = p;
        continue;
      }
      const prev = n.prevSibling?.name;
      if (p.name === 'IfStatement' || p.name === 'WhileStatement')
        return prev === 'if' || prev === 'elif' || prev === 'while';
      if (p.name === 'ConditionalExpression') return prev === 'if';
      if (p.name.endsWith('ComprehensionExpression')) return prev === 'if';
      if (p.name === 'AssertStatement') return prev === 'assert';
      return false;
    }
  }

  /** Whether `node` is in the `try:` block of a try statement (where an error is expected). */
  inTryBody(node: PyNode): boolean {
    for (let p = node.parent, child: PyNode = node; p; child = p, p = p.parent) {
      if (SCOPE_NODES.has(p.name)) return false;
      if (p.name === 'TryStatement' && same(p.getChild('Body'), child)) return true;
    }
    return false;
  }

  /** The innermost loop around `node` in its own function, if any. */
  loopAround(node: PyNode): PyNode | undefined {
    for (let p = node.parent; p; p = p.parent) {
      if (SCOPE_NODES.has(p.name)) return undefined;
      if (LOOPS.has(p.name)) return p;
    }
    return undefined;
  }

  private allNodes: PyNode[] | undefined;
  private names: Map<string, PyNode[]> | undefined;
  private errors: Set<number> | undefined;
  private declared: Set<string> | undefined;

  /** Whether the parser could not read some of line `line`. */
  unreadLine(line: number): boolean {
    this.errors ??= new Set(this.all.filter((d) => d.type.isError).map((d) => this.line(d.from)));
    return this.errors.has(line);
  }

  /** Whether some function declares `name` global or nonlocal (so a call may change it). */
  declaredGlobal(name: string): boolean {
    this.declared ??= new Set(
      this.all
        .filter((d) => d.name === 'ScopeStatement')
        .flatMap((d) => kids(d).filter((c) => c.name === 'VariableName'))
        .map((c) => this.text(c)),
    );
    return this.declared.has(name);
  }

  /** Every node of the program, in document order. */
  get all(): readonly PyNode[] {
    this.allNodes ??= descendants(this.tree.topNode);
    return this.allNodes;
  }

  /** Every `name` in the program that stands for the same variable as `name` at `at` does. */
  uses(name: string, at: PyNode): PyNode[] {
    if (!this.names) {
      this.names = new Map();
      for (const d of this.all) {
        if (d.name !== 'VariableName') continue;
        const t = this.text(d);
        const list = this.names.get(t) ?? [];
        list.push(d);
        this.names.set(t, list);
      }
    }
    const home = this.resolve(name, at)?.scope;
    return (this.names.get(name) ?? []).filter((d) => this.resolve(name, d)?.scope === home);
  }

  /** Whether a module is imported as itself (`import math`), or the name (`from math import isclose`). */
  imports(module: string, name?: string): 'module' | 'name' | undefined {
    for (const s of this.all) {
      if (s.name !== 'ImportStatement') continue;
      const parts = kids(s);
      if (parts[0]?.name === 'import') {
        const names = parts.filter((c) => c.name === 'VariableName').map((c) => this.text(c));
        if (names.length === 1 && names[0] === module && !s.getChild('as')) return 'module';
      } else if (parts[0]?.name === 'from' && name) {
        const [, from, imp, ...rest] = parts;
        if (from && this.text(from) === module && imp?.name === 'import') {
          const names = rest.filter((c) => c.name === 'VariableName').map((c) => this.text(c));
          if (names.includes(name) && !s.getChild('as')) return 'name';
        }
      }
    }
    return undefined;
  }
}
