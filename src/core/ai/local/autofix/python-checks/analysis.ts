/**
 * What the editor's Python checks know of a program: its scopes and bindings (scopes.ts), and a
 * value's type when its assignments in its own scope make it sure (a literal, len(), str(),
 * input()...); anything else counts as unknown.
 */
import { kids, type PyNode, statements } from '../../python-tree';
import { type Binding, ScopeAnalysis } from './scopes';

export type Kind =
  'int' | 'float' | 'str' | 'list' | 'dict' | 'tuple' | 'bool' | 'none' | 'unknown';

export type Report = (node: PyNode, rule: string, message: string) => void;
export type Check = (a: Analysis, report: Report, all: readonly PyNode[]) => void;

export class Analysis extends ScopeAnalysis {
  private readonly resolving = new Set<Binding>();

  // --- Types -------------------------------------------------------------------------------

  kindOf(node: PyNode | undefined): Kind {
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

  private binaryKind(node: PyNode): Kind {
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

  private callKind(node: PyNode): Kind {
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

  nameKind(node: PyNode): Kind {
    const found = this.resolve(this.text(node), node);
    if (!found) return 'unknown';
    const kinds = new Set(found.bindings.map((b) => this.bindingKind(b)));
    if (kinds.size === 1) return [...kinds][0] ?? 'unknown';
    if (kinds.size === 2 && kinds.has('int') && kinds.has('float')) return 'float';
    return 'unknown';
  }

  /** A name whose every assignment is `input(...)`, so it always holds text. */
  isInputName(node: PyNode): boolean {
    if (node.name !== 'VariableName') return this.isBuiltinCall(node, 'input');
    const found = this.resolve(this.text(node), node);
    return (
      !!found &&
      found.bindings.every((b) => b.kind === 'assign' && this.isBuiltinCall(b.value, 'input'))
    );
  }

  /** The function or class defined once at module level under `name`, seen from `node`. */
  moduleDefinition(name: string, node: PyNode): PyNode | undefined {
    const found = this.resolve(name, node);
    if (!found || found.scope !== this.module || found.bindings.length !== 1) return undefined;
    const only = found.bindings[0];
    return only?.kind === 'def' || only?.kind === 'class' ? only.definition : undefined;
  }
}
