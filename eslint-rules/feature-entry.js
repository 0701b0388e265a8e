// A feature imports another feature only through that feature's index.ts (its public entry),
// static or dynamic import alike; inside a feature, files import each other freely.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature folder a file belongs to, and the features directory; null outside features. */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at < 0) return null;
  const root = file.slice(0, at + FEATURES.length);
  const name = file.slice(root.length).split(path.sep)[0];
  return { root, name };
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description: "a feature imports another feature only through that feature's index.ts",
    },
    schema: [],
    messages: {
      internal:
        "'{{source}}' reaches inside the feature '{{target}}': import its public entry '{{entry}}' (the feature's index.ts), and export from there what other features use.",
    },
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), source);
      if (!resolved.startsWith(own.root)) return;
      const [target, ...rest] = path.relative(own.root, resolved).split(path.sep);
      if (!target || target === own.name) return;
      const entry = rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
      if (entry) return;
      const fromDir = path.dirname(context.filename);
      const entryPath = path
        .relative(fromDir, path.join(own.root, target))
        .split(path.sep)
        .join('/');
      context.report({ node, messageId: 'internal', data: { source, target, entry: entryPath } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
