/**
 * What a JavaScript program (TypeScript once its types are stripped) defines, read from its
 * syntax tree without running it: what it reads (its functions' parameters, what the user types,
 * files, the command line), each function with what it takes and returns, each class with its
 * methods. What it does when it runs is told from a recording of the run (core/run/narrate.ts).
 */
import type * as ES from 'estree';
import { type StaticExplanation, StepList, code, returnsText, words } from './explain-steps';

type Walkable = ES.Node & Record<string, unknown>;

function children(node: ES.Node): ES.Node[] {
  const out: ES.Node[] = [];
  for (const [key, value] of Object.entries(node as Walkable)) {
    if (key === 'parent' || key === 'loc' || key === 'range') continue;
    if (Array.isArray(value)) {
      for (const v of value) if (v && typeof v === 'object' && 'type' in v) out.push(v as ES.Node);
    } else if (value && typeof value === 'object' && 'type' in value) out.push(value as ES.Node);
  }
  return out;
}

function walk(node: ES.Node, visit: (n: ES.Node) => void): void {
  visit(node);
  for (const child of children(node)) walk(child, visit);
}

const isFunction = (n: ES.Node): n is ES.Function =>
  n.type === 'FunctionDeclaration' ||
  n.type === 'FunctionExpression' ||
  n.type === 'ArrowFunctionExpression';

const INPUT_CALLS = new Map<string, string>([
  ['prompt', 'asks the user to type an answer'],
  ['question', 'asks the user to type an answer'],
  ['readFileSync', 'reads a file'],
  ['readFile', 'reads a file'],
  ['fetch', 'downloads data from the internet'],
]);

interface FunctionInfo {
  name: string;
  node: ES.Function;
  line: number;
}

class Explainer {
  private readonly inputs = new StepList();
  private readonly functions = new StepList();

  constructor(
    private readonly program: ES.Program,
    private readonly source: string,
  ) {}

  private text(node: ES.Node): string {
    const [start, end] = node.range ?? [0, 0];
    return this.source.slice(start, end);
  }

  private line(node: ES.Node): number {
    return node.loc?.start.line ?? 1;
  }

