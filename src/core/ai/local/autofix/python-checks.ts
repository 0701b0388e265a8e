/**
 * The editor's own checks for classic Python beginner mistakes that Ruff has no rule for, on a
 * real parse tree (@lezer/python), and plain words for Ruff's common syntax errors. Rule ids are
 * `python/<name>`; each message says what is wrong and what to do, naming the code's own
 * identifiers.
 *
 * The checks only speak when they are sure: a name's type is inferred from its assignments in its
 * own scope (a literal, len(), str(), input()...) and anything else counts as unknown.
 */
import { parser } from '@lezer/python';
import type { FixDetail } from '../../types';
import { TYPOS } from '../typos';
import { descendants, kids, quote, same, statements } from '../python-tree';

type Tree = ReturnType<typeof parser.parse>;
type Node = Tree['topNode'];

const CONFIDENCE = 0.9;

function kid(node: Node, name: string): Node | undefined {
  return node.getChild(name) ?? undefined;
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

type Kind = 'int' | 'float' | 'str' | 'list' | 'dict' | 'tuple' | 'bool' | 'none' | 'unknown';

interface Binding {
  kind: 'assign' | 'update' | 'def' | 'class' | 'other';
  /** The name's node. */
  node: Node;
  /** What was assigned (assign, update). */
  value?: Node;
  /** The operator of an update, e.g. '+='. */
  op?: string;
  /** The definition (def, class). */
  definition?: Node;
}

interface Scope {
  node: Node;
  kind: 'module' | 'function' | 'class' | 'other';
  /** The scope names are looked up in next (class scopes are skipped, as Python does). */
  parent: Scope | undefined;
  names: Map<string, Binding[]>;
  globals: Set<string>;
}

const IN_PLACE = new Set(['sort', 'reverse', 'append', 'extend', 'insert', 'remove', 'clear']);

/** String methods a beginner forgets to call: the questions (`is...`) are never plain attributes. */
const QUESTIONS = new Set(
  (
    'isdigit isalpha isalnum isnumeric isdecimal isspace islower isupper istitle isidentifier ' +
    'isprintable isascii is_integer startswith endswith'
  ).split(' '),
);
/** String methods that are also plausible attribute names (`self.title`): on known text only. */
const STRING_METHODS = new Set([
  'lower',
  'upper',
  'strip',
  'lstrip',
  'rstrip',
  'title',
  'capitalize',
  'swapcase',
  'split',
]);

/** JavaScript habits on Python lists and strings: the member, the types it is wrong on, the fix. */
const JS_MEMBERS = new Map<string, { on: readonly Kind[]; python: (x: string) => string }>([
  ['push', { on: ['list'], python: (x) => `${x}.append(...)` }],
  ['length', { on: ['list', 'str', 'dict', 'tuple'], python: (x) => `len(${x})` }],
  ['toUpperCase', { on: ['str'], python: (x) => `${x}.upper()` }],
  ['toLowerCase', { on: ['str'], python: (x) => `${x}.lower()` }],
  ['trim', { on: ['str'], python: (x) => `${x}.strip()` }],
  ['indexOf', { on: ['list', 'str'], python: (x) => `${x}.index(...)` }],
  ['includes', { on: ['list', 'str'], python: (x) => `... in ${x}` }],
  ['forEach', { on: ['list'], python: (x) => `for item in ${x}:` }],
]);

/** Common English misspellings in variable names, besides the editor's typo dictionary. */
const MISSPELLINGS = new Map<string, string>([
  ['lenght', 'length'],
  ['lengh', 'length'],
  ['widht', 'width'],
  ['heigth', 'height'],
  ['hieght', 'height'],
  ['reuslt', 'result'],
  ['resutl', 'result'],
  ['recieve', 'receive'],
  ['recieved', 'received'],
  ['seperate', 'separate'],
  ['seperator', 'separator'],
  ['adress', 'address'],
  ['begining', 'beginning'],
  ['sucess', 'success'],
  ['succes', 'success'],
  ['occurence', 'occurrence'],
  ['calender', 'calendar'],
  ['temprature', 'temperature'],
  ['tempreture', 'temperature'],
  ['numbr', 'number'],
  ['nubmer', 'number'],
  ['totla', 'total'],
  ['messsage', 'message'],
  ['mesage', 'message'],
  ['langauge', 'language'],
  ['scroe', 'score'],
  ['aveage', 'average'],
  ['avrage', 'average'],
  ['averge', 'average'],
  ['studnet', 'student'],
  ['studnets', 'students'],
  ['lable', 'label'],
  ['strign', 'string'],
  ['stirng', 'string'],
]);

const KEYWORDS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except ' +
    'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
    'with yield'
  ).split(' '),
);

