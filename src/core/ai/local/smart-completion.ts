/**
 * Smart completion items: what the word being typed can become,
 * with a description, documentation and examples taken from the document itself (the symbol's
 * doc comment, its signature, lines that already use it) or, for builtins, from a short reference.
 */
import { type LanguageKey, isJsFamily, languageKey } from '../language';
import type { SmartCompletionItem, SmartCompletionKind } from '../types';
import { wordBeforeCursor } from './completion';
import { findFunctions, scanLines } from './scan';

interface Reference {
  text: string;
  type: SmartCompletionKind;
  description: string;
  documentation: string;
  example: string;
}

const ref = (
  text: string,
  type: SmartCompletionKind,
  description: string,
  documentation: string,
  example: string,
): Reference => ({ text, type, description, documentation, example });

const JS_MEMBERS: Record<string, Reference[]> = {
  console: [
    ref(
      'log',
      'method',
      'console.log(...values)',
      'Prints values to the browser console.',
      "console.log('total', total);",
    ),
    ref(
      'warn',
      'method',
      'console.warn(...values)',
      'Prints a warning (yellow) to the console.',
      "console.warn('Low stock');",
    ),
    ref(
      'error',
      'method',
      'console.error(...values)',
      'Prints an error (red) to the console.',
      'console.error(error);',
    ),
    ref(
      'table',
      'method',
      'console.table(data)',
      'Shows an array or object as a table.',
      'console.table(users);',
    ),
  ],
  Math: [
    ref(
      'floor',
      'method',
      'Math.floor(x)',
      'Rounds down to the nearest integer.',
      'Math.floor(4.7); // 4',
    ),
    ref(
      'round',
      'method',
      'Math.round(x)',
      'Rounds to the nearest integer.',
      'Math.round(4.5); // 5',
    ),
    ref(
      'random',
      'method',
      'Math.random()',
      'A random number from 0 (included) to 1 (excluded).',
      'Math.floor(Math.random() * 6) + 1; // a dice roll',
    ),
    ref(
      'max',
      'method',
      'Math.max(...numbers)',
      'The largest of the numbers.',
      'Math.max(...scores);',
    ),
    ref('min', 'method', 'Math.min(...numbers)', 'The smallest of the numbers.', 'Math.min(a, b);'),
    ref('abs', 'method', 'Math.abs(x)', 'The absolute value.', 'Math.abs(-3); // 3'),
    ref('sqrt', 'method', 'Math.sqrt(x)', 'The square root.', 'Math.sqrt(16); // 4'),
    ref(
      'PI',
      'property',
      'Math.PI',
      'The ratio of a circle’s circumference to its diameter.',
      'const area = Math.PI * r ** 2;',
    ),
  ],
  JSON: [
    ref(
      'parse',
      'method',
      'JSON.parse(text)',
      'Turns JSON text into a value; throws on invalid JSON.',
      'const data = JSON.parse(\'{"a": 1}\');',
    ),
    ref(
      'stringify',
      'method',
      'JSON.stringify(value, null, 2)',
      'Turns a value into JSON text.',
      'JSON.stringify(user, null, 2);',
    ),
  ],
  Object: [
    ref(
      'keys',
      'method',
      'Object.keys(object)',
      'The object’s own property names.',
      'Object.keys({ a: 1 }); // ["a"]',
    ),
    ref(
      'values',
      'method',
      'Object.values(object)',
      'The object’s own property values.',
      'Object.values(prices);',
    ),
    ref(
      'entries',
      'method',
      'Object.entries(object)',
      'Pairs of [key, value].',
      'for (const [key, value] of Object.entries(obj)) {}',
    ),
    ref(
      'assign',
      'method',
      'Object.assign(target, ...sources)',
      'Copies properties into target.',
      'Object.assign({}, defaults, options);',
    ),
    ref(
      'freeze',
      'method',
      'Object.freeze(object)',
      'Makes an object read-only.',
      'const COLORS = Object.freeze({ red: "#f00" });',
    ),
  ],
  document: [
    ref(
      'querySelector',
      'method',
      'document.querySelector(selector)',
      'The first element matching a CSS selector, or null.',
      "document.querySelector('#app');",
    ),
    ref(
      'querySelectorAll',
      'method',
      'document.querySelectorAll(selector)',
      'All elements matching a CSS selector.',
      "document.querySelectorAll('.item');",
    ),
    ref(
      'getElementById',
      'method',
      'document.getElementById(id)',
      'The element with this id, or null.',
      "document.getElementById('title');",
    ),
    ref(
      'createElement',
      'method',
      'document.createElement(tag)',
      'Creates a new element (not yet on the page).',
      "const li = document.createElement('li');",
    ),
    ref(
      'addEventListener',
      'method',
      'document.addEventListener(type, listener)',
      'Runs a function when an event happens.',
      "document.addEventListener('DOMContentLoaded', start);",
    ),
  ],
  Array: [
    ref(
      'isArray',
      'method',
      'Array.isArray(value)',
      'True when the value is an array.',
      'Array.isArray([1]); // true',
    ),
    ref(
      'from',
      'method',
      'Array.from(iterable)',
      'Makes an array from anything iterable.',
      "Array.from(document.querySelectorAll('li'));",
    ),
  ],
};

