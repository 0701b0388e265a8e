/**
 * Our own ESLint rules for auto-fix, where ESLint's built-in rules report but cannot fix safely:
 *
 * - `editor/eqeqeq-safe`: `a == b` → `a === b` only when both sides provably have the same type
 *   (literals, `typeof x`, template literals, `!x`, comparisons, `String(x)`...), where the two
 *   operators give the same answer. `x == null` is left alone (an idiom for null or undefined).
 * - `editor/inner-html`: `el.innerHTML = value` → `el.textContent = value` (SPEC §9), unless the
 *   value is a literal containing markup, which is reported instead. Always for manual review.
 * - `editor/cond-assign`: reports `if (x = 2)` in a beginner's words; never fixed.
 */
import type { Rule } from 'eslint';
import type * as ESTree from 'estree';
import { TYPOS } from '../typos';

type Primitive = 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'bigint';

/** The type an expression always has, when that can be known without running it. */
export function staticType(node: ESTree.Node): Primitive | undefined {
  switch (node.type) {
    case 'Literal':
      if (node.value === null && !('regex' in node && node.regex)) return 'null';
      if ('bigint' in node && node.bigint) return 'bigint';
      if (typeof node.value === 'string') return 'string';
      if (typeof node.value === 'number') return 'number';
      if (typeof node.value === 'boolean') return 'boolean';
      return undefined;
    case 'TemplateLiteral':
      return 'string';
    case 'UnaryExpression':
      if (node.operator === 'typeof') return 'string';
      if (node.operator === '!') return 'boolean';
      if (node.operator === 'void') return 'undefined';
      if (
        (node.operator === '-' || node.operator === '+') &&
        staticType(node.argument) === 'number'
      ) {
        return 'number';
      }
      return undefined;
    case 'BinaryExpression':
      if (
        ['<', '>', '<=', '>=', '===', '!==', '==', '!=', 'instanceof', 'in'].includes(node.operator)
      ) {
        return 'boolean';
      }
      if (node.operator === '+' && node.left.type !== 'PrivateIdentifier') {
        const l = staticType(node.left);
        const r = staticType(node.right);
        if (l === 'string' || r === 'string') return 'string';
        if (l === 'number' && r === 'number') return 'number';
      }
      if (
        ['-', '*', '/', '%', '**'].includes(node.operator) &&
        node.left.type !== 'PrivateIdentifier'
      ) {
        return staticType(node.left) === 'number' && staticType(node.right) === 'number'
          ? 'number'
          : undefined;
      }
      return undefined;
    case 'CallExpression':
      if (node.callee.type === 'Identifier' && node.arguments.length <= 1) {
        if (node.callee.name === 'String') return 'string';
        if (node.callee.name === 'Boolean') return 'boolean';
        if (node.callee.name === 'Number') return 'number';
      }
      return undefined;
    default:
      return undefined;
  }
}

const eqeqeqSafe: Rule.RuleModule = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: { strict: "Use '{{strict}}': both sides always have the same type, so it is safe." },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      BinaryExpression(node) {
        if (node.operator !== '==' && node.operator !== '!=') return;
        if (node.left.type === 'PrivateIdentifier') return;
        const left = staticType(node.left);
        const right = staticType(node.right);
        if (left === undefined || left !== right || left === 'null' || left === 'undefined') return;
        const strict = node.operator === '==' ? '===' : '!==';
        const operator = source.getTokenAfter(node.left, (t) => t.value === node.operator);
        if (!operator) return;
        context.report({
          node,
          messageId: 'strict',
          data: { strict },
          fix: (fixer) => fixer.replaceText(operator, strict),
        });
      },
    };
  },
};

function hasMarkup(node: ESTree.Node): boolean | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return /[<&]/.test(node.value);
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => /[<&]/.test(q.value.raw));
  return undefined;
}

const innerHtml: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: {
      replace: 'Use textContent instead of innerHTML: text is shown as text, never run as HTML.',
      markup:
        'innerHTML with markup can run scripts if any part comes from a user: build the elements with createElement instead.',
    },
  },
  create(context) {
    return {
      AssignmentExpression(node) {
        const target = node.left;
        if (target.type !== 'MemberExpression' || target.computed) return;
        if (target.property.type !== 'Identifier' || target.property.name !== 'innerHTML') return;
        const property = target.property;
        if (node.operator !== '=' || hasMarkup(node.right) === true) {
          context.report({ node: target.property, messageId: 'markup' });
          return;
        }
        context.report({
          node: property,
          messageId: 'replace',
          fix: (fixer) => fixer.replaceText(property, 'textContent'),
        });
      },
    };
  },
};

