/**
 * What a Python program defines, read from its Lezer syntax tree without running it: what it
 * reads (its functions' parameters, `input()`, files, the command line), each function with its
 * docstring and what it takes and returns, each class with its methods. What it does when it runs
 * is told from a recording of the run (core/run/narrate.ts).
 */
import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/python';
import {
  type StaticExplanation,
  StepList,
  code,
  lineOf,
  lineStartsOf,
  returnsText,
  words,
} from './explain-steps';

const children = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
};

/** Children that are expressions or statements (not punctuation or keywords). */
const PUNCTUATION = new Set(
  '( ) [ ] { } , : . Comment AssignOp UpdateOp ArithOp CompareOp if elif else for in while return def class not and or is lambda pass break continue import from as with try except finally raise del global nonlocal assert async await yield'.split(
    ' ',
  ),
);
const parts = (node: SyntaxNode) => children(node).filter((c) => !PUNCTUATION.has(c.name));

function walkTree(node: SyntaxNode, visit: (n: SyntaxNode) => unknown): void {
  if (visit(node) === false) return;
  for (let c = node.firstChild; c; c = c.nextSibling) walkTree(c, visit);
}

/** A definition, with its decorators looked through. */
const definition = (s: SyntaxNode) => (s.name === 'DecoratedStatement' ? s.lastChild : s);

class Explainer {
  private readonly inputs = new StepList();
  private readonly functions = new StepList();
  private readonly lineStarts: number[];

  constructor(
    private readonly root: SyntaxNode,
    private readonly source: string,
  ) {
    this.lineStarts = lineStartsOf(source);
  }

  private src(node: SyntaxNode): string {
    return this.source.slice(node.from, node.to);
  }

  private line(node: SyntaxNode): number {
    return lineOf(this.lineStarts, node.from);
  }

  private nameOf(def: SyntaxNode): string {
    const name = def.getChild('VariableName');
    return name ? this.src(name) : 'function';
  }

  explain(): StaticExplanation {
    const defines: string[] = [];
    const defs: SyntaxNode[] = [];
    for (const s of parts(this.root)) {
      const target = definition(s);
      if (target?.name === 'FunctionDefinition') {
        defs.push(target);
        this.describeFunction(target, 0);
      } else if (target?.name === 'ClassDefinition') this.describeClass(target);
      else continue;
      defines.push(this.nameOf(target));
    }
    this.findInputs(defs);
    if (this.inputs.length === 0)
      this.inputs.add(1, 'It reads no input: every value it uses is written in the code.', 0);
    return {
      sections: [...this.inputs.section('What it reads'), ...this.functions.section('Functions')],
      defines,
      asksUser: this.inputs.steps.some((s) => s.text.includes('asks the user')),
    };
  }

