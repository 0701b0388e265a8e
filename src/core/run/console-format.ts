/**
 * Prints console arguments the way Node's console.log does (util.format and util.inspect with
 * default options), so a program's output in the browser reads exactly as a tutorial or a
 * terminal would show it. Learners compare the two; any difference looks like a bug in their code.
 *
 * Ported from the logic of Node's lib/internal/util/inspect.js, keeping only what plain JavaScript
 * can observe: proxies are looked through, a promise's state is unknown (shown as pending), map
 * and set iterators are not previewed, and custom inspect hooks are ignored.
 */

interface InspectContext {
  seen: object[];
  circular: Map<object, number> | undefined;
  indentationLvl: number;
  currentDepth: number;
  depth: number;
  showHidden: boolean;
}

type Formatter = (ctx: InspectContext, value: object, recurseTimes: number) => string[];

const BREAK_LENGTH = 80;
const COMPACT = 3;
const MAX_ARRAY_LENGTH = 100;
const MAX_STRING_LENGTH = 10_000;
const MIN_LINE_LENGTH = 16;

/** What the entries are: object properties, array items, or the keys after array items. */
type Extras = 'object' | 'item' | 'arrayLike';

function newContext(depth: number, showHidden = false): InspectContext {
  return { seen: [], circular: undefined, indentationLvl: 0, currentDepth: 0, depth, showHidden };
}

/** What console.log prints for these arguments (without the trailing newline). */
export function formatConsoleArgs(args: readonly unknown[]): string {
  const first = args[0];
  let str = '';
  let next = 0;
  let join = '';
  if (typeof first === 'string') {
    if (args.length === 1) return first;
    const formatted = applySpecifiers(first, args);
    if (formatted !== undefined) {
      str = formatted.text;
      next = formatted.used + 1;
      join = ' ';
    }
  }
  for (; next < args.length; next++) {
    const value = args[next];
    str += join + (typeof value === 'string' ? value : inspectValue(value));
    join = ' ';
  }
  return str;
}

/** A value as util.inspect shows it by default (nested strings quoted, depth 2). */
export function inspectValue(value: unknown): string {
  return formatValue(newContext(2), value, 0);
}

/**
 * Replaces %s, %d, … in `format` with the args after it; `used` counts the args consumed.
 * Undefined when `format` has no specifier, and is then printed like any other argument.
 */
function applySpecifiers(
  format: string,
  args: readonly unknown[],
): { text: string; used: number } | undefined {
  let text = '';
  let used = 0;
  let lastPos = 0;
  let touched = false;
  for (let i = 0; i < format.length - 1; i++) {
    if (format[i] !== '%') continue;
    const spec = format[++i] ?? '';
    if (spec === '%') {
      text += format.slice(lastPos, i);
      lastPos = i + 1;
      touched = true;
      continue;
    }
    if (used + 1 === args.length || !'sjdOoifc'.includes(spec)) continue;
    const replacement = formatSpecifier(spec, args[++used]);
    text += format.slice(lastPos, i - 1) + replacement;
    lastPos = i + 1;
    touched = true;
  }
  return touched ? { text: text + format.slice(lastPos), used } : undefined;
}

function formatSpecifier(spec: string, arg: unknown): string {
  switch (spec) {
    case 's':
      return formatAsString(arg);
    case 'j':
      return stringifyJson(arg);
    case 'd':
      if (typeof arg === 'bigint') return `${arg}n`;
      return typeof arg === 'symbol' ? 'NaN' : formatNumber(Number(arg));
    case 'i':
      if (typeof arg === 'bigint') return `${arg}n`;
      return typeof arg === 'symbol' ? 'NaN' : formatNumber(Number.parseInt(String(arg)));
    case 'f':
      return typeof arg === 'symbol' ? 'NaN' : formatNumber(Number.parseFloat(String(arg)));
    case 'O':
      return inspectValue(arg);
    case 'o':
      return formatValue(newContext(4, true), arg, 0);
    default: // %c: CSS has no meaning in a terminal
      return '';
  }
}

function formatAsString(arg: unknown): string {
  if (typeof arg === 'number') return formatNumber(arg);
  if (typeof arg === 'bigint') return `${arg}n`;
  if (typeof arg !== 'object' || arg === null || !hasBuiltInToString(arg)) return String(arg);
  return formatValue(newContext(0), arg, 0);
}