const PY_MEMBERS: Record<string, Reference[]> = {
  math: [
    ref('sqrt', 'method', 'math.sqrt(x)', 'The square root of x.', 'math.sqrt(16)  # 4.0'),
    ref('floor', 'method', 'math.floor(x)', 'Rounds down to an int.', 'math.floor(4.7)  # 4'),
    ref('pi', 'property', 'math.pi', 'The constant π.', 'area = math.pi * r ** 2'),
  ],
  os: [
    ref(
      'path',
      'property',
      'os.path',
      'Functions on file paths.',
      "os.path.join('data', 'file.txt')",
    ),
    ref('listdir', 'method', 'os.listdir(path)', 'The names in a folder.', "os.listdir('.')"),
    ref(
      'getenv',
      'method',
      'os.getenv(name, default)',
      'An environment variable.',
      "os.getenv('HOME')",
    ),
  ],
  json: [
    ref('loads', 'method', 'json.loads(text)', 'Parses JSON text.', 'json.loads(\'{"a": 1}\')'),
    ref(
      'dumps',
      'method',
      'json.dumps(value, indent=2)',
      'Turns a value into JSON text.',
      'json.dumps(data, indent=2)',
    ),
  ],
  random: [
    ref(
      'randint',
      'method',
      'random.randint(a, b)',
      'A random integer from a to b, both included.',
      'random.randint(1, 6)',
    ),
    ref(
      'choice',
      'method',
      'random.choice(seq)',
      'A random element of a sequence.',
      'random.choice(names)',
    ),
  ],
};

const JS_GLOBALS: Reference[] = [
  ref(
    'console',
    'variable',
    'The browser console',
    'Print messages for debugging with console.log().',
    "console.log('hello');",
  ),
  ref(
    'document',
    'variable',
    'The page',
    'Find and change elements of the page.',
    "document.querySelector('h1');",
  ),
  ref(
    'setTimeout',
    'function',
    'setTimeout(callback, ms)',
    'Runs a function once after a delay in milliseconds.',
    'setTimeout(() => alert("Hi"), 1000);',
  ),
  ref(
    'setInterval',
    'function',
    'setInterval(callback, ms)',
    'Runs a function repeatedly; stop it with clearInterval.',
    'const id = setInterval(tick, 1000);',
  ),
  ref(
    'fetch',
    'function',
    'fetch(url, options)',
    'Makes an HTTP request and returns a Promise of the response.',
    'const res = await fetch("/api/items");',
  ),
  ref(
    'parseInt',
    'function',
    'parseInt(text, 10)',
    'Reads an integer from text (always pass the base 10).',
    'parseInt("42", 10);',
  ),
  ref(
    'localStorage',
    'variable',
    'Browser storage',
    'Keeps strings in this browser across reloads.',
    'localStorage.setItem("theme", "dark");',
  ),
];

