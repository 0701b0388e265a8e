// A feature imports another feature only through that feature's index.ts (its public entry),
// static or dynamic import alike; inside a feature, files import each other freely. The app
// shell (src/app, src/main.tsx) imports a feature through its index.ts too, or the
// contribution.ts it collects.
import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

const SRC = `${path.sep}src${path.sep}`;

/**
 * The feature folder a file belongs to and the features directory; for the app shell, no
 * feature of its own; null elsewhere.
 */
function featureOf(file) {
  const at = file.lastIndexOf(FEATURES);
  if (at >= 0) {
    const root = file.slice(0, at + FEATURES.length);
    const name = file.slice(root.length).split(path.sep)[0];
    return { root, name, shell: false };
  }
  const src = file.lastIndexOf(SRC);
  if (src < 0) return null;
  const inSrc = file.slice(src + SRC.length);
  if (!inSrc.startsWith(`app${path.sep}`) && !/^main\.tsx?$/.test(inSrc)) return null;
  return { root: file.slice(0, src + SRC.length) + `features${path.sep}`, name: null, shell: true };
}

const isEntry = (rest, shell) =>
  rest.length === 0 ||
  (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0])) ||
  (shell && rest.length === 1 && /^contribution(\.tsx?)?$/.test(rest[0]));

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
        "'{{source}}' reaches inside the feature '{{target}}': import its public entry '{{entry}}' (the feature's index.ts), and export from there what others use.",
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
      if (isEntry(rest, own.shell)) return;
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