function misspellingOf(word: string): string | undefined {
  const lower = word.toLowerCase();
  const fixed = MISSPELLINGS.get(lower) ?? (Object.hasOwn(TYPOS, lower) ? TYPOS[lower] : undefined);
  return fixed !== undefined && fixed !== lower && /^[a-z]+$/.test(fixed) ? fixed : undefined;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

class Analysis {
  readonly tree: Tree;
  readonly module: Scope;
  /** Every scope, by its node. */
  readonly scopes = new Map<string, Scope>();
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

  text(node: Node): string {
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

  private key(node: Node): string {
    return `${node.name}@${node.from}`;
  }

  // --- Scopes and bindings -------------------------------------------------------------------

  private newScope(node: Node, kind: Scope['kind'], parent: Scope): Scope {
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

  private bind(scope: Scope, nameNode: Node, binding: Omit<Binding, 'node'>): void {
    const name = this.text(nameNode);
    const target = scope.globals.has(name) ? this.module : scope;
    const list = target.names.get(name) ?? [];
    list.push({ ...binding, node: nameNode });
    target.names.set(name, list);
  }

  /** Binds every plain name in an assignment target (`a`, `a, b`, `(a, [b, c])`). */
  private bindTarget(scope: Scope, target: Node, binding: Omit<Binding, 'node'>): void {
    if (target.name === 'VariableName') this.bind(scope, target, binding);
    else if (
      target.name === 'TupleExpression' ||
      target.name === 'ArrayExpression' ||
      target.name === 'ParenthesizedExpression'
    ) {
      for (const c of kids(target)) this.bindTarget(scope, c, { kind: 'other' });
    } else this.visit(target, scope);
  }

  private visitAll(node: Node, scope: Scope): void {
    for (const c of kids(node)) this.visit(c, scope);
  }

  private visit(node: Node, scope: Scope): void {
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

  private visitParams(params: Node, inner: Scope, outer: Scope): void {
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
  scopeAt(node: Node): Scope {
    for (let p = node.parent, child: Node = node; p; child = p, p = p.parent) {
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
  resolve(name: string, node: Node): { scope: Scope; bindings: Binding[] } | undefined {
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
  isBuiltinCall(node: Node | null | undefined, ...names: string[]): boolean {
    if (node?.name !== 'CallExpression') return false;
    const callee = node.firstChild;
    if (callee?.name !== 'VariableName') return false;
    const name = this.text(callee);
    return names.includes(name) && !this.resolve(name, callee);
  }

  /** The positional arguments of a call (undefined when it has keywords or `*args`). */
  positionalArgs(call: Node | undefined): Node[] | undefined {
    const list = call && kid(call, 'ArgList');
    if (!list) return undefined;
    const args = kids(list).filter((c) => !['(', ')', ','].includes(c.name));
    if (args.some((a) => ['AssignOp', '*', '**'].includes(a.name))) return undefined;
    return args;
  }

  // --- Types -------------------------------------------------------------------------------

  kindOf(node: Node | undefined): Kind {
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
      case 'TupleExpression':
        return 'tuple';
      case 'Boolean':
        return 'bool';
      case 'None':
        return 'none';
      case 'ParenthesizedExpression':
        return this.kindOf(statements(node).find((c) => c.name !== '(' && c.name !== ')'));
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

  private binaryKind(node: Node): Kind {
    const [left, op, right] = kids(node);
    if (op?.name !== 'ArithOp') return op?.name === 'CompareOp' ? 'bool' : 'unknown';
    const a = this.kindOf(left);
    const b = this.kindOf(right);
    const o = this.text(op);
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    if (numeric(a) && numeric(b)) {
      if (o === '/') return 'float';
      if (a === 'float' || b === 'float') return 'float';
      return 'int';
    }
    if (o === '+' && a === b && (a === 'str' || a === 'list' || a === 'tuple')) return a;
    if (o === '*' && ((a === 'str' && b === 'int') || (a === 'int' && b === 'str'))) return 'str';
    if (o === '%' && a === 'str') return 'str';
    return 'unknown';
  }

  private callKind(node: Node): Kind {
    if (this.isBuiltinCall(node, 'len', 'int', 'ord')) return 'int';
    if (this.isBuiltinCall(node, 'float')) return 'float';
    if (this.isBuiltinCall(node, 'str', 'input', 'chr', 'repr')) return 'str';
    if (this.isBuiltinCall(node, 'list', 'sorted')) return 'list';
    if (this.isBuiltinCall(node, 'dict')) return 'dict';
    const callee = node.firstChild;
    if (callee?.name === 'MemberExpression') {
      const method = this.text(callee.lastChild ?? callee);
      const receiver = this.kindOf(callee.firstChild ?? undefined);
      if (receiver === 'str') {
        if (
          ['upper', 'lower', 'strip', 'title', 'capitalize', 'replace', 'format'].includes(method)
        )
          return 'str';
        if (method === 'split') return 'list';
        if (['count', 'find', 'index'].includes(method)) return 'int';
      }
    }
    return 'unknown';
  }

  private bindingKind(b: Binding): Kind {
    if (this.resolving.has(b)) return 'unknown';
    this.resolving.add(b);
    try {
      if (b.kind === 'assign') return this.kindOf(b.value);
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

  nameKind(node: Node): Kind {
    const found = this.resolve(this.text(node), node);
    if (!found) return 'unknown';
    const kinds = new Set(found.bindings.map((b) => this.bindingKind(b)));
    if (kinds.size === 1) return [...kinds][0] ?? 'unknown';
    if (kinds.size === 2 && kinds.has('int') && kinds.has('float')) return 'float';
    return 'unknown';
  }

  /** A name whose every assignment is `input(...)`, so it always holds text. */
  isInputName(node: Node): boolean {
    if (node.name !== 'VariableName') return this.isBuiltinCall(node, 'input');
    const found = this.resolve(this.text(node), node);
    return (
      !!found &&
      found.bindings.every((b) => b.kind === 'assign' && this.isBuiltinCall(b.value, 'input'))
    );
  }

  /** The function or class defined once at module level under `name`, seen from `node`. */
  moduleDefinition(name: string, node: Node): Node | undefined {
    const found = this.resolve(name, node);
    if (!found || found.scope !== this.module || found.bindings.length !== 1) return undefined;
    const only = found.bindings[0];
    return only?.kind === 'def' || only?.kind === 'class' ? only.definition : undefined;
  }
}

// --- Checks ----------------------------------------------------------------------------------

type Report = (node: Node, rule: string, message: string) => void;
type Check = (a: Analysis, report: Report, all: readonly Node[]) => void;

interface Signature {
  positional: { name: string; required: boolean }[];
  keywordOnly: { name: string; required: boolean }[];
  varArgs: boolean;
  varKeywords: boolean;
}

function signature(a: Analysis, params: Node, dropFirst: boolean): Signature {
  const sig: Signature = { positional: [], keywordOnly: [], varArgs: false, varKeywords: false };
  let star: '' | '*' | '**' = '';
  let afterStar = false;
  const list = kids(params);
  list.forEach((c, i) => {
    if (c.name === '*' || c.name === '**') {
      star = c.name;
      const next = list[i + 1];
      if (c.name === '*' && (next?.name === ',' || next?.name === ')')) {
        afterStar = true;
        star = '';
      }
    } else if (c.name === 'VariableName') {
      if (star === '*') {
        sig.varArgs = true;
        afterStar = true;
      } else if (star === '**') sig.varKeywords = true;
      else (afterStar ? sig.keywordOnly : sig.positional).push({ name: a.text(c), required: true });
      star = '';
    } else if (c.name === 'AssignOp') {
      const last = afterStar ? sig.keywordOnly.at(-1) : sig.positional.at(-1);
      if (last) last.required = false;
    }
  });
  if (dropFirst) sig.positional.shift();
  return sig;
}

/** A call to a function (or class) of this file with too few or too many arguments. */
const argumentCount: Check = (a, report, all) => {
  for (const call of all) {
    if (call.name !== 'CallExpression' || call.firstChild?.name !== 'VariableName') continue;
    const name = a.text(call.firstChild);
    const definition = a.moduleDefinition(name, call.firstChild);
    if (!definition || definition.parent?.name === 'DecoratedStatement') continue;
    let sig: Signature;
    let what = `\`${name}\``;
    if (definition.name === 'FunctionDefinition') {
      const params = kid(definition, 'ParamList');
      if (!params) continue;
      sig = signature(a, params, false);
    } else {
      // A class: its own __init__, when it has one.
      const body = kid(definition, 'Body');
      const init = body
        ? statements(body).find(
            (s) =>
              s.name === 'FunctionDefinition' && a.text(kid(s, 'VariableName') ?? s) === '__init__',
          )
        : undefined;
      const params = init && kid(init, 'ParamList');
      if (!params) continue;
      sig = signature(a, params, true);
      what = `\`${name}(...)\``;
    }
    const list = kid(call, 'ArgList');
    if (!list) continue;
    let positional = 0;
    const keywords = new Set<string>();
    let spread = false;
    const parts = kids(list).filter((c) => c.name !== '(' && c.name !== ')');
    for (let i = 0; i < parts.length; i += 1) {
      const c = parts[i];
      if (!c || c.name === ',') continue;
      if (c.name === '*' || c.name === '**') {
        spread = true;
        break;
      }
      if (c.name === 'VariableName' && parts[i + 1]?.name === 'AssignOp') {
        keywords.add(a.text(c));
        i += 2;
      } else positional += 1;
    }
    if (spread) continue;
    const given = positional + keywords.size;
    const required = [
      ...sig.positional.filter((p) => p.required),
      ...sig.keywordOnly.filter((p) => p.required),
    ].map((p) => p.name);
    const missing = [
      ...sig.positional.filter((p, i) => p.required && i >= positional && !keywords.has(p.name)),
      ...sig.keywordOnly.filter((p) => p.required && !keywords.has(p.name)),
    ].map((p) => p.name);
    const all = sig.positional.map((p) => p.name);
    if (missing.length > 0) {
      const atLeast = required.length < all.length + sig.keywordOnly.length ? 'at least ' : '';
      report(
        call,
        'python/missing-argument',
        `${what} needs ${atLeast}${plural(required.length, 'argument')} (${required.join(', ')}) but gets ${given} here: Python will stop with a TypeError. Add ${missing.map((m) => `\`${m}\``).join(' and ')}.`,
      );
    } else if (!sig.varArgs && positional > all.length) {
      const atMost = required.length < all.length ? 'at most ' : '';
      report(
        call,
        'python/too-many-arguments',
        `${what} takes ${atMost}${plural(all.length, 'argument')}${all.length ? ` (${all.join(', ')})` : ''} but gets ${positional} here: Python will stop with a TypeError. Remove the extra ${positional - all.length === 1 ? 'one' : 'ones'}.`,
      );
    }
  }
};

/** Whether `expr` is `len(X) + 1`; returns X. */
function lenPlusOne(a: Analysis, expr: Node | undefined): Node | undefined {
  if (expr?.name !== 'BinaryExpression') return undefined;
  const [left, op, right] = kids(expr);
  if (!op || a.text(op) !== '+' || !right || a.text(right) !== '1') return undefined;
  if (!a.isBuiltinCall(left, 'len')) return undefined;
  const args = a.positionalArgs(left);
  return args?.length === 1 ? args[0] : undefined;
}

/** Whether `body` indexes `seq` with exactly the name `index`. */
function indexes(a: Analysis, body: Node, seq: string, index: string): boolean {
  return descendants(body).some((n) => {
    if (n.name !== 'MemberExpression') return false;
    const [receiver, open, i, close] = kids(n);
    return (
      open?.name === '[' &&
      close?.name === ']' &&
      receiver !== undefined &&
      i?.name === 'VariableName' &&
      a.text(receiver) === seq &&
      a.text(i) === index
    );
  });
}

/** Loops that index one past the end, and `items[len(items)]`. */
const offByOne: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name === 'ForStatement') {
      const parts = kids(n);
      const target = parts[1];
      const iter = parts[3];
      const body = kid(n, 'Body');
      if (target?.name !== 'VariableName' || parts[2]?.name !== 'in' || !body) continue;
      if (!a.isBuiltinCall(iter, 'range')) continue;
      const args = a.positionalArgs(iter);
      const stop = args?.length === 1 ? args[0] : args?.[1];
      const seq = lenPlusOne(a, stop);
      const i = a.text(target);
      if (seq && stop && indexes(a, body, a.text(seq), i)) {
        const s = a.text(seq);
        report(
          n,
          'python/off-by-one',
          `\`range(${quote(a.text(stop))})\` goes one step too far: the last \`${i}\` is \`len(${s})\`, and \`${s}[len(${s})]\` does not exist (IndexError). Use \`len(${s})\` without \`+ 1\`.`,
        );
      }
    } else if (n.name === 'WhileStatement') {
      const cond = n.getChild('BinaryExpression');
      const body = kid(n, 'Body');
      if (!cond || !body || !same(cond, n.firstChild?.nextSibling)) continue;
      const [left, op, right] = kids(cond);
      if (left?.name !== 'VariableName' || !op || a.text(op) !== '<=') continue;
      if (!a.isBuiltinCall(right, 'len')) continue;
      const seq = a.positionalArgs(right)?.[0];
      const i = a.text(left);
      if (seq && indexes(a, body, a.text(seq), i)) {
        const s = a.text(seq);
        report(
          n,
          'python/off-by-one',
          `\`${i} <= len(${s})\` lets \`${i}\` reach \`len(${s})\`, one past the last item, so \`${s}[${i}]\` fails (IndexError). Use \`${i} < len(${s})\`.`,
        );
      }
    } else if (n.name === 'MemberExpression') {
      const [receiver, open, index, close] = kids(n);
      if (open?.name !== '[' || close?.name !== ']' || !receiver) continue;
      if (!a.isBuiltinCall(index, 'len')) continue;
      const seq = a.positionalArgs(index)?.[0];
      const s = a.text(receiver);
      if (seq && a.text(seq) === s) {
        report(
          n,
          'python/off-by-one',
          `\`${quote(s)}[len(${quote(s)})]\` is one past the end (IndexError): the last item is \`${quote(s)}[-1]\` (or \`${quote(s)}[len(${quote(s)}) - 1]\`).`,
        );
      }
    }
  }
};

/** A float (from `/`) where a whole number is needed: range() and list indexes. */
const floatIndex: Check = (a, report, all) => {
  const advice = (expr: Node, where: string) => {
    const text = quote(a.text(expr));
    const op = expr.name === 'BinaryExpression' ? expr.getChild('ArithOp') : null;
    if (op && a.text(op) === '/') {
      const fixed = quote(a.code.slice(expr.from, op.from) + '//' + a.code.slice(op.to, expr.to));
      return `\`${text}\` gives a float (like 2.5), but ${where} a whole number (TypeError). Divide with \`//\`: \`${fixed}\`.`;
    }
    return `\`${text}\` is a float (\`/\` always gives one), but ${where} a whole number (TypeError). Compute it with \`//\` instead of \`/\`, or wrap it in int().`;
  };
  for (const n of all) {
    if (a.isBuiltinCall(n, 'range')) {
      for (const arg of a.positionalArgs(n) ?? []) {
        if (a.kindOf(arg) === 'float')
          report(arg, 'python/float-index', advice(arg, 'range() needs'));
      }
    } else if (n.name === 'MemberExpression') {
      const [receiver, open, ...rest] = kids(n);
      if (open?.name !== '[' || !receiver || a.kindOf(receiver) === 'dict') continue;
      for (const part of rest) {
        if (part.name === ']' || part.name === ':') continue;
        if (a.kindOf(part) === 'float')
          report(part, 'python/float-index', advice(part, 'an index must be'));
      }
    }
  }
};

const COMPARE = new Set(['<', '>', '<=', '>=', '==', '!=']);

/** Text from input() compared with, or added to, a number. */
const inputNotNumber: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression') continue;
    const [left, op, right] = kids(n);
    if (!left || !op || !right || (op.name !== 'CompareOp' && op.name !== 'ArithOp')) continue;
    const o = a.text(op);
    if (op.name === 'CompareOp' && !COMPARE.has(o)) continue;
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    let text: Node | undefined;
    if (a.isInputName(left) && numeric(a.kindOf(right))) text = left;
    else if (a.isInputName(right) && numeric(a.kindOf(left))) text = right;
    if (!text) continue;
    const what = op.name === 'ArithOp' ? 'mixes text and a number' : 'compares text with a number';
    const outcome = o === '==' ? 'always False' : o === '!=' ? 'always True' : 'a TypeError';
    const fix =
      text.name === 'VariableName'
        ? `Convert it where you read it: \`${a.text(text)} = int(input(...))\`.`
        : 'Convert it: `int(input(...))`.';
    const name =
      text.name === 'VariableName'
        ? `\`${a.text(text)}\` comes from input(), so it`
        : 'input() gives text, so it';
    report(
      n,
      'python/input-not-number',
      `${name} is text: \`${quote(a.text(n))}\` ${what} (${outcome}). ${fix}`,
    );
  }
};

/** Text + number. */
const strPlusInt: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression') continue;
    const [left, op, right] = kids(n);
    if (!left || !right || op?.name !== 'ArithOp' || a.text(op) !== '+') continue;
    const l = a.kindOf(left);
    const r = a.kindOf(right);
    const numeric = (k: Kind) => k === 'int' || k === 'float';
    let number: Node | undefined;
    if (l === 'str' && numeric(r)) number = right;
    else if (numeric(l) && r === 'str') number = left;
    if (!number) continue;
    if (a.isInputName(left) || a.isInputName(right)) continue;
    const x = quote(a.text(number));
    report(
      n,
      'python/str-plus-int',
      `\`+\` cannot join text and the number \`${x}\`: Python will stop with a TypeError. Turn it into text with \`str(${x})\`, or use an f-string such as f"...{${x}}".`,
    );
  }
};

/** `x = x.sort()`: list methods that change the list and give back None. */
const noneResult: Check = (a, report, all) => {
  const inPlace = (call: Node | undefined) => {
    if (call?.name !== 'CallExpression') return undefined;
    const callee = call.firstChild;
    if (callee?.name !== 'MemberExpression') return undefined;
    const method = callee.getChild('PropertyName');
    const receiver = callee.firstChild;
    if (!method || !receiver || !IN_PLACE.has(a.text(method))) return undefined;
    const r = a.kindOf(receiver);
    if (r !== 'list' && r !== 'unknown') return undefined;
    return { receiver: quote(a.text(receiver)), method: a.text(method), call: quote(a.text(call)) };
  };
  const does = (m: string, r: string) =>
    m === 'sort'
      ? `sorts \`${r}\` in place`
      : m === 'reverse'
        ? `reverses \`${r}\` in place`
        : `changes \`${r}\` in place`;
  for (const n of all) {
    if (n.name === 'AssignStatement') {
      const parts = kids(n);
      if (parts.length !== 3 || parts[0]?.name !== 'VariableName') continue;
      const found = inPlace(parts[2]);
      if (!found) continue;
      const target = a.text(parts[0]);
      const instead =
        found.method === 'sort' && target === found.receiver
          ? `, or write \`${target} = sorted(${target})\``
          : '';
      report(
        n,
        'python/none-result',
        `\`${found.call}\` ${does(found.method, found.receiver)} and gives back None, so \`${target}\` becomes None. Write \`${found.call}\` on its own line${instead}.`,
      );
    } else if (a.isBuiltinCall(n, 'print')) {
      for (const arg of a.positionalArgs(n) ?? []) {
        const found = inPlace(arg);
        if (!found) continue;
        report(
          arg,
          'python/none-result',
          `\`${found.call}\` ${does(found.method, found.receiver)} and gives back None, so this prints None. Call it on the line before, then print \`${found.receiver}\`.`,
        );
      }
    }
  }
};

/** `if name.isdigit:`: a method named but not called. */
const methodNotCalled: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'MemberExpression') continue;
    const property = n.getChild('PropertyName');
    const receiver = n.firstChild;
    if (!property || !receiver) continue;
    const m = a.text(property);
    if (!QUESTIONS.has(m) && !(STRING_METHODS.has(m) && a.kindOf(receiver) === 'str')) continue;
    if (a.text(receiver) === 'str') continue; // `str.lower` passed as a function
    const parent = n.parent;
    if (!parent) continue;
    const assigned = ['AssignStatement', 'UpdateStatement', 'DeleteStatement'];
    if (assigned.includes(parent.name) && same(parent.firstChild, n)) continue;
    if (parent.name === 'CallExpression' && same(parent.firstChild, n)) continue;
    // Passed to a function (map(str.upper, ...), key=...) is fine; print() is not.
    if (parent.name === 'ArgList' && !a.isBuiltinCall(parent.parent ?? undefined, 'print'))
      continue;
    if (parent.name === 'ExpressionStatement') continue; // Ruff names a line that does nothing
    const r = quote(a.text(receiver));
    const inCondition = [
      'IfStatement',
      'WhileStatement',
      'UnaryExpression',
      'BinaryExpression',
    ].includes(parent.name);
    report(
      n,
      'python/method-not-called',
      `\`${r}.${m}\` without brackets is the method itself, not its answer${inCondition ? ', and it always counts as true' : ''}. Call it: \`${r}.${m}()\`.`,
    );
  }
};

/** `x == 1 or 2`: the bare value is always true. */
const orConstant: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'BinaryExpression' || !n.getChild('or')) continue;
    if (n.parent?.name === 'BinaryExpression' && n.parent.getChild('or')) continue;
    const operands: Node[] = [];
    const flatten = (e: Node) => {
      if (e.name === 'BinaryExpression' && e.getChild('or')) {
        for (const c of kids(e)) if (c.name !== 'or') flatten(c);
      } else operands.push(e);
    };
    flatten(n);
    const comparison = operands.find((o) => {
      const op = o.name === 'BinaryExpression' ? o.getChild('CompareOp') : null;
      return op !== null && a.text(op) === '==';
    });
    const literal = operands.find((o) => o.name === 'Number' || o.name === 'String');
    if (!comparison || !literal) continue;
    const subject = comparison.firstChild;
    const value = comparison.lastChild;
    if (!subject || !value) continue;
    const s = quote(a.text(subject));
    const v = a.text(literal);
    report(
      n,
      'python/or-constant',
      `\`${quote(a.text(n))}\` is always true: \`${v}\` on its own counts as true. Compare each value: \`${s} == ${quote(a.text(value))} or ${s} == ${v}\`, or write \`${s} in (${quote(a.text(value))}, ${v})\`.`,
    );
  }
};