function stringifyJson(arg: unknown): string {
  try {
    return String(JSON.stringify(arg));
  } catch (error) {
    if (error instanceof TypeError && /circular/i.test(error.message)) return '[Circular]';
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Type checks that hold across realms and ignore Symbol.toStringTag, like Node's util.types.

function brandCheck(test: (value: object) => unknown): (value: object) => boolean {
  return (value) => {
    try {
      test(value);
      return true;
    } catch {
      return false;
    }
  };
}

const isMap = brandCheck((v) => Map.prototype.has.call(v, undefined));
const isSet = brandCheck((v) => Set.prototype.has.call(v, undefined));
const isWeakMap = brandCheck((v) => WeakMap.prototype.has.call(v as WeakMap<object, unknown>, {}));
const isWeakSet = brandCheck((v) => WeakSet.prototype.has.call(v as WeakSet<object>, {}));
const isDate = brandCheck((v) => Date.prototype.getTime.call(v));
const isRegExp = brandCheck(
  (v) => v !== RegExp.prototype && callGetter(RegExp.prototype, 'source', v),
);
const isArrayBuffer = brandCheck((v) => callGetter(ArrayBuffer.prototype, 'byteLength', v));
const isDataView = brandCheck((v) => callGetter(DataView.prototype, 'byteLength', v));
const mapSize = (v: object) => callGetter(Map.prototype, 'size', v) as number;
const setSize = (v: object) => callGetter(Set.prototype, 'size', v) as number;
const typedArrayTag = getter(
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  Symbol.toStringTag,
);
const mapIteratorPrototype: unknown = Object.getPrototypeOf(new Map().entries());
const setIteratorPrototype: unknown = Object.getPrototypeOf(new Set().values());

function getter(target: object, key: PropertyKey): ((this: unknown) => unknown) | undefined {
  return Object.getOwnPropertyDescriptor(target, key)?.get;
}

/** Calls a built-in getter on `value`; it throws when `value` is not of the getter's type. */
function callGetter(target: object, key: PropertyKey, value: object): unknown {
  const get = getter(target, key);
  if (get === undefined) throw new TypeError(`no getter ${String(key)}`);
  return get.call(value);
}

function typedArrayName(value: object): string | undefined {
  const name = typedArrayTag?.call(value);
  return typeof name === 'string' ? name : undefined;
}

function toStringTagOf(value: unknown): string {
  return Object.prototype.toString.call(value).slice(8, -1);
}

function isError(value: object): boolean {
  return value instanceof Error || toStringTagOf(value) === 'Error';
}

function isPromise(value: object): boolean {
  return value instanceof Promise || toStringTagOf(value) === 'Promise';
}

const BOXED: readonly [string, (v: object) => unknown][] = [
  ['Number', (v) => Number.prototype.valueOf.call(v)],
  ['String', (v) => String.prototype.valueOf.call(v)],
  ['Boolean', (v) => Boolean.prototype.valueOf.call(v)],
  ['BigInt', (v) => BigInt.prototype.valueOf.call(v)],
  ['Symbol', (v) => Symbol.prototype.valueOf.call(v)],
];

/** The type and primitive of a boxed primitive (`new Number(3)`), if it is one. */
function unbox(value: object): { type: string; primitive: unknown } | undefined {
  for (const [type, valueOf] of BOXED) {
    try {
      return { type, primitive: valueOf(value) };
    } catch {
      // not this type
    }
  }
  return undefined;
}

let builtInNames: Set<string> | undefined;

/** Global constructors (Object, Date, …): the ones whose toString %s may rely on. */
function isBuiltInName(name: string): boolean {
  builtInNames ??= new Set(
    Object.getOwnPropertyNames(globalThis).filter((e) => /^[A-Z][a-zA-Z0-9]+$/.test(e)),
  );
  return builtInNames.has(name);
}

function hasBuiltInToString(value: object): boolean {
  let checkToString = true;
  let checkToPrimitive = true;
  if (typeof Reflect.get(value, 'toString') !== 'function') {
    if (typeof Reflect.get(value, Symbol.toPrimitive) !== 'function') return true;
    if (Object.hasOwn(value, Symbol.toPrimitive)) return false;
    checkToString = false;
  } else if (Object.hasOwn(value, 'toString')) {
    return false;
  } else if (typeof Reflect.get(value, Symbol.toPrimitive) !== 'function') {
    checkToPrimitive = false;
  } else if (Object.hasOwn(value, Symbol.toPrimitive)) {
    return false;
  }
  let pointer: object | null = value;
  do {
    pointer = Object.getPrototypeOf(pointer) as object | null;
    if (pointer === null) return true;
  } while (
    !(checkToString && Object.hasOwn(pointer, 'toString')) &&
    !(checkToPrimitive && Object.hasOwn(pointer, Symbol.toPrimitive))
  );
  const ctor: unknown = Object.getOwnPropertyDescriptor(pointer, 'constructor')?.value;
  return typeof ctor === 'function' && isBuiltInName(ctor.name);
}

// ---------------------------------------------------------------------------------------------
// Primitives.

function formatNumber(value: number): string {
  return Object.is(value, -0) ? '-0' : `${value}`;
}

// Control characters, the quote in use, backslashes and lone surrogates.
/* eslint-disable no-control-regex */
const ESCAPE_SINGLE =
  /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPE_OTHER =
  /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/* eslint-enable no-control-regex */
const NAMED_ESCAPES = new Map([
  [8, '\\b'],
  [9, '\\t'],
  [10, '\\n'],
  [12, '\\f'],
  [13, '\\r'],
  [39, "\\'"],
  [92, '\\\\'],
]);

function escapeChar(char: string): string {
  const code = char.charCodeAt(0);
  const named = NAMED_ESCAPES.get(code);
  if (named !== undefined) return named;
  if (code < 0xa0) return `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`;
  return `\\u${code.toString(16)}`;
}

/** A string in quotes: single unless it contains one, then double, then backticks. */
function quoteString(str: string): string {
  let quote = "'";
  if (str.includes("'")) {
    if (!str.includes('"')) quote = '"';
    else if (!str.includes('`') && !str.includes('${')) quote = '`';
  }
  const escaped = str.replace(quote === "'" ? ESCAPE_SINGLE : ESCAPE_OTHER, escapeChar);
  return `${quote}${escaped}${quote}`;
}

function formatString(ctx: InspectContext, value: string): string {
  let trailer = '';
  if (value.length > MAX_STRING_LENGTH) {
    const remaining = value.length - MAX_STRING_LENGTH;
    value = value.slice(0, MAX_STRING_LENGTH);
    trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
  }
  if (value.length > MIN_LINE_LENGTH && value.length > BREAK_LENGTH - ctx.indentationLvl - 4) {
    const lines = value.split(/(?<=\n)/).map(quoteString);
    return lines.join(` +\n${' '.repeat(ctx.indentationLvl + 2)}`) + trailer;
  }
  return quoteString(value) + trailer;
}

function formatPrimitive(ctx: InspectContext, value: unknown): string {
  switch (typeof value) {
    case 'string':
      return formatString(ctx, value);
    case 'number':
      return formatNumber(value);
    case 'bigint':
      return `${value}n`;
    case 'symbol':
      return value.toString();
    default:
      return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Objects.

function formatValue(ctx: InspectContext, value: unknown, recurseTimes: number): string {
  if (value === null) return 'null';
  if (typeof value !== 'object' && typeof value !== 'function') {
    return formatPrimitive(ctx, value);
  }
  if (ctx.seen.includes(value)) {
    ctx.circular ??= new Map();
    let index = ctx.circular.get(value);
    if (index === undefined) {
      index = ctx.circular.size + 1;
      ctx.circular.set(value, index);
    }
    return `[Circular *${index}]`;
  }
  return formatRaw(ctx, value, recurseTimes);
}

function isInstanceof(value: object, ctor: unknown): boolean {
  try {
    return value instanceof (ctor as new () => unknown);
  } catch {
    return false;
  }
}

/** The name Node shows before an object: its class, `null` for a null-prototype object. */
function constructorName(value: object, ctx: InspectContext, recurseTimes: number): string | null {
  let obj: object | null = value;
  let firstProto: object | null | undefined;
  while (obj !== null) {
    if (obj !== value && obj === Object.prototype) return 'Object';
    if (obj !== value && obj === Function.prototype) return 'Function';
    const ctor: unknown = Object.getOwnPropertyDescriptor(obj, 'constructor')?.value;
    if (typeof ctor === 'function' && ctor.name !== '' && isInstanceof(value, ctor)) {
      return String(ctor.name);
    }
    obj = Object.getPrototypeOf(obj) as object | null;
    firstProto ??= obj;
  }
  if (firstProto === null || firstProto === undefined) return null;
  const internal = typeof value === 'function' ? 'Function' : 'Object';
  if (recurseTimes > ctx.depth) return `${internal} <Complex prototype>`;
  const protoName = constructorName(firstProto, ctx, recurseTimes + 1);
  if (protoName === null) {
    return `${internal} <${formatValue(newContext(-1), firstProto, 0)}>`;
  }
  return `${internal} <${protoName}>`;
}

function getPrefix(constructor: string | null, tag: string, fallback: string, size = ''): string {
  if (constructor === null) {
    if (tag !== '' && fallback !== tag) return `[${fallback}${size}: null prototype] [${tag}] `;
    return `[${fallback}${size}: null prototype] `;
  }
  if (tag !== '' && constructor !== tag) return `${constructor}${size} [${tag}] `;
  return `${constructor}${size} `;
}

function ctxStyle(value: object, constructor: string | null, tag: string): string {
  let fallback = '';
  if (constructor === null) {
    fallback = toStringTagOf(value);
    if (fallback === tag) fallback = 'Object';
  }
  return getPrefix(constructor, tag, fallback);
}

function isIndexKey(key: PropertyKey): boolean {
  return typeof key === 'string' && /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

function isEnumerable(value: object, key: PropertyKey): boolean {
  return Object.prototype.propertyIsEnumerable.call(value, key);
}

/** Own keys shown after the contents: enumerable ones, or all with %o. */
function getKeys(ctx: InspectContext, value: object, skipIndices: boolean): PropertyKey[] {
  // Reflect.ownKeys lists indexes, then names in creation order, then symbols: Node's order.
  const keys = Reflect.ownKeys(value).filter((key) => !skipIndices || !isIndexKey(key));
  return ctx.showHidden ? keys : keys.filter((key) => isEnumerable(value, key));
}

interface Shape {
  base: string;
  braces: [string, string];
  formatter: Formatter;
  extras: Extras;
  keys: PropertyKey[];
  /** Set when the value prints as one fixed string (e.g. `[]`, `[Function: f]`). */
  done?: string;
}

const noEntries: Formatter = () => [];

function formatRaw(ctx: InspectContext, value: object, recurseTimes: number): string {
  const constructor = constructorName(value, ctx, recurseTimes);
  const tag = toStringTagFor(ctx, value);
  const shape = shapeOf(ctx, value, constructor, tag, recurseTimes);
  if (shape.done !== undefined) return shape.done;

  if (recurseTimes > ctx.depth) {
    const name = ctxStyle(value, constructor, tag).slice(0, -1);
    return constructor === null ? name : `[${name}]`;
  }
  recurseTimes += 1;
  ctx.seen.push(value);
  ctx.currentDepth = recurseTimes;
  const output = shape.formatter(ctx, value, recurseTimes);
  for (const key of shape.keys) {
    output.push(formatProperty(ctx, value, recurseTimes, key, shape.extras));
  }
  let base = shape.base;
  const reference = ctx.circular?.get(value);
  if (reference !== undefined) {
    base = base === '' ? `<ref *${reference}>` : `<ref *${reference}> ${base}`;
  }
  ctx.seen.pop();
  return reduceToSingleString(ctx, output, base, shape.braces, shape.extras, recurseTimes, value);
}

/** Symbol.toStringTag when it is inherited (an own enumerable tag is printed as a key anyway). */
function toStringTagFor(ctx: InspectContext, value: object): string {
  let tag: unknown;
  try {
    tag = Reflect.get(value, Symbol.toStringTag);
  } catch {
    return '';
  }
  if (typeof tag !== 'string' || tag === '') return '';
  const own = ctx.showHidden
    ? Object.hasOwn(value, Symbol.toStringTag)
    : isEnumerable(value, Symbol.toStringTag);
  return own ? '' : tag;
}

function shapeOf(
  ctx: InspectContext,
  value: object,
  constructor: string | null,
  tag: string,
  recurseTimes: number,
): Shape {
  return (
    iterableShape(ctx, value, constructor, tag) ??
    objectShape(ctx, value, constructor, tag, recurseTimes)
  );
}

function iterableShape(
  ctx: InspectContext,
  value: object,
  constructor: string | null,
  tag: string,
): Shape | undefined {
  const shape = (
    braces: [string, string],
    formatter: Formatter,
    extras: Extras = 'object',
  ): Shape => ({
    base: '',
    braces,
    formatter,
    extras,
    keys: getKeys(ctx, value, extras === 'arrayLike'),
  });
  if (Array.isArray(value)) {
    const prefix =
      constructor !== 'Array' || tag !== ''
        ? getPrefix(constructor, tag, 'Array', `(${value.length})`)
        : '';
    const result: Shape = shape([`${prefix}[`, ']'], formatArray, 'arrayLike');
    if (value.length === 0 && result.keys.length === 0) result.done = `${prefix}[]`;
    return result;
  }
  if (isSet(value) || isMap(value)) {
    const isASet = isSet(value);
    const size = isASet ? setSize(value) : mapSize(value);
    const prefix = getPrefix(constructor, tag, isASet ? 'Set' : 'Map', `(${size})`);
    const result: Shape = shape([`${prefix}{`, '}'], isASet ? formatSet : formatMap);
    if (size === 0 && result.keys.length === 0) result.done = `${prefix}{}`;
    return result;
  }
  const typedName = typedArrayName(value);
  if (typedName !== undefined) {
    const size = (value as Uint8Array).length;
    const prefix = getPrefix(constructor, tag, typedName, `(${size})`);
    const result: Shape = shape([`${prefix}[`, ']'], formatTypedArray, 'arrayLike');
    if (size === 0 && result.keys.length === 0 && !ctx.showHidden) result.done = `${prefix}[]`;
    return result;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === mapIteratorPrototype || proto === setIteratorPrototype) {
    const type = proto === mapIteratorPrototype ? 'Map' : 'Set';
    let label = `${type} Iterator`;
    if (tag !== label) label = tag === '' ? label : `${tag}] [${label}`;
    return shape([`[${label}] {`, '}'], () => ['<items unknown>']);
  }
  return undefined;
}

function objectShape(
  ctx: InspectContext,
  value: object,
  constructor: string | null,
  tag: string,
  recurseTimes: number,
): Shape {
  const keys = getKeys(ctx, value, false);
  const result: Shape = {
    base: '',
    braces: ['{', '}'],
    formatter: noEntries,
    extras: 'object',
    keys,
  };
  const finishWhenEmpty = (text: string) => {
    if (keys.length === 0) result.done = text;
    return result;
  };
  if (typeof value === 'function') {
    result.base = functionBase(value, constructor, tag);
    return finishWhenEmpty(result.base);
  }
  if (constructor === 'Object') {
    if (toStringTagOf(value) === 'Arguments') result.braces[0] = '[Arguments] {';
    else if (tag !== '') result.braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
    return finishWhenEmpty(`${result.braces[0]}}`);
  }
  if (isRegExp(value)) {
    result.base = prefixed(RegExp.prototype.toString.call(value), constructor, tag, 'RegExp');
    if (recurseTimes > ctx.depth) result.done = result.base;
    return finishWhenEmpty(result.base);
  }
  if (isDate(value)) {
    const date = value as Date;
    const valid = !Number.isNaN(Date.prototype.getTime.call(date));
    const text = valid ? Date.prototype.toISOString.call(date) : 'Invalid Date';
    result.base = prefixed(text, constructor, tag, 'Date');
    return finishWhenEmpty(result.base);
  }
  if (isError(value)) {
    result.base = formatError(ctx, value as Error, constructor, tag, keys);
    return finishWhenEmpty(result.base);
  }
  return otherObjectShape(ctx, value, constructor, tag, result);
}

function otherObjectShape(
  ctx: InspectContext,
  value: object,
  constructor: string | null,
  tag: string,
  result: Shape,
): Shape {
  const { keys } = result;
  const finishWhenEmpty = (text: string) => {
    if (keys.length === 0) result.done = text;
    return result;
  };
  if (isArrayBuffer(value)) {
    result.braces[0] = `${getPrefix(constructor, tag, 'ArrayBuffer')}{`;
    result.formatter = formatArrayBuffer;
    keys.unshift('byteLength');
    return result;
  }
  if (isDataView(value)) {
    result.braces[0] = `${getPrefix(constructor, tag, 'DataView')}{`;
    keys.unshift('byteLength', 'byteOffset', 'buffer');
    return result;
  }
  if (isPromise(value)) {
    result.braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
    result.formatter = () => ['<pending>'];
    return result;
  }
  if (isWeakSet(value) || isWeakMap(value)) {
    const fallback = isWeakSet(value) ? 'WeakSet' : 'WeakMap';
    result.braces[0] = `${getPrefix(constructor, tag, fallback)}{`;
    result.formatter = () => ['<items unknown>'];
    return result;
  }
  const boxed = unbox(value);
  if (boxed !== undefined) {
    result.base = boxedBase(ctx, boxed, constructor, tag, keys);
    return finishWhenEmpty(result.base);
  }
  result.braces[0] = `${ctxStyle(value, constructor, tag)}{`;
  return finishWhenEmpty(`${result.braces[0]}}`);
}

function prefixed(text: string, constructor: string | null, tag: string, type: string): string {
  const prefix = getPrefix(constructor, tag, type);
  return prefix === `${type} ` ? text : `${prefix}${text}`;
}

function boxedBase(
  ctx: InspectContext,
  boxed: { type: string; primitive: unknown },
  constructor: string | null,
  tag: string,
  keys: PropertyKey[],
): string {
  if (typeof boxed.primitive === 'string') {
    // A String object's characters are keys too; they are already in the printed value.
    keys.splice(0, boxed.primitive.length);
  }
  let base = `[${boxed.type}`;
  if (boxed.type !== constructor)
    base += constructor === null ? ' (null prototype)' : ` (${constructor})`;
  base += `: ${formatPrimitive(ctx, boxed.primitive)}]`;
  if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
  return base;
}

function functionBase(value: object, constructor: string | null, tag: string): string {
  const source = Function.prototype.toString.call(value);
  if (source.startsWith('class') && source.endsWith('}')) {
    const slice = source.slice(5, -1);
    const brace = slice.indexOf('{');
    const head = slice.slice(0, brace);
    const stripped = slice.replace(/(\/\/.*?\n)|(\/\*(.|\n)*?\*\/)/g, '');
    if (brace !== -1 && (!head.includes('(') || /^(\s+[^(]*?)\s*{/.test(stripped))) {
      return classBase(value, constructor, tag);
    }
  }
  const kind = toStringTagOf(value);
  let type = 'Function';
  if (kind.includes('Generator')) type = `Generator${type}`;
  if (kind.startsWith('Async')) type = `Async${type}`;
  const name: unknown = Reflect.get(value, 'name');
  let base = `[${type}`;
  if (constructor === null) base += ' (null prototype)';
  base += name === '' || typeof name !== 'string' ? ' (anonymous)' : `: ${name}`;
  base += ']';
  if (constructor !== type && constructor !== null) base += ` ${constructor}`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  return base;
}

function classBase(value: object, constructor: string | null, tag: string): string {
  const ownName: unknown = Object.hasOwn(value, 'name') ? Reflect.get(value, 'name') : '';
  let base = `class ${typeof ownName === 'string' && ownName !== '' ? ownName : '(anonymous)'}`;
  if (constructor !== 'Function' && constructor !== null) base += ` [${constructor}]`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  if (constructor === null) {
    base += ' extends [null prototype]';
  } else {
    const superName: unknown = Reflect.get(Object.getPrototypeOf(value) as object, 'name');
    if (typeof superName === 'string' && superName !== '') base += ` extends ${superName}`;
  }
  return `[${base}]`;
}

// ---------------------------------------------------------------------------------------------
// Errors.

function errorHeader(error: Error): string {
  try {
    return Error.prototype.toString.call(error);
  } catch {
    return 'Error';
  }
}

/** The stack in V8's layout, which other engines' bare frames are rewritten to. */
function stackOf(error: Error): string {
  const stack: unknown = Reflect.get(error, 'stack');
  if (typeof stack !== 'string' || stack === '') return errorHeader(error);
  if (stack.includes('\n    at ') || stack.startsWith(String(error.name))) return stack;
  const frames = stack.split('\n').filter((line) => line.trim() !== '');
  return [errorHeader(error), ...frames.map((line) => `    at ${v8Frame(line)}`)].join('\n');
}

/** `add@project:///main.js:3:11` (SpiderMonkey, JavaScriptCore) as `add (project:///main.js:3:11)`. */
function v8Frame(frame: string): string {
  const at = frame.indexOf('@');
  if (at === -1) return frame;
  const name = frame.slice(0, at);
  const where = frame.slice(at + 1);
  return name === '' ? where : `${name} (${where})`;
}

function formatError(
  ctx: InspectContext,
  error: Error,
  constructor: string | null,
  tag: string,
  keys: PropertyKey[],
): string {
  const name = error.name == null ? 'Error' : String(error.name);
  let stack = stackOf(error);
  if (!ctx.showHidden) removeDuplicateErrorKeys(error, keys, stack);
  if ('cause' in error && !keys.includes('cause')) keys.push('cause');
  if (Array.isArray(Reflect.get(error, 'errors')) && !keys.includes('errors')) keys.push('errors');
  stack = improveStack(stack, constructor, name, tag);

  const message: unknown = Reflect.get(error, 'message');
  let pos = (typeof message === 'string' && message !== '' && stack.indexOf(message)) || -1;
  if (pos !== -1 && typeof message === 'string') pos += message.length;
  if (stack.indexOf('\n    at', pos) === -1) stack = `[${stack}]`;
  if (ctx.indentationLvl !== 0) {
    stack = stack.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
  }
  return stack;
}

function removeDuplicateErrorKeys(error: Error, keys: PropertyKey[], stack: string): void {
  for (const name of ['name', 'message', 'stack']) {
    const index = keys.indexOf(name);
    if (index !== -1 && stack.includes(String(Reflect.get(error, name)))) keys.splice(index, 1);
  }
}

/** Puts the class name in the stack's first line when it differs from `error.name`. */
function improveStack(
  stack: string,
  constructor: string | null,
  name: string,
  tag: string,
): string {
  let len = name.length;
  const looksNormal =
    name.endsWith('Error') &&
    stack.startsWith(name) &&
    (stack.length === len || stack[len] === ':' || stack[len] === '\n');
  if (constructor !== null && !looksNormal) return stack;
  let fallback = 'Error';
  if (constructor === null) {
    const start =
      /^([A-Z][a-z_ A-Z0-9[\]()-]+)(?::|\n {4}at)/.exec(stack) ??
      /^([a-z_A-Z0-9-]*Error)$/.exec(stack);
    fallback = start?.[1] ?? '';
    len = fallback.length;
    fallback ||= 'Error';
  }
  const prefix = getPrefix(constructor, tag, fallback).slice(0, -1);
  if (name === prefix) return stack;
  if (prefix.includes(name)) {
    return len === 0 ? `${prefix}: ${stack}` : `${prefix}${stack.slice(len)}`;
  }
  return `${prefix} [${name}]${stack.slice(len)}`;
}

// ---------------------------------------------------------------------------------------------
// Entries of collections.

const remainingText = (remaining: number) =>
  `... ${remaining} more item${remaining > 1 ? 's' : ''}`;

const formatArray: Formatter = (ctx, value, recurseTimes) => {
  const array = value as unknown[];
  const length = Math.min(MAX_ARRAY_LENGTH, array.length);
  const output: string[] = [];
  for (let i = 0; i < length; i++) {
    if (!Object.hasOwn(array, i))
      return formatSparseArray(ctx, array, recurseTimes, length, output, i);
    output.push(formatProperty(ctx, array, recurseTimes, String(i), 'item'));
  }
  if (array.length > length) output.push(remainingText(array.length - length));
  return output;
};

function emptyItems(count: number): string {
  return `<${count} empty item${count > 1 ? 's' : ''}>`;
}

function formatSparseArray(
  ctx: InspectContext,
  array: unknown[],
  recurseTimes: number,
  maxLength: number,
  output: string[],
  start: number,
): string[] {
  const keys = Object.keys(array);
  let index = start;
  for (let i = start; i < keys.length && output.length < maxLength; i++) {
    const key = keys[i] ?? '';
    const position = Number(key);
    if (position > 2 ** 32 - 2) break;
    if (`${index}` !== key) {
      if (!/^(0|[1-9][0-9]*)$/.test(key)) break;
      output.push(emptyItems(position - index));
      index = position;
      if (output.length === maxLength) break;
    }
    output.push(formatProperty(ctx, array, recurseTimes, key, 'item'));
    index++;
  }
  const remaining = array.length - index;
  if (output.length !== maxLength) {
    if (remaining > 0) output.push(emptyItems(remaining));
  } else if (remaining > 0) {
    output.push(remainingText(remaining));
  }
  return output;
}

const formatTypedArray: Formatter = (_ctx, value) => {
  const array = value as unknown as ArrayLike<number | bigint>;
  const length = Math.min(MAX_ARRAY_LENGTH, array.length);
  const output: string[] = [];
  for (let i = 0; i < length; i++) {
    const item = array[i];
    output.push(typeof item === 'bigint' ? `${item}n` : formatNumber(Number(item)));
  }
  if (array.length > length) output.push(remainingText(array.length - length));
  return output;
};

const formatSet: Formatter = (ctx, value, recurseTimes) => {
  const size = setSize(value);
  const output: string[] = [];
  ctx.indentationLvl += 2;
  for (const item of Set.prototype.values.call(value as Set<unknown>)) {
    if (output.length >= MAX_ARRAY_LENGTH) break;
    output.push(formatValue(ctx, item, recurseTimes));
  }
  if (size > MAX_ARRAY_LENGTH) output.push(remainingText(size - MAX_ARRAY_LENGTH));
  ctx.indentationLvl -= 2;
  return output;
};

const formatMap: Formatter = (ctx, value, recurseTimes) => {
  const size = mapSize(value);
  const output: string[] = [];
  ctx.indentationLvl += 2;
  for (const [key, item] of Map.prototype.entries.call(value as Map<unknown, unknown>)) {
    if (output.length >= MAX_ARRAY_LENGTH) break;
    output.push(
      `${formatValue(ctx, key, recurseTimes)} => ${formatValue(ctx, item, recurseTimes)}`,
    );
  }
  if (size > MAX_ARRAY_LENGTH) output.push(remainingText(size - MAX_ARRAY_LENGTH));
  ctx.indentationLvl -= 2;
  return output;
};

const formatArrayBuffer: Formatter = (_ctx, value) => {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(value as ArrayBuffer);
  } catch {
    return ['(detached)'];
  }
  const shown = Array.from(bytes.subarray(0, MAX_ARRAY_LENGTH), (b) =>
    b.toString(16).padStart(2, '0'),
  );
  let text = shown.join(' ');
  const remaining = bytes.length - MAX_ARRAY_LENGTH;
  if (remaining > 0) text += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  return [`[Uint8Contents]: <${text}>`];
};

// ---------------------------------------------------------------------------------------------
// Properties and layout.

const KEY_IDENTIFIER = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

function formatProperty(
  ctx: InspectContext,
  value: object,
  recurseTimes: number,
  key: PropertyKey,
  extras: Extras,
): string {
  const desc = Object.getOwnPropertyDescriptor(value, key) ?? {
    value: Reflect.get(value, key),
    enumerable: true,
  };
  let str: string;
  if (desc.value !== undefined) {
    ctx.indentationLvl += 2;
    str = formatValue(ctx, desc.value, recurseTimes);
    ctx.indentationLvl -= 2;
  } else if (desc.get !== undefined) {
    str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
  } else if (desc.set !== undefined) {
    str = '[Setter]';
  } else {
    str = 'undefined';
  }
  if (extras === 'item') return str;
  return `${propertyName(key, desc.enumerable !== false)}: ${str}`;
}

function propertyName(key: PropertyKey, enumerable: boolean): string {
  if (typeof key === 'symbol') return `[${key.toString().replace(ESCAPE_SINGLE, escapeChar)}]`;
  const name = String(key);
  if (name === '__proto__') return "['__proto__']";
  if (!enumerable) return `[${name.replace(ESCAPE_SINGLE, escapeChar)}]`;
  return KEY_IDENTIFIER.test(name) ? name : quoteString(name);
}

function reduceToSingleString(
  ctx: InspectContext,
  output: string[],
  base: string,
  braces: [string, string],
  extras: Extras,
  recurseTimes: number,
  value: object,
): string {
  const entries = output.length;
  if (extras === 'arrayLike' && entries > 6) {
    output = groupArrayElements(ctx, output, value as unknown[]);
  }
  // Entries of the innermost levels (up to COMPACT of them) share a line when they fit.
  if (ctx.currentDepth - recurseTimes < COMPACT && entries === output.length) {
    const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
    if (isBelowBreakLength(output, start, base)) {
      const joined = output.join(', ');
      if (!joined.includes('\n')) {
        return `${base ? `${base} ` : ''}${braces[0]} ${joined} ${braces[1]}`;
      }
    }
  }
  const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
  return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
}

function isBelowBreakLength(output: string[], start: number, base: string): boolean {
  let totalLength = output.length + start;
  if (totalLength + output.length > BREAK_LENGTH) return false;
  for (const entry of output) {
    totalLength += entry.length;
    if (totalLength > BREAK_LENGTH) return false;
  }
  return base === '' || !base.includes('\n');
}

/** Lays out many short array items in aligned columns, as Node does for long number lists. */
function groupArrayElements(ctx: InspectContext, output: string[], value: unknown[]): string[] {
  const separatorSpace = 2;
  let outputLength = output.length;
  // The "... n more items" line is not part of the grid.
  if (MAX_ARRAY_LENGTH < output.length) outputLength--;
  const dataLen = output.slice(0, outputLength).map((entry) => entry.length);
  const totalLength = dataLen.reduce((sum, len) => sum + len + separatorSpace, 0);
  const maxLength = Math.max(0, ...dataLen);
  const actualMax = maxLength + separatorSpace;
  if (
    actualMax * 3 + ctx.indentationLvl >= BREAK_LENGTH ||
    (totalLength / actualMax <= 5 && maxLength > 6)
  ) {
    return output;
  }
  const averageBias = Math.sqrt(actualMax - totalLength / output.length);
  const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
  const columns = Math.min(
    Math.round(Math.sqrt(2.5 * biasedMax * outputLength) / biasedMax),
    Math.floor((BREAK_LENGTH - ctx.indentationLvl) / actualMax),
    COMPACT * 4,
    15,
  );
  if (columns <= 1) return output;
  const columnWidths: number[] = [];
  for (let i = 0; i < columns; i++) {
    let width = 0;
    for (let j = i; j < output.length; j += columns) width = Math.max(width, dataLen[j] ?? 0);
    columnWidths.push(width + separatorSpace);
  }
  return groupRows(output, outputLength, columns, columnWidths, isNumeric(value, output.length));
}

/** Numbers are right-aligned in their columns, anything else left-aligned. */
function isNumeric(value: unknown[], count: number): boolean {
  for (let i = 0; i < count; i++) {
    if (typeof value[i] !== 'number' && typeof value[i] !== 'bigint') return false;
  }
  return true;
}

function groupRows(
  output: string[],
  outputLength: number,
  columns: number,
  columnWidths: number[],
  numeric: boolean,
): string[] {
  const rows: string[] = [];
  for (let i = 0; i < outputLength; i += columns) {
    const max = Math.min(i + columns, outputLength);
    let row = '';
    let j = i;
    for (; j < max - 1; j++) {
      const cell = `${output[j]}, `;
      const width = columnWidths[j - i] ?? 0;
      row += numeric ? cell.padStart(width) : cell.padEnd(width);
    }
    const last = output[j] ?? '';
    row += numeric ? last.padStart((columnWidths[j - i] ?? 0) - 2) : last;
    rows.push(row);
  }
  if (MAX_ARRAY_LENGTH < output.length) rows.push(output[outputLength] ?? '');
  return rows;
}
