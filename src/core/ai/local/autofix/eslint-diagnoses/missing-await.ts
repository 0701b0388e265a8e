/** A Promise used as if it were its value, where `await` was left out. */
import type * as ESTree from 'estree';
import {
  type Context,
  functionOf,
  isFunction,
  isGlobalName,
  methodCall,
  parentOf,
  propertyName,
  resolve,
  rule,
  variableOf,
} from './ast';

/** Calls that give a Promise: fetch, `response.json()`, and async functions of this file. */
function promiseOf(context: Context, node: ESTree.CallExpression): string | undefined {
  if (isGlobalName(context, node.callee, 'fetch'))
    return '`fetch(...)` gives a Promise, not the response';
  const fn = functionOf(context, node.callee);
  if (fn?.async && node.callee.type === 'Identifier') {
    return `\`${node.callee.name}\` is async, so \`${node.callee.name}(...)\` gives a Promise, not its result`;
  }
  const call = methodCall(node);
  if (call && ['json', 'text', 'blob'].includes(call.name) && call.object.type === 'Identifier') {
    let init = resolve(context, call.object);
    if (init.type === 'AwaitExpression') init = init.argument;
    if (init.type === 'CallExpression' && isGlobalName(context, init.callee, 'fetch')) {
      return `\`${call.name}()\` gives a Promise, not the data`;
    }
  }
  return undefined;
}

export const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);

/** How an expression holding a Promise is used: 'wait' (awaited, chained, returned), 'value', or 'other'. */
function promiseUse(context: Context, node: ESTree.Node): 'wait' | 'value' | 'other' {
  const parent = parentOf(node);
  if (!parent) return 'other';
  switch (parent.type) {
    case 'AwaitExpression':
    case 'ReturnStatement':
    case 'ArrowFunctionExpression':
    case 'ArrayExpression':
      return 'wait';
    case 'MemberExpression':
      return parent.object === node && !PROMISE_METHODS.has(propertyName(parent) ?? '')
        ? 'value'
        : 'wait';
    case 'BinaryExpression':
    case 'TemplateLiteral':
    case 'UnaryExpression':
      return 'value';
    case 'IfStatement':
    case 'ConditionalExpression':
      return parent.test === node ? 'value' : 'other';
    case 'CallExpression':
      return parent.callee !== node &&
        parent.callee.type === 'MemberExpression' &&
        isGlobalName(context, parent.callee.object, 'console')
        ? 'value'
        : 'wait';
    default:
      return 'other';
  }
}

/** `const data = fetch(url); data.json()`: a Promise used as if it were its value. */
export const missingAwait = rule('problem', (context) => ({
  CallExpression(node) {
    const what = promiseOf(context, node);
    if (!what) return;
    let use = promiseUse(context, node);
    const parent = parentOf(node);
    if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') {
      const variable = variableOf(context, parent.id);
      const uses = (variable?.references ?? [])
        .filter((r) => !r.init)
        .map((r) => promiseUse(context, r.identifier));
      use = uses.includes('wait') ? 'wait' : uses.includes('value') ? 'value' : 'other';
    }
    if (use !== 'value') return;
    let inAsync = false;
    for (let p = parentOf(node); p; p = parentOf(p)) {
      if (isFunction(p)) {
        inAsync = p.async === true;
        break;
      }
    }
    const call = `${context.sourceCode.getText(node.callee)}(${node.arguments.length ? '...' : ''})`;
    context.report({
      node,
      message:
        `${what}: write \`await ${call}\`` +
        `${inAsync ? '' : ' (inside an async function)'}, or use \`.then(...)\`.`,
    });
  },
}));
