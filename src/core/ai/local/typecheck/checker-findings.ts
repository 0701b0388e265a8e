/**
 * What TypeScript's checker finds in a JavaScript file, told to a beginner: each of the checker's
 * errors that is a beginner mistake wherever it stands (a misspelt method, a function used
 * without calling it, a comparison that can never be true, a value that may be missing…) becomes
 * a diagnosis of its mistake family, with the smallest edit when the checker knows one. The
 * checker's other errors are left out: in a beginner's untyped program they are noise.
 */
import type TS from 'typescript';
import type { FixDetail } from '../../types';
import type { TypeCheck } from './ts-check';
import {
  type Edit,
  type Finding,
  capital,
  editOf,
  isBuiltinValue,
  isCallee,
  nodeAt,
  text,
  typeWords,
} from './ts-tools';

type Handler = (check: TypeCheck, diagnostic: TS.Diagnostic, node: TS.Node) => Finding | null;

const CONFIDENCE = 0.9;

/** The checker's own quick fix named `fixName` for this diagnostic, as one edit. */
function checkerFix(check: TypeCheck, d: TS.Diagnostic, fixName: string): Edit | undefined {
  if (d.start === undefined || d.length === undefined) return undefined;
  const fixes = check.service.getCodeFixesAtPosition(
    check.fileName,
    d.start,
    d.start + d.length,
    [d.code],
    {},
    {},
  );
  const changes = fixes.find((f) => f.fixName === fixName)?.changes ?? [];
  const source = check.file.text;
  const edits = changes
    .flatMap((c) => (c.fileName === check.fileName ? c.textChanges : []))
    // A word taken out leaves no double space: `f(function () {` becomes `f(() => {`.
    .map((e) =>
      e.newText === '' &&
      source[e.span.start + e.span.length] === ' ' &&
      /[\s(]/.test(source[e.span.start - 1] ?? ' ')
        ? { ...e, span: { start: e.span.start, length: e.span.length + 1 } }
        : e,
    );
  if (edits.length === 0) return undefined;
  // Several changes close together become one: the span over all of them, rewritten.
  const from = Math.min(...edits.map((e) => e.span.start));
  const to = Math.max(...edits.map((e) => e.span.start + e.span.length));
  let rewritten = source.slice(from, to);
  for (const e of [...edits].sort((x, y) => y.span.start - x.span.start)) {
    const at = e.span.start - from;
    rewritten = rewritten.slice(0, at) + e.newText + rewritten.slice(at + e.span.length);
  }
  return editOf(check, from, to, rewritten);
}

/** Names from other languages a beginner reaches for, and JavaScript's own. */
const OTHER_LANGUAGE_NAMES = new Map([
  ['append', 'push'],
  ['add', 'push'],
  ['upper', 'toUpperCase'],
  ['lower', 'toLowerCase'],
  ['strip', 'trim'],
  ['len', 'length'],
  ['size', 'length'],
  ['contains', 'includes'],
  ['count', 'length'],
]);

/** The property access that the diagnostic's name belongs to, if any. */
function accessOf(ts: typeof TS, node: TS.Node): TS.PropertyAccessExpression | null {
  if (ts.isPropertyAccessExpression(node)) return node;
  if (ts.isIdentifier(node) && node.parent && ts.isPropertyAccessExpression(node.parent))
    return node.parent;
  return null;
}

/** `Date(...)` called without `new`, as the expression or as what a variable was set to. */
function dateCallBehind(check: TypeCheck, expression: TS.Expression): TS.CallExpression | null {
  const { ts, checker } = check;
  let e: TS.Node = expression;
  if (ts.isIdentifier(e)) {
    const declaration = checker.getSymbolAtLocation(e)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      e = declaration.initializer;
  }
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'Date')
    return e;
  return null;
}

// --- The checker's errors, by code --------------------------------------------------------------

function missingMember(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts, checker } = check;
  const access = accessOf(ts, node);
  if (!access) return null;
  const objectType = checker.getTypeAtLocation(access.expression);
  const member = access.name.text;
  const date = dateCallBehind(check, access.expression);
  if (date) {
    return {
      family: 'date-without-new',
      message: `\`Date()\` without \`new\` gives today's date as text, and text has no \`${member}\`. Write \`new ${text(check, date)}\` to get a date.`,
      edit: editOf(check, date.getStart(check.file), date.getStart(check.file), 'new '),
    };
  }
  if (!isBuiltinValue(check, objectType)) return null;
  const what = typeWords(check, objectType);
  const spelled = checkerFix(check, d, 'spelling');
  const suggested = spelled?.text ?? OTHER_LANGUAGE_NAMES.get(member);
  const usage = isCallee(access, ts) ? `\`${member}()\`` : `\`${member}\``;
  if (!suggested) {
    return {
      family: 'misspelt-method',
      message: `${capital(what)} has no ${usage}, so this stops the program. Check the name against what ${what} can do.`,
    };
  }
  const name = access.name;
  return {
    family: 'misspelt-method',
    message: `${capital(what)} has no ${usage}: did you mean \`${suggested}\`? Write \`${text(check, access.expression)}.${suggested}\`.`,
    edit: spelled ?? editOf(check, name.getStart(check.file), name.getEnd(), suggested),
  };
}