/** `word[0] = "H"` on a string. */
const strItemAssign: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'AssignStatement' && n.name !== 'UpdateStatement') continue;
    const target = n.firstChild;
    if (target?.name !== 'MemberExpression') continue;
    const [receiver, open, index, close] = kids(target);
    if (open?.name !== '[' || close?.name !== ']' || receiver?.name !== 'VariableName' || !index)
      continue;
    if (a.kindOf(receiver) !== 'str') continue;
    const w = a.text(receiver);
    const i = a.text(index);
    const value = n.lastChild;
    const v = n.name === 'AssignStatement' && value ? quote(a.text(value)) : '...';
    const example =
      i === '0' ? `${w} = ${v} + ${w}[1:]` : `${w} = ${w}[:${i}] + ${v} + ${w}[${i} + 1:]`;
    report(
      n,
      'python/str-item-assign',
      `Text cannot be changed in place, so \`${w}[${quote(i)}] = ...\` stops with a TypeError. Build a new string instead: \`${example}\`.`,
    );
  }
};

/** A method without `self`. */
const missingSelf: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'FunctionDefinition' || n.parent?.parent?.name !== 'ClassDefinition') continue;
    const name = kid(n, 'VariableName');
    const params = kid(n, 'ParamList');
    if (!name || !params) continue;
    const first = kids(params)[1];
    const m = a.text(name);
    if (first?.name === ')') {
      report(
        n,
        'python/missing-self',
        `The method \`${m}\` has no \`self\`, so calling it on an object stops with a TypeError. Write \`def ${m}(self):\`.`,
      );
    } else if (first?.name === 'VariableName' && a.text(first) !== 'self') {
      const body = kid(n, 'Body');
      const usesSelf =
        body &&
        descendants(body).some(
          (d) => d.name === 'VariableName' && a.text(d) === 'self' && !a.resolve('self', d),
        );
      if (usesSelf) {
        report(
          n,
          'python/missing-self',
          `The method \`${m}\` uses \`self\` but does not take it: add it first, \`def ${m}(self, ${a.text(first)}, ...)\`.`,
        );
      }
    }
  }
};

