/**
 * Instruments the JavaScript a run evaluates so that running it records each step: hook calls
 * are inserted into the text (never a newline added or removed, so stack traces keep the user's
 * lines) and each hook names a site in a static table of where it is and which names it reads.
 *
 * - A line step before each statement (its expression's range), at each loop test and update,
 *   and at the head of each for-in/for-of pass; `call` at function entry with the parameters;
 *   `return` with the value as the frame exits; `exception` as an error passes a frame.
 * - `await` and `yield` mark the frame suspended before and take a step when it resumes.
 * - A step reads only names whose declaration precedes it in its scope (or are hoisted), so no
 *   read meets the temporal dead zone; a read that still might is guarded.
 * - For a file Sucrase produced (TypeScript, JSX, imports), positions are mapped back to the
 *   source the user wrote through Sucrase's source map, and what Sucrase added is not stepped.
 *
 * Hooks (on the object named `HOOKS`, the frame token is `FRAME`, -1 at a file's top level):
 *   s(f, site, vals)            a line step
 *   c(fn, vals) → f             a call: a new frame and its call step
 *   rv(f, site, value, vals)    the value a frame returns, recorded when it exits
 *   re(f, site, value, vals)    return and exit at once (a function not wrapped in try)
 *   e(f)                        a frame exits (on every path)
 *   x(f, error)                 an error passes the frame
 *   a(f, value) → value         the frame suspends (await, yield)
 *   w(f, site, value, vals)     the frame resumed: a step, then the value
 *   t(() => name)               a guarded read: the value, or `T` when it throws
 *   g([() => name, …])          the entry file's top-level names, read from any frame
 */
import { parse } from 'acorn';

export const HOOKS = '__tr';
export const FRAME = '__tf';
const CAUGHT = '__te';

/** Where a step is in the user's file, and the names its hook reads, in order. */
export interface StepSite {
  file: string;
  /** 1-based; `endCol` is exclusive. */
  line: number;
  col: number;
  endLine: number;
  endCol: number;
  names: readonly string[];
  /** For a top-level step: indices into the file's `globals` visible there. */
  globals?: readonly number[];
}

export interface FunctionSite {
  name: string;
  file: string;
  /** The line the function is defined on. */
  line: number;
  /** Its call step (the header; names: `this` for a method, then the parameters). */
  site: number;
  /** Where it ends: the closing brace, or the expression of an arrow's body. */
  end: number;
}

export interface InstrumentOptions {
  /** Project path of the file. */
  file: string;
  /** The text the user wrote, when `code` is Sucrase's output for it. */
  original?: string;
  /** Sucrase's source map `mappings` from `code` to `original` (lines are kept). */
  map?: string;
  /** The run's entry file: its top-level names are read from every frame. */
  entry?: boolean;
  /** The top level is a function body (a module wrapper): `return` is allowed there. */
  wrapped?: boolean;
  /** The top level may `await` (the entry module's async wrapper). */
  topLevelAwait?: boolean;
  /** Ids of the first site and function, so several files share one table. */
  firstSite?: number;
  firstFunction?: number;
}

export interface Instrumented {
  /** The code to evaluate: `code` with the hooks inserted, or `code` unchanged (`ok` false). */
  code: string;
  /** False when the code does not parse: it then runs as it is and raises its own error. */
  ok: boolean;
  sites: StepSite[];
  functions: FunctionSite[];
  /** The file's top-level names, in the order they are defined. */
  globals: string[];
  /** Indices into `globals` readable before any top-level step (hoisted ones). */
  hoisted: number[];
  /** The site a module file's call step is at (its first line). */
  enter: number;
  /** A column (1-based) in the evaluated code, on a line, back to the column in `code`. */
  column(line: number, column: number): number;
}

// ---------------------------------------------------------------------------------------------
// Nodes, walked generically.

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { type?: unknown }).type === 'string' &&
  typeof (value as { start?: unknown }).start === 'number';

const child = (node: Node, key: string): Node | null => {
  const value = node[key];
  return isNode(value) ? value : null;
};

const children = (node: Node, key: string): Node[] => {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
};

const nameOf = (node: Node | null): string | null => {
  if (!node) return null;
  if (node.type === 'Identifier' || node.type === 'PrivateIdentifier') return node.name as string;
  if (node.type === 'Literal' && (typeof node.value === 'string' || typeof node.value === 'number'))
    return String(node.value);
  return null;
};

const FUNCTION_TYPES = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** The identifiers a pattern binds, in order. */
function patternNames(pattern: Node | null, out: Node[] = []): Node[] {
  if (!pattern) return out;
  switch (pattern.type) {
    case 'Identifier':
      out.push(pattern);
      break;
    case 'ObjectPattern':
      for (const prop of children(pattern, 'properties')) {
        patternNames(
          prop.type === 'RestElement' ? child(prop, 'argument') : child(prop, 'value'),
          out,
        );
      }
      break;
    case 'ArrayPattern':
      for (const element of children(pattern, 'elements')) patternNames(element, out);
      break;
    case 'RestElement':
      patternNames(child(pattern, 'argument'), out);
      break;
    case 'AssignmentPattern':
      patternNames(child(pattern, 'left'), out);
      break;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scopes.

type DeclKind = 'var' | 'param' | 'function' | 'let' | 'const' | 'class' | 'catch' | 'implicit';

interface Decl {
  name: string;
  kind: DeclKind;
  /** Where it is defined (its order among the scope's names). */
  pos: number;
  /** Initialized from this position on; -1 when hoisted or bound on entry. */
  ready: number;
  /** For a switch's scope: the case it is declared in. */
  caseIndex: number;
  /** Written by the user (not added by Sucrase). */
  user: boolean;
}

interface Scope {
  kind: 'function' | 'block' | 'switch';
  decls: Map<string, Decl>;
  parent: Scope | null;
  /** Sorted by `pos` once every name is known. */
  ordered: Decl[];
}

/** One scope on the way to a step, and for a switch the case the step is in. */
interface ChainLink {
  scope: Scope;
  caseIndex: number;
}

/** How a name is read at a step. */
type Read = 'plain' | 'guard' | 'typeof';

interface NameRead {
  name: string;
  read: Read;
}

// ---------------------------------------------------------------------------------------------
// Positions: lines of the evaluated code, and Sucrase's map back to the user's text.

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineOf(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, i) => [char, i]));

/** A segment of the map: a generated column and where it came from (0-based). */
interface Segment {
  col: number;
  line: number;
  source: number;
}

