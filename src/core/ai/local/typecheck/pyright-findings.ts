/**
 * Pyright's diagnostics told to a beginner: each one that names a beginner mistake becomes the
 * family's message and, where the change is clear, the smallest edit. Diagnostics that name no
 * mistake a beginner makes (stub gaps, typing details) are left out.
 */
import type { FixDetail } from '../../types';
import type { MistakeFamily } from '../diagnose/families';
import { editDistance } from '../names';
import type { PyCheck, PyDiagnostic } from './py-check';
import type { Edit } from './ts-tools';

const CONFIDENCE = 0.9;

interface Told {
  family: MistakeFamily;
  message: string;
  edit?: Edit;
}

/** Another language's name for a method, as a beginner carries it over. */
const OTHER_LANGUAGE_NAMES = new Map([
  ['push', 'append'],
  ['add', 'append'],
  ['toUpperCase', 'upper'],
  ['uppercase', 'upper'],
  ['toUpper', 'upper'],
  ['toLowerCase', 'lower'],
  ['lowercase', 'lower'],
  ['toLower', 'lower'],
  ['trim', 'strip'],
  ['indexOf', 'index'],
  ['length', '__len__'],
  ['size', '__len__'],
]);

/** A builtin class as a beginner says it. */
const TYPE_WORDS = new Map([
  ['str', 'text (a str)'],
  ['list', 'a list'],
  ['dict', 'a dict'],
  ['int', 'a whole number (an int)'],
  ['float', 'a number (a float)'],
  ['set', 'a set'],
  ['tuple', 'a tuple'],
  ['bool', 'True or False'],
]);

/** `list[int]` → `list`, `Literal['5']` → `str`, `Literal[3]` → `int`. */
function baseType(type: string): string {
  const literal = /^Literal\[(.*)\]$/.exec(type)?.[1];
  if (literal !== undefined) {
    if (/^['"b]/.test(literal)) return 'str';
    if (literal === 'True' || literal === 'False') return 'bool';
    if (/^-?\d+$/.test(literal)) return 'int';
    return 'float';
  }
  return /^\w+/.exec(type)?.[0] ?? type;
}

function lineOf(code: string, line: number): string {
  return code.split('\n')[line - 1] ?? '';
}

/** The code the diagnostic covers (its first line only). */
function covered(check: PyCheck, d: PyDiagnostic): string {
  const text = lineOf(check.code, d.line);
  return text.slice(d.column - 1, d.endLine === d.line ? d.endColumn - 1 : undefined);
}

function edit(line: number, column: number, endColumn: number, text: string): Edit {
  return { line, column, endLine: line, endColumn, text };
}

/** The arguments of the call whose `(` is at `open` in `text`, split at top-level commas. */
function callArguments(text: string, open: number): { args: string[]; close: number } | null {
  let depth = 0;
  let start = open + 1;
  const args: string[] = [];
  let quote = '';
  for (let i = open; i < text.length; i += 1) {
    const c = text[i] ?? '';
    if (quote) {
      if (c === quote && text[i - 1] !== '\\') quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) {
      depth -= 1;
      if (depth === 0) {
        const last = text.slice(start, i).trim();
        if (last) args.push(last);
        return { args, close: i };
      }
    } else if (c === ',' && depth === 1) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  return null;
}

function closestName(name: string, names: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = name.toLowerCase();
  for (const candidate of names) {
    if (candidate.startsWith('_')) continue;
    const distance = Math.min(
      editDistance(name, candidate),
      editDistance(lower, candidate.toLowerCase()),
    );
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  const allowed = name.length <= 4 ? 1 : 2;
  return bestDistance <= allowed ? best : undefined;
}

/** `name.uppercase()`, `nums.push(4)`, `math.squareroot(2)`: a member that does not exist. */
async function missingMember(check: PyCheck, d: PyDiagnostic): Promise<Told | null> {
  const onType = /^Cannot access member "(\w+)" for type "([^"]+)"/.exec(d.message);
  const onModule = /^"(\w+)" is not a known member of module "([\w.]+)"/.exec(d.message);
  const match = onType ?? onModule;
  if (!match) return null;
  const [, member = '', owner = ''] = match;
  const type = onType ? baseType(owner) : '';
  if (type === 'None') return null; // a value that may be None: told as such below
  const what = onModule ? `The module \`${owner}\`` : (TYPE_WORDS.get(type) ?? `A \`${owner}\``);
  const line = lineOf(check.code, d.line);
  const rest = line.slice(d.endColumn - 1).trimStart();
  const called = rest.startsWith('(');
  const usage = called ? `\`${member}()\`` : `\`${member}\``;
  // Typeshed's stub lists a builtin's or a module's names; the checker is asked for the rest.
  const listed = onModule ? check.moduleNames(owner) : check.methodsOf(type);
  const members = listed.size > 0 ? [...listed] : await check.members(d.line, d.column);
  const carried = OTHER_LANGUAGE_NAMES.get(member);
  const suggested = closestName(member, members) ?? carried;
  if (suggested === '__len__') {
    return {
      family: 'misspelt-method',
      message: `${capital(what)} has no ${usage}: in Python the length is \`len(…)\`, a function.`,
    };
  }
  if (!suggested || suggested.startsWith('_') || !members.includes(suggested)) {
    return {
      family: 'misspelt-method',
      message: `${capital(what)} has no ${usage}, so this line stops the program. Check the name against what ${what} can do.`,
    };
  }
  const object = line.slice(0, d.column - 1).replace(/\.\s*$/, '');
  const shown = /[\w\])]+$/.exec(object)?.[0] ?? '';
  return {
    family: 'misspelt-method',
    message: `${capital(what)} has no ${usage}: did you mean \`${suggested}\`? Write \`${shown}.${suggested}${called ? (rest.startsWith('()') ? '()' : '(…)') : ''}\`.`,
    edit: edit(d.line, d.column, d.endColumn, suggested),
  };
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Where a name was set from `input()`: `age = input("Age? ")`, as a line and the call's range. */
function inputAssignment(
  code: string,
  name: string,
): { line: number; from: number; to: number } | null {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i] ?? '';
    const m = new RegExp(`^(\\s*${name}\\s*=\\s*)input\\(`).exec(text);
    if (!m) continue;
    const open = m[0].length - 1;
    const call = callArguments(text, open);
    if (call) return { line: i + 1, from: m[1]?.length ?? 0, to: call.close + 1 };
  }
  return null;
}