const LEAVES = new Map([
  ['ReturnStatement', 'the `return` on line {line} ends the function first'],
  ['RaiseStatement', 'the `raise` on line {line} stops here first'],
  ['BreakStatement', 'the `break` on line {line} leaves the loop first'],
  ['ContinueStatement', 'the `continue` on line {line} goes back to the top of the loop first'],
]);

/** Code after return / raise / break / continue in the same block. */
const unreachable: Check = (a, report, all) => {
  for (const block of all) {
    if (block.name !== 'Body') continue;
    let leave: Node | undefined;
    for (const s of statements(block)) {
      if (leave) {
        const why = (LEAVES.get(leave.name) ?? '').replace('{line}', String(a.line(leave.from)));
        report(
          s,
          'python/unreachable',
          `This line never runs: ${why}. Move it above, or remove it.`,
        );
        break;
      }
      if (LEAVES.has(s.name)) leave = s;
    }
  }
};

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
function mayChange(a: Analysis, d: Node): boolean {
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
const infiniteLoop: Check = (a, report, all) => {
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
    const pure = (d: Node) =>
      d.name === 'CallExpression'
        ? a.isBuiltinCall(d, ...PURE_BUILTINS)
        : d.name !== 'MemberExpression' && d.name !== 'AwaitExpression';
    if (!condNodes.every(pure)) continue;
    const callee = (d: Node) => d.parent?.name === 'CallExpression' && same(d.parent.firstChild, d);
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

/** `total =+ n` where `total += n` was meant. */
const plusEquals: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'AssignStatement') continue;
    const [target, op, value, ...rest] = kids(n);
    if (
      rest.length > 0 ||
      target?.name !== 'VariableName' ||
      !op ||
      value?.name !== 'UnaryExpression'
    )
      continue;
    const sign = value.firstChild;
    if (!sign || op.to !== value.from || a.text(op) !== '=') continue;
    const s = a.text(sign);
    if (s !== '+' && !(s === '-' && /\s/.test(a.code.charAt(sign.to)))) continue;
    const t = a.text(target);
    const operand = quote(a.code.slice(sign.to, value.to));
    report(
      n,
      'python/plus-equals',
      `\`${t} =${s} ${operand}\` sets \`${t}\` to \`${s}${operand}\`. To ${s === '+' ? 'add to' : 'subtract from'} it, write \`${t} ${s}= ${operand}\`.`,
    );
  }
};

