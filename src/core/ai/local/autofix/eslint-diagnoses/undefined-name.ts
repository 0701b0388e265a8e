/** A name used where it is not declared, when that is surely a slip. */
import type { Scope } from 'eslint';
import type * as ESTree from 'estree';
import { closest } from '../../names';
import { TYPOS } from '../../typos';
import { isFunction, line, parentOf, rule } from './ast';

/** Names that do not exist in JavaScript but do in other languages beginners know. */
const FOREIGN: ReadonlyMap<string, string> = new Map([
  ['print', 'to show something, use `console.log(...)`'],
  ['println', 'to show something, use `console.log(...)`'],
  ['printf', 'to show something, use `console.log(...)`'],
  ['echo', 'to show something, use `console.log(...)`'],
  ['puts', 'to show something, use `console.log(...)`'],
  ['len', 'the length of a list or text is `list.length`'],
]);

/** Globals of the browser and of Node that a beginner's program may use. */
export const KNOWN_GLOBALS: ReadonlySet<string> = new Set([
  'console',
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'alert',
  'confirm',
  'prompt',
  'fetch',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'queueMicrotask',
  'structuredClone',
  'URL',
  'URLSearchParams',
  'Headers',
  'Request',
  'Response',
  'FormData',
  'Blob',
  'File',
  'FileReader',
  'Event',
  'CustomEvent',
  'EventTarget',
  'HTMLElement',
  'Element',
  'Node',
  'Image',
  'Audio',
  'AbortController',
  'TextEncoder',
  'TextDecoder',
  'crypto',
  'performance',
  'atob',
  'btoa',
  'WebSocket',
  'Worker',
  'self',
  'getComputedStyle',
  'matchMedia',
  'screen',
  'innerWidth',
  'innerHeight',
  'scrollTo',
  'MutationObserver',
  'IntersectionObserver',
  'ResizeObserver',
  'XMLHttpRequest',
  'Notification',
  'indexedDB',
  'customElements',
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'global',
  'setImmediate',
  'clearImmediate',
]);

/**
 * The global `id` is a slip for: `Math` for `math.max(...)` (capitals only, before a dot), or a
 * long name one or two keys away (`setTimout`). A short unknown name is more likely a variable
 * from another script than a misspelled global.
 */
function closestGlobal(id: ESTree.Identifier, globals: ReadonlySet<string>): string | undefined {
  const parent = parentOf(id);
  const beforeDot = parent?.type === 'MemberExpression' && parent.object === id;
  const lower = id.name.toLowerCase();
  if (beforeDot) {
    for (const g of globals) if (g.toLowerCase() === lower) return g;
  }
  return id.name.length >= 6 ? closest(id.name, globals) : undefined;
}

/** Where a variable lives, in words: "inside `findWarmest`", "inside the block on line 5". */
function whereDeclared(variable: Scope.Variable): string {
  const scope = variable.scope;
  const block = scope.block;
  if (scope.type === 'function' && isFunction(block)) {
    const name =
      block.type !== 'ArrowFunctionExpression' && block.id
        ? block.id.name
        : (() => {
            const parent = parentOf(block);
            return parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier'
              ? parent.id.name
              : undefined;
          })();
    return name ? `inside \`${name}\`` : `inside the function on line ${line(block)}`;
  }
  if (scope.type === 'for') return `inside the loop on line ${line(block)}`;
  if (scope.type === 'catch') return `inside the catch block on line ${line(block)}`;
  return `inside the block on line ${line(block)}`;
}

/**
 * A name that is not declared, when it is surely a slip: declared in another block or function,
 * a misspelling of a name that exists, a name from another language (`print`), or a variable given
 * a value without `let`. Other unknown names are left alone: they may come from another script.
 */
export const undefinedName = rule('problem', (context) => ({
  'Program:exit'(program: ESTree.Program) {
    const manager = context.sourceCode.scopeManager;
    const global = context.sourceCode.getScope(program);
    const declared = new Map<string, Scope.Variable>();
    const globals = new Set<string>([...KNOWN_GLOBALS]);
    for (const scope of manager.scopes) {
      for (const v of scope.variables) {
        if (v.defs.length === 0) globals.add(v.name);
        else if (!declared.has(v.name)) declared.set(v.name, v);
      }
    }
    const done = new Set<string>();
    for (const ref of global.through) {
      const id = ref.identifier;
      const name = id.name;
      if (KNOWN_GLOBALS.has(name) || Object.hasOwn(TYPOS, name)) continue;
      const parent = parentOf(id);
      if (parent?.type === 'UnaryExpression' && parent.operator === 'typeof') continue;
      const key = `${name}:${line(id)}`;
      if (done.has(key)) continue;
      let message: string | undefined;
      const elsewhere = declared.get(name);
      const foreign = FOREIGN.get(name);
      const near = closest(name, declared.keys()) ?? closestGlobal(id, globals);
      if (elsewhere) {
        const at = elsewhere.defs[0]?.name;
        message =
          `\`${name}\` only exists ${whereDeclared(elsewhere)}${at ? ` (declared on line ${line(at)})` : ''}, not here: ` +
          'declare it out here, or return it from where it is made.';
      } else if (near) {
        message =
          near.toLowerCase() === name.toLowerCase()
            ? `\`${name}\` is not defined: did you mean \`${near}\`? Capitals matter in names.`
            : `\`${name}\` is not defined: did you mean \`${near}\`?`;
      } else if (foreign) {
        message = `\`${name}\` does not exist in JavaScript: ${foreign}.`;
      } else if (
        ref.isWrite() &&
        parent?.type === 'AssignmentExpression' &&
        parent.operator === '=' &&
        ![...done].some((k) => k.startsWith(`${name}:`))
      ) {
        message = `\`${name}\` is never declared: write \`let ${name} = …\` where it first gets a value.`;
      }
      if (!message) continue;
      done.add(key);
      context.report({ node: id, message });
    }
  },
}));