function uncalledInCondition(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const edit = checkerFix(check, d, 'fixMissingCallParentheses');
  const shown = text(check, node);
  if (d.code === 2801) {
    return {
      family: 'uncalled-function',
      message: `\`${shown}\` is a promise of a value, not the value, so this test is always true. Wait for it: \`await ${shown}\`.`,
    };
  }
  return {
    family: 'uncalled-function',
    message: `\`${shown}\` is the function itself, which is always true here: call it with \`${shown}()\`.`,
    ...(edit ? { edit } : {}),
  };
}

function objectComparison(check: TypeCheck, _d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts } = check;
  let e: TS.Node = node;
  while (e.parent && !ts.isBinaryExpression(e)) e = e.parent;
  if (!ts.isBinaryExpression(e)) return null;
  const sides = [e.left, e.right];
  const empty = sides.findIndex((s) => ts.isArrayLiteralExpression(s) && s.elements.length === 0);
  const negated = /^!==?$/.test(e.operatorToken.getText(check.file));
  if (empty >= 0) {
    const other = sides[1 - empty] as TS.Expression;
    const replacement = `${text(check, other)}.length ${negated ? '!==' : '==='} 0`;
    return {
      family: 'array-equality',
      message: `\`${text(check, e)}\` asks whether both sides are the very same list, which a new \`[]\` never is, so it is always ${negated ? 'true' : 'false'}. To ask whether the list is empty, write \`${replacement}\`.`,
      edit: editOf(check, e.getStart(check.file), e.getEnd(), replacement),
    };
  }
  return {
    family: 'array-equality',
    message: `\`${e.operatorToken.getText(check.file)}\` between two lists or objects asks whether they are the very same one, not whether they hold the same items, so this is always ${negated ? 'true' : 'false'}. Compare their items instead (for lists of plain values: \`JSON.stringify(a) === JSON.stringify(b)\`).`,
  };
}

/** A `map.get(k)` after `map.has(k)` or `map.set(k, …)` in the same function is not missing. */
function mapGetChecked(check: TypeCheck, expression: TS.Expression): boolean {
  const { ts } = check;
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression))
    return false;
  if (expression.expression.name.text !== 'get') return false;
  const owner = text(check, expression.expression.expression);
  const key = expression.arguments[0] ? text(check, expression.arguments[0]) : '';
  let scope: TS.Node = expression;
  while (scope.parent && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  const body = text(check, scope);
  return body.includes(`${owner}.has(${key})`) || body.includes(`${owner}.set(${key},`);
}

/**
 * An element looked up in the page: it may be missing only if the page lacks it, which this
 * file cannot see, so saying so would be a warning on most correct pages.
 */
function isPageLookup(check: TypeCheck, expression: TS.Expression): boolean {
  const { ts } = check;
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression))
    return false;
  return /^(?:getElementById|querySelector|closest)$/.test(expression.expression.name.text);
}

/**
 * `prompt(…)`: null only when the question is cancelled; a beginner's program reads the answer
 * as text, and telling it on every use would be a warning on nearly every correct one.
 */
function isPromptAnswer(check: TypeCheck, expression: TS.Expression): boolean {
  const { ts } = check;
  if (!ts.isCallExpression(expression)) return false;
  const callee = text(check, expression.expression);
  return callee === 'prompt' || callee === 'window.prompt';
}

const MAY_GIVE_NOTHING = new Map([
  ['find', 'when no item matches'],
  ['findLast', 'when no item matches'],
  ['get', 'when the key is not there'],
  ['match', 'when the text does not match'],
  ['exec', 'when the text does not match'],
  ['pop', 'when the list is empty'],
  ['shift', 'when the list is empty'],
  ['at', 'when there is no item there'],
]);