  explain(): StaticExplanation {
    const functions: FunctionInfo[] = [];
    const defines: string[] = [];
    for (const s of this.program.body) {
      const node =
        (s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration') &&
        s.declaration
          ? (s.declaration as ES.Node)
          : s;
      if (node.type === 'FunctionDeclaration' && node.id) {
        functions.push({ name: node.id.name, node, line: this.line(node) });
        defines.push(node.id.name);
      } else if (node.type === 'VariableDeclaration') {
        for (const d of node.declarations) {
          if (d.id.type === 'Identifier' && d.init && isFunction(d.init)) {
            functions.push({ name: d.id.name, node: d.init, line: this.line(d) });
            defines.push(d.id.name);
          }
        }
      } else if (node.type === 'ClassDeclaration') {
        this.describeClass(node);
        defines.push(node.id?.name ?? 'class');
      }
    }
    for (const f of functions) this.describeFunction(f.name, f.node, f.line, 0);
    this.findInputs(functions);
    if (this.inputs.length === 0)
      this.inputs.add(1, 'It reads no input: every value it uses is written in the code.', 0);
    return {
      sections: [...this.inputs.section('What it reads'), ...this.functions.section('Functions')],
      defines,
      asksUser: this.inputs.steps.some((s) => s.text.includes('asks the user')),
    };
  }

  private findInputs(functions: FunctionInfo[]): void {
    for (const f of functions) {
      const names = f.node.params.map((p) => this.paramName(p));
      if (names.length)
        this.inputs.add(
          f.line,
          `${code(f.name)} receives ${words(names.map((n) => code(n)))} each time it is called.`,
          0,
        );
    }
    walk(this.program, (n) => {
      if (n.type === 'CallExpression') {
        const callee = n.callee;
        const name =
          callee.type === 'Identifier'
            ? callee.name
            : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
              ? callee.property.name
              : '';
        const what = INPUT_CALLS.get(name);
        if (what) this.inputs.add(this.line(n), `It ${what}: ${code(this.text(n))}.`, 0);
      } else if (n.type === 'MemberExpression' && n.property.type === 'Identifier') {
        if (
          n.object.type === 'Identifier' &&
          n.object.name === 'process' &&
          n.property.name === 'argv'
        )
          this.inputs.add(this.line(n), 'It reads the command-line arguments (`process.argv`).', 0);
        else if (!n.computed && n.property.name === 'value' && n.object.type === 'CallExpression')
          this.inputs.add(
            this.line(n),
            `It reads what the user typed in a field of the page: ${code(this.text(n))}.`,
            0,
          );
      }
    });
  }

  private paramName(p: ES.Pattern): string {
    if (p.type === 'Identifier') return p.name;
    if (p.type === 'AssignmentPattern')
      return `${this.paramName(p.left)} (${this.text(p.right)} if not given)`;
    if (p.type === 'RestElement') return `${this.paramName(p.argument)} (all the other values)`;
    return this.text(p);
  }

  private describeFunction(name: string, node: ES.Function, line: number, depth: number): void {
    const sig = code(`${name}(${node.params.map((p) => this.text(p)).join(', ')})`);
    const takes = node.params.length
      ? `takes ${words(node.params.map((p) => code(this.paramName(p).split(' (')[0] ?? '')))}`
      : 'takes nothing';
    const body = node.body;
    if (body.type !== 'BlockStatement') {
      this.functions.add(line, `${sig} ${takes} and returns ${code(this.text(body))}.`, depth);
      return;
    }
    const only = body.body.length === 1 ? body.body[0] : undefined;
    const returned = only?.type === 'ReturnStatement' ? only.argument : undefined;
    this.functions.add(
      line,
      returned
        ? `${sig} ${takes} and returns ${code(this.text(returned))}.`
        : `${sig} ${takes}. ${returnsText(this.returns(body), 'undefined')}`,
      depth,
    );
  }

  /** The values a function body returns (not those of functions inside it). */
  private returns(body: ES.Node): string[] {
    const out: string[] = [];
    const visit = (n: ES.Node) => {
      if (n.type === 'ReturnStatement' && n.argument) out.push(this.text(n.argument));
      if (isFunction(n) || n.type === 'ClassDeclaration' || n.type === 'ClassExpression') return;
      for (const child of children(n)) visit(child);
    };
    for (const child of children(body)) visit(child);
    return [...new Set(out)];
  }

  private describeClass(node: ES.ClassDeclaration): void {
    const name = node.id?.name ?? 'class';
    const methods = node.body.body.filter(
      (m): m is ES.MethodDefinition => m.type === 'MethodDefinition',
    );
    const names = methods.map((m) => (m.key.type === 'Identifier' ? m.key.name : this.text(m.key)));
    const base = node.superClass ? ` (built on ${code(this.text(node.superClass))})` : '';
    const list = names.length ? `, with ${words(names.map((n) => code(`${n}()`)))}` : '';
    this.functions.add(
      this.line(node),
      `The class ${code(name)} is a blueprint for objects${base}${list}.`,
      0,
    );
    methods.forEach((m, i) => {
      const method = names[i] ?? 'method';
      if (method !== 'constructor') {
        this.describeFunction(method, m.value, this.line(m), 1);
        return;
      }
      const params = m.value.params.map((p) => code(this.paramName(p).split(' (')[0] ?? ''));
      this.functions.add(
        this.line(m),
        `${code('constructor')} runs when an object is made with ${code(`new ${name}(…)`)}; it ${params.length ? `takes ${words(params)}` : 'takes nothing'}.`,
        1,
      );
    });
  }
}

/** What a parsed program defines and reads (`range` and `loc` on every node, as ESLint gives). */
export function explainJavaScriptProgram(program: ES.Program, source: string): StaticExplanation {
  return new Explainer(program, source).explain();
}
