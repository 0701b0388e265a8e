/**
 * Plain-language explanations of the errors beginners meet most, with the fix most likely to
 * help, shown under a failed run. Each rule matches one runtime's own wording of one error and
 * names the user's own identifiers; anything not recognised gets no explanation rather than a
 * guess, because a confident wrong hint costs a beginner more than none.
 */
import type { RunErrorInfo, RuntimeId } from './types';

export interface ErrorExplanation {
  /** What went wrong, in one or two sentences. */
  summary: string;
  /** What to try, in one or two sentences. */
  fix: string;
  /** The change `fix` names, when it names one the editor can make (a quick fix). */
  change?: NamedChange;
}

/** A change an explanation names. */
export type NamedChange =
  /** `from` becomes `to` where it stands on the error's line (`member`: after a dot). */
  | { kind: 'rename'; from: string; to: string; member?: boolean }
  /** `text` as a line of its own at the top of the file (an import). */
  | { kind: 'add-line'; text: string };

interface RuleContext {
  error: RunErrorInfo;
  /** The program's text, '' when unknown. */
  source: string;
  /** Names written in the program (comments and strings left out), in order of appearance. */
  names: () => string[];
}

interface Rule {
  /** Error names the rule applies to (the last part of a dotted Python name). */
  names: readonly string[];
  pattern: RegExp;
  explain: (match: RegExpExecArray, context: RuleContext) => ErrorExplanation | null;
}

/** A plain-language explanation of a run's error and a likely fix, or null if not recognised. */
export function explainError(
  runtime: RuntimeId,
  error: RunErrorInfo,
  source?: string,
): ErrorExplanation | null {
  const rules = RULES.get(runtime);
  if (rules === undefined) return null;
  const errorName = error.name.split('.').pop() ?? error.name;
  let names: string[] | undefined;
  const context: RuleContext = {
    error,
    source: source ?? '',
    names: () => (names ??= namesIn(source ?? '', runtime)),
  };
  for (const rule of rules) {
    if (!rule.names.includes(errorName)) continue;
    const match = rule.pattern.exec(error.message);
    const explanation = match === null ? null : rule.explain(match, context);
    if (explanation !== null) return explanation;
  }
  return null;
}

const code = (text: string) => `\`${text}\``;
const words = (text: string) => text.split(' ');
const explained = (summary: string, fix: string, change?: NamedChange): ErrorExplanation =>
  change ? { summary, fix, change } : { summary, fix };

const rename = (from: string, to: string | undefined, member = false): NamedChange | undefined =>
  to === undefined || to === from
    ? undefined
    : { kind: 'rename', from, to, ...(member ? { member } : {}) };

// ---------------------------------------------------------------------------------------------
// Spelling suggestions

