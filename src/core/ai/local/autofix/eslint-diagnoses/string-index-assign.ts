/** A character of a string assigned in place, which strings do not allow. */
import { staticType } from '../eslint-rules';
import { numberLiteral, rule, shorten, variableOf } from './ast';

/** `word[0] = 'H'`: strings cannot be changed in place. */
export const stringIndexAssign = rule('problem', (context) => ({
  AssignmentExpression(node) {
    const target = node.left;
    if (
      target.type !== 'MemberExpression' ||
      !target.computed ||
      target.object.type !== 'Identifier'
    ) {
      return;
    }
    const variable = variableOf(context, target.object);
    const def = variable?.defs.length === 1 ? variable.defs[0] : undefined;
    if (def?.type !== 'Variable' || !def.node.init || staticType(def.node.init) !== 'string')
      return;
    const source = context.sourceCode;
    const name = target.object.name;
    const index = numberLiteral(target.property);
    const value = source.getText(node.right);
    const built =
      index === 0
        ? `${value} + ${name}.slice(1)`
        : index !== undefined
          ? `${name}.slice(0, ${index}) + ${value} + ${name}.slice(${index + 1})`
          : undefined;
    const fix = built
      ? def.parent.kind === 'const'
        ? `make a new one, \`const changed = ${built}\``
        : `make a new one, \`${name} = ${built}\``
      : 'make a new string from pieces with `slice`';
    context.report({
      node,
      message: `Strings cannot be changed in place, so \`${shorten(source.getText(node))}\` does not work: ${fix}.`,
    });
  },
}));
