/**
 * Text typed in by the user used as a number: what `prompt(…)`, a `readline` answer,
 * `process.argv[n]` or a form field's `.value` gives is text, so `age + 5` joins ("205"),
 * `guess === 7` is always false and `total += price` turns the total into text.
 *
 * The checker says the value is text (`string`, or `string | null` for prompt; `any` where Node's
 * names have no types) and the other side a number. The edit turns the text into a number where
 * it comes in (`Number(prompt(…))`) when every use of it wants a number, else where it is used.
 */
import type TS from 'typescript';
import type { TypeCheck } from '../ts-check';
import { type Edit, type TypedRule, editOf, text } from '../ts-tools';
import {
  inner,
  isNumberType,
  isStringType,
  localSymbol,
  onlyValue,
  outer,
  readsOf,
  writesOf,
} from './facts';

interface Source {
  /** Why it is text, for the message. */
  why: string;
  /** Where the text comes in, when a variable is declared with it and never changed. */
  origin?: { symbol: TS.Symbol; value: TS.Expression };
  /** What the user was asked, and the names it is kept in: whether a number is meant. */
  words: string;
}

const TEXT_METHODS = new Set([
  'trim',
  'trimStart',
  'trimEnd',
  'toLowerCase',
  'toUpperCase',
  'replace',
  'replaceAll',
  'slice',
  'substring',
]);

/** Words that say a number is asked for (in the question, or as the name it is kept in). */
const NUMBER_WORDS =
  /\b(?:numbers?|num\d*|age|how (?:many|much|old)|price|amount|cost|score|guess|years?|quantity|qty|count|total|points?|digits?|width|height|length|size|minutes?|hours?|seconds?|days?|weight|temperature|celsius|fahrenheit|distance|speed|level|grade|marks?)\b|\d/i;
const NUMBER_NAMES = /^(?:[abnxy]\d?|num\w*|first\w*|second\w*)$/i;

function meansNumber(source: Source): boolean {
  return (
    NUMBER_WORDS.test(source.words) || source.words.split(' ').some((w) => NUMBER_NAMES.test(w))
  );
}

/** Whether the type is what text typed in has: text, text or null, or unknown (`any`). */
function textual(check: TypeCheck, type: TS.Type): boolean {
  const { ts } = check;
  if (type.getFlags() & ts.TypeFlags.Any) return true;
  if (isStringType(check, type)) return true;
  if (!type.isUnion()) return false;
  return (
    type.types.some((t) => isStringType(check, t)) &&
    type.types.every(
      (t) =>
        isStringType(check, t) ||
        (t.getFlags() & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) !== 0,
    )
  );
}

/** Whether the element is a page element: `document.getElementById(…)`, `event.target`. */
function isElement(check: TypeCheck, node: TS.Expression, depth = 0): boolean {
  const { ts, checker } = check;
  const e = inner(ts, node);
  const type = checker.getNonNullableType(checker.getTypeAtLocation(e));
  const name = type.getSymbol()?.getName() ?? '';
  if (/^(?:HTML\w*Element|Element)$/.test(name)) return true;
  if (ts.isNonNullExpression(e)) return isElement(check, e.expression, depth);
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression))
    return /^(?:getElementById|querySelector)$/.test(e.expression.name.text);
  if (ts.isPropertyAccessExpression(e)) return e.name.text === 'target';
  if (ts.isIdentifier(e) && depth < 3) {
    const symbol = localSymbol(check, e);
    const value = symbol && onlyValue(check, symbol);
    return !!value && isElement(check, value, depth + 1);
  }
  return false;
}

/** The callback a readline call hands the answer to: `rl.question(q, (answer) => …)`. */
function isAnswerParameter(check: TypeCheck, declaration: TS.Declaration): boolean {
  const { ts } = check;
  if (!ts.isParameter(declaration)) return false;
  const fn = declaration.parent;
  if (fn.parameters[0] !== declaration) return false;
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return false;
  const call = fn.parent;
  if (!ts.isCallExpression(call) || call.arguments.at(-1) !== fn) return false;
  if (!ts.isPropertyAccessExpression(call.expression)) return false;
  const method = call.expression.name.text;
  if (method === 'question') return true;
  const event = call.arguments[0];
  return method === 'on' && !!event && ts.isStringLiteral(event) && event.text === 'line';
}