/** A variable whose name is a misspelling, spelled the same everywhere (so the program works). */
const misspelledName: Check = (a, report) => {
  const seen = new Set<string>();
  const scopes = [...a.scopes.values()];
  const everyName = new Set(scopes.flatMap((s) => [...s.names.keys()]));
  for (const scope of scopes) {
    for (const [name, bindings] of scope.names) {
      if (seen.has(name)) continue;
      const parts = name.split('_');
      let changed = false;
      const fixed = parts
        .map((p) => {
          const f = misspellingOf(p);
          if (f === undefined) return p;
          changed = true;
          return p === p.toUpperCase() && p.length > 1 ? f.toUpperCase() : f;
        })
        .join('_');
      if (!changed || KEYWORDS.has(fixed) || everyName.has(fixed)) continue;
      seen.add(name);
      const first = bindings.reduce((x, b) => (b.node.from < x.node.from ? b : x));
      report(
        first.node,
        'python/misspelled-name',
        `\`${name}\` looks like a misspelling of \`${fixed}\`. The program works because every use is spelled the same; to fix it, rename every \`${name}\` at once (Ctrl+F2 selects them all).`,
      );
    }
  }
};

/** `for i in len(items):`: a number is not something to loop over. */
const forOverNumber: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'ForStatement') continue;
    const parts = kids(n);
    const inAt = parts.findIndex((c) => c.name === 'in');
    const iter = parts[inAt + 1];
    if (inAt < 0 || !iter || parts[inAt + 2]?.name !== 'Body') continue;
    if (a.kindOf(iter) !== 'int') continue;
    const x = quote(a.text(iter));
    report(
      iter,
      'python/for-over-number',
      `\`${x}\` is a single number, and \`for\` needs something to go through (TypeError). To count from 0 up to it, write \`range(${x})\`.`,
    );
  }
};