function possiblyMissing(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts, checker } = check;
  let subject: TS.Node = node;
  if (ts.isIdentifier(subject) && subject.parent && ts.isPropertyAccessExpression(subject.parent))
    subject = subject.parent.name === subject ? subject.parent.expression : subject;
  if (!ts.isExpression(subject)) return null;
  let origin: TS.Expression = subject;
  if (ts.isIdentifier(subject)) {
    const declaration = checker.getSymbolAtLocation(subject)?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer)
      origin = declaration.initializer;
  }
  if (mapGetChecked(check, origin) || isPageLookup(check, origin) || isPromptAnswer(check, origin))
    return null;
  const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  const nothing = /'null'/.test(message) && !/'undefined'/.test(message) ? 'null' : 'undefined';
  let why = '';
  if (ts.isCallExpression(origin)) {
    const callee = origin.expression;
    const name = ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : ts.isIdentifier(callee)
        ? callee.text
        : '';
    const when = MAY_GIVE_NOTHING.get(name);
    if (when) why = ` (\`${name}\` gives \`${nothing}\` ${when})`;
  }
  const shown = text(check, subject);
  return {
    family: 'possibly-missing-value',
    message: `\`${shown}\` may be \`${nothing}\` here${why}, and then this line stops the program. Check it first, e.g. \`if (${shown}) { … }\`, or write \`${shown}?.\` to get \`undefined\` instead of a crash.`,
  };
}

function argumentCount(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts, checker } = check;
  let call: TS.Node = node;
  while (call.parent && !ts.isCallExpression(call) && !ts.isNewExpression(call)) call = call.parent;
  if (!ts.isCallExpression(call) && !ts.isNewExpression(call)) return null;
  // Only functions this file declares: the library's own are told by their documentation.
  const declaration = checker.getSymbolAtLocation(call.expression)?.valueDeclaration;
  if (!declaration || declaration.getSourceFile() !== check.file) return null;
  const signature = checker.getResolvedSignature(call);
  const params = signature?.getParameters().map((p) => p.getName()) ?? [];
  const given = call.arguments?.length ?? 0;
  const name = text(check, call.expression);
  const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  if (!/Expected \d/.test(message)) return null;
  return {
    family: 'wrong-argument-count',
    message: `\`${name}\` takes ${params.length} value${params.length === 1 ? '' : 's'}${params.length ? ` (${params.join(', ')})` : ''}, but this call gives it ${given}. Give it exactly what it takes.`,
  };
}

function lostThis(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts } = check;
  let fn: TS.Node | undefined = node.parent;
  while (fn && !ts.isFunctionExpression(fn) && !ts.isFunctionDeclaration(fn)) fn = fn.parent;
  // A plain `function` handed to something else (a callback): that is where `this` is lost.
  if (!fn || !ts.isFunctionExpression(fn) || !fn.parent || !ts.isCallExpression(fn.parent))
    return null;
  const edit = checkerFix(check, d, 'fixImplicitThis');
  return {
    family: 'lost-this',
    message:
      'Inside a `function () { … }` handed to another function, `this` is no longer your object (it is `undefined`). Use an arrow function, `() => { … }`, which keeps the `this` around it.',
    ...(edit ? { edit } : {}),
  };
}

function noOverlap(check: TypeCheck, _d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts, checker } = check;
  let e: TS.Node = node;
  while (e.parent && !ts.isBinaryExpression(e)) e = e.parent;
  if (!ts.isBinaryExpression(e)) return null;
  const types = [e.left, e.right].map((s) => checker.getTypeAtLocation(s).getFlags());
  const isText = types.map((f) => (f & ts.TypeFlags.StringLike) !== 0);
  const isNumber = types.map((f) => (f & ts.TypeFlags.NumberLike) !== 0);
  const operator = e.operatorToken.getText(check.file);
  const always = operator.startsWith('!') ? 'true' : 'false';
  const textSide = isText[0] && isNumber[1] ? e.left : isText[1] && isNumber[0] ? e.right : null;
  if (textSide) {
    const shown = text(check, textSide);
    return {
      family: 'input-text-as-number',
      message: `\`${shown}\` is text and the other side is a number, so \`${operator}\` is always ${always}. Turn the text into a number first: \`Number(${shown})\`.`,
      edit: editOf(check, textSide.getStart(check.file), textSide.getEnd(), `Number(${shown})`),
    };
  }
  // Other pairs that cannot meet come, in a beginner's file, from test values written in: a
  // `const day = 'Monday'` compared with 'Saturday' is no mistake of the comparison.
  return null;
}

/** The function a call to `node` runs, when this file declares it. */
function calledFunction(check: TypeCheck, node: TS.Node): TS.SignatureDeclaration | null {
  const { ts, checker } = check;
  let call: TS.Node = node;
  while (!ts.isCallExpression(call) && call.parent && ts.isParenthesizedExpression(call.parent))
    call = call.parent;
  if (!ts.isCallExpression(call)) return null;
  const declaration = checker.getResolvedSignature(call)?.getDeclaration();
  if (!declaration || declaration.getSourceFile() !== check.file) return null;
  return declaration;
}