/** Where the value is text the user typed in, and why. */
function sourceOf(check: TypeCheck, node: TS.Expression, depth = 0): Source | undefined {
  const { ts, checker } = check;
  if (depth > 4) return undefined;
  const e = inner(ts, node);
  if (!textual(check, checker.getTypeAtLocation(e))) return undefined;
  if (ts.isAwaitExpression(e)) {
    const call = inner(ts, e.expression);
    if (
      ts.isCallExpression(call) &&
      ts.isPropertyAccessExpression(call.expression) &&
      call.expression.name.text === 'question'
    )
      return { why: 'an answer to `question` is text', words: questionWords(ts, call) };
    return undefined;
  }
  if (ts.isCallExpression(e)) {
    const callee = e.expression;
    const isPrompt =
      (ts.isIdentifier(callee) && callee.text === 'prompt') ||
      (ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'prompt' &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 'window');
    if (isPrompt) return { why: '`prompt` gives text', words: questionWords(ts, e) };
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text;
      // readline-sync: `const age = readlineSync.question('Age? ')`
      if (
        method === 'question' &&
        !e.arguments.some((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a))
      )
        return { why: 'an answer to `question` is text', words: questionWords(ts, e) };
      if (TEXT_METHODS.has(method)) return sourceOf(check, callee.expression, depth + 1);
    }
    return undefined;
  }
  if (ts.isPropertyAccessExpression(e)) {
    if (e.name.text !== 'value' || !isElement(check, e.expression)) return undefined;
    return { why: 'the value of a form field is text', words: text(check, e.expression) };
  }
  if (ts.isElementAccessExpression(e)) {
    const list = inner(ts, e.expression);
    if (
      ts.isPropertyAccessExpression(list) &&
      list.name.text === 'argv' &&
      ts.isIdentifier(list.expression) &&
      list.expression.text === 'process'
    )
      return { why: 'command-line arguments are text', words: 'number' };
    return undefined;
  }
  if (ts.isIdentifier(e)) {
    const symbol = localSymbol(check, e);
    const declaration = symbol?.valueDeclaration;
    if (!symbol || !declaration) return undefined;
    const writes = writesOf(check, symbol);
    if (ts.isParameter(declaration)) {
      if (writes.length !== 1 || !isAnswerParameter(check, declaration)) return undefined;
      return { why: 'the answer `readline` gives is text', words: e.text };
    }
    if (writes.length === 0) return undefined;
    let found: Source | undefined;
    for (const write of writes) {
      if ((write.kind !== 'init' && write.kind !== 'assign') || !write.value) return undefined;
      const source = sourceOf(check, write.value, depth + 1);
      if (!source) return undefined;
      found ??= source;
    }
    if (!found) return undefined;
    const first = writes[0];
    const origin =
      writes.length === 1 && first?.kind === 'init' && first.value
        ? { symbol, value: first.value }
        : undefined;
    return { ...found, words: `${found.words} ${e.text}`, ...(origin ? { origin } : {}) };
  }
  return undefined;
}

function questionWords(ts: typeof TS, call: TS.CallExpression): string {
  const asked = call.arguments[0];
  return asked && ts.isStringLiteralLike(asked) ? asked.text : '';
}

function isNumber(check: TypeCheck, node: TS.Expression): boolean {
  return isNumberType(check, check.checker.getTypeAtLocation(node));
}

const NUMBER_FUNCTIONS = /^(?:Number|parseInt|parseFloat|isNaN|isFinite|String)$/;

