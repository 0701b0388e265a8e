/** A method named without () where its result was meant. */
import { isGlobalName, parentOf, propertyName, resolve, rule } from './ast';

/** Methods that are always called: one written without () is a slip. */
const METHODS = new Set([
  'trim',
  'trimStart',
  'trimEnd',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'toFixed',
  'toString',
  'toISOString',
  'join',
  'reverse',
  'pop',
  'shift',
  'sort',
  'getFullYear',
  'getMonth',
  'getDate',
  'getDay',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getTime',
  'isInteger',
  'isNaN',
]);

/** `if (name.trim)`: a method used without calling it. */
export const uncalledMethod = rule('problem', (context) => ({
  MemberExpression(node) {
    const name = propertyName(node);
    if (!name || !METHODS.has(name)) return;
    const parent = parentOf(node);
    if (!parent) return;
    const asTest =
      ((parent.type === 'IfStatement' ||
        parent.type === 'WhileStatement' ||
        parent.type === 'DoWhileStatement' ||
        parent.type === 'ConditionalExpression') &&
        parent.test === node) ||
      (parent.type === 'UnaryExpression' && parent.operator === '!') ||
      parent.type === 'LogicalExpression';
    const asValue =
      parent.type === 'BinaryExpression' ||
      parent.type === 'TemplateLiteral' ||
      (parent.type === 'VariableDeclarator' && parent.init === node) ||
      (parent.type === 'CallExpression' &&
        parent.callee !== node &&
        parent.callee.type === 'MemberExpression' &&
        isGlobalName(context, parent.callee.object, 'console'));
    if (!asTest && !asValue) return;
    // An object written in the file with its own property of that name.
    const object = resolve(context, node.object);
    if (
      object.type === 'ObjectExpression' &&
      object.properties.some(
        (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === name,
      )
    ) {
      return;
    }
    const text = context.sourceCode.getText(node);
    context.report({
      node,
      message: asTest
        ? `\`${text}\` without () is the function itself, which always counts as true: call it, \`${text}()\`.`
        : `\`${text}\` without () is the function itself, not its result: call it, \`${text}()\`.`,
    });
  },
}));