  private findInputs(defs: SyntaxNode[]): void {
    for (const d of defs) {
      const params = this.paramNames(d);
      if (params.length)
        this.inputs.add(
          this.line(d),
          `${code(this.nameOf(d))} receives ${words(params.map((p) => code(p)))} each time it is called.`,
          0,
        );
    }
    const seen = new Set<string>();
    const add = (line: number, text: string) => {
      if (seen.has(`${line}:${text}`)) return;
      seen.add(`${line}:${text}`);
      this.inputs.add(line, text, 0);
    };
    walkTree(this.root, (n) => {
      if (n.name === 'CallExpression') {
        const callee = this.src(n.firstChild ?? n);
        if (callee === 'input')
          add(
            this.line(n),
            `It asks the user to type something: ${code(this.src(n))}. What they type is text (a \`str\`).`,
          );
        if (callee === 'open') {
          const args = n.getChild('ArgList');
          const mode = args ? parts(args)[1] : undefined;
          if (!/[wax]/.test(mode ? this.src(mode).replace(/['"]/g, '') : 'r'))
            add(this.line(n), `It reads a file: ${code(this.src(n))}.`);
        }
      }
      if (n.name === 'MemberExpression' && /^sys\.(argv|stdin)\b/.test(this.src(n)))
        add(
          this.line(n),
          this.src(n).startsWith('sys.argv')
            ? 'It reads the command-line arguments (`sys.argv`).'
            : 'It reads what is typed in (`sys.stdin`).',
        );
    });
  }

  /** `a`, `b (2 if not given)`, `*args`; without `self` and `cls`. */
  private paramNames(def: SyntaxNode): string[] {
    const list = def.getChild('ParamList');
    if (!list) return [];
    const out: string[] = [];
    const kids = children(list).filter((c) => !['(', ')', ',', 'Comment'].includes(c.name));
    for (let i = 0; i < kids.length; i += 1) {
      const k = kids[i];
      if (!k) continue;
      if (k.name === '*' || k.name === '**') {
        const next = kids[i + 1];
        if (next?.name === 'VariableName') {
          out.push(`${k.name}${this.src(next)}`);
          i += 1;
        }
        continue;
      }
      if (k.name !== 'VariableName') continue;
      const name = this.src(k);
      if (name === 'self' || name === 'cls') continue;
      const given = kids[i + 2];
      if (kids[i + 1]?.name === 'AssignOp' && given) {
        out.push(`${name} (${this.src(given)} if not given)`);
        i += 2;
      } else out.push(name);
    }
    return out;
  }

  private bodyStatements(def: SyntaxNode): SyntaxNode[] {
    const body = def.getChild('Body');
    return body ? parts(body) : [];
  }

  /** The first line of the docstring, as written. */
  private docstring(def: SyntaxNode): string | undefined {
    const first = this.bodyStatements(def)[0];
    const s = first?.name === 'ExpressionStatement' ? first.firstChild : null;
    if (s?.name !== 'String') return undefined;
    const text = this.src(s)
      .replace(/^[rRuU]?("""|'''|"|')/, '')
      .replace(/("""|'''|"|')$/, '');
    return text.trim().split('\n')[0]?.trim() || undefined;
  }

  private returns(def: SyntaxNode): string[] {
    const out: string[] = [];
    const body = def.getChild('Body');
    if (!body) return out;
    walkTree(body, (n) => {
      if (['FunctionDefinition', 'ClassDefinition', 'LambdaExpression'].includes(n.name))
        return false;
      const [value] = n.name === 'ReturnStatement' ? parts(n) : [];
      if (value) out.push(this.src(value));
      return undefined;
    });
    return [...new Set(out)];
  }

  private describeFunction(def: SyntaxNode, depth: number): void {
    const params = this.paramNames(def);
    const sig = code(
      `${this.nameOf(def)}${this.src(def.getChild('ParamList') ?? def).replace(/\s+/g, ' ')}`,
    );
    const takes = params.length
      ? `takes ${words(params.map((p) => code(p.split(' (')[0] ?? p)))}`
      : 'takes nothing';
    const doc = this.docstring(def);
    const docText = doc ? ` (its docstring: “${doc}”)` : '';
    const statements = this.bodyStatements(def).filter(
      (s, i) => !(i === 0 && doc !== undefined && s.name === 'ExpressionStatement'),
    );
    const only = statements.length === 1 ? statements[0] : undefined;
    const returned = only?.name === 'ReturnStatement' ? parts(only)[0] : undefined;
    this.functions.add(
      this.line(def),
      returned
        ? `${sig}${docText} ${takes} and returns ${code(this.src(returned))}.`
        : `${sig}${docText} ${takes}. ${returnsText(this.returns(def), 'None')}`,
      depth,
    );
  }

  private describeClass(node: SyntaxNode): void {
    const name = this.nameOf(node);
    const methods = this.bodyStatements(node)
      .map(definition)
      .filter((s): s is SyntaxNode => s?.name === 'FunctionDefinition');
    const names = methods.map((m) => this.nameOf(m));
    const list = names.length ? `, with ${words(names.map((n) => code(`${n}()`)))}` : '';
    this.functions.add(
      this.line(node),
      `The class ${code(name)} is a blueprint for objects${list}.`,
      0,
    );
    for (const m of methods) {
      if (this.nameOf(m) !== '__init__') {
        this.describeFunction(m, 1);
        continue;
      }
      const params = this.paramNames(m).map((p) => code(p.split(' (')[0] ?? p));
      this.functions.add(
        this.line(m),
        `${code('__init__')} runs when an object is made with ${code(`${name}(…)`)}; it ${params.length ? `takes ${words(params)}` : 'takes nothing'}.`,
        1,
      );
    }
  }
}

/** What a Python program defines and reads, or its first syntax error. */
export async function explainPythonCode(
  source: string,
): Promise<StaticExplanation | { error: { message: string; line: number } }> {
  const tree = parser.parse(source);
  let error: SyntaxNode | undefined;
  tree.iterate({
    enter: (n) => {
      if (error) return false;
      if (n.type.isError) error = n.node;
      return undefined;
    },
  });
  if (error) {
    const line = lineOf(lineStartsOf(source), error.from);
    return { error: { message: 'this line is not valid Python', line } };
  }
  return new Explainer(tree.topNode, source).explain();
}
