/**
 * The scopes of a Python program and the names bound in each (assignments, defs, classes, loop
 * targets, imports...), on its @lezer/python tree: where a name used at some place is bound.
 */
import { parser } from '@lezer/python';
import { kids, type PyNode } from '../../python-tree';

type Tree = ReturnType<typeof parser.parse>;

export function kid(node: PyNode, name: string): PyNode | undefined {
  return node.getChild(name) ?? undefined;
}

export const SCOPE_NODES = new Set([
  'FunctionDefinition',
  'LambdaExpression',
  'ClassDefinition',
  'ArrayComprehensionExpression',
  'DictionaryComprehensionExpression',
  'SetComprehensionExpression',
  'ComprehensionExpression',
]);

export interface Binding {
  kind: 'assign' | 'update' | 'def' | 'class' | 'other';
  /** The name's node. */
  node: PyNode;
  /** What was assigned (assign, update). */
  value?: PyNode;
  /** The operator of an update, e.g. '+='. */
  op?: string;
  /** The definition (def, class). */
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

export class ScopeAnalysis {
  readonly tree: Tree;
  readonly module: Scope;
  /** Every scope, by its node. */
  readonly scopes = new Map<string, Scope>();
  private readonly starts: number[] = [0];

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
      case 'FunctionDefinition': {
        const name = kid(node, 'VariableName');
        if (name) this.bind(scope, name, { kind: 'def', definition: node });
        const inner = this.newScope(node, 'function', scope);
        const params = kid(node, 'ParamList');
        if (params) this.visitParams(params, inner, scope);
        const body = kid(node, 'Body');
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
      case 'ClassDefinition': {
        const name = kid(node, 'VariableName');
        if (name) this.bind(scope, name, { kind: 'class', definition: node });
        const args = kid(node, 'ArgList');
        if (args) this.visit(args, scope);
        const inner = this.newScope(node, 'class', scope);
        const body = kid(node, 'Body');
        if (body) this.visitAll(body, inner);
        return;
      }
      case 'ArrayComprehensionExpression':
      case 'DictionaryComprehensionExpression':
      case 'SetComprehensionExpression':
      case 'ComprehensionExpression': {
        const inner = this.newScope(node, 'other', scope);
        let target = false;
        for (const c of kids(node)) {
          if (c.name === 'for') target = true;
          else if (c.name === 'in') target = false;
          else if (target) this.bindTarget(inner, c, { kind: 'other' });
          else this.visit(c, inner);
        }
        return;
      }
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
      case 'ForStatement': {
        let target = false;
        for (const c of kids(node)) {
          if (c.name === 'for') target = true;
          else if (c.name === 'in') target = false;
          else if (target) this.bindTarget(scope, c, { kind: 'other' });
          else this.visit(c, scope);
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

  private visitParams(params: PyNode, inner: Scope, outer: Scope): void {
    let defaultValue = false;
    for (const c of kids(params)) {
      if (c.name === 'AssignOp') defaultValue = true;
      else if (c.name === ',') defaultValue = false;
      else if (defaultValue) this.visit(c, outer);
      else if (c.name === 'VariableName') this.bind(inner, c, { kind: 'other' });
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

  /** Whether `node` is a call of the builtin `name` (not shadowed in the file). */
  isBuiltinCall(node: PyNode | null | undefined, ...names: string[]): boolean {
    if (node?.name !== 'CallExpression') return false;
    const callee = node.firstChild;
    if (callee?.name !== 'VariableName') return false;
    const name = this.text(callee);
    return names.includes(name) && !this.resolve(name, callee);
  }

  /** The positional arguments of a call (undefined when it has keywords or `*args`). */
  positionalArgs(call: PyNode | undefined): PyNode[] | undefined {
    const list = call && kid(call, 'ArgList');
    if (!list) return undefined;
    const args = kids(list).filter((c) => !['(', ')', ','].includes(c.name));
    if (args.some((a) => ['AssignOp', '*', '**'].includes(a.name))) return undefined;
    return args;
  }
}