const PY_GLOBALS: Reference[] = [
  ref(
    'print',
    'function',
    'print(*values)',
    'Prints values, separated by spaces.',
    "print('total:', total)",
  ),
  ref('len', 'function', 'len(obj)', 'The number of items.', 'len([1, 2, 3])  # 3'),
  ref(
    'range',
    'function',
    'range(start, stop, step)',
    'A sequence of numbers, stop excluded.',
    'for i in range(5):',
  ),
  ref(
    'enumerate',
    'function',
    'enumerate(iterable)',
    'Pairs of (index, item).',
    'for i, name in enumerate(names):',
  ),
  ref(
    'input',
    'function',
    'input(prompt)',
    'Reads a line typed by the user, as a string.',
    "name = input('Name? ')",
  ),
  ref(
    'sorted',
    'function',
    'sorted(iterable, key=None)',
    'A new sorted list.',
    'sorted(words, key=len)',
  ),
];

function docCommentAbove(lines: readonly string[], index: number): string {
  const out: string[] = [];
  for (let i = index - 1; i >= 0; i -= 1) {
    const t = (lines[i] ?? '').trim();
    if (/^(\/\/\/?|#|\*|\/\*\*?)/.test(t) && !t.startsWith('#!')) {
      const cleaned = t
        .replace(/^(\/\*\*?|\*\/|\/\/\/?|#|\*)\s?/, '')
        .replace(/\*\/$/, '')
        .trim();
      if (cleaned && !cleaned.startsWith('@')) out.unshift(cleaned);
    } else break;
  }
  return out.join(' ');
}

function pythonDocstring(lines: readonly string[], index: number): string {
  const next = (lines[index + 1] ?? '').trim();
  const m = /^("""|''')(.*?)(\1)?$/.exec(next);
  return m ? (m[2] ?? '').trim() : '';
}

function examplesOf(name: string, lines: readonly string[], declLine: number): string[] {
  const out: string[] = [];
  const call = new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`);
  for (let i = 0; i < lines.length && out.length < 2; i += 1) {
    if (i + 1 === declLine) continue;
    const t = (lines[i] ?? '').trim();
    if (call.test(t) && !/^(function|def|class|async\s+function)\b/.test(t)) out.push(t);
  }
  return out;
}

function score(candidate: string, word: string): number | undefined {
  if (candidate === word) return undefined;
  if (candidate.startsWith(word)) return 0;
  if (candidate.toLowerCase().startsWith(word.toLowerCase())) return 0.1;
  return undefined;
}

function fromReference(
  list: readonly Reference[],
  word: string,
  base: number,
): SmartCompletionItem[] {
  const out: SmartCompletionItem[] = [];
  for (const r of list) {
    const penalty = score(r.text, word);
    if (penalty === undefined) continue;
    out.push({
      text: r.text,
      type: r.type,
      description: r.description,
      documentation: r.documentation,
      examples: [r.example],
      confidence: base - penalty,
    });
  }
  return out;
}

/** Smart completion items for the word before `offset`, best first (at most 8). */
export function smartComplete(
  code: string,
  language: string,
  offset: number,
): SmartCompletionItem[] {
  const key: LanguageKey = languageKey(language);
  const { word, start } = wordBeforeCursor(code, offset, key);
  const member =
    code.charAt(start - 1) === '.' ? wordBeforeCursor(code, start - 1, key).word : undefined;
  if (!word && !member) return [];
  const items = new Map<string, SmartCompletionItem>();
  const add = (item: SmartCompletionItem) => {
    const existing = items.get(item.text);
    if (!existing || existing.confidence < item.confidence) items.set(item.text, item);
  };
  const rawLines = code.split('\n');

  if (member) {
    const table = key === 'python' ? PY_MEMBERS : isJsFamily(key) ? JS_MEMBERS : {};
    // Own keys only: `toString.` or `constructor.` is not a table entry.
    const known = Object.hasOwn(table, member) ? (table[member] ?? []) : [];
    for (const item of fromReference(known, word, 0.85)) add(item);
    // Members the document already uses on this object.
    const use = new RegExp(
      `(?:^|[^\\w$])${member.replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)(\\s*\\()?`,
      'g',
    );
    for (const m of code.matchAll(use)) {
      const name = m[1] ?? '';
      const penalty = score(name, word);
      if (
        penalty === undefined ||
        m.index + m[0].length - name.length - (m[2]?.length ?? 0) === start
      )
        continue;
      const isMethod = m[2] !== undefined;
      const line = code.slice(0, m.index).split('\n').length;
      add({
        text: name,
        type: isMethod ? 'method' : 'property',
        description: `${member}.${name}${isMethod ? '()' : ''}`,
        documentation: `Already used on ${member} in this file (line ${line}).`,
        examples: [(rawLines[line - 1] ?? '').trim()],
        confidence: 0.7 - penalty,
      });
    }
  } else {
    const lines = scanLines(code, key);
    // Rank by name first; documentation and examples are looked up for the best few only.
    const matches = findFunctions(lines, key)
      .map((f) => ({ f, penalty: score(f.name, word) }))
      .filter((m): m is { f: (typeof m)['f']; penalty: number } => m.penalty !== undefined)
      .sort((a, b) => a.penalty - b.penalty || a.f.name.length - b.f.name.length)
      .slice(0, 8);
    for (const { f, penalty } of matches) {
      const index = f.startLine - 1;
      const doc =
        (key === 'python' ? pythonDocstring(rawLines, index) : '') ||
        docCommentAbove(rawLines, index);
      const type: SmartCompletionKind =
        f.kind === 'class' ? 'class' : f.kind === 'method' ? 'method' : 'function';
      const signature =
        f.kind === 'class' ? `class ${f.name}` : `${f.name}(${f.params.join(', ')})`;
      const examples = examplesOf(f.name, rawLines, f.startLine);
      add({
        text: f.name,
        type,
        description: `${signature}, defined on line ${f.startLine}`,
        documentation:
          doc ||
          `${type === 'class' ? 'Class' : 'Function'} ${signature} from this file (lines ${f.startLine}-${f.endLine}).`,
        ...(examples.length ? { examples } : {}),
        confidence: (type === 'class' ? 0.85 : 0.9) - penalty,
      });
    }
    // Variables and imports declared in the document.
    const decl =
      key === 'python'
        ? /^\s*(?:(?:from\s+[\w.]+\s+)?import\s+([\w, ]+)|([A-Za-z_]\w*)\s*=(?!=))/
        : /^\s*(?:import\s+(?:\{([^}]*)\}|([A-Za-z_$][\w$]*))|(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=)/;
    rawLines.forEach((text, i) => {
      const m = decl.exec(text);
      if (!m) return;
      const isImport = /^\s*(from|import)\b/.test(text);
      const names = (m[1] ?? m[2] ?? m[3] ?? '')
        .split(',')
        .map(
          (n) =>
            n
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        )
        .filter(Boolean);
      for (const name of names) {
        const penalty = score(name, word);
        if (penalty === undefined || items.has(name)) continue;
        add({
          text: name,
          type: isImport ? 'import' : 'variable',
          description: `${isImport ? 'Imported' : 'Declared'} on line ${i + 1}`,
          documentation: text.trim(),
          confidence: (isImport ? 0.8 : 0.8) - penalty,
        });
      }
    });
    const globals = key === 'python' ? PY_GLOBALS : isJsFamily(key) ? JS_GLOBALS : [];
    for (const item of fromReference(globals, word, 0.75)) add(item);
  }
  return [...items.values()]
    .sort((a, b) => b.confidence - a.confidence || a.text.localeCompare(b.text))
    .slice(0, 8)
    .map((item) => ({ ...item, confidence: Math.round(item.confidence * 100) / 100 }));
}