/** Edits (insert, delete, substitute, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  // d[i][j]: the distance between the first i characters of a and the first j of b.
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (d[i] ?? [])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** The candidate spelled most like `name`, if one is close enough to be a likely typo. */
function closestName(name: string, candidates: Iterable<string>): string | undefined {
  const limit = name.length <= 2 ? 0 : name.length <= 4 ? 1 : name.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    // A difference in capitals only is the likeliest slip of all.
    const distance =
      candidate.toLowerCase() === name.toLowerCase() ? 0.5 : editDistance(name, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(limit, 0.5) ? best : undefined;
}

const COMMENTS_AND_STRINGS = new Map<RuntimeId, RegExp>([
  ['javascript', /\/\/.*$|\/\*[\s\S]*?\*\/|(["'`])(?:\\.|(?!\1)[^\\\n])*\1/gm],
  ['python', /#.*$|("""|''')[\s\S]*?\1|(["'])(?:\\.|(?!\2)[^\\\n])*\2/gm],
  ['lua', /--\[\[[\s\S]*?\]\]|--.*$|(["'])(?:\\.|(?!\1)[^\\\n])*\1/gm],
  ['sql', /--.*$|\/\*[\s\S]*?\*\/|'(?:''|[^'])*'/gm],
]);

/** The distinct identifiers of a program, in order of first appearance. */
function namesIn(source: string, runtime: RuntimeId): string[] {
  const stripped = source.replace(COMMENTS_AND_STRINGS.get(runtime) ?? /$^/, ' ');
  return [...new Set(stripped.match(/[A-Za-z_$][\w$]*/g) ?? [])];
}

/** The name of the program or of `builtIns` that `name` is likely a slip for. */
function suggested(name: string, context: RuleContext, builtIns: readonly string[]) {
  return closestName(name, [...context.names(), ...builtIns]);
}

const meanText = (meant: string | undefined) =>
  meant === undefined ? '' : `Did you mean ${code(meant)}? `;

// ---------------------------------------------------------------------------------------------
// JavaScript

const JS_GLOBALS = words(
  'console Math JSON Number String Array Object Boolean Date Map Set Promise Symbol BigInt Error RegExp parseInt parseFloat isNaN setTimeout setInterval clearTimeout clearInterval undefined NaN Infinity require structuredClone fetch true false null',
);

/** Methods people call on the wrong kind of value, and the values that have them. */
const JS_METHOD_OWNERS = new Map<string, string>(
  [
    [
      'arrays',
      'push pop shift unshift map filter reduce forEach find some every splice sort reverse findIndex flat fill',
    ],
    [
      'strings',
      'toUpperCase toLowerCase trim split charAt startsWith endsWith padStart padEnd repeat replace replaceAll substring charCodeAt',
    ],
    ['arrays and strings', 'includes indexOf slice concat at lastIndexOf'],
    ['Maps and Sets', 'get set has delete clear keys values entries'],
    ['numbers', 'toFixed'],
    ['console', 'log'],
  ].flatMap(([owners = '', methods = '']) =>
    words(methods).map((m): [string, string] => [m, owners]),
  ),
);

/** Properties that hold a value rather than a function. */
const JS_NOT_METHODS = new Set(['length', 'size', 'name', 'message']);

function notDefined(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const name = match[1] ?? '';
  if (name === 'print') {
    return explained(
      'JavaScript has no `print` function (that is Python).',
      'To show something in the output, use `console.log(...)`.',
    );
  }
  if (name === 'document' || name === 'window') {
    return explained(
      `${code(name)} only exists in a web page, and this program runs without one.`,
      'Show results with `console.log(...)`; code that works with a page belongs in a script of an HTML file.',
    );
  }
  const meant = suggested(name, context, JS_GLOBALS);
  return explained(
    `The name ${code(name)} is used, but nothing with that name was created, so JavaScript does not know what it is.`,
    meant === undefined
      ? `Check the spelling (capitals count), or create it before this line, e.g. \`let ${name} = …\`.`
      : `${meanText(meant)}Names must match exactly, capitals included.`,
    rename(name, meant),
  );
}

function notAFunction(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const callee = match[1] ?? '';
  if (callee === '(intermediate value)') {
    return explained(
      'Something that is not a function is followed by `(`, so JavaScript tried to call it.',
      'A line starting with `(` or `[` continues the line before it: end the previous line with `;`.',
    );
  }
  const dot = callee.lastIndexOf('.');
  if (dot === -1) {
    return explained(
      `${code(callee)} is called with \`()\`, but it holds a value that is not a function.`,
      `Check what ${code(callee)} holds (\`console.log(${callee})\`), and that no variable with the same name replaced your function.`,
    );
  }
  return methodNotAFunction(callee.slice(0, dot), callee.slice(dot + 1), context);
}

function methodNotAFunction(owner: string, method: string, context: RuleContext): ErrorExplanation {
  const call = code(`${owner}.${method}()`);
  if (JS_NOT_METHODS.has(method)) {
    return explained(
      `${code(method)} is a value, not a function, so ${call} cannot call it.`,
      `Leave out the parentheses: \`${owner}.${method}\`.`,
    );
  }
  const owners = JS_METHOD_OWNERS.get(method);
  if (owners !== undefined) {
    return explained(
      `${call} failed because ${code(owner)} has no ${code(method)} method: only ${owners} have one, so ${code(owner)} holds something else.`,
      `Check what ${code(owner)} holds with \`console.log(${owner})\`, and where it got that value.`,
    );
  }
  const names = [...JS_METHOD_OWNERS.keys(), ...context.names()];
  const close = closestName(method, names);
  const hint = close === undefined ? '' : `Did you mean ${code(`${owner}.${close}`)}? `;
  return explained(
    `${call} failed because ${code(owner)} has no function called ${code(method)}.`,
    `${hint}Check the spelling, capitals included, and that ${code(owner)} is the value you think it is.`,
    rename(method, close, true),
  );
}

function readFromNothing(verb: 'read' | 'set') {
  return (match: RegExpExecArray): ErrorExplanation => {
    const kind = match[1] ?? 'undefined';
    const property = match[2] ?? '';
    const where =
      kind === 'null'
        ? 'is `null` — often the result of a search that found nothing.'
        : 'is `undefined`: it does not exist or was never given a value.';
    const fix =
      kind === 'null'
        ? `find where it got \`null\`, or check for it first: \`if (value !== null)\`.`
        : 'check its spelling and that it has a value at this point (reading past the end of an array gives `undefined` too).';
    return explained(
      `The code tries to ${verb} ${code(`.${property}`)}, but the value on its left ${where}`,
      `Look at what comes just before ${code(`.${property}`)}: ${fix}`,
    );
  };
}

const JS_RULES: Rule[] = [
  {
    names: ['ReferenceError'],
    pattern: /^(\S+) is not defined$/,
    explain: notDefined,
  },
  {
    names: ['ReferenceError'],
    pattern: /^Cannot access '(.+)' before initialization/,
    explain: ([, name = '']) =>
      explained(
        `${code(name)} is used before the line that creates it with \`let\`, \`const\` or \`class\` has run.`,
        `Move the line that declares ${code(name)} above the first place that uses it.`,
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^(.+) is not a function/,
    explain: notAFunction,
  },
  {
    names: ['TypeError'],
    pattern: /^Cannot read properties of (undefined|null) \(reading '(.*)'\)/,
    explain: readFromNothing('read'),
  },
  {
    names: ['TypeError'],
    pattern: /^Cannot set properties of (undefined|null) \(setting '(.*)'\)/,
    explain: readFromNothing('set'),
  },
  {
    names: ['TypeError'],
    pattern: /^Cannot destructure property '(.*)' of '(.*)' as it is (undefined|null)/,
    explain: ([, property = '', , kind = '']) =>
      explained(
        `The code takes ${code(property)} out of a value with \`{ ${property} }\`, but the value is \`${kind}\`.`,
        'Check that the object you unpack has been given a value, e.g. that the function was called with an argument.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^Assignment to constant variable/,
    explain: () =>
      explained(
        'A variable declared with `const` is given a new value, and `const` variables cannot change.',
        'Declare it with `let` instead of `const` if its value needs to change.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^(.+?) is not iterable/,
    explain: ([, value = '']) =>
      explained(
        `${code(value)} is used in a \`for…of\` loop or spread with \`...\`, but it is not a list of values (like an array, a string, a Map or a Set).`,
        'Check that it holds an array; to loop over an object, use `Object.entries(obj)` or `Object.keys(obj)`.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^(.+) is not a constructor/,
    explain: ([, value = '']) =>
      explained(
        `\`new\` only works with classes (and constructor functions), and ${code(value)} is not one.`,
        `Remove \`new\` if ${code(value)} is an ordinary function, or check that the name refers to the class you meant.`,
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^Class constructor (\S+) cannot be invoked without 'new'/,
    explain: ([, name = '']) =>
      explained(
        `${code(name)} is a class, and a class can only be used with \`new\`.`,
        `Write \`new ${name}(…)\` to create an object from it.`,
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Unexpected end of input/,
    explain: () =>
      explained(
        'The code ends while JavaScript is still waiting for something to be closed: usually a `}`, `)` or `]`, or the closing backtick of a template string.',
        'Count your brackets: every `{`, `(` and `[` needs a matching closing one.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^missing \) after argument list/,
    explain: () =>
      explained(
        'A function call is missing its closing `)`, or something between its parentheses is wrong, such as two values without a comma.',
        'Check the call on this line: close the `(`, separate the values with commas and join text with `+`, e.g. `console.log("Total:", total)`.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Invalid or unexpected token/,
    explain: () =>
      explained(
        'There is something here JavaScript cannot read. Most often a string is not closed: its ending quote is missing, or it is a curly “smart” quote.',
        'Make sure each string starts and ends with the same straight quote on the same line; for text over several lines, use a template string in backticks.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Unexpected identifier(?: '(.+)')?/,
    explain: ([, name]) => {
      const found = name === undefined ? 'a name' : `the name ${code(name)}`;
      return explained(
        `JavaScript found ${found} where it did not expect one, so something is missing just before it.`,
        'Look just before it, and at the end of the previous line: add the missing comma, operator, `;` or closing bracket.',
      );
    },
  },
  {
    names: ['SyntaxError'],
    pattern: /^Identifier '(.+)' has already been declared/,
    explain: ([, name = '']) =>
      explained(
        `${code(name)} is declared twice in the same block (with \`let\`, \`const\`, \`class\` or \`function\`).`,
        `Keep a single declaration; to change the value later, write \`${name} = …\` without \`let\`.`,
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Cannot use import statement outside a module/,
    explain: () =>
      explained(
        '`import` is only allowed in a JavaScript module, at the top level of a file.',
        'Put `import` lines at the very top of the file, outside any function or block.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /in JSON at position|JSON input|is not valid JSON/,
    explain: () =>
      explained(
        'The text given to `JSON.parse` is not valid JSON.',
        'Print the text first to see it; JSON needs double quotes around keys and strings and no trailing commas.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Unexpected token '?(.+?)'?$/,
    explain: ([, token = '']) =>
      explained(
        `JavaScript did not expect ${code(token)} here: the line's structure is broken just before it.`,
        `Look just before ${code(token)}: a bracket or parenthesis may be left open, or a comma or operator may be missing or doubled.`,
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Unexpected (string|number|template string)$/,
    explain: ([, what = '']) =>
      explained(
        `A ${what} appears where JavaScript did not expect one.`,
        'Something is probably missing just before it, often a comma between values or a `+` to join them.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^Missing initializer in const declaration/,
    explain: () =>
      explained(
        'A `const` must be given its value on the line that declares it.',
        'Write `const name = value;`, or use `let` if the value comes later.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^await is only valid in async functions/,
    explain: () =>
      explained(
        '`await` is used inside a function that is not marked `async`.',
        'Add `async` before that function, e.g. `async function load() { … }`.',
      ),
  },
  {
    names: ['RangeError'],
    pattern: /^Maximum call stack size exceeded/,
    explain: () =>
      explained(
        'A function kept calling itself (or two functions kept calling each other) and never stopped, until JavaScript ran out of room.',
        'Give the recursive function a case that returns without calling itself, and make sure every call gets closer to that case.',
      ),
  },
  {
    names: ['RangeError'],
    pattern: /^Invalid array length/,
    explain: () =>
      explained(
        'An array was given an impossible length: negative, not a whole number, or far too big.',
        'Check the number passed to `new Array(…)` or set as `.length`: it must be a whole number, 0 or more.',
      ),
  },
];

// ---------------------------------------------------------------------------------------------
// Python

const PY_BUILTINS = words(
  'print input len range int str float list dict set tuple bool type sum min max abs round sorted reversed enumerate zip map filter open isinstance True False None any all chr ord self super Exception ValueError',
);

/** Builtins people reuse as variable names, which then hides the function. */
const PY_SHADOWED = new Set(
  words(
    'sum list str int max min len input print type dict range float set id round sorted open map filter',
  ),
);

const PY_TYPES = new Map([
  ['int', 'a whole number (`int`)'],
  ['float', 'a decimal number (`float`)'],
  ['str', 'text (`str`)'],
  ['list', 'a list'],
  ['dict', 'a dictionary (`dict`)'],
  ['tuple', 'a tuple'],
  ['NoneType', '`None`'],
  ['bool', 'a `bool` (`True` or `False`)'],
]);

/** A Python type in words: "text (`str`)", "an `Item` object". */
function pyType(type: string): string {
  const known = PY_TYPES.get(type);
  if (known !== undefined) return known;
  return `${/^[AEIOU]/i.test(type) ? 'an' : 'a'} ${code(type)} object`;
}

/** The same at the start of a sentence. */
function pyTypeCapital(type: string): string {
  const words = pyType(type);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Packages from PyPI that learners often try, which only installing could provide. */
const PY_PACKAGES = new Set(
  words(
    'numpy pandas requests matplotlib scipy flask django pygame bs4 sklearn tensorflow torch PIL cv2 seaborn yaml pytest',
  ),
);

/** JavaScript (and other) spellings of Python methods, per type. */
const PY_METHOD_ALTERNATIVES = new Map<string, Map<string, string>>([
  [
    'list',
    new Map([
      ['push', 'To add an item to a list, use `.append(item)`.'],
      ['add', 'To add an item to a list, use `.append(item)`.'],
      ['length', 'For the number of items, use `len(my_list)`.'],
      ['size', 'For the number of items, use `len(my_list)`.'],
      ['forEach', 'To go through the items, use `for item in my_list:`.'],
      ['includes', 'To check for an item, use `item in my_list`.'],
      ['contains', 'To check for an item, use `item in my_list`.'],
      ['indexOf', 'To find an item’s position, use `.index(item)`.'],
      ['join', 'To join a list of strings, call it on the separator: `", ".join(my_list)`.'],
    ]),
  ],
  [
    'str',
    new Map([
      [
        'push',
        'Strings cannot change; make a new one with `+` (`text = text + "!"`), or use a list if you meant one.',
      ],
      [
        'append',
        'Strings cannot change; make a new one with `+` (`text = text + "!"`), or use a list if you meant one.',
      ],
      ['length', 'For the number of characters, use `len(text)`.'],
      ['toUpperCase', 'Python’s version is `.upper()`.'],
      ['toLowerCase', 'Python’s version is `.lower()`.'],
      ['trim', 'Python’s version is `.strip()`.'],
      ['includes', 'To look for text inside text, use `"part" in text`.'],
      ['contains', 'To look for text inside text, use `"part" in text`.'],
      ['indexOf', 'Python’s version is `.find(part)`.'],
      ['startsWith', 'Python’s version is `.startswith(part)`.'],
      ['endsWith', 'Python’s version is `.endswith(part)`.'],
      ['charAt', 'To get one character, index the string: `text[i]`.'],
      ['substring', 'To take a part of a string, slice it: `text[start:end]`.'],
    ]),
  ],
  [
    'dict',
    new Map([
      ['has_key', 'To check for a key, use `key in my_dict`.'],
      ['push', 'To add an entry, assign it: `my_dict[key] = value`.'],
      ['append', 'To add an entry, assign it: `my_dict[key] = value`.'],
      ['add', 'To add an entry, assign it: `my_dict[key] = value`.'],
      ['length', 'For the number of entries, use `len(my_dict)`.'],
      ['forEach', 'To go through the entries, use `for key, value in my_dict.items():`.'],
    ]),
  ],
]);

/** Names from other languages that Python spells differently. */
const PY_NAME_ALTERNATIVES = new Map([
  ['true', 'Python writes it with a capital letter: `True`.'],
  ['false', 'Python writes it with a capital letter: `False`.'],
  ['null', 'Python calls "no value" `None`.'],
  ['none', 'Python writes it with a capital letter: `None`.'],
  ['this', 'Inside a method, Python calls the object `self` (the first parameter of the method).'],
  ['console', 'To show something in Python, use `print(...)`.'],
]);

function pyNameError(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const name = match[1] ?? '';
  const alternative = PY_NAME_ALTERNATIVES.get(name);
  if (alternative !== undefined) {
    return explained(`Python has no ${code(name)}.`, alternative);
  }
  const importHint = /Did you forget to import '([\w.]+)'/.exec(context.error.message);
  if (importHint !== null) {
    const module = importHint[1] ?? name;
    return explained(
      `${code(name)} is a module, but it has not been imported.`,
      `Add \`import ${module}\` at the top of the file.`,
      { kind: 'add-line', text: `import ${module}` },
    );
  }
  const hint = /Did you mean: '([\w.]+)'/.exec(context.error.message)?.[1];
  const meant = hint ?? suggested(name, context, PY_BUILTINS);
  return explained(
    `The name ${code(name)} is used, but Python does not know it: nothing with that name was created before this line.`,
    meant === undefined
      ? `Check the spelling (capitals count) and give it a value before this line; if ${code(name)} is meant as text, put it in quotes.`
      : `${meanText(meant)}Names must match exactly, capitals included.`,
    rename(name, meant),
  );
}

function pyOperandTypes(match: RegExpExecArray): ErrorExplanation {
  const [, operator = '', left = '', right = ''] = match;
  const types = new Set([left, right]);
  if (types.has('NoneType')) {
    return explained(
      `One side of ${code(operator)} is \`None\`, so Python cannot calculate it.`,
      'A value is often `None` because a function did not `return` anything: check where it comes from.',
    );
  }
  if (types.has('str') && (types.has('int') || types.has('float'))) {
    return explained(
      `${code(operator)} cannot combine a number and text (\`str\`) — text from \`input()\` is always a \`str\`, even when it holds digits.`,
      'Convert one side first: `int(text)` or `float(text)` to calculate, or `str(number)` to join text.',
    );
  }
  return explained(
    `${code(operator)} does not work between ${pyType(left)} and ${pyType(right)}.`,
    'Convert the values to matching types first, e.g. with `int(…)`, `float(…)` or `str(…)`.',
  );
}

function pyNotCallable(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const type = match[1] ?? '';
  const shadowed = [...PY_SHADOWED].find((name) =>
    new RegExp(`^\\s*${name}\\s*=[^=]`, 'm').test(context.source),
  );
  if (shadowed !== undefined) {
    return explained(
      `The program stores a value in ${code(shadowed)}, which hides Python's own ${code(`${shadowed}()`)} function, so calling it now calls ${pyType(type)}.`,
      `Rename your variable (e.g. \`total\` rather than \`sum\`) so ${code(`${shadowed}()`)} works again.`,
    );
  }
  return explained(
    `Parentheses \`( )\` call a function, but here they follow ${pyType(type)}, which is not a function.`,
    'To multiply, write the `*`: `2 * (3 + 4)`, not `2(3 + 4)`; otherwise check that no variable has the same name as the function you call.',
  );
}

function pyMissingArgument(match: RegExpExecArray): ErrorExplanation {
  const [, fn = '', count = '1', args = ''] = match;
  if (args.includes("'self'")) {
    const owner = fn.split('.')[0] ?? fn;
    return explained(
      `${code(`${fn}()`)} is a method, and it was called on the class ${code(owner)} itself instead of on an object made from it.`,
      `Create an object first and call the method on it, e.g. \`item = ${owner}()\` then \`item.${fn.split('.').pop() ?? ''}()\`.`,
    );
  }
  const values = count === '1' ? 'a value' : `${count} values`;
  const names = args.replace(/'(\w+)'/g, '`$1`');
  return explained(
    `${code(`${fn}()`)} needs ${values} for ${names}, but the call did not pass ${count === '1' ? 'it' : 'them'}.`,
    `Pass ${count === '1' ? 'it' : 'them'} in the call, in the order of the \`def\` line, or give the parameter a default value there.`,
  );
}

function pyTooManyArguments(match: RegExpExecArray): ErrorExplanation {
  const [, fn = '', takes = '', given = ''] = match;
  const method = fn.includes('.') && Number(given) === Number(takes) + 1;
  return explained(
    `${code(`${fn}()`)} accepts ${takes} value${takes === '1' ? '' : 's'}, but the call passed ${given}.`,
    method
      ? 'A method receives its object as a first value: add `self` as the first parameter in its `def` line.'
      : 'Call it with as many values as the `def` line lists, or add the missing parameter there.',
  );
}

function pyAttributeError(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const [, type = '', attribute = ''] = match;
  if (type === 'NoneType') {
    return explained(
      `The value is \`None\`, so it has no ${code(`.${attribute}`)}. A variable is often \`None\` because it got the result of a function that returns nothing.`,
      'Don’t assign the result of methods that change a value in place: write `items.append(x)` on its own line, not `items = items.append(x)` (the same for `sort`).',
    );
  }
  const hint = /Did you mean: '(\w+)'/.exec(context.error.message)?.[1];
  const alternative = PY_METHOD_ALTERNATIVES.get(type)?.get(attribute);
  if (alternative !== undefined) {
    return explained(
      `${pyTypeCapital(type)} has no ${code(`.${attribute}`)} in Python.`,
      alternative,
    );
  }
  if (type === 'dict' && hint === undefined) {
    return explained(
      `Keys of a dictionary are not attributes, so ${code(`.${attribute}`)} does not work.`,
      `Read the key with square brackets: \`my_dict["${attribute}"]\`.`,
    );
  }
  return explained(
    `${pyTypeCapital(type)} has no attribute or method called ${code(attribute)}.`,
    hint === undefined
      ? 'Check the spelling, and that the variable holds the kind of value you think: `print(type(x))` shows it.'
      : `Did you mean ${code(hint)}?`,
    rename(attribute, hint, true),
  );
}

const PY_RULES: Rule[] = [
  {
    names: ['NameError'],
    pattern: /name '(\w+)' is not defined/,
    explain: pyNameError,
  },
  {
    names: ['UnboundLocalError'],
    pattern: /local variable '(\w+)'/,
    explain: ([, name = '']) =>
      explained(
        `Inside this function ${code(name)} is assigned a value, which makes it a local variable, but it is read before that assignment runs.`,
        `Give ${code(name)} a value earlier in the function or pass it in as a parameter; to change a variable from outside the function, add \`global ${name}\` at its top.`,
      ),
  },
  {
    names: ['TypeError'],
    pattern: /unsupported operand type\(s\) for (\S+): '(\w+)' and '(\w+)'/,
    explain: pyOperandTypes,
  },
  {
    names: ['TypeError'],
    pattern: /can only concatenate str \(not "(\w+)"\) to str/,
    explain: ([, type = '']) =>
      explained(
        `Text (\`str\`) can only be joined with \`+\` to other text, but here it meets ${pyType(type)}.`,
        'Turn the value into text with `str(value)`, or use an f-string: `f"Total: {total}"`.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /can only concatenate list \(not "(\w+)"\) to list/,
    explain: ([, type = '']) =>
      explained(
        `\`+\` joins a list only to another list, not to ${pyType(type)}.`,
        'To add one item, use `my_list.append(item)` (or `my_list + [item]`).',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /^([\w.<>]+)\(\) missing (\d+) required (?:positional|keyword-only) arguments?: (.+)$/,
    explain: pyMissingArgument,
  },
  {
    names: ['TypeError'],
    pattern: /^([\w.<>]+)\(\) takes (\d+) positional arguments? but (\d+) (?:was|were) given/,
    explain: pyTooManyArguments,
  },
  {
    names: ['TypeError'],
    pattern: /'(\w+)' object is not callable/,
    explain: pyNotCallable,
  },
  {
    names: ['TypeError'],
    pattern: /'NoneType' object is not subscriptable/,
    explain: () =>
      explained(
        'Square brackets `[ ]` are used on `None`. A variable is often `None` because it got the result of a function that returns nothing.',
        'Check where the value comes from: add a `return` to your function, or use `sorted(x)` rather than `x.sort()` when you need the result.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /'(\w+)' object is not subscriptable/,
    explain: ([, type = '']) =>
      explained(
        `Square brackets \`[ ]\` only work on collections such as lists, strings and dictionaries, but this value is ${pyType(type)}.`,
        'Check the variable before the `[`: maybe you meant a list, or to call a function with `( )` rather than `[ ]`.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /object of type '(\w+)' has no len\(\)/,
    explain: ([, type = '']) =>
      explained(
        `\`len()\` counts the items of a collection (a list, text, a dictionary…), but it was given ${pyType(type)}.`,
        type === 'int'
          ? 'For the number of digits, use `len(str(number))`; otherwise check that the variable holds a collection.'
          : 'Check that the variable holds the collection you meant to count.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /'(\w+)' object is not iterable/,
    explain: ([, type = '']) =>
      explained(
        `A loop (or \`list()\`, \`in\`, unpacking) needs a collection to go through, but got ${pyType(type)}.`,
        type === 'int'
          ? 'To repeat something n times, use `for i in range(n):`.'
          : 'Check that the variable holds a list, text or another collection.',
      ),
  },
  {
    names: ['TypeError'],
    pattern: /'(str|tuple)' object does not support item assignment/,
    explain: ([, type = '']) =>
      explained(
        `${pyTypeCapital(type)} cannot be changed after it is made, so \`x[i] = …\` is not allowed.`,
        type === 'str'
          ? 'Build a new string instead (e.g. with slicing and `+`, or `.replace()`), or work on `list(text)`.'
          : 'Use a list (`[ ]`) instead of a tuple if the items need to change.',
      ),
  },
  {
    names: ['TypeError'],
    pattern:
      /'str' object cannot be interpreted as an integer|can't multiply sequence by non-int of type 'str'/,
    explain: () =>
      explained(
        'A whole number is needed here, but the value is text (`str`) — text from `input()` is always a `str`.',
        'Convert it first, e.g. `n = int(input("How many? "))`.',
      ),
  },
  {
    names: ['IndexError'],
    pattern: /(list|string|tuple|range object) index out of range/,
    explain: ([, kind = '']) =>
      explained(
        `The code asks for a position the ${kind.replace(' object', '')} doesn't have. Positions (indexes) start at 0, so the last one is \`len(x) - 1\`: a list of 3 items has indexes 0, 1 and 2.`,
        'Check the index, or loop with `for item in x:`; `x[-1]` is the last item.',
      ),
  },
  {
    names: ['KeyError'],
    pattern: /^(.+)$/s,
    explain: ([, key = '']) =>
      explained(
        `The dictionary has no key ${code(key)}.`,
        'Check the key’s spelling and type (`"1"` and `1` are different keys); `my_dict.get(key)` gives `None` instead of an error, and `if key in my_dict:` checks first.',
      ),
  },
  {
    names: ['ValueError'],
    pattern: /invalid literal for int\(\) with base \d+: (.+)/,
    explain: ([, text = '']) => {
      if (text === "''") {
        return explained(
          '`int()` was given empty text, which is not a number — probably an empty line was entered.',
          'Enter a number when the program asks; to keep asking until the input is valid, use `try:` / `except ValueError:`.',
        );
      }
      if (/^'\s*-?\d*\.\d+\s*'$/.test(text)) {
        return explained(
          `\`int()\` only reads whole numbers, and ${code(text)} has a decimal point.`,
          'Use `float(text)` for decimal numbers, or `int(float(text))` to drop the decimals.',
        );
      }
      return explained(
        `\`int()\` can only turn text made of digits into a number, and ${code(text)} is not one.`,
        'Check the input; to ask again when it is not a number, use `try:` / `except ValueError:`.',
      );
    },
  },
  {
    names: ['ValueError'],
    pattern: /could not convert string to float: (.+)/,
    explain: ([, text = '']) =>
      explained(
        `\`float()\` can only turn text that looks like a number into one, and ${code(text)} does not.`,
        'Check the input (use a dot, not a comma, for decimals: `3.5`); `try:` / `except ValueError:` can ask again.',
      ),
  },
  {
    names: ['ZeroDivisionError'],
    pattern: /by zero/,
    explain: () =>
      explained(
        'The program divides by zero (with `/`, `//` or `%`), which has no answer.',
        'Check the number you divide by before dividing, e.g. `if count != 0:`.',
      ),
  },
  {
    names: ['AttributeError'],
    pattern: /module '([\w.]+)' has no attribute '(\w+)'/,
    explain: ([, module = '', name = ''], context) => {
      const hint = /Did you mean: '(\w+)'/.exec(context.error.message)?.[1];
      return explained(
        `The module ${code(module)} has nothing called ${code(name)}.`,
        `${hint === undefined ? 'Check the spelling in its documentation. ' : `Did you mean ${code(hint)}? `}Also make sure none of your files is named \`${module}.py\`, which would hide the real module.`,
        rename(name, hint, true),
      );
    },
  },
  {
    names: ['AttributeError'],
    pattern: /'(\w+)' object has no attribute '(\w+)'/,
    explain: pyAttributeError,
  },
  {
    names: ['IndentationError'],
    pattern: /expected an indented block/,
    explain: () =>
      explained(
        'After a line ending with `:` (like `if`, `for` or `def`), Python needs at least one indented line.',
        'Indent the lines that belong to the block by 4 spaces; if it is meant to be empty for now, write `pass`.',
      ),
  },
  {
    names: ['IndentationError'],
    pattern: /unexpected indent/,
    explain: () =>
      explained(
        'This line is indented more than Python expects. In Python, indentation marks which lines belong together, so it must match the lines around it.',
        'Remove the extra spaces at the start of the line so it lines up with the line above.',
      ),
  },
  {
    names: ['IndentationError'],
    pattern: /unindent does not match any outer indentation level/,
    explain: () =>
      explained(
        "This line's indentation does not line up with any block above it.",
        'Indent it with exactly as many spaces as the block it belongs to (4 spaces per level is usual).',
      ),
  },
  {
    names: ['TabError'],
    pattern: /inconsistent use of tabs and spaces/,
    explain: () =>
      explained(
        'This block mixes tabs and spaces for indentation, and Python cannot tell how they line up.',
        'Indent with spaces only (4 per level): re-type the indentation of these lines.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /expected ':'/,
    explain: () =>
      explained(
        'A line that starts a block (`if`, `elif`, `else`, `for`, `while`, `def`, `class`…) must end with a colon `:`.',
        'Add `:` at the end of that line.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /Maybe you meant '==' or ':=' instead of '='/,
    explain: () =>
      explained(
        'A single `=` stores a value; to compare two values Python needs `==`.',
        'In conditions write `==`, e.g. `if answer == 42:`.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /Missing parentheses in call to '(\w+)'/,
    explain: ([, name = '']) =>
      explained(
        `In Python 3, ${code(name)} is a function, so its values go in parentheses.`,
        `Write \`${name}(…)\`, e.g. \`print("Hello")\`.`,
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /Perhaps you forgot a comma/,
    explain: () =>
      explained(
        'Two values stand next to each other with nothing between them.',
        'Separate values with commas, e.g. `print("Total:", total)`.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /'([([{])' was never closed/,
    explain: ([, bracket = '']) => {
      const closing = bracket === '(' ? ')' : bracket === '[' ? ']' : '}';
      return explained(
        `A ${code(bracket)} opened here is never closed.`,
        `Add the matching ${code(closing)} where the expression ends.`,
      );
    },
  },
  {
    names: ['SyntaxError'],
    pattern: /unterminated (triple-quoted )?string literal/,
    explain: ([, triple]) =>
      explained(
        triple === undefined
          ? 'A string starts with a quote, but the line ends before its closing quote.'
          : 'A string starts with three quotes but is never closed with three more.',
        triple === undefined
          ? 'Add the closing quote, the same kind as the opening one, e.g. `"hello"`.'
          : 'Close it with the same three quotes it starts with.',
      ),
  },
  {
    names: ['SyntaxError'],
    pattern: /^invalid syntax$/,
    explain: () =>
      explained(
        'Python cannot understand this line: a symbol, a comma or an operator is probably missing or in the wrong place.',
        'Look at the marked spot and just before it; also check that the line before it closes all its brackets.',
      ),
  },
  {
    names: ['ModuleNotFoundError'],
    pattern: /No module named '([\w.]+)'/,
    explain: ([, name = '']) => {
      const top = name.split('.')[0] ?? name;
      const intro = PY_PACKAGES.has(top)
        ? `${code(top)} is a separate package, not part of Python itself.`
        : `There is no module called ${code(name)}.`;
      return explained(
        `${intro} In the browser, only Python's standard library and your project's own \`.py\` files can be imported.`,
        `Check the spelling; to use your own file, e.g. \`helpers.py\`, write \`import helpers\`.`,
      );
    },
  },
  {
    names: ['FileNotFoundError'],
    pattern: /No such file or directory: '(.+)'/,
    explain: ([, path = '']) =>
      explained(
        `The program tried to open ${code(path)}, but there is no file there. Paths are relative to the program's folder.`,
        'Check that the file is in the project, that its name matches exactly (capitals and extension included), and that any folder in the path is right.',
      ),
  },
  {
    names: ['RecursionError'],
    pattern: /maximum recursion depth exceeded/,
    explain: () =>
      explained(
        'A function kept calling itself and never stopped, until Python gave up.',
        'Give the recursive function a case that returns without calling itself, and make sure each call gets closer to it.',
      ),
  },
  {
    names: ['EOFError'],
    pattern: /EOF when reading a line/,
    explain: () =>
      explained(
        '`input()` waited for a line, but the input ran out: nothing more was there to read.',
        'Type the answer when the program asks and press Enter; if it reads in a loop, stop the loop when the input ends.',
      ),
  },
];

// ---------------------------------------------------------------------------------------------
// Lua

const LUA_GLOBALS = words(
  'print pairs ipairs tostring tonumber type string table math io os require error assert pcall select next setmetatable getmetatable',
);

/** `(global 'x')`, `(local 'x')`, `(field 'x')`, `(method 'x')`, `(upvalue 'x')`, `(constant 'x')`. */
const LUA_WHAT = String.raw`(?: \((global|local|field|method|upvalue|constant) '(.+?)'\))?`;

function luaName(kind: string | undefined, name: string | undefined): string {
  if (name === undefined) return 'a value';
  if (kind === 'field') return `the field ${code(`.${name}`)}`;
  if (kind === 'method') return `the method ${code(`:${name}`)}`;
  return code(name);
}

function luaCallNil(match: RegExpExecArray, context: RuleContext): ErrorExplanation {
  const [, kind, name] = match;
  if (name === undefined) {
    return explained(
      'The code calls something that is `nil`: no function exists there.',
      'Check the spelling of the function name and that it is defined above the line that calls it.',
    );
  }
  if (kind === 'method' || kind === 'field') {
    return explained(
      `${luaName(kind, name)} is called, but the table has no function with that name (it is \`nil\`).`,
      `Check the spelling of ${code(name)} and that the function is added to the table before this line.`,
    );
  }
  const meant = suggested(name, context, LUA_GLOBALS);
  return explained(
    `${code(name)} is called like a function, but nothing with that name exists (it is \`nil\`).`,
    `${meanText(meant)}Check the spelling, capitals included, and define the function above the line that calls it.`,
    rename(name, meant),
  );
}

const LUA_RULES: Rule[] = [
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to call a nil value${LUA_WHAT}`),
    explain: luaCallNil,
  },
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to call a (\\w+) value${LUA_WHAT}`),
    explain: ([, type = '', kind, name]) =>
      explained(
        `${luaName(kind, name)} is called like a function, but it holds a ${type}.`,
        'Check that no variable has the same name as the function you want to call.',
      ),
  },
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to perform arithmetic on a nil value${LUA_WHAT}`),
    explain: ([, kind, name]) =>
      explained(
        `Math is done with ${luaName(kind, name)}, but it is \`nil\`: it has no value.`,
        'Give it a number before this line and check its spelling: in Lua a misspelt name is simply `nil`.',
      ),
  },
  {
    names: ['lua'],
    pattern: new RegExp(
      `attempt to perform arithmetic on a (\\w+) value${LUA_WHAT}|attempt to \\w+ a '(\\w+)' with a '(\\w+)'`,
    ),
    explain: () =>
      explained(
        'Math is done with a value that is not a number.',
        'Convert text to a number with `tonumber(text)`, and check that the variables hold numbers.',
      ),
  },
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to index a nil value${LUA_WHAT}`),
    explain: ([, kind, name]) =>
      explained(
        `The code uses \`.\` or \`[ ]\` on ${luaName(kind, name)}, but it is \`nil\`: there is no table there.`,
        'Make sure it is given a table (e.g. `t = {}`) before this line, and check the spelling of each name before the dot.',
      ),
  },
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to concatenate a (\\w+) value${LUA_WHAT}`),
    explain: ([, type = '', kind, name]) =>
      explained(
        `\`..\` joins strings and numbers, but ${luaName(kind, name)} is ${type === 'nil' ? '`nil`' : `a ${type}`}.`,
        type === 'nil'
          ? 'Give it a value before this line (check its spelling), or wrap it in `tostring(…)`.'
          : 'Wrap the value in `tostring(…)` to turn it into text.',
      ),
  },
  {
    names: ['lua'],
    pattern: /'end' expected(?: \(to close '(\w+)' at line (\d+)\))?/,
    explain: ([, block, line]) =>
      explained(
        block === undefined
          ? 'A block is never closed with `end`.'
          : `The ${code(block)} that starts on line ${line ?? '?'} is never closed with \`end\`.`,
        'Add `end` where the block stops: every `function`, `if`, `for`, `while` and `do` needs its own `end`.',
      ),
  },
  {
    names: ['lua'],
    pattern: /'(then|do)' expected near/,
    explain: ([, word = '']) =>
      explained(
        word === 'then'
          ? 'The condition of an `if` must be followed by `then`.'
          : 'The head of a `for` or `while` loop must be followed by `do`.',
        word === 'then'
          ? 'Write it like `if x == 1 then … end` (compare with `==`, not `=`).'
          : 'Write it like `for i = 1, 10 do … end`.',
      ),
  },
  {
    names: ['lua'],
    pattern: /unexpected symbol near (.+)$/,
    explain: ([, symbol = '']) =>
      explained(
        `Lua found ${symbol === '<eof>' ? 'the end of the file' : code(symbol.replace(/^'|'$/g, ''))} where it cannot make sense of it: something is missing or mistyped just before.`,
        'Check the code around it: compare with `==`, write "not equal" as `~=`, and join strings with `..`.',
      ),
  },
  {
    names: ['lua'],
    pattern: new RegExp(`attempt to get length of a nil value${LUA_WHAT}`),
    explain: ([, kind, name]) =>
      explained(
        `\`#\` counts the items of a table or the characters of a string, but ${luaName(kind, name)} is \`nil\`.`,
        'Make sure it holds a table or a string before this line, and check its spelling.',
      ),
  },
  {
    names: ['lua'],
    pattern: /attempt to compare (?:(\w+) with (\w+)|two (\w+) values)/,
    explain: ([, left, right, both]) => {
      const sides = new Set([left, right, both]);
      return explained(
        sides.has('nil')
          ? '`<`, `>`, `<=` or `>=` is used with a `nil` value, which has no order.'
          : `\`<\`, \`>\`, \`<=\` or \`>=\` compares a ${left ?? both ?? ''} with a ${right ?? both ?? ''}, which Lua cannot order.`,
        sides.has('nil')
          ? 'Check that both sides have a value (and are spelled right) before comparing.'
          : 'Compare numbers with numbers and strings with strings; `tonumber(text)` converts text.',
      );
    },
  },
  {
    names: ['lua'],
    pattern: /bad argument #(\d+) to '(\w+)' \((\w+) expected, got (\w+)\)/,
    explain: ([, position = '', fn = '', expected = '', got = '']) =>
      explained(
        `Argument ${position} of ${code(fn)} must be a ${expected}, but it is ${got === 'nil' || got === 'no value' ? '`nil` (missing)' : `a ${got}`}.`,
        `Check the value you pass to ${code(fn)}: its spelling, and that it was given a value first.`,
      ),
  },
  {
    names: ['lua'],
    pattern: /unfinished string/,
    explain: () =>
      explained(
        'A string starts with a quote, but the line ends before its closing quote.',
        'Add the closing quote, the same kind as the opening one.',
      ),
  },
  {
    names: ['lua'],
    pattern: /stack overflow/,
    explain: () =>
      explained(
        'A function kept calling itself and never stopped, until Lua ran out of room.',
        'Give the recursive function a case that returns without calling itself.',
      ),
  },
];

// ---------------------------------------------------------------------------------------------
// SQL

const SQL_KEYWORDS = words(
  'SELECT FROM WHERE INSERT INTO VALUES UPDATE SET DELETE CREATE TABLE DROP ORDER GROUP BY HAVING LIMIT JOIN INNER LEFT ON AND OR NOT NULL PRIMARY KEY INTEGER TEXT REAL DISTINCT AS',
);

/** Table names the program creates, for "did you mean". */
function createdTables(context: RuleContext): string[] {
  const tables = context.source.matchAll(/create\s+table\s+(?:if\s+not\s+exists\s+)?["`[]?(\w+)/gi);
  return [...tables].map((m) => m[1] ?? '');
}

const SQL_RULES: Rule[] = [
  {
    names: ['sqlite'],
    pattern: /no such table: (\S+)/,
    explain: ([, table = ''], context) => {
      const close = closestName(table, createdTables(context));
      return explained(
        `There is no table named ${code(table)}.`,
        `${meanText(close)}Check the name, or create the table with \`CREATE TABLE\` before this statement.`,
        rename(table, close),
      );
    },
  },
  {
    names: ['sqlite'],
    pattern: /no such column: (\S+)/,
    explain: ([, column = ''], context) => {
      const bare = column.split('.').pop() ?? column;
      const close = closestName(bare, context.names());
      return explained(
        `No table in this statement has a column called ${code(column)}.`,
        `${meanText(close)}Check the spelling against the \`CREATE TABLE\`; text values need single quotes (\`'Ada'\`), or SQL reads them as column names.`,
        rename(bare, close),
      );
    },
  },
  {
    names: ['sqlite'],
    pattern: /near "(.*?)": syntax error/,
    explain: ([, token = '']) => {
      const keyword = /^[A-Za-z]+$/.test(token)
        ? closestName(token.toUpperCase(), SQL_KEYWORDS)
        : undefined;
      return explained(
        `SQL could not understand the statement at ${code(token)}.`,
        `${keyword === undefined ? '' : `Did you mean ${code(keyword)}? `}Check the spelling of keywords, the commas between items and the quotes around text.`,
      );
    },
  },
  {
    names: ['sqlite'],
    pattern: /incomplete input/,
    explain: () =>
      explained(
        'The statement stops before it is complete.',
        'Finish it (e.g. the condition after `WHERE`), close any open bracket or quote, and end it with `;`.',
      ),
  },
  {
    names: ['sqlite'],
    pattern: /UNIQUE constraint failed: (\S+)/,
    explain: ([, column = '']) =>
      explained(
        `${code(column)} must be different in every row, and a row with the same value already exists.`,
        'Insert a different value, or change the existing row with `UPDATE` instead of inserting it again.',
      ),
  },
  {
    names: ['sqlite'],
    pattern: /NOT NULL constraint failed: (\S+)/,
    explain: ([, column = '']) =>
      explained(
        `${code(column)} must have a value, but the new row leaves it empty.`,
        'Give that column a value in the `INSERT`.',
      ),
  },
  {
    names: ['sqlite'],
    pattern: /table (\S+) already exists/,
    explain: ([, table = '']) =>
      explained(
        `A table named ${code(table)} is created a second time.`,
        `Remove the extra \`CREATE TABLE\`, or write \`CREATE TABLE IF NOT EXISTS ${table} (…)\`.`,
      ),
  },
  {
    names: ['sqlite'],
    pattern: /table (\S+) has (\d+) columns but (\d+) values were supplied/,
    explain: ([, table = '', columns = '', values = '']) =>
      explained(
        `${code(table)} has ${columns} columns, but the \`INSERT\` gives ${values} values.`,
        `Give a value for every column, or list the columns you fill: \`INSERT INTO ${table} (a, b) VALUES (…)\`.`,
      ),
  },
  {
    names: ['sqlite'],
    pattern: /unrecognized token: "(.+)"/,
    explain: ([, token = '']) =>
      explained(
        `SQL cannot read ${code(token)}; most often a quote is not closed.`,
        "Close each text value with the same single quote it starts with: `'Ada'`.",
      ),
  },
];

const RULES = new Map<RuntimeId, readonly Rule[]>([
  ['javascript', JS_RULES],
  ['python', PY_RULES],
  ['lua', LUA_RULES],
  ['sql', SQL_RULES],
]);