function voidUsed(check: TypeCheck, d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts, checker } = check;
  const message = ts.flattenDiagnosticMessageText(d.messageText, ' ');
  if (d.code !== 1345 && !/void/.test(message)) {
    // Arithmetic on something other than a number: only a value that is nothing is a mistake.
    const t = checker.getTypeAtLocation(node);
    if (!(t.getFlags() & ts.TypeFlags.Void)) return null;
  }
  let operand: TS.Node = node;
  if (ts.isBinaryExpression(operand)) {
    const voidSide = [operand.left, operand.right].find(
      (s) => checker.getTypeAtLocation(s).getFlags() & ts.TypeFlags.Void,
    );
    if (!voidSide) return null;
    operand = voidSide;
  }
  const fn = calledFunction(check, operand);
  if (!fn || !fn.name) return null;
  const name = fn.name.getText(check.file);
  const end = check.file.getLineAndCharacterOfPosition(fn.getEnd()).line + 1;
  return {
    family: 'missing-return',
    message: `\`${name}\` gives back nothing (\`undefined\`): it never says \`return\`, but this line uses its result. Add \`return\` with the value it works out, before its end on line ${end}.`,
  };
}

function labelInArrow(check: TypeCheck, _d: TS.Diagnostic, node: TS.Node): Finding | null {
  const { ts } = check;
  let label: TS.Node | undefined = node;
  while (label && !ts.isLabeledStatement(label)) label = label.parent;
  const block = label?.parent;
  const arrow = block?.parent;
  if (!block || !ts.isBlock(block) || !arrow || !ts.isArrowFunction(arrow)) return null;
  if (block.statements.length !== 1) return null;
  const object = text(check, block);
  return {
    family: 'arrow-object-literal',
    message: `\`=> ${object}\` is a block of code, not an object: \`${(label as TS.LabeledStatement).label.text}:\` is read as a label, and nothing is returned. Wrap the object in parentheses: \`=> (${object})\`.`,
    edit: editOf(check, block.getStart(check.file), block.getEnd(), `(${object})`),
  };
}

/** The checker's error codes that are beginner mistakes, and how each is told. */
const HANDLERS = new Map<number, Handler>([
  [2551, missingMember], // Property 'x' does not exist on type 'T'. Did you mean 'y'?
  [2339, missingMember], // Property 'x' does not exist on type 'T'.
  [2774, uncalledInCondition], // This condition will always return true since this function…
  [2801, uncalledInCondition], // …since this 'Promise<T>' is always defined.
  [2839, objectComparison], // …since JavaScript compares objects by reference, not value.
  [18047, possiblyMissing], // 'x' is possibly 'null'.
  [18048, possiblyMissing], // 'x' is possibly 'undefined'.
  [18049, possiblyMissing], // 'x' is possibly 'null' or 'undefined'.
  [2531, possiblyMissing], // Object is possibly 'null'.
  [2532, possiblyMissing], // Object is possibly 'undefined'.
  [2554, argumentCount], // Expected 2 arguments, but got 3.
  [2683, lostThis], // 'this' implicitly has type 'any'…
  [2367, noOverlap], // This comparison appears to be unintentional…
  [2362, voidUsed], // The left-hand side of an arithmetic operation must be…
  [2363, voidUsed], // The right-hand side of an arithmetic operation must be…
  [2365, voidUsed], // Operator '+' cannot be applied to types 'void' and 'number'.
  [1345, voidUsed], // An expression of type 'void' cannot be tested for truthiness.
  [7028, labelInArrow], // Unused label.
]);

/** The beginner mistakes among the checker's diagnostics, one per family and line. */
export function checkerFindings(check: TypeCheck): FixDetail[] {
  const found: FixDetail[] = [];
  const seen = new Set<string>();
  for (const d of check.diagnostics) {
    const handler = HANDLERS.get(d.code);
    if (!handler || d.start === undefined) continue;
    const node = nodeAt(check.ts, check.file, d.start, d.start + (d.length ?? 0));
    const finding = handler(check, d, node);
    if (!finding) continue;
    const line = check.file.getLineAndCharacterOfPosition(d.start).line + 1;
    const key = `${finding.family}:${line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      rule: `types/${finding.family}`,
      family: finding.family,
      message: finding.message,
      line,
      confidence: CONFIDENCE,
      ...(finding.edit ? { edit: finding.edit } : {}),
    });
  }
  return found;
}