/** Whether this use of the variable wants a number, or takes one as well as text. */
function wantsNumber(check: TypeCheck, id: TS.Identifier): boolean {
  const { ts, checker } = check;
  const whole = outer(ts, id);
  const parent = whole.parent;
  if (!parent) return false;
  if (ts.isTemplateSpan(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const other = parent.left === whole ? parent.right : parent.left;
    const op = parent.operatorToken.kind;
    const otherType = checker.getTypeAtLocation(other);
    if (op === ts.SyntaxKind.PlusToken)
      return isNumberType(check, otherType) || isStringType(check, otherType);
    if (op === ts.SyntaxKind.EqualsToken) return false;
    if (
      op === ts.SyntaxKind.PlusEqualsToken ||
      op === ts.SyntaxKind.MinusEqualsToken ||
      op === ts.SyntaxKind.AsteriskEqualsToken
    )
      return parent.right === whole;
    return (
      isNumberType(check, otherType) &&
      op !== ts.SyntaxKind.AmpersandAmpersandToken &&
      op !== ts.SyntaxKind.BarBarToken &&
      op !== ts.SyntaxKind.QuestionQuestionToken
    );
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(whole as TS.Expression)) {
    const callee = parent.expression;
    if (ts.isIdentifier(callee)) return NUMBER_FUNCTIONS.test(callee.text);
    return (
      ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      /^(?:console|Math|Number)$/.test(callee.expression.text)
    );
  }
  if (ts.isSwitchStatement(parent)) return true;
  return false;
}

/** `Number(…)` around the text: where it comes in when all its uses want a number, else here. */
function toNumber(check: TypeCheck, used: TS.Expression, source: Source): Edit {
  const origin = source.origin;
  const atOrigin = origin && readsOf(check, origin.symbol).every((id) => wantsNumber(check, id));
  const target = atOrigin ? origin.value : used;
  return editOf(
    check,
    target.getStart(check.file),
    target.getEnd(),
    `Number(${text(check, target)})`,
  );
}

function describe(check: TypeCheck, node: TS.Expression, source: Source): string {
  return `\`${text(check, node)}\` is text (${source.why})`;
}

export const inputTextAsNumber: TypedRule = {
  family: 'input-text-as-number',
  check(node, check) {
    const { ts } = check;
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const { left, right } = node;
      if (op === ts.SyntaxKind.PlusToken) {
        const a = sourceOf(check, left);
        const b = sourceOf(check, right);
        // Two answers asked as numbers: `prompt('First number') + prompt('Second number')`.
        const both = !!a && !!b && meansNumber(a) && meansNumber(b);
        const [side, source] =
          a && (isNumber(check, right) || both)
            ? [left, a]
            : b && isNumber(check, left)
              ? [right, b]
              : [];
        if (!side || !source) return null;
        if (a && b) {
          const fixed = `Number(${text(check, left)}) + Number(${text(check, right)})`;
          return {
            at: node,
            message: `\`${text(check, left)}\` and \`${text(check, right)}\` are text (${a.why}), so \`${text(check, node)}\` joins them ("2" + "3" gives "23") instead of adding. Turn them into numbers first: \`${fixed}\`.`,
            edit: editOf(check, node.getStart(check.file), node.getEnd(), fixed),
          };
        }
        return {
          at: node,
          message: `${describe(check, side, source)}, so \`${text(check, node)}\` joins them as text instead of adding ("2" + 3 gives "23"). Turn it into a number first: \`Number(${text(check, side)})\`.`,
          edit: toNumber(check, side, source),
        };
      }
      if (
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken
      ) {
        const a = sourceOf(check, left);
        const b = sourceOf(check, right);
        const [side, source, other] =
          a && isNumber(check, right)
            ? [left, a, right]
            : b && isNumber(check, left)
              ? [right, b, left]
              : [];
        if (!side || !source || !other) return null;
        const always = op === ts.SyntaxKind.EqualsEqualsEqualsToken ? 'false' : 'true';
        return {
          at: node,
          message: `${describe(check, side, source)} and \`${text(check, other)}\` is a number, so \`${text(check, node)}\` is always ${always}: \`${ts.tokenToString(op)}\` never takes text for a number. Turn it into a number first: \`Number(${text(check, side)})\`.`,
          edit: toNumber(check, side, source),
        };
      }
      if (op === ts.SyntaxKind.PlusEqualsToken) {
        const source = sourceOf(check, right);
        if (!source || !isNumber(check, left)) return null;
        return {
          at: node,
          message: `${describe(check, right, source)}, so \`${text(check, node)}\` joins it onto \`${text(check, left)}\` as text instead of adding, and \`${text(check, left)}\` becomes text. Turn it into a number first: \`${text(check, left)} += Number(${text(check, right)})\`.`,
          edit: toNumber(check, right, source),
        };
      }
      return null;
    }
    // `switch (guess) { case 7: … }` compares with `===`.
    if (ts.isSwitchStatement(node)) {
      const source = sourceOf(check, node.expression);
      if (!source) return null;
      const numbered = node.caseBlock.clauses.find(
        (c): c is TS.CaseClause => ts.isCaseClause(c) && isNumber(check, c.expression),
      );
      if (!numbered) return null;
      const subject = node.expression;
      return {
        at: subject,
        message: `${describe(check, subject, source)}, and \`switch\` compares as \`===\` does, so \`case ${text(check, numbered.expression)}:\` never matches. Turn it into a number first: \`switch (Number(${text(check, subject)}))\`.`,
        edit: toNumber(check, subject, source),
      };
    }
    return null;
  },
};
