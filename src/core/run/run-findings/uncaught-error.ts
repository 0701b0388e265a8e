/**
 * `run/error`: the uncaught error at its step, with the values of the names on its line (an
 * index past the end, a missing key or property, a name that is not defined…).
 */
import { evaluate, isBox, itemOf, lengthOf, parseExpr, UNKNOWN } from './expr';
import { indexProblem, subscripts } from './past-the-end';
import type { Finder } from './reading';
import { callText, closest, count, escape, shortName, words, wordSet } from './text';

/** Methods of Python's str and list, to tell a method printed from a value. */
const PY_METHODS = wordSet(`
  upper lower strip lstrip rstrip title capitalize split join replace find count startswith
  endswith isdigit isalpha format append pop sort reverse copy keys values items get
`);

function openerOf(text: string, close: number): number {
  const want = text.charAt(close) === ')' ? '(' : '[';
  const other = want === '(' ? ')' : ']';
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const c = text.charAt(i);
    if (c === other) depth++;
    else if (c === want && --depth === 0) return i;
  }
  return -1;
}

export function uncaughtError(finder: Finder): void {
  const error = finder.r.error;
  if (!error) return;
  const k = finder.inFile(finder.errorStep)
    ? finder.errorStep
    : callerInFile(finder, finder.errorStep);
  const step = k >= 0 ? finder.r.steps[k] : undefined;
  const line = step && step.file === finder.file ? step.line : (error.line ?? 0);
  if (line <= 0) return;
  const what = `${error.name}${error.message ? ` (${error.message})` : ''}`;
  const where = whereText(finder, k);
  if (!step || k < 0) {
    finder.add('run/error', line, `Line ${line} stopped the program with ${what}.`, { order: 0 });
    return;
  }
  const statement = finder.py ? finder.c.statement(step.line) : finder.c.code(step.line);
  const detail = errorDetail(finder, k, error.name, error.message, statement);
  const values = finder.valuesOn(k, statement).slice(0, 6);
  const said = values.map(([name, value]) => `\`${name}\` was ${finder.show(value, k)}`);
  let first = `Line ${line}${where} stopped the program with ${what}`;
  if (detail?.what) first += `: ${detail.what}`;
  else if (said.length) first += `; there ${words(said)}`;
  const advice = detail?.advice ?? '';
  finder.add('run/error', line, `${first}.${advice ? ` ${advice}` : ''}`, { order: 0 });
}

/** For an error raised in another file: the step of this file's line that led there. */
function callerInFile(finder: Finder, k: number): number {
  const step = finder.r.steps[k];
  const stack = step ? finder.r.stacks[step.stack] : undefined;
  if (!stack) return -1;
  for (let i = stack.frames.length - 2; i >= 0; i--) {
    const at = stack.at[i] ?? -1;
    if (finder.inFile(at)) return at;
  }
  return -1;
}

function whereText(finder: Finder, k: number): string {
  const f = finder.r.frameOf(k);
  if (f <= 0) return '';
  const call = finder.calls.get(f);
  const name = shortName(finder.r.frames[f]?.name ?? '');
  if (!call || !name || name.startsWith('(') || name.startsWith('<')) return '';
  const callerLine = finder.lineOfStep(call.callerStep);
  return ` (inside \`${name}\`${callerLine ? `, called from line ${callerLine}` : ''})`;
}