/** The edit that turns the text from `input()` in `expression` into a whole number. */
function numberEdit(
  check: PyCheck,
  d: PyDiagnostic,
  expression: string,
  start: number,
): Edit | undefined {
  const at = expression.indexOf('input(');
  if (at >= 0) {
    const text = lineOf(check.code, d.line);
    const open = start + at + 'input'.length;
    const call = callArguments(text, open);
    if (call) {
      const whole = text.slice(start + at, call.close + 1);
      return edit(d.line, start + at + 1, call.close + 2, `int(${whole})`);
    }
  }
  for (const name of expression.match(/[A-Za-z_]\w*/g) ?? []) {
    const from = inputAssignment(check.code, name);
    if (!from) continue;
    const text = lineOf(check.code, from.line);
    return edit(from.line, from.from + 1, from.to + 1, `int(${text.slice(from.from, from.to)})`);
  }
  return undefined;
}

/** `"5" + 3`, `input() + 1`, `age > 18` with text, `prices[input()]` with int keys. */
function textAsNumber(check: PyCheck, d: PyDiagnostic): Told | null {
  const operator = /^Operator "([^"]+)" not supported for types "([^"]+)" and "([^"]+)"/.exec(
    d.message,
  );
  const argument =
    /^Argument of type "([^"]+)" cannot be assigned to parameter "[^"]+" of type "([^"]+)" in function "(__getitem__|__setitem__|range)"/.exec(
      d.message,
    );
  const expression = covered(check, d);
  if (operator) {
    const [, op = '', leftType = '', rightType = ''] = operator;
    const left = baseType(leftType);
    const right = baseType(rightType);
    const numbers = new Set(['int', 'float']);
    const mixed = (left === 'str' && numbers.has(right)) || (right === 'str' && numbers.has(left));
    if (!mixed) return null;
    const fix = numberEdit(check, d, expression, d.column - 1);
    const join = op === '+' && !fix;
    return {
      family: 'input-text-as-number',
      message: join
        ? `\`${op}\` cannot mix text and a number. To join them, make the number text: \`str(…)\`; to add them, make the text a number: \`int(…)\`.`
        : `This is text, not a number, so \`${op}\` cannot use it with a number: \`input()\` always gives text. Turn it into a number first: \`int(…)\`${fix ? '' : ' (or `float(…)`)'}.`,
      ...(fix ? { edit: fix } : {}),
    };
  }
  if (argument) {
    const [, given = '', wanted = '', fn = ''] = argument;
    if (baseType(given) !== 'str' || !['int', 'float'].includes(baseType(wanted))) return null;
    const fix = numberEdit(check, d, expression, d.column - 1);
    return {
      family: 'input-text-as-number',
      message:
        fn === 'range'
          ? '`range` needs whole numbers, and this is text: `input()` always gives text. Turn it into a number first: `int(…)`.'
          : 'The keys here are numbers, and this is text (`input()` always gives text), so it is never found. Turn it into a number first: `int(…)`.',
      ...(fix ? { edit: fix } : {}),
    };
  }
  return null;
}