/** Decodes source map `mappings` into each generated line's segments, in column order. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let line: Segment[] = [];
  let sourceLine = 0;
  let sourceCol = 0;
  let col = 0;
  let fields: number[] = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (fields.length >= 4) {
      col += fields[0] ?? 0;
      sourceLine += fields[2] ?? 0;
      sourceCol += fields[3] ?? 0;
      line.push({ col, line: sourceLine, source: sourceCol });
    } else if (fields.length >= 1) col += fields[0] ?? 0;
    fields = [];
  };
  for (const char of mappings) {
    if (char === ',' || char === ';') {
      endSegment();
      if (char === ';') {
        lines.push(line);
        line = [];
        col = 0;
      }
      continue;
    }
    const digit = BASE64_VALUE.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  endSegment();
  lines.push(line);
  for (const segments of lines) segments.sort((a, b) => a.col - b.col);
  return lines;
}

interface Place {
  line: number;
  col: number;
  exact: boolean;
}

class Positions {
  private readonly starts: number[];
  private readonly sourceStarts: number[] | null;
  private readonly segments: Segment[][] | null;

  constructor(
    private readonly code: string,
    private readonly original: string | undefined,
    map: string | undefined,
  ) {
    this.starts = lineStarts(code);
    this.segments = original !== undefined && map !== undefined ? decodeMappings(map) : null;
    this.sourceStarts = original !== undefined && this.segments ? lineStarts(original) : null;
  }

  /** Line and column (0-based) of an offset in the evaluated code. */
  generated(offset: number): { line: number; col: number } {
    const line = lineOf(this.starts, offset);
    return { line, col: offset - (this.starts[line] ?? 0) };
  }

  /** The token starting at `offset` (a word, or one character). */
  private tokenAt(offset: number): string {
    const word = /[\w$]+/y;
    word.lastIndex = offset;
    return word.exec(this.code)?.[0] ?? this.code.charAt(offset);
  }

  private sourceText(line: number, col: number, length: number): string {
    if (this.original === undefined || !this.sourceStarts) return '';
    const start = (this.sourceStarts[line] ?? 0) + col;
    return this.original.slice(start, start + length);
  }

  /** Where `token` is on a line of the user's text at or after `col` (-1: not there). */
  private findOnLine(line: number, col: number, token: string): number {
    const text = this.sourceLine(line);
    if (text === null || token === '') return -1;
    if (!/^[\w$]/.test(token)) return text.indexOf(token, col);
    for (let at = text.indexOf(token, col); at >= 0; at = text.indexOf(token, at + 1)) {
      const before = text.charAt(at - 1);
      const after = text.charAt(at + token.length);
      if (!/[\w$]/.test(before) && !/[\w$]/.test(after)) return at;
    }
    return -1;
  }

  /**
   * Where an offset of the evaluated code is in the user's text (0-based); `exact` when the
   * user wrote the token there. Sucrase maps each token it kept, but a token right after text
   * it removed or added may be mapped to that text: then the token is found after it on the
   * line, or by a run of text that is the same in both from the segment before or up to the
   * segment after.
   */
  source(offset: number): Place {
    const { line, col } = this.generated(offset);
    if (!this.segments) return { line, col, exact: true };
    const segments = this.segments[line];
    if (!segments || segments.length === 0) return { line, col, exact: false };
    let lo = 0;
    let hi = segments.length - 1;
    let index = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((segments[mid]?.col ?? 0) <= col) {
        index = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const before = segments[index];
    const after = segments[index + 1];
    const token = this.tokenAt(offset);
    if (before && before.col === col) {
      if (this.sourceText(before.line, before.source, token.length) === token) {
        return { line: before.line, col: before.source, exact: true };
      }
      const found = this.findOnLine(before.line, before.source, token);
      if (found >= 0) return { line: before.line, col: found, exact: true };
    }
    const lineStart = offset - col;
    if (before) {
      const run = this.code.slice(lineStart + before.col, offset + token.length);
      if (this.sourceText(before.line, before.source, run.length) === run) {
        return { line: before.line, col: before.source + (col - before.col), exact: true };
      }
    }
    if (after) {
      const back = after.col - col;
      const run = this.code.slice(offset, offset + back);
      if (after.source >= back && this.sourceText(after.line, after.source - back, back) === run) {
        return { line: after.line, col: after.source - back, exact: true };
      }
    }
    if (!before) return { line, col, exact: false };
    return { line: before.line, col: before.source + (col - before.col), exact: false };
  }

  /** Just past the last token of the range `start..end`, in the user's text. */
  sourceEnd(start: number, end: number): Place {
    let token = Math.max(start, end - 1);
    if (/[\w$]/.test(this.code.charAt(token))) {
      while (token > start && /[\w$]/.test(this.code.charAt(token - 1))) token--;
    }
    const place = this.source(token);
    if (!place.exact) {
      // A token Sucrase made (JSX's closing parenthesis): a range that ends its line ends
      // the user's line too, lines being kept.
      const newline = this.code.indexOf('\n', end);
      const rest = this.code.slice(end, newline < 0 ? undefined : newline);
      const text = this.sourceLine(place.line);
      if (text !== null && /^[\s;]*$/.test(rest)) {
        return { ...place, col: text.replace(/[\s;]+$/, '').length };
      }
    }
    return { ...place, col: place.col + (end - token) };
  }

  /** Whether the user wrote the token at `offset` (Sucrase did not add it). */
  isUser(offset: number): boolean {
    return this.source(offset).exact;
  }

  /** The user's text of a line (0-based), when there is a map. */
  sourceLine(line: number): string | null {
    if (this.original === undefined || !this.sourceStarts) return null;
    const start = this.sourceStarts[line];
    if (start === undefined) return null;
    const end = this.sourceStarts[line + 1] ?? this.original.length + 1;
    return this.original.slice(start, end - 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Text insertions.

/**
 * Text put in at a position. At one position: first what closes the nodes that end there
 * (innermost first), then what opens the nodes that start there (outermost first), then what
 * ends a block from inside (after an empty block's own opening text).
 */
interface Insertion {
  pos: number;
  text: string;
  phase: 0 | 1 | 2;
  /** Pre-order of the node it belongs to: a closer's is taken when its opener is placed. */
  seq: number;
}

function applyInsertions(code: string, insertions: Insertion[]): string {
  insertions.sort((a, b) => {
    if (a.pos !== b.pos) return a.pos - b.pos;
    if (a.phase !== b.phase) return a.phase - b.phase;
    return a.phase === 1 ? a.seq - b.seq : b.seq - a.seq;
  });
  let out = '';
  let last = 0;
  for (const insertion of insertions) {
    out += code.slice(last, insertion.pos) + insertion.text;
    last = insertion.pos;
  }
  return out + code.slice(last);
}

/** Maps a column of the instrumented code back to the code before, line by line. */
function columnMapper(code: string, sorted: readonly Insertion[]) {
  const starts = lineStarts(code);
  const byLine = new Map<number, { col: number; length: number }[]>();
  for (const insertion of sorted) {
    const line = lineOf(starts, insertion.pos);
    const list = byLine.get(line) ?? [];
    list.push({ col: insertion.pos - (starts[line] ?? 0), length: insertion.text.length });
    byLine.set(line, list);
  }
  return (line: number, column: number): number => {
    const list = byLine.get(line - 1);
    if (!list) return column;
    const col = column - 1;
    let shift = 0;
    for (const { col: at, length } of list) {
      const start = at + shift;
      if (col < start) break;
      // Inside inserted text: the place it was inserted at.
      if (col < start + length) return at + 1;
      shift += length;
    }
    return col - shift + 1;
  };
}

// ---------------------------------------------------------------------------------------------
// The instrumenter.

/** What the code around a statement is: which frame its steps belong to, and what it allows. */
interface Context {
  /** The frame token's text, or null where nothing is stepped (a class static block). */
  token: string | null;
  /** In a function (not a file's top level). */
  inFunction: boolean;
  /** The function's body is wrapped in try/finally (its exit is recorded there). */
  wrapped: boolean;
  /** Steps read `this` first (methods), guarded in a derived class's constructor. */
  self: Read | null;
}

interface FunctionInfo {
  name: string;
  method: boolean;
  derived: boolean;
  /** Where the call step's range starts (a method's key, `static`, `async`…). */
  start: number;
}

export function instrumentJs(code: string, options: InstrumentOptions): Instrumented {
  const firstSite = options.firstSite ?? 0;
  const firstFunction = options.firstFunction ?? 0;
  let program: Node;
  try {
    program = parse(code, {
      ecmaVersion: 'latest',
      sourceType: 'script',
      allowReturnOutsideFunction: options.wrapped === true,
      allowAwaitOutsideFunction: options.topLevelAwait === true,
      allowHashBang: true,
    }) as unknown as Node;
  } catch {
    return {
      code,
      ok: false,
      sites: [],
      functions: [],
      globals: [],
      hoisted: [],
      enter: -1,
      column: (_line, column) => column,
    };
  }
  return new Instrumenter(code, options, firstSite, firstFunction).run(program);
}

class Instrumenter {
  private readonly positions: Positions;
  private readonly insertions: Insertion[] = [];
  private seq = 0;
  private readonly sites: StepSite[] = [];
  private readonly functions: FunctionSite[] = [];
  private readonly scopes = new Map<Node, Scope>();
  private top!: Scope;
  /** Names each site reads, shared by sites with the same list. */
  private readonly nameLists = new Map<string, readonly string[]>();
  private topGlobals: Decl[] = [];

  constructor(
    private readonly code: string,
    private readonly options: InstrumentOptions,
    private readonly firstSite: number,
    private readonly firstFunction: number,
  ) {
    this.positions = new Positions(code, options.original, options.map);
  }

  run(program: Node): Instrumented {
    this.top = this.newScope('function', null);
    this.scopes.set(program, this.top);
    const body = children(program, 'body');
    // A module file is strict (Sucrase says so): only a sloppy script makes globals by assigning.
    const strict = this.options.wrapped === true || hasUseStrict(body);
    this.collectStatements(body, this.top, this.top);
    if (!strict) this.collectImplicitGlobals(program);
    for (const scope of this.scopes.values()) {
      scope.ordered = [...scope.decls.values()].sort((a, b) => a.pos - b.pos);
    }
    this.topGlobals = this.top.ordered.filter((d) => d.user);

    const enter = this.addSite({ line: 0, col: 0, endLine: 0, endCol: 0 }, []);
    const context: Context = { token: '-1', inFunction: false, wrapped: false, self: null };
    const chain: ChainLink[] = [{ scope: this.top, caseIndex: -1 }];
    const prologueEnd = directivesEnd(body);
    if (this.options.entry && this.topGlobals.length > 0) {
      const getters = this.topGlobals.map((decl) =>
        decl.kind === 'implicit'
          ? `()=>(typeof ${decl.name}!=='undefined'?${decl.name}:${HOOKS}.T)`
          : `()=>${decl.name}`,
      );
      const at = prologueEnd ?? body[0]?.start ?? program.end;
      this.insert(at, `${prologueEnd !== null ? ';' : ''}${HOOKS}.g([${getters.join(',')}]);`);
    }
    const leaving = this.reserve();
    this.statements(body, context, chain);
    const last = body[body.length - 1];
    if (this.options.wrapped && !this.options.entry && last) {
      // A module file's names as its top level ends, for its return step.
      const names = this.namesAt(chain, last.end, null);
      const site = this.siteAt(last.end - 1, last.end, names, chain, last.end);
      const reads = this.readText(names);
      this.close(last.end, `;${HOOKS}.rv(-1,${site},void 0${reads ? `,${reads}` : ''});`, leaving);
    }

    const result = applyInsertions(this.code, this.insertions);
    const column = columnMapper(this.code, this.insertions);
    return {
      code: result,
      ok: true,
      sites: this.sites,
      functions: this.functions,
      globals: this.topGlobals.map((d) => d.name),
      hoisted: this.topGlobals.flatMap((d, i) => (d.ready < 0 ? [i] : [])),
      enter,
      column,
    };
  }

  /** Opening text, placed before the node's children are walked. */
  private insert(pos: number, text: string) {
    this.insertions.push({ pos, text, phase: 1, seq: this.seq++ });
  }

  /** Reserves a closer's place in order; call before walking the node's children. */
  private reserve(): number {
    return this.seq++;
  }

  private close(pos: number, text: string, seq: number) {
    this.insertions.push({ pos, text, phase: 0, seq });
  }

  /** Text ending a block from the inside, just before its `}`. */
  private innerEnd(pos: number, text: string, seq: number) {
    this.insertions.push({ pos, text, phase: 2, seq });
  }

  // -------------------------------------------------------------------------------------------
  // Pass 1: what each scope declares.

  private newScope(kind: Scope['kind'], parent: Scope | null): Scope {
    return { kind, decls: new Map(), parent, ordered: [] };
  }

  private declare(scope: Scope, id: Node, kind: DeclKind, ready: number, caseIndex = -1): void {
    const name = id.name as string;
    const existing = scope.decls.get(name);
    if (existing) {
      // `var x` twice, or a function over a var: one name, hoisted.
      if (existing.ready >= 0 && ready < 0) existing.ready = ready;
      return;
    }
    scope.decls.set(name, {
      name,
      kind,
      pos: id.start,
      ready,
      caseIndex,
      user: this.positions.isUser(id.start),
    });
  }

  private collectStatements(
    statements: readonly Node[],
    block: Scope,
    fn: Scope,
    caseIndex = -1,
  ): void {
    for (const statement of statements) this.collect(statement, block, fn, caseIndex);
  }

  /** Records the names `node` declares in `block` (lexical) or `fn` (var), then walks inside. */
  private collect(node: Node, block: Scope, fn: Scope, caseIndex = -1): void {
    switch (node.type) {
      case 'VariableDeclaration': {
        const kind = node.kind as string;
        for (const declarator of children(node, 'declarations')) {
          const id = child(declarator, 'id');
          for (const name of patternNames(id)) {
            if (kind === 'var') this.declare(fn, name, 'var', -1);
            else
              this.declare(
                block,
                name,
                kind === 'const' ? 'const' : 'let',
                declarator.end,
                caseIndex,
              );
          }
          this.collectExpression(id, block, fn);
          this.collectExpression(child(declarator, 'init'), block, fn);
        }
        return;
      }
      case 'FunctionDeclaration': {
        const id = child(node, 'id');
        if (id) this.declare(block, id, 'function', -1, caseIndex);
        this.collectFunction(node, block);
        return;
      }
      case 'ClassDeclaration': {
        const id = child(node, 'id');
        if (id) this.declare(block, id, 'class', node.end, caseIndex);
        this.collectExpression(child(node, 'superClass'), block, fn);
        this.collectExpression(child(node, 'body'), block, fn);
        return;
      }
      case 'BlockStatement': {
        const scope = this.newScope('block', block);
        this.scopes.set(node, scope);
        this.collectStatements(children(node, 'body'), scope, fn);
        return;
      }
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement': {
        const scope = this.newScope('block', block);
        this.scopes.set(node, scope);
        const head = child(node, node.type === 'ForStatement' ? 'init' : 'left');
        if (head?.type === 'VariableDeclaration' && node.type !== 'ForStatement') {
          const kind = head.kind as string;
          for (const declarator of children(head, 'declarations')) {
            for (const name of patternNames(child(declarator, 'id'))) {
              if (kind === 'var') this.declare(fn, name, 'var', -1);
              else this.declare(scope, name, kind === 'const' ? 'const' : 'let', head.end);
            }
            this.collectExpression(child(declarator, 'id'), scope, fn);
          }
        } else if (head?.type === 'VariableDeclaration') {
          this.collect(head, scope, fn);
        } else this.collectExpression(head, scope, fn);
        for (const key of ['test', 'update', 'right'])
          this.collectExpression(child(node, key), scope, fn);
        const body = child(node, 'body');
        if (body) this.collect(body, scope, fn);
        return;
      }
      case 'SwitchStatement': {
        this.collectExpression(child(node, 'discriminant'), block, fn);
        const scope = this.newScope('switch', block);
        this.scopes.set(node, scope);
        children(node, 'cases').forEach((clause, index) => {
          this.collectExpression(child(clause, 'test'), scope, fn);
          this.collectStatements(children(clause, 'consequent'), scope, fn, index);
        });
        return;
      }
      case 'TryStatement': {
        for (const key of ['block', 'finalizer']) {
          const part = child(node, key);
          if (part) this.collect(part, block, fn);
        }
        const handler = child(node, 'handler');
        if (handler) {
          const scope = this.newScope('block', block);
          this.scopes.set(handler, scope);
          const param = child(handler, 'param');
          for (const name of patternNames(param)) this.declare(scope, name, 'catch', -1);
          this.collectExpression(param, scope, fn);
          const body = child(handler, 'body');
          if (body) this.collect(body, scope, fn);
        }
        return;
      }
      case 'LabeledStatement':
      case 'WithStatement':
      case 'WhileStatement':
      case 'DoWhileStatement':
      case 'IfStatement': {
        for (const key of ['object', 'test']) this.collectExpression(child(node, key), block, fn);
        for (const key of ['body', 'consequent', 'alternate']) {
          const part = child(node, key);
          if (part) this.collect(part, block, fn, caseIndex);
        }
        return;
      }
      default:
        this.collectExpression(node, block, fn);
    }
  }

  /** Walks an expression for the functions and classes in it. */
  private collectExpression(node: Node | null, block: Scope, fn: Scope): void {
    if (!node) return;
    if (FUNCTION_TYPES.has(node.type)) return this.collectFunction(node, block);
    if (node.type === 'StaticBlock') {
      const scope = this.newScope('function', block);
      this.scopes.set(node, scope);
      this.collectStatements(children(node, 'body'), scope, scope);
      return;
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) {
        for (const item of value)
          if (isNode(item)) this.collectStatementOrExpression(item, block, fn);
      } else if (isNode(value)) this.collectStatementOrExpression(value, block, fn);
    }
  }

  private collectStatementOrExpression(node: Node, block: Scope, fn: Scope): void {
    if (node.type.endsWith('Statement') || node.type.endsWith('Declaration')) {
      this.collect(node, block, fn);
    } else this.collectExpression(node, block, fn);
  }

  private collectFunction(node: Node, outer: Scope): void {
    const scope = this.newScope('function', outer);
    this.scopes.set(node, scope);
    for (const param of children(node, 'params')) {
      for (const name of patternNames(param)) this.declare(scope, name, 'param', -1);
      this.collectExpression(param, scope, scope);
    }
    const body = child(node, 'body');
    if (!body) return;
    if (body.type === 'BlockStatement') {
      this.scopes.set(body, scope);
      this.collectStatements(children(body, 'body'), scope, scope);
    } else this.collectExpression(body, scope, scope);
  }

  /** Names a sloppy script assigns without declaring them anywhere: globals it creates. */
  private collectImplicitGlobals(program: Node): void {
    const visit = (node: Node, chain: Scope[]): void => {
      const scope = this.scopes.get(node);
      const inner = scope && scope !== chain[chain.length - 1] ? [...chain, scope] : chain;
      const target =
        node.type === 'AssignmentExpression'
          ? child(node, 'left')
          : node.type === 'UpdateExpression'
            ? child(node, 'argument')
            : null;
      if (target?.type === 'Identifier') {
        const name = target.name as string;
        if (!inner.some((s) => s.decls.has(name))) this.declare(this.top, target, 'implicit', -1);
      }
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (Array.isArray(value)) {
          for (const item of value) if (isNode(item)) visit(item, inner);
        } else if (isNode(value)) visit(value, inner);
      }
    };
    visit(program, [this.top]);
  }

  // -------------------------------------------------------------------------------------------
  // Names a step reads.

  /** The frame's names visible at `pos`: declared before it in scope order, or hoisted. */
  private namesAt(chain: readonly ChainLink[], pos: number, self: Read | null): NameRead[] {
    const shadowed = new Set<string>();
    const levels: NameRead[][] = [];
    for (let i = chain.length - 1; i >= 0; i--) {
      const link = chain[i];
      if (!link) continue;
      const level: NameRead[] = [];
      for (const decl of link.scope.ordered) {
        if (shadowed.has(decl.name)) continue;
        shadowed.add(decl.name);
        if (!decl.user) continue;
        if (decl.kind === 'implicit') {
          level.push({ name: decl.name, read: 'typeof' });
          continue;
        }
        if (decl.ready >= 0 && decl.ready > pos) continue;
        const unsure =
          link.scope.kind === 'switch' && decl.ready >= 0 && decl.caseIndex !== link.caseIndex;
        level.push({ name: decl.name, read: unsure ? 'guard' : 'plain' });
      }
      levels.push(level);
    }
    const names = levels.reverse().flat();
    return self ? [{ name: 'this', read: self }, ...names] : names;
  }

  /** Top-level names visible at `pos` (for the run's globals), as indices. */
  private globalsAt(pos: number): number[] {
    const out: number[] = [];
    this.topGlobals.forEach((decl, i) => {
      if (decl.ready < 0 || decl.ready <= pos) out.push(i);
    });
    return out;
  }

  private readText(names: readonly NameRead[]): string {
    if (names.length === 0) return '';
    const reads = names.map(({ name, read }) =>
      read === 'plain'
        ? name
        : read === 'guard'
          ? `${HOOKS}.t(()=>${name})`
          : `(typeof ${name}!=='undefined'?${name}:${HOOKS}.T)`,
    );
    return `[${reads.join(',')}]`;
  }

  private sharedNames(names: readonly NameRead[]): readonly string[] {
    const list = names.map((n) => n.name);
    const key = list.join(',');
    const shared = this.nameLists.get(key);
    if (shared) return shared;
    this.nameLists.set(key, list);
    return list;
  }

  // -------------------------------------------------------------------------------------------
  // Sites.

  /** A site at a range of the evaluated code, placed where the user wrote it. */
  private siteAt(
    start: number,
    end: number,
    names: readonly NameRead[],
    chain: readonly ChainLink[] | null,
    pos: number,
  ): number {
    const from = this.positions.source(start);
    const to = this.positions.sourceEnd(start, end);
    const range = { line: from.line, col: from.col, endLine: to.line, endCol: to.col };
    const top =
      chain !== null &&
      chain.every((link) => link.scope.kind !== 'function' || link.scope === this.top);
    return this.addSite(range, names, top ? this.globalsAt(pos) : undefined);
  }

  private addSite(
    range: { line: number; col: number; endLine: number; endCol: number },
    names: readonly NameRead[],
    globals?: number[],
  ): number {
    const site: StepSite = {
      file: this.options.file,
      line: range.line + 1,
      col: range.col + 1,
      endLine: range.endLine + 1,
      endCol: range.endCol + 1,
      names: this.sharedNames(names),
    };
    if (globals) site.globals = globals;
    this.sites.push(site);
    return this.firstSite + this.sites.length - 1;
  }

  /** `start..end` without a trailing semicolon or space. */
  private trimmed(start: number, end: number): [number, number] {
    let e = end;
    while (e > start && /[\s;]/.test(this.code[e - 1] ?? '')) e--;
    return [start, e];
  }

  /** The range a statement's step shows, or null when it takes no step. */
  private stepRange(node: Node): [number, number] | null {
    switch (node.type) {
      case 'ExpressionStatement': {
        if (typeof node.directive === 'string') return null;
        const expression = child(node, 'expression');
        return expression ? [expression.start, expression.end] : null;
      }
      case 'IfStatement':
      case 'SwitchStatement':
      case 'WithStatement': {
        const part = child(
          node,
          node.type === 'IfStatement'
            ? 'test'
            : node.type === 'WithStatement'
              ? 'object'
              : 'discriminant',
        );
        return part ? [part.start, part.end] : null;
      }
      case 'ForStatement': {
        const init = child(node, 'init');
        if (init) return this.trimmed(init.start, init.end);
        if (child(node, 'test')) return null;
        return [node.start, node.start + 3];
      }
      case 'ForInStatement':
      case 'ForOfStatement': {
        const right = child(node, 'right');
        return right ? [right.start, right.end] : null;
      }
      case 'ClassDeclaration': {
        const body = child(node, 'body');
        return this.trimmed(node.start, body ? body.start : node.end);
      }
      case 'VariableDeclaration':
      case 'ReturnStatement':
      case 'ThrowStatement':
      case 'BreakStatement':
      case 'ContinueStatement':
      case 'DebuggerStatement':
        return this.trimmed(node.start, node.end);
      case 'LabeledStatement': {
        const body = child(node, 'body');
        return body ? this.stepRange(body) : null;
      }
      default:
        return null;
    }
  }

  private stepCall(token: string, site: number, names: readonly NameRead[]): string {
    const reads = this.readText(names);
    return `${HOOKS}.s(${token},${site}${reads ? `,${reads}` : ''});`;
  }

  // -------------------------------------------------------------------------------------------
  // Pass 2: statements.

  private statements(statements: readonly Node[], context: Context, chain: ChainLink[]): void {
    for (const statement of statements) this.statement(statement, context, chain);
  }

  private withScope(node: Node, chain: ChainLink[], caseIndex = -1): ChainLink[] {
    const scope = this.scopes.get(node);
    return scope ? [...chain, { scope, caseIndex }] : chain;
  }

  /**
   * A statement: its step, then what is inside it. `ownStep` false: its step is already placed
   * (before the label of a labelled statement, so `continue label` still names a loop).
   */
  private statement(node: Node, context: Context, chain: ChainLink[], ownStep = true): void {
    const token = context.token;
    const user = token !== null && this.positions.isUser(node.start);
    let site = -1;
    if (token !== null && ownStep) {
      const range = user ? this.stepRange(node) : null;
      const names = this.namesAt(chain, node.start, context.self);
      if (range) site = this.siteAt(range[0], range[1], names, chain, node.start);
      else if (!user && node.type === 'VariableDeclaration' && this.requires(node)) {
        // An import, which Sucrase turned into a require on the user's line.
        site = this.importSite(node, names, chain) ?? -1;
      }
      if (site >= 0) this.insert(node.start, this.stepCall(token, site, names));
    }

    switch (node.type) {
      case 'ExpressionStatement':
      case 'ThrowStatement':
        this.expression(child(node, 'expression') ?? child(node, 'argument'), context, chain);
        return;
      case 'VariableDeclaration':
        this.declarations(node, context, chain);
        return;
      case 'ReturnStatement':
        this.returnStatement(node, context, chain, user ? site : -1);
        return;
      case 'FunctionDeclaration':
        this.func(node, {
          name: nameOf(child(node, 'id')) ?? '(anonymous)',
          method: false,
          derived: false,
          start: node.start,
        });
        return;
      case 'ClassDeclaration':
        this.classNode(node, context, chain);
        return;
      case 'BlockStatement':
        this.statements(children(node, 'body'), context, this.withScope(node, chain));
        return;
      case 'IfStatement':
        this.expression(child(node, 'test'), context, chain);
        this.body(child(node, 'consequent'), context, chain);
        this.body(child(node, 'alternate'), context, chain);
        return;
      case 'ForStatement':
        this.forStatement(node, context, chain);
        return;
      case 'ForInStatement':
      case 'ForOfStatement':
        this.forInOf(node, context, chain);
        return;
      case 'WhileStatement':
        this.loopTest(child(node, 'test'), context, chain);
        this.body(child(node, 'body'), context, chain);
        return;
      case 'DoWhileStatement':
        this.body(child(node, 'body'), context, chain);
        this.loopTest(child(node, 'test'), context, chain);
        return;
      case 'SwitchStatement': {
        this.expression(child(node, 'discriminant'), context, chain);
        children(node, 'cases').forEach((clause, index) => {
          const inner = this.withScope(node, chain, index);
          this.expression(child(clause, 'test'), context, inner);
          this.statements(children(clause, 'consequent'), context, inner);
        });
        return;
      }
      case 'TryStatement': {
        const block = child(node, 'block');
        if (block) this.statement(block, context, chain);
        const handler = child(node, 'handler');
        if (handler) {
          const inner = this.withScope(handler, chain);
          this.expression(child(handler, 'param'), context, inner);
          const body = child(handler, 'body');
          if (body) this.statement(body, context, inner);
        }
        const finalizer = child(node, 'finalizer');
        if (finalizer) this.statement(finalizer, context, chain);
        return;
      }
      case 'LabeledStatement': {
        const body = child(node, 'body');
        if (body) this.statement(body, context, chain, false);
        return;
      }
      case 'WithStatement':
        this.expression(child(node, 'object'), context, chain);
        this.body(child(node, 'body'), context, chain);
        return;
      default:
        return;
    }
  }

  /** A statement in a position that takes one statement: braced when it is not a block. */
  private body(node: Node | null, context: Context, chain: ChainLink[], head?: string): void {
    if (!node) return;
    if (node.type === 'BlockStatement') {
      if (head) this.insert(node.start + 1, head);
      this.statement(node, context, chain);
      return;
    }
    if (node.type === 'EmptyStatement' && !head) return;
    this.insert(node.start, `{${head ?? ''}`);
    const closing = this.reserve();
    this.statement(node, context, chain);
    this.close(node.end, '}', closing);
  }

  private declarations(node: Node, context: Context, chain: ChainLink[]): void {
    for (const declarator of children(node, 'declarations')) {
      const id = child(declarator, 'id');
      this.expression(id, context, chain);
      this.expression(child(declarator, 'init'), context, chain, nameOf(id) ?? undefined);
    }
  }

  /** `return x` records `x` as the frame's return value (its step is `site`). */
  private returnStatement(node: Node, context: Context, chain: ChainLink[], site: number): void {
    const argument = child(node, 'argument');
    if (!context.inFunction || context.token === null || site < 0) {
      this.expression(argument, context, chain);
      return;
    }
    const names = this.namesAt(chain, node.start, context.self);
    const hook = context.wrapped ? 'rv' : 're';
    const reads = this.readText(names);
    const tail = reads ? `,${reads})` : ')';
    if (argument) {
      this.insert(argument.start, `${HOOKS}.${hook}(${context.token},${site},`);
      const closing = this.reserve();
      this.expression(argument, context, chain);
      this.close(argument.end, tail, closing);
    } else {
      const at = node.start + 'return'.length;
      this.insert(at, ` ${HOOKS}.${hook}(${context.token},${site},void 0${tail}`);
    }
  }

  private loopTest(test: Node | null, context: Context, chain: ChainLink[]): void {
    if (!test) return;
    if (context.token !== null && this.positions.isUser(test.start)) {
      const names = this.namesAt(chain, test.start, context.self);
      const site = this.siteAt(test.start, test.end, names, chain, test.start);
      this.insert(test.start, `(${this.stepCall(context.token, site, names).slice(0, -1)},`);
      const closing = this.reserve();
      this.expression(test, context, chain);
      this.close(test.end, ')', closing);
      return;
    }
    this.expression(test, context, chain);
  }

  private forStatement(node: Node, context: Context, chain: ChainLink[]): void {
    const inner = this.withScope(node, chain);
    const init = child(node, 'init');
    if (init?.type === 'VariableDeclaration') this.declarations(init, context, inner);
    else this.expression(init, context, inner);
    this.loopTest(child(node, 'test'), context, inner);
    this.loopTest(child(node, 'update'), context, inner);
    this.body(child(node, 'body'), context, inner);
  }

  private forInOf(node: Node, context: Context, chain: ChainLink[]): void {
    const inner = this.withScope(node, chain);
    const left = child(node, 'left');
    const right = child(node, 'right');
    const body = child(node, 'body');
    const awaiting = node.await === true && context.token !== null;
    if (awaiting && right && context.token !== null) {
      this.insert(right.start, `${HOOKS}.a(${context.token},`);
      const closing = this.reserve();
      this.expression(right, context, chain);
      this.close(right.end, ')', closing);
    } else this.expression(right, context, chain);
    if (left?.type === 'VariableDeclaration') this.declarations(left, context, inner);
    else this.expression(left, context, inner);
    if (!body) return;
    let head: string | undefined;
    if (context.token !== null && left && this.positions.isUser(left.start)) {
      // Each pass steps at the head, inside the body, with the new values bound.
      const at = body.type === 'BlockStatement' ? body.start + 1 : body.start;
      const bodyChain = body.type === 'BlockStatement' ? this.withScope(body, inner) : inner;
      const names = this.namesAt(bodyChain, at, context.self);
      const range = this.trimmed(left.start, left.end);
      const site = this.siteAt(range[0], range[1], names, bodyChain, at);
      head = this.stepCall(context.token, site, names);
    }
    const marker = this.reserve();
    this.body(body, context, inner, head);
    if (awaiting && context.token !== null && body.type === 'BlockStatement') {
      // The loop awaits the next value after each pass.
      this.innerEnd(body.end - 1, `;${HOOKS}.a(${context.token});`, marker);
    }
  }

  /** The site of an import Sucrase turned into `var _x = require(…)`: the user's import line. */
  private importSite(node: Node, names: readonly NameRead[], chain: ChainLink[]): number | null {
    const { line } = this.positions.generated(node.start);
    const text = this.positions.sourceLine(line);
    if (text === null || !/\bimport\b/.test(text)) return null;
    const start = text.search(/\S/);
    const end = text.replace(/[\s;]+$/, '').length;
    const top = chain.every((link) => link.scope.kind !== 'function' || link.scope === this.top);
    return this.addSite(
      { line, col: Math.max(0, start), endLine: line, endCol: end },
      names,
      top ? this.globalsAt(node.start) : undefined,
    );
  }

  private requires(node: Node): boolean {
    let found = false;
    const visit = (n: Node) => {
      if (found) return;
      if (n.type === 'CallExpression') {
        const callee = child(n, 'callee');
        const [first] = children(n, 'arguments');
        if (nameOf(callee) === 'require' && first?.type === 'Literal') found = true;
      }
      for (const key of Object.keys(n)) {
        const value = n[key];
        if (Array.isArray(value)) value.filter(isNode).forEach(visit);
        else if (isNode(value)) visit(value);
      }
    };
    visit(node);
    return found;
  }

  // -------------------------------------------------------------------------------------------
  // Expressions.

  private expression(node: Node | null, context: Context, chain: ChainLink[], name?: string): void {
    if (!node) return;
    switch (node.type) {
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
        this.func(node, {
          name: nameOf(child(node, 'id')) ?? name ?? '(anonymous)',
          method: false,
          derived: false,
          start: node.start,
        });
        return;
      case 'ClassExpression':
        this.classNode(node, context, chain, name);
        return;
      case 'AwaitExpression':
      case 'YieldExpression':
        this.suspension(node, context, chain);
        return;
      case 'AssignmentExpression': {
        const left = child(node, 'left');
        this.expression(left, context, chain);
        const hint =
          left?.type === 'MemberExpression' ? nameOf(child(left, 'property')) : nameOf(left);
        this.expression(child(node, 'right'), context, chain, hint ?? undefined);
        return;
      }
      case 'AssignmentPattern': {
        const left = child(node, 'left');
        this.expression(left, context, chain);
        this.expression(child(node, 'right'), context, chain, nameOf(left) ?? undefined);
        return;
      }
      case 'Property': {
        const key = child(node, 'key');
        if (node.computed === true) this.expression(key, context, chain);
        const value = child(node, 'value');
        if (!value) return;
        const method = node.method === true || node.kind === 'get' || node.kind === 'set';
        if (method && value.type === 'FunctionExpression') {
          this.func(value, {
            name: nameOf(key) ?? '(anonymous)',
            method: true,
            derived: false,
            start: node.start,
          });
        } else this.expression(value, context, chain, nameOf(key) ?? undefined);
        return;
      }
      default:
        for (const key of Object.keys(node)) {
          const value = node[key];
          if (Array.isArray(value)) {
            for (const item of value) if (isNode(item)) this.expression(item, context, chain);
          } else if (isNode(value)) this.expression(value, context, chain);
        }
    }
  }

  /** `await x` and `yield x`: suspend the frame, then step where it resumes. */
  private suspension(node: Node, context: Context, chain: ChainLink[]): void {
    const argument = child(node, 'argument');
    const token = context.token;
    if (token === null || !this.positions.isUser(node.start)) {
      this.expression(argument, context, chain);
      return;
    }
    const names = this.namesAt(chain, node.start, context.self);
    const site = this.siteAt(node.start, node.end, names, chain, node.start);
    const reads = this.readText(names);
    this.insert(node.start, `${HOOKS}.w(${token},${site},`);
    const outer = this.reserve();
    if (argument) {
      this.insert(argument.start, `${HOOKS}.a(${token},`);
      const inner = this.reserve();
      this.expression(argument, context, chain);
      this.close(argument.end, ')', inner);
    } else {
      const keyword = node.type === 'AwaitExpression' ? 'await' : 'yield';
      this.insert(node.start + keyword.length, ` ${HOOKS}.a(${token})`);
    }
    this.close(node.end, `${reads ? `,${reads}` : ''})`, outer);
  }

  private classNode(node: Node, context: Context, chain: ChainLink[], hint?: string): void {
    const className = nameOf(child(node, 'id')) ?? hint ?? null;
    const superClass = child(node, 'superClass');
    this.expression(superClass, context, chain);
    const body = child(node, 'body');
    for (const member of body ? children(body, 'body') : []) {
      const key = child(member, 'key');
      if (member.computed === true) this.expression(key, context, chain);
      const keyName = nameOf(key) ?? '(computed)';
      const value = child(member, 'value');
      if (member.type === 'MethodDefinition' && value) {
        const constructor = member.kind === 'constructor';
        const label = constructor
          ? `new ${className ?? '(anonymous)'}`
          : className
            ? `${className}.${keyName}`
            : keyName;
        this.func(value, {
          name: label,
          method: true,
          derived: constructor && superClass !== null,
          start: member.start,
        });
      } else if (member.type === 'PropertyDefinition') {
        this.expression(value, context, chain, keyName);
      } else if (member.type === 'StaticBlock') {
        // Not stepped: its statements belong to no frame of their own.
        const inner = this.withScope(member, chain);
        this.statements(children(member, 'body'), { ...context, token: null }, inner);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Functions.

  private func(node: Node, info: FunctionInfo): void {
    const scope = this.scopes.get(node);
    const body = child(node, 'body');
    const params = children(node, 'params');
    if (!scope || !body || !this.positions.isUser(info.start)) {
      // Sucrase's own helpers run unstepped; what they contain is not the user's.
      return;
    }
    const fnChain: ChainLink[] = [{ scope, caseIndex: -1 }];
    const self: Read | null = info.method ? (info.derived ? 'guard' : 'plain') : null;
    // Defaults are evaluated before the body: nothing in them is stepped, but functions are.
    const paramContext: Context = { token: null, inFunction: true, wrapped: false, self: null };
    for (const param of params) this.expression(param, paramContext, fnChain);

    const callNames: NameRead[] = [
      ...(self ? [{ name: 'this', read: self }] : []),
      ...params
        .flatMap((param) => patternNames(param))
        .filter((id) => this.positions.isUser(id.start))
        .map((id) => ({ name: id.name as string, read: 'plain' as Read })),
    ];
    const [hs, he] = this.trimmed(info.start, this.headerEnd(node, body));
    const callSite = this.siteAt(hs, he, callNames, null, hs);
    const callReads = this.readText(callNames);
    const fnId = this.firstFunction + this.functions.length;
    const fnEntry: FunctionSite = {
      name: info.name,
      file: this.options.file,
      line: this.positions.source(info.start).line + 1,
      site: callSite,
      end: callSite,
    };
    this.functions.push(fnEntry);
    const enterText = `const ${FRAME}=${HOOKS}.c(${fnId}${callReads ? `,${callReads}` : ''});`;
    const catchText = `catch(${CAUGHT}){${HOOKS}.x(${FRAME},${CAUGHT});throw ${CAUGHT}}finally{${HOOKS}.e(${FRAME})}`;

    if (body.type !== 'BlockStatement') {
      // An arrow's expression body becomes a block that returns it.
      const names = this.namesAt(fnChain, body.start, self);
      const site = this.siteAt(body.start, body.end, names, null, body.start);
      fnEntry.end = site;
      const reads = this.readText(names);
      const arrowAt = this.arrowEnd(node, params, body);
      this.insert(
        arrowAt,
        `{${enterText}try{${this.stepCall(FRAME, site, names)}return ${HOOKS}.rv(${FRAME},${site},(`,
      );
      const closing = this.reserve();
      const context: Context = { token: FRAME, inFunction: true, wrapped: true, self };
      this.expression(body, context, fnChain);
      this.close(node.end, `)${reads ? `,${reads}` : ''})}${catchText}}`, closing);
      return;
    }

    const statements = children(body, 'body');
    const wrapped = !this.bodyConflicts(statements);
    const prologue = directivesEnd(statements) ?? body.start + 1;
    this.insert(prologue, `;${enterText}${wrapped ? 'try{' : ''}`);
    const closing = this.reserve();
    const context: Context = { token: FRAME, inFunction: true, wrapped, self };
    this.statements(statements, context, fnChain);
    const endPos = body.end - 1;
    const names = this.namesAt(fnChain, endPos, self);
    const endSite = this.siteAt(endPos, body.end, names, null, endPos);
    fnEntry.end = endSite;
    const reads = this.readText(names);
    const fallOff = `;${HOOKS}.${wrapped ? 'rv' : 're'}(${FRAME},${endSite},void 0${reads ? `,${reads}` : ''})`;
    this.innerEnd(endPos, wrapped ? `${fallOff}}${catchText}` : fallOff, closing);
  }

  /** Where a function's header ends: its body, or an arrow's `=>`. */
  private headerEnd(node: Node, body: Node): number {
    if (node.type !== 'ArrowFunctionExpression') return body.start;
    return this.arrowEnd(node, children(node, 'params'), body);
  }

  /** Just past an arrow's `=>`. */
  private arrowEnd(node: Node, params: readonly Node[], body: Node): number {
    let i = params.length ? (params[params.length - 1]?.end ?? node.start) : node.start;
    while (i < body.start) {
      if (this.code.startsWith('//', i)) {
        const newline = this.code.indexOf('\n', i);
        i = newline < 0 ? body.start : newline + 1;
      } else if (this.code.startsWith('/*', i)) {
        const close = this.code.indexOf('*/', i + 2);
        i = close < 0 ? body.start : close + 2;
      } else if (this.code.startsWith('=>', i)) return i + 2;
      else i++;
    }
    return body.start;
  }

  /**
   * Whether wrapping the body in a block would change its meaning: a function declared at its
   * top level under the name of a var, or twice (both are allowed only outside a block).
   */
  private bodyConflicts(statements: readonly Node[]): boolean {
    const functions = new Set<string>();
    for (const statement of statements) {
      if (statement.type !== 'FunctionDeclaration') continue;
      const name = nameOf(child(statement, 'id'));
      if (name === null) continue;
      if (functions.has(name)) return true;
      functions.add(name);
    }
    if (functions.size === 0) return false;
    let conflict = false;
    const visit = (node: Node, top: boolean) => {
      if (conflict) return;
      if (!top && (FUNCTION_TYPES.has(node.type) || node.type === 'StaticBlock')) return;
      if (node.type === 'ClassBody') return;
      if (node.type === 'VariableDeclaration' && node.kind === 'var') {
        for (const declarator of children(node, 'declarations')) {
          for (const id of patternNames(child(declarator, 'id'))) {
            if (functions.has(id.name as string)) conflict = true;
          }
        }
      }
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (Array.isArray(value)) value.filter(isNode).forEach((n) => visit(n, false));
        else if (isNode(value)) visit(value, false);
      }
    };
    for (const statement of statements) {
      if (statement.type !== 'FunctionDeclaration') visit(statement, false);
    }
    return conflict;
  }
}

function hasUseStrict(statements: readonly Node[]): boolean {
  for (const statement of statements) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    if (statement.directive === 'use strict') return true;
  }
  return false;
}

/** The end of a body's directive prologue ('use strict'), or null when it has none. */
function directivesEnd(statements: readonly Node[]): number | null {
  let end: number | null = null;
  for (const statement of statements) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') break;
    end = statement.end;
  }
  return end;
}