function errorDetail(
  finder: Finder,
  k: number,
  name: string,
  message: string,
  statement: string,
): { what?: string; advice?: string } | undefined {
  const step = finder.r.steps[k];
  if (!step) return undefined;
  // Python says which expression failed; JavaScript steps cover the statement.
  const span = finder.py && step.event === 'exception' ? finder.c.stepText(step) : undefined;
  const narrow = span !== undefined && parseExpr(span, true) !== null;
  const focus = narrow ? span : statement;
  const maskedFocus = narrow ? finder.c.maskedStepText(step) : finder.maskedLine(step.line);

  if (
    name === 'IndexError' ||
    name === 'RangeError' ||
    /Cannot read properties of (?:undefined|null)/.test(message)
  ) {
    const reading = /\(reading '([^']*)'\)/.exec(message)?.[1];
    const index = indexProblem(finder, k, focus, maskedFocus, reading);
    if (index) return index;
  }
  if (name === 'KeyError') {
    const key = keyProblem(finder, k, focus, maskedFocus);
    if (key) return key;
  }
  const reading = /Cannot read properties of (undefined|null) \(reading '([^']*)'\)/.exec(message);
  if (reading?.[2] !== undefined) {
    const receiver = receiverOf(maskedFocus, focus, reading[2]);
    if (receiver) {
      const v = finder.eval(receiver, k);
      if (v === undefined || v === null) {
        const why = whyNothing(finder, k, receiver);
        return {
          what: `\`${receiver}\` was ${reading[1]}${why ? ` (${why})` : ''}, and ${reading[1]} has no \`.${reading[2]}\``,
          advice: `Make sure \`${receiver}\` holds a value before reading \`.${reading[2]}\` from it.`,
        };
      }
    }
  }
  const undefinedName =
    /^name '([\w$]+)' is not defined/.exec(message)?.[1] ??
    (name === 'ReferenceError' ? /^([\w$]+) is not defined/.exec(message)?.[1] : undefined);
  if (undefinedName) {
    const close = closest(
      undefinedName,
      finder.namesAt(k).map(([n]) => n),
    );
    return {
      what: `no variable or function called \`${undefinedName}\` exists at that point`,
      advice: close
        ? `Did you mean \`${close}\`?`
        : `Give \`${undefinedName}\` a value before this line, or check its spelling.`,
    };
  }
  const missing = /^(\w+)\(\) missing (\d+) required positional arguments?: (.+)$/.exec(message);
  if (missing?.[1] && missing[3]) {
    const call = callText(statement, missing[1]);
    const names = missing[3].replace(/'/g, '`');
    return {
      what: `${call ? `\`${call}\`` : `the call of \`${missing[1]}\``} leaves out ${names}`,
      advice: `Give \`${missing[1]}\` a value for each of its parameters.`,
    };
  }
  const tooMany = /^(\w+)\(\) takes (\d+) positional arguments? but (\d+) (?:were|was) given/.exec(
    message,
  );
  if (tooMany?.[1]) {
    const call = callText(statement, tooMany[1]);
    return {
      what: `${call ? `\`${call}\`` : `the call`} gives ${tooMany[3]} values, but \`${tooMany[1]}\` takes ${tooMany[2]}`,
      advice: `Pass as many values as \`${tooMany[1]}\` has parameters.`,
    };
  }
  if (name === 'ZeroDivisionError') {
    const values = finder.valuesOn(k, focus);
    const said = values.map(([n, v]) => `\`${n}\` was ${finder.show(v, k)}`);
    return {
      what: `\`${focus}\` divides by 0${said.length ? ` (${words(said)})` : ''}`,
      advice: 'Check that the number you divide by is not 0 before dividing.',
    };
  }
  // A call on the line that gave back nothing, read from as if it had given a value.
  if (/NoneType|of undefined|of null/.test(message)) {
    const empty = emptyCallOn(finder, k);
    const lacks = /\(reading '([^']*)'\)|has no attribute '([^']*)'/
      .exec(message)
      ?.slice(1)
      .find((x) => x !== undefined);
    const cannot =
      lacks !== undefined
        ? `has no \`.${lacks}\``
        : /not subscriptable/.test(message)
          ? 'cannot be indexed with `[…]`'
          : /not iterable/.test(message)
            ? 'cannot be looped over'
            : 'cannot be used there';
    if (empty)
      return {
        what: `\`${empty}\` gave back ${finder.none}, and ${finder.none} ${cannot}`,
        advice: 'Make the function return a value on every path.',
      };
  }
  // A function or method joined into text, not called.
  if (
    /not "(?:function|builtin_function_or_method|method)"|'(?:function|builtin_function_or_method|method)' and|and '(?:function|builtin_function_or_method|method)'/.test(
      message,
    )
  ) {
    const uncalled = /([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?)(?![\w$(])(?!\s*\()/g;
    for (const m of finder.maskedLine(step.line).matchAll(uncalled)) {
      const name = m[1] ?? '';
      const last = shortName(name);
      const value = name.includes('.') ? undefined : finder.value(k, name);
      if (value?.t === 'fn' || (name.includes('.') && PY_METHODS.has(last)))
        return {
          what: `\`${name}\` is the ${name.includes('.') ? 'method' : 'function'} itself, not what it gives back`,
          advice: `Call it: \`${name}()\`.`,
        };
    }
  }
  const values = finder.valuesOn(k, focus);
  const said = values.slice(0, 6).map(([n, v]) => `\`${n}\` was ${finder.show(v, k)}`);
  const numericText = values.find(
    ([, v]) => v.t === 'str' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(v.v),
  )?.[0];
  let advice: string | undefined;
  if (
    /can only concatenate str \(not "(?:int|float)"\) to str|unsupported operand type\(s\) for [^:]+: '(?:int|float)' and 'str'|'str' and '(?:int|float)'/.test(
      message,
    )
  )
    advice = numericText
      ? `\`${numericText}\` is text that holds a number: to count with it, turn it into one first, \`int(${numericText})\`.`
      : 'Text and numbers do not mix: turn the number into text with `str(...)` (or use an f-string).';
  else if (/NoneType/.test(message)) {
    const none = values.find(([, v]) => v.t === 'none')?.[0];
    advice = none
      ? `\`${none}\` was None there: see where it got that value.`
      : 'A value on this line was None.';
  }
  return said.length
    ? { what: `there ${words(said)}`, ...(advice ? { advice } : {}) }
    : advice
      ? { advice }
      : undefined;
}

/** A call made on the crashing line that gave back nothing, as written with its values. */
function emptyCallOn(finder: Finder, k: number): string | undefined {
  const steps = [k, finder.ownPrev(k)].filter((x): x is number => x !== undefined);
  for (const at of steps) {
    for (const call of finder.callsDuring(at)) {
      const value =
        call.returnStep !== undefined ? finder.r.steps[call.returnStep]?.value : undefined;
      if (value?.t === 'none')
        return finder.calledWith(call, shortName(call.name)) ?? shortName(call.name);
    }
  }
  return undefined;
}

function keyProblem(
  finder: Finder,
  k: number,
  text: string,
  maskedText: string,
): { what: string; advice: string } | undefined {
  for (const { name, index, full } of subscripts(text, maskedText)) {
    const container = finder.value(k, name);
    if (!container) continue;
    const c = finder.env(k).convert(container);
    if (!isBox(c) || !c.box.entries) continue;
    const key = finder.eval(index, k);
    if (key === UNKNOWN || itemOf(c, key, finder.env(k)) !== UNKNOWN) continue;
    const keys = c.box.entries.slice(0, 6).map(([kv]) => finder.show(kv, k));
    const keyText = finder.showVal(key, k);
    const close =
      typeof key === 'string'
        ? closest(key, c.box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean))
        : undefined;
    return {
      what: `\`${full}\` failed because \`${name}\` has no key ${keyText} (${keys.length ? `its keys are ${words(keys)}` : 'it is empty'})`,
      advice: close
        ? `Did you mean ${finder.showVal(close, k)}?`
        : `Check that the key is there first (\`${index} in ${name}\`), or use \`${name}.get(${index})\`.`,
    };
  }
  return undefined;
}

/** The expression just before `.prop` in a statement. */
function receiverOf(maskedText: string, text: string, prop: string): string | undefined {
  const m = maskedText.length === text.length ? maskedText : text;
  const re = new RegExp(`\\??\\.\\s*${escape(prop)}\\b`, 'g');
  for (const match of m.matchAll(re)) {
    let i = match.index - 1;
    while (i >= 0) {
      const c = m.charAt(i);
      if (/[\w$.]/.test(c)) i--;
      else if (c === ']' || c === ')') {
        const open = openerOf(m, i);
        if (open < 0) break;
        i = open - 1;
      } else break;
    }
    const receiver = text.slice(i + 1, match.index).trim();
    if (receiver && /^[A-Za-z_$]/.test(receiver)) return receiver;
  }
  return undefined;
}

/** Why an expression held nothing at step `k`, when its shape says: a call, an index, a key. */
function whyNothing(finder: Finder, k: number, expr: string): string | undefined {
  const e = parseExpr(expr, finder.py);
  if (!e) return undefined;
  if (e.t === 'call') return `\`${expr}\` gave back ${finder.none}`;
  if (e.t === 'idx' && e.a.t === 'name') {
    const len = lengthOf(finder.eval(e.a.v, k));
    const i = evaluate(e.i, finder.env(k));
    if (len !== undefined && typeof i === 'number')
      return len === 0
        ? `\`${e.a.v}\` is empty`
        : `\`${e.a.v}\` has ${count(len, 'item')}, indexes 0 to ${len - 1}, and the index was ${i}`;
  }
  if (e.t === 'mem' && e.a.t === 'name') {
    const owner = finder.eval(e.a.v, k);
    if (isBox(owner) && owner.box.entries) {
      const keys = owner.box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean);
      return `\`${e.a.v}\` has no property \`${e.p}\`${keys.length ? `; it has ${words(keys.slice(0, 6).map((x) => `\`${x}\``))}` : ''}`;
    }
  }
  return undefined;
}