/** The `def` a line is in, with the indent of its body's first line. */
function enclosingDef(
  code: string,
  line: number,
): { name: string; bodyLine: number; indent: string } | null {
  const lines = code.split('\n');
  const own = /^\s*/.exec(lines[line - 1] ?? '')?.[0].length ?? 0;
  for (let i = line - 2; i >= 0; i -= 1) {
    const m = /^(\s*)def (\w+)/.exec(lines[i] ?? '');
    if (!m || (m[1]?.length ?? 0) >= own) continue;
    for (let j = i + 1; j < lines.length; j += 1) {
      const body = lines[j] ?? '';
      if (body.trim() && !body.trim().startsWith('#')) {
        return { name: m[2] ?? '', bodyLine: j + 1, indent: /^\s*/.exec(body)?.[0] ?? '' };
      }
    }
  }
  return null;
}

/** `total += x` in a function, where `total` is the program's: Python makes it the function's. */
function globalAssigned(check: PyCheck, d: PyDiagnostic): Told | null {
  const name = /^"(\w+)" is unbound/.exec(d.message)?.[1];
  if (!name) return null;
  const def = enclosingDef(check.code, d.line);
  if (!def || !new RegExp(`^${name}\\s*(?:=|:)`, 'm').test(check.code)) return null;
  return {
    family: 'global-assigned-in-function',
    message: `\`${def.name}\` sets \`${name}\`, so Python takes it as the function's own name, which has no value yet here. To change the program's \`${name}\`, say so first: \`global ${name}\` (or pass it in and return the new value).`,
    edit: {
      line: def.bodyLine,
      column: 1,
      endLine: def.bodyLine,
      endColumn: 1,
      text: `${def.indent}global ${name}\n`,
    },
  };
}

