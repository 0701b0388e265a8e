/**
 * Our own ESLint rules for auto-fix, where ESLint's built-in rules report but cannot fix safely:
 *
 * Every fix keeps what the program does; what would change it is reported, never fixed.
 *
 * - `editor/eqeqeq-safe`: `a == b` → `a === b` only when both sides provably have the same type
 *   (literals, `typeof x`, template literals, `!x`, comparisons, `String(x)`...), where the two
 *   operators give the same answer. `x == null` is left alone (an idiom for null or undefined).
 * - `editor/inner-html`: `el.innerHTML = "text"` → `el.textContent = "text"` when the value is a
 *   string with nothing to read as HTML (no `<` or `&`), where both show the same text (still
 *   for manual review). Any other value may build HTML: reported as changing behaviour.
 * - `editor/typo`: a misspelled name declared nowhere (`consle.log`), which stops the program
 *   today. `items.lenght` reads another property: reported as changing behaviour.
 * - `editor/cond-assign`: reports `if (x = 2)` in a beginner's words; never fixed.
 * - `editor/loose-equality` (for Optimize, not Auto-Fix): names each `==` / `!=` as same-type,
 *   null check or unknown.
 */
import type { Rule, Scope } from 'eslint';
import type * as ESTree from 'estree';
import { typoTarget } from '../typos';

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

/** Characters HTML parsing reads differently from plain text. */
const HTML_SIGNIFICANT = /[<&\r\0]/;

/**
 * Whether assigning `node` to innerHTML shows the same as textContent: `true` for a string with
 * nothing HTML reads (a template's `${...}` only numbers or booleans), `false` for a literal
 * with markup, `undefined` when the value is not known (a variable, a call...).
 */
export function plainText(node: ESTree.Node): boolean | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string')
    return !HTML_SIGNIFICANT.test(node.value);
  if (node.type === 'TemplateLiteral') {
    if (node.quasis.some((q) => HTML_SIGNIFICANT.test(q.value.cooked ?? q.value.raw))) return false;
    return node.expressions.every((e) => {
      const type = staticType(e);
      return type === 'number' || type === 'boolean' || type === 'bigint';
    })
      ? true
      : undefined;
  }
  return undefined;
}

/** Why innerHTML → textContent would change what the page shows. */
export const INNER_HTML_REVIEW =
  'innerHTML → textContent changes behaviour: review. This value may hold HTML tags, which innerHTML shows as elements and textContent as plain text. If it is only text, use textContent; to build elements, use createElement.';

const innerHtml: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: {
      replace: 'Use textContent instead of innerHTML: text is shown as text, never run as HTML.',
      markup:
        'innerHTML with markup can run scripts if any part comes from a user: build the elements with createElement instead.',
      review: INNER_HTML_REVIEW,
    },
  },
  create(context) {
    return {
      AssignmentExpression(node) {
        const target = node.left;
        if (target.type !== 'MemberExpression' || target.computed) return;
        if (target.property.type !== 'Identifier' || target.property.name !== 'innerHTML') return;
        const property = target.property;
        const plain = node.operator === '=' ? plainText(node.right) : undefined;
        if (plain === false) {
          context.report({ node: property, messageId: 'markup' });
          return;
        }
        if (plain === undefined) {
          context.report({ node: property, messageId: 'review' });
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

/** Properties whose dictionary typos are named on any object (`items.lenght`). */
const TYPO_PROPERTIES = new Set(['length', 'width', 'height']);

/**
 * `editor/typo`: a name that is declared nowhere in the file and is a dictionary typo
 * (`consle.log`, `documnet`) is fixed: reading it stops the program today, so the fix cannot
 * break code that works. Not when the name is ever assigned (an implicit global the program
 * uses) and not in `typeof consle`, which does not stop the program. A name declared in the file
 * is never touched. `items.lenght` is named, not fixed: `.length` is another property.
 */
const typo: Rule.RuleModule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: {
      typo: "Fixed the typo '{{from}}' → '{{to}}'",
      property:
        '`.{{from}}` looks like a typo of `.{{to}}`: it reads another property (often undefined). Not changed automatically, as that changes behaviour: review it and fix it by hand',
    },
  },
  create(context) {
    return {
      'Program:exit'(program: ESTree.Program) {
        const unresolved = new Map<string, Scope.Reference[]>();
        for (const ref of context.sourceCode.getScope(program).through) {
          const name = ref.identifier.name;
          unresolved.set(name, [...(unresolved.get(name) ?? []), ref]);
        }
        for (const [name, refs] of unresolved) {
          const to = typoTarget(name, 'javascript');
          if (to === undefined || refs.some((r) => r.isWrite())) continue;
          for (const ref of refs) {
            const node = ref.identifier as ESTree.Identifier & Rule.NodeParentExtension;
            const parent = node.parent;
            if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
            context.report({
              node,
              messageId: 'typo',
              data: { from: name, to },
              fix: (fixer) => fixer.replaceText(node, to),
            });
          }
        }
      },
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const to = typoTarget(node.property.name, 'javascript');
        if (to && TYPO_PROPERTIES.has(to)) {
          context.report({
            node: node.property,
            messageId: 'property',
            data: { from: node.property.name, to },
          });
        }
      },
    };
  },
};

export type EqualityKind = 'same-type' | 'null-check' | 'unknown';

/**
 * `editor/loose-equality`, for Optimize: every `==` / `!=`, reported at its operator with the
 * kind in the message: `same-type` (both sides always have the same type, so `===` gives the
 * same answer), `null-check` (`x == null` also matches undefined) or `unknown`.
 */
const looseEquality: Rule.RuleModule = {
  meta: { type: 'suggestion', schema: [], messages: { kind: '{{kind}}' } },
  create(context) {
    const source = context.sourceCode;
    const isNullish = (n: ESTree.Node) =>
      staticType(n) === 'null' ||
      staticType(n) === 'undefined' ||
      (n.type === 'Identifier' && n.name === 'undefined');
    return {
      BinaryExpression(node) {
        if (node.operator !== '==' && node.operator !== '!=') return;
        if (node.left.type === 'PrivateIdentifier') return;
        const operator = source.getTokenAfter(node.left, (t) => t.value === node.operator);
        if (!operator) return;
        const left = staticType(node.left);
        const kind: EqualityKind =
          isNullish(node.left) || isNullish(node.right)
            ? 'null-check'
            : left !== undefined && left === staticType(node.right)
              ? 'same-type'
              : 'unknown';
        context.report({ loc: operator.loc, messageId: 'kind', data: { kind } });
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
  rules: {
    'eqeqeq-safe': eqeqeqSafe,
    'inner-html': innerHtml,
    typo,
    'cond-assign': condAssign,
    'loose-equality': looseEquality,
  },
};