/** Properties whose dictionary typos are fixed on any object (`items.lenght`). */
const TYPO_PROPERTIES = new Set(['length', 'width', 'height']);

/**
 * `editor/typo`: names that refer to nothing in the file and are dictionary typos (`consle.log`,
 * `documnet`), and `.lenght`-style property typos. A name declared in the file is never touched.
 */
const typo: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: { typo: "Fixed the typo '{{from}}' → '{{to}}'" },
  },
  create(context) {
    const report = (node: ESTree.Identifier, to: string) =>
      context.report({
        node,
        messageId: 'typo',
        data: { from: node.name, to },
        fix: (fixer) => fixer.replaceText(node, to),
      });
    return {
      'Program:exit'(program: ESTree.Program) {
        for (const ref of context.sourceCode.getScope(program).through) {
          const name = ref.identifier.name;
          if (Object.hasOwn(TYPOS, name))
            report(ref.identifier as ESTree.Identifier, TYPOS[name] ?? name);
        }
      },
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const to = Object.hasOwn(TYPOS, node.property.name) ? TYPOS[node.property.name] : undefined;
        if (to && TYPO_PROPERTIES.has(to)) report(node.property, to);
      },
    };
  },
};

/** What a beginner is told about `if (x = 2)`. */
export const CONDITION_ASSIGNMENT_MESSAGE = 'Assignment in a condition: did you mean `===`?';

type Conditional =
  | ESTree.IfStatement
  | ESTree.WhileStatement
  | ESTree.DoWhileStatement
  | ESTree.ForStatement
  | ESTree.ConditionalExpression;

/**
 * `editor/cond-assign`: an assignment that is the whole test of an `if`, a loop or `?:`. Rule as
 * ESLint's no-cond-assign "except-parens": an extra pair of parentheses says it is intended, as in
 * `while ((m = re.exec(s)))` (in a `for` test one pair is enough). With `{ wrapped: true }`
 * the intended ones are reported too, as 'wrapped' with a fix removing that pair: auto-fix uses it
 * to take off the pair Prettier adds, so formatting never turns `if (x = 2)` into an intended one.
 */
const condAssign: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [
      {
        type: 'object',
        properties: { wrapped: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      assign: CONDITION_ASSIGNMENT_MESSAGE,
      update: 'Assignment ({{operator}}) in a condition: did you mean a comparison?',
      wrapped: 'An assignment in extra parentheses: taken as intended.',
    },
  },
  create(context) {
    const source = context.sourceCode;
    const options = (context.options[0] ?? {}) as { wrapped?: boolean };
    const isOpen = (t: { value: string } | null): boolean => t?.value === '(';
    const isClose = (t: { value: string } | null): boolean => t?.value === ')';
    const check = (node: Conditional) => {
      const test = node.test;
      if (test?.type !== 'AssignmentExpression') return;
      const open = source.getTokenBefore(test);
      const close = source.getTokenAfter(test);
      // The pair `if (...)`, `while (...)` or `(x = 2) ? a : b` needs does not count.
      const own = node.type === 'ForStatement' ? 0 : 1;
      const wrapped =
        isOpen(open) &&
        isClose(close) &&
        (own === 0 ||
          (isOpen(source.getTokenBefore(test, { skip: 1 })) &&
            isClose(source.getTokenAfter(test, { skip: 1 }))));
      if (!wrapped) {
        context.report(
          test.operator === '='
            ? { node: test, messageId: 'assign' }
            : { node: test, messageId: 'update', data: { operator: test.operator } },
        );
      } else if (options.wrapped && open && close) {
        context.report({
          node: test,
          messageId: 'wrapped',
          fix: (fixer) => [fixer.remove(open), fixer.remove(close)],
        });
      }
    };
    return {
      IfStatement: check,
      WhileStatement: check,
      DoWhileStatement: check,
      ForStatement: check,
      ConditionalExpression: check,
    };
  },
};

export const editorPlugin = {
  meta: { name: 'editor' },
  rules: { 'eqeqeq-safe': eqeqeqSafe, 'inner-html': innerHtml, typo, 'cond-assign': condAssign },
};