/** A name used but never defined: a module not imported, or a method called as a function. */
function undefinedName(check: PyCheck, d: PyDiagnostic): Told | null {
  const name = /^"(\w+)" is not defined/.exec(d.message)?.[1];
  if (!name) return null;
  const text = lineOf(check.code, d.line);
  const after = text.slice(d.endColumn - 1);
  if (after.startsWith('.') && check.hasModule(name)) {
    const lines = check.code.split('\n');
    let at = 0;
    while (at < lines.length && /^\s*(?:#.*)?$|^(?:from|import)\s/.test(lines[at] ?? '')) at += 1;
    return {
      family: 'missing-import',
      message: `\`${name}\` is one of Python's modules, but this program does not import it. Add \`import ${name}\` at the top.`,
      edit: { line: at + 1, column: 1, endLine: at + 1, endColumn: 1, text: `import ${name}\n` },
    };
  }
  if (after.startsWith('(') && check.methodsOf('list').has(name)) {
    const call = callArguments(text, d.endColumn - 1);
    const [owner, ...rest] = call?.args ?? [];
    const fixed = owner ? `${owner}.${name}(${rest.join(', ')})` : undefined;
    return {
      family: 'append-as-function',
      message: `\`${name}\` is a list's method, not a function of its own: it goes after the list and a dot${fixed ? `: \`${fixed}\`` : ', like `items.append(x)`'}.`,
      ...(fixed && call ? { edit: edit(d.line, d.column, call.close + 2, fixed) } : {}),
    };
  }
  return null;
}

/** `f(1)` for `def f(a, b)`, `f(1, 2, 3)`: a call with too few or too many values. */
function argumentCount(check: PyCheck, d: PyDiagnostic): Told | null {
  const missing = /^Arguments? missing for parameters? (.+)$/.exec(d.message)?.[1];
  const expected = /^Expected (\d+) positional arguments?/.exec(d.message)?.[1];
  if (missing === undefined && expected === undefined) return null;
  const text = lineOf(check.code, d.line);
  // The range is the whole call, or (for some messages) the argument list after its name.
  const callee =
    /^([\w.]+)\s*\(/.exec(covered(check, d))?.[1] ??
    /([\w.]+)\s*\($/.exec(text.slice(0, d.column - 1))?.[1];
  const who = callee ? `\`${callee}\`` : 'This function';
  return {
    family: 'wrong-argument-count',
    message:
      missing !== undefined
        ? `${who} needs a value for ${missing.replaceAll('"', '`')} too, and this call does not give it. Add it to the call.`
        : `${who} takes ${expected} value${expected === '1' ? '' : 's'}, and this call gives more. Give it ${expected}.`,
  };
}

/** Whether the file defines `name` as a function with no `return` of a value. */
function returnsNothing(code: string, name: string): boolean {
  const lines = code.split('\n');
  const at = lines.findIndex((l) => new RegExp(`^\\s*def ${name}\\s*\\(`).test(l));
  if (at < 0) return false;
  const indent = /^\s*/.exec(lines[at] ?? '')?.[0].length ?? 0;
  for (let i = at + 1; i < lines.length; i += 1) {
    const l = lines[i] ?? '';
    if (l.trim() && (/^\s*/.exec(l)?.[0].length ?? 0) <= indent) break;
    if (/^\s*return\s+\S/.test(l)) return false;
  }
  return true;
}

/** A value that may be None used as if it were there: `re.match(…).group()`, `d.get(k) + 1`. */
function maybeNone(check: PyCheck, d: PyDiagnostic): Told | null {
  const optional =
    /^"(\w+)" is not a known member of "None"/.exec(d.message) ??
    /^Object of type "None" (?:is not subscriptable|cannot be used as iterable value|cannot be called)/.exec(
      d.message,
    ) ??
    /^Cannot access member "\w+" for type "None"/.exec(d.message) ??
    /^Operator "[^"]+" not supported for (?:"None"|types "None"|types "[^"]+" and "None")/.exec(
      d.message,
    );
  if (!optional) return null;
  const text = lineOf(check.code, d.line);
  const before = text.slice(0, d.column - 1).replace(/\.\s*$/, '');
  const expression = covered(check, d);
  const calls = [...`${before} ${expression}`.matchAll(/(\w+)\s*\(/g)].map((m) => m[1] ?? '');
  const own = calls.find((name) => returnsNothing(check.code, name));
  if (own) {
    return {
      family: 'missing-return',
      message: `\`${own}\` has no \`return\`, so what it gives is None and this line cannot use it. End \`${own}\` with \`return\` and the value it works out.`,
    };
  }
  return {
    family: 'possibly-missing-value',
    message:
      'This value can be None here (a `get` that finds no key, a `match` or `search` that finds nothing, a function that returns nothing on some path), and then this line stops the program. Check it first: `if value is not None:`.',
  };
}

const TELLERS: ((check: PyCheck, d: PyDiagnostic) => Told | null | Promise<Told | null>)[] = [
  missingMember,
  textAsNumber,
  globalAssigned,
  undefinedName,
  argumentCount,
  maybeNone,
];

/** The checker's diagnostics that name a beginner mistake, told for one. */
export async function pyrightFindings(check: PyCheck): Promise<FixDetail[]> {
  const found: FixDetail[] = [];
  for (const d of check.diagnostics) {
    for (const tell of TELLERS) {
      const told = await tell(check, d);
      if (!told) continue;
      found.push({
        rule: `types/${told.family}`,
        family: told.family,
        message: told.message,
        line: d.line,
        confidence: CONFIDENCE,
        ...(told.edit ? { edit: told.edit } : {}),
      });
      break;
    }
  }
  return found;
}