/** JavaScript names on Python lists and strings (`items.push`, `items.length`). */
const jsMethod: Check = (a, report, all) => {
  for (const n of all) {
    if (n.name !== 'MemberExpression') continue;
    const property = n.getChild('PropertyName');
    const receiver = n.firstChild;
    if (!property || !receiver) continue;
    const js = JS_MEMBERS.get(a.text(property));
    const kind = a.kindOf(receiver);
    if (!js || !js.on.includes(kind)) continue;
    const r = quote(a.text(receiver));
    const type =
      kind === 'str'
        ? 'text'
        : kind === 'dict'
          ? 'dictionaries'
          : `${kind === 'list' ? 'lists' : 'tuples'}`;
    report(
      n,
      'python/js-method',
      `Python ${type} have no \`${a.text(property)}\` (that is JavaScript), so this stops with an AttributeError. Write \`${js.python(r)}\`.`,
    );
  }
};

/** A function whose result is used but that never returns a value. */
const missingReturn: Check = (a, report, all) => {
  const reported = new Set<number>();
  for (const call of all) {
    if (call.name !== 'CallExpression' || call.firstChild?.name !== 'VariableName') continue;
    const parent = call.parent;
    if (!parent || parent.name === 'ExpressionStatement' || parent.name === 'AwaitExpression')
      continue;
    const name = a.text(call.firstChild);
    const def = a.moduleDefinition(name, call.firstChild);
    if (def?.name !== 'FunctionDefinition' || reported.has(def.from)) continue;
    if (def.parent?.name === 'DecoratedStatement' || def.getChild('async')) continue;
    const body = kid(def, 'Body');
    if (!body) continue;
    const own = descendants(body).filter((d) => {
      for (let p = d.parent; p && !same(p, body); p = p.parent) {
        if (SCOPE_NODES.has(p.name)) return false;
      }
      return true;
    });
    const returnsValue = own.some(
      (d) =>
        (d.name === 'ReturnStatement' && statements(d).length > 1) ||
        d.name === 'YieldStatement' ||
        d.name === 'YieldExpression',
    );
    if (returnsValue) continue;
    const real = statements(body).filter(
      (s) =>
        !['PassStatement', 'RaiseStatement'].includes(s.name) &&
        !(
          s.name === 'ExpressionStatement' &&
          ['String', 'Ellipsis'].includes(s.firstChild?.name ?? '')
        ),
    );
    if (real.length === 0) continue;
    reported.add(def.from);
    const last = real.at(-1);
    const lastName =
      last?.name === 'AssignStatement' && last.firstChild?.name === 'VariableName'
        ? a.text(last.firstChild)
        : undefined;
    const hint = lastName
      ? `Add \`return ${lastName}\` at the end of \`${name}\`.`
      : `Add a \`return\` with the value it should give back.`;
    report(
      def,
      'python/missing-return',
      `\`${name}\` never returns a value, so \`${quote(a.text(call))}\` on line ${a.line(call.from)} gives None. ${hint}`,
    );
  }
};

const CHECKS: readonly Check[] = [
  argumentCount,
  offByOne,
  floatIndex,
  inputNotNumber,
  strPlusInt,
  noneResult,
  methodNotCalled,
  orConstant,
  strItemAssign,
  missingSelf,
  unreachable,
  infiniteLoop,
  plusEquals,
  misspelledName,
  forOverNumber,
  jsMethod,
  missingReturn,
];

/** The editor's own findings in Python `code` that parses, in line order, one per rule and line. */
export function pythonChecks(code: string): FixDetail[] {
  const a = new Analysis(code);
  const all = descendants(a.tree.topNode);
  const found: FixDetail[] = [];
  const seen = new Set<string>();
  const report: Report = (node, rule, message) => {
    const line = a.line(node.from);
    const key = `${rule}:${line}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ rule, message, line, confidence: CONFIDENCE });
  };
  for (const check of CHECKS) check(a, report, all);
  return found.sort((x, y) => (x.line ?? 0) - (y.line ?? 0));
}

/**
 * Where `name`, undefined where it is used on line `usedOn`, is defined later at module level
 * (a def, class or assignment): Python runs from top to bottom, so the use comes too early.
 */
export function definedLaterAt(code: string, name: string, usedOn: number): number | undefined {
  const a = new Analysis(code);
  const later = (a.module.names.get(name) ?? [])
    .map((b) => a.line(b.node.from))
    .filter((line) => line > usedOn);
  return later.length > 0 ? Math.min(...later) : undefined;
}

// --- Syntax errors -----------------------------------------------------------------------------

const BLOCK_WORDS = new Set([
  'if',
  'elif',
  'else',
  'while',
  'for',
  'def',
  'class',
  'try',
  'except',
  'finally',
  'with',
]);

/** The leaf tokens of line `line` (1-based) of `code`, as lezer reads them. */
function lineTokens(
  code: string,
  line: number,
): { name: string; text: string; from: number; to: number }[] {
  const tree = parser.parse(code);
  const start =
    code
      .split('\n')
      .slice(0, line - 1)
      .join('\n').length + (line > 1 ? 1 : 0);
  const end = code.indexOf('\n', start) === -1 ? code.length : code.indexOf('\n', start);
  const out: { name: string; text: string; from: number; to: number }[] = [];
  tree.iterate({
    from: start,
    to: end,
    enter: (n) => {
      if (n.from < start || n.to > end) return n.from < end;
      if (!n.node.firstChild && n.from < n.to) {
        out.push({ name: n.name, text: code.slice(n.from, n.to), from: n.from, to: n.to });
      }
      return true;
    },
  });
  return out;
}

/**
 * Ruff's syntax error on `code` in a beginner's words, with a rule id for the common cases
 * (`if x = 2:`, a missing colon, indentation, Python 2's print, `else if`, `&&`, `++`).
 */
export function pythonSyntaxProblem(
  code: string,
  error: { message: string; line: number },
): FixDetail {
  const { message, line } = error;
  const source = code.split('\n')[line - 1] ?? '';
  const words = source.trim().split(/[\s(:]+/);
  const keyword = words[0] ?? '';
  const detail = (rule: string, text: string): FixDetail => ({
    rule,
    message: text,
    line,
    confidence: 1,
  });
  const tokens = lineTokens(code, line);
  const pair = (x: string) =>
    tokens.findIndex(
      (t, i) => t.text === x && tokens[i + 1]?.text === x && tokens[i + 1]?.from === t.to,
    );
  const and = pair('&');
  const or = pair('|');
  if (and >= 0 || or >= 0) {
    const op = and >= 0 ? '&&' : '||';
    const word = op === '&&' ? 'and' : 'or';
    return detail(
      'python/js-syntax',
      `Python writes \`${word}\`, not \`${op}\`: \`${quote(source.replace(op === '&&' ? /\s*&&\s*/ : /\s*\|\|\s*/, ` ${word} `))}\`.`,
    );
  }
  for (const op of ['+', '-']) {
    const at = pair(op);
    const before = tokens[at - 1];
    if (at >= 0 && before?.name === 'VariableName' && tokens.length === at + 2) {
      return detail(
        'python/js-syntax',
        `Python has no \`${op}${op}\`: write \`${before.text} ${op}= 1\`.`,
      );
    }
  }
  if (/^Expected `:`, found `=`/.test(message) && ['if', 'elif', 'while'].includes(keyword)) {
    const fixed = quote(source.trim().replace(/(?<![=!<>])=(?!=)/, '=='));
    return detail(
      'python/cond-assign',
      `\`=\` gives a variable a value; to compare in a condition, write \`==\`: \`${fixed}\`.`,
    );
  }
  if (/^Expected `:`, found `if`/.test(message) && keyword === 'else') {
    return detail(
      'python/else-if',
      `Python writes \`elif\`, not \`else if\`: \`${quote(source.trim().replace(/^else\s+if\b/, 'elif'))}\`.`,
    );
  }
  if (/^Expected `:`, found newline/.test(message) && BLOCK_WORDS.has(keyword)) {
    return detail(
      'python/missing-colon',
      `A line starting with \`${keyword}\` must end with a colon: \`${quote(source.trim())}:\`.`,
    );
  }
  if (/^Unexpected indentation/.test(message)) {
    return detail(
      'python/unexpected-indent',
      'This line is indented more than the line before, but nothing opens a block there (no `:` line above). Line it up with the lines around it.',
    );
  }
  const expected = /^Expected an indented block after (.+)$/.exec(message);
  if (expected) {
    return detail(
      'python/expected-indent',
      `The ${expected[1]} on the line above needs an indented block: indent this line (4 spaces) so it belongs to it.`,
    );
  }
  if (/^unindent does not match any outer indentation level/.test(message)) {
    return detail(
      'python/unindent-mismatch',
      'This line’s indentation does not line up with any block above it. Indent it exactly like the lines it belongs with (use 4 spaces per level).',
    );
  }
  if (
    keyword === 'print' &&
    /^Simple statements must be separated/.test(message) &&
    !/^print\s*\(/.test(source.trim())
  ) {
    const args = source.trim().slice('print'.length).trim();
    return detail(
      'python/print-statement',
      `In Python 3, print needs brackets: \`print(${quote(args)})\`.`,
    );
  }
  if (/missing closing quote/.test(message)) {
    return detail(
      'python/unclosed-string',
      'This text is missing its closing quote: end it with the same quote it starts with.',
    );
  }
  return detail('syntax', `Syntax error: ${message}`);
}
