// Expected values are what Node 20's console.log printed for the same arguments.
/* eslint-disable @typescript-eslint/no-extraneous-class, prefer-rest-params -- odd values are what these tests print */
import { describe, expect, it } from 'vitest';
import { formatConsoleArgs, inspectValue } from './console-format';

describe('primitives', () => {
  it.each<[string, () => unknown[], string]>([
    ['top-level strings print raw', () => ['hello', 'world'], 'hello world'],
    [
      'numbers, -0, NaN and Infinity',
      () => [1, -0, NaN, Infinity, -Infinity, 1.5],
      '1 -0 NaN Infinity -Infinity 1.5',
    ],
    [
      'bigint, symbols, undefined, null, booleans',
      () => [1n, Symbol('x'), Symbol(), undefined, null, true],
      '1n Symbol(x) Symbol() undefined null true',
    ],
    ['a string after a number is still raw', () => [1, 'two', 3], '1 two 3'],
    ['no arguments', () => [], ''],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('nested strings', () => {
  it.each<[string, () => unknown[], string]>([
    ['single-quoted inside arrays', () => [['a', 'b']], "[ 'a', 'b' ]"],
    ['double quotes when it contains a single quote', () => [{ s: "it's" }], '{ s: "it\'s" }'],
    [
      'backticks when it contains both quotes',
      () => [{ s: `say "hi", it's` }],
      '{ s: `say "hi", it\'s` }',
    ],
    [
      'escapes control characters and backslashes',
      () => [{ s: 'a\nb\tc\\' }],
      "{ s: 'a\\nb\\tc\\\\' }",
    ],
    [
      'escapes C1 controls and lone surrogates',
      () => [['\x00\x7f\u00a0\ud800']],
      "[ '\\x00\\x7F\u00a0\\ud800' ]",
    ],
    [
      'splits long multi-line strings with +',
      () => [['line one is here\n'.repeat(5)]],
      [
        '[',
        "  'line one is here\\n' +",
        "    'line one is here\\n' +",
        "    'line one is here\\n' +",
        "    'line one is here\\n' +",
        "    'line one is here\\n'",
        ']',
      ].join('\n'),
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('arrays', () => {
  it.each<[string, () => unknown[], string]>([
    ['short arrays on one line', () => [[1, 2, 3]], '[ 1, 2, 3 ]'],
    ['empty array', () => [[]], '[]'],
    [
      'holes',
      () => [
        (() => {
          const a: number[] = [];
          a[1] = 1;
          a[4] = 2;
          a.length = 6;
          return a;
        })(),
      ],
      '[ <1 empty item>, 1, <2 empty items>, 2, <1 empty item> ]',
    ],
    ['an array of only holes', () => [new Array(5)], '[ <5 empty items> ]'],
    [
      'more than 100 items',
      () => [Array.from({ length: 101 }, (_, i) => i)],
      [
        '[',
        '   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11,',
        '  12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,',
        '  24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35,',
        '  36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,',
        '  48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59,',
        '  60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71,',
        '  72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83,',
        '  84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95,',
        '  96, 97, 98, 99,',
        '  ... 1 more item',
        ']',
      ].join('\n'),
    ],
    [
      'many numbers grouped in right-aligned columns',
      () => [Array.from({ length: 26 }, (_, i) => i * 3)],
      [
        '[',
        '   0,  3,  6,  9, 12, 15, 18, 21,',
        '  24, 27, 30, 33, 36, 39, 42, 45,',
        '  48, 51, 54, 57, 60, 63, 66, 69,',
        '  72, 75',
        ']',
      ].join('\n'),
    ],
    [
      'many strings grouped in left-aligned columns',
      () => [Array.from({ length: 30 }, (_, i) => 'item' + i)],
      [
        '[',
        "  'item0',  'item1',  'item2',",
        "  'item3',  'item4',  'item5',",
        "  'item6',  'item7',  'item8',",
        "  'item9',  'item10', 'item11',",
        "  'item12', 'item13', 'item14',",
        "  'item15', 'item16', 'item17',",
        "  'item18', 'item19', 'item20',",
        "  'item21', 'item22', 'item23',",
        "  'item24', 'item25', 'item26',",
        "  'item27', 'item28', 'item29'",
        ']',
      ].join('\n'),
    ],
    [
      'seven numbers',
      () => [[1, 2, 3, 4, 5, 6, 7]],
      ['[', '  1, 2, 3, 4,', '  5, 6, 7', ']'].join('\n'),
    ],
    [
      'mixed widths',
      () => [[1.5, -2, 300, 4000, 50000, 6, 7, 8, 9, 10]],
      [
        '[',
        '   1.5,    -2, 300,',
        '  4000, 50000,   6,',
        '     7,     8,   9,',
        '    10',
        ']',
      ].join('\n'),
    ],
    [
      'extra keys after the items',
      () => [Object.assign([1, 2], { extra: true })],
      '[ 1, 2, extra: true ]',
    ],
    [
      'an array of objects',
      () => [
        [
          { a: 1, b: 2 },
          { a: 3, b: 4 },
        ],
      ],
      '[ { a: 1, b: 2 }, { a: 3, b: 4 } ]',
    ],
    [
      'many small objects in columns',
      () => [Array.from({ length: 12 }, (_, i) => ({ id: i }))],
      [
        '[',
        '  { id: 0 },  { id: 1 },',
        '  { id: 2 },  { id: 3 },',
        '  { id: 4 },  { id: 5 },',
        '  { id: 6 },  { id: 7 },',
        '  { id: 8 },  { id: 9 },',
        '  { id: 10 }, { id: 11 }',
        ']',
      ].join('\n'),
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('objects', () => {
  it.each<[string, () => unknown[], string]>([
    ['identifier and quoted keys', () => [{ a: 1, 'b-c': 2 }], "{ a: 1, 'b-c': 2 }"],
    ['empty object', () => [{}], '{}'],
    [
      'symbol, numeric and spaced keys',
      () => [{ [Symbol('k')]: 1, 'a b': 3, 1: 4 }],
      "{ '1': 4, 'a b': 3, [Symbol(k)]: 1 }",
    ],
    [
      'undefined, null and symbol values',
      () => [{ und: undefined, nul: null, sym: Symbol.iterator }],
      '{ und: undefined, nul: null, sym: Symbol(Symbol.iterator) }',
    ],
    [
      'class instances',
      () => [
        (() => {
          class Point {
            x = 1;
            y = 2;
          }
          return new Point();
        })(),
      ],
      'Point { x: 1, y: 2 }',
    ],
    [
      'subclass instances',
      () => [
        (() => {
          class A {
            a = 1;
          }
          class B extends A {}
          return [new B(), new A()];
        })(),
      ],
      '[ B { a: 1 }, A { a: 1 } ]',
    ],
    ['null prototype, empty', () => [Object.create(null)], '[Object: null prototype] {}'],
    [
      'null prototype with keys',
      () => [Object.assign(Object.create(null), { a: 1 })],
      '[Object: null prototype] { a: 1 }',
    ],
    [
      'nesting beyond depth 2',
      () => [{ a: { b: { c: { d: 1 } } } }],
      '{ a: { b: { c: [Object] } } }',
    ],
    ['arrays beyond depth 2', () => [{ a: [[[[1]]]] }], '{ a: [ [ [Array] ] ] }'],
    [
      'empty values beyond depth 2 stay literal',
      () => [{ d: { e: { f: {}, g: [], h: Object.create(null) } } }],
      '{ d: { e: { f: {}, g: [], h: [Object: null prototype] {} } } }',
    ],
    [
      'non-empty null prototype beyond depth 2',
      () => [{ d: { e: { f: Object.assign(Object.create(null), { z: 1 }) } } }],
      '{ d: { e: { f: [Object: null prototype] } } }',
    ],
    [
      'breaks past 72 characters',
      () => [
        {
          veryLongPropertyName1: 'some string value',
          veryLongPropertyName2: 'another string value',
        },
      ],
      [
        '{',
        "  veryLongPropertyName1: 'some string value',",
        "  veryLongPropertyName2: 'another string value'",
        '}',
      ].join('\n'),
    ],
    [
      'many short keys',
      () => [
        {
          a: 1,
          b: 2,
          c: 3,
          d: 4,
          e: 5,
          f: 6,
          g: 7,
          h: 8,
          i: 9,
          j: 10,
          k: 11,
          l: 12,
          m: 13,
          n: 14,
          o: 15,
          p: 16,
          q: 17,
          r: 18,
          s: 19,
          t: 20,
          u: 21,
        },
      ],
      [
        '{',
        '  a: 1,',
        '  b: 2,',
        '  c: 3,',
        '  d: 4,',
        '  e: 5,',
        '  f: 6,',
        '  g: 7,',
        '  h: 8,',
        '  i: 9,',
        '  j: 10,',
        '  k: 11,',
        '  l: 12,',
        '  m: 13,',
        '  n: 14,',
        '  o: 15,',
        '  p: 16,',
        '  q: 17,',
        '  r: 18,',
        '  s: 19,',
        '  t: 20,',
        '  u: 21',
        '}',
      ].join('\n'),
    ],
    [
      'nested mixed data',
      () => [
        {
          user: { name: 'Ada', langs: ['en', 'fr'], address: { city: 'London', zip: 'N1' } },
          ok: true,
        },
      ],
      [
        '{',
        '  user: {',
        "    name: 'Ada',",
        "    langs: [ 'en', 'fr' ],",
        "    address: { city: 'London', zip: 'N1' }",
        '  },',
        '  ok: true',
        '}',
      ].join('\n'),
    ],
    [
      'three levels inside one another break lines',
      () => [{ a: [1, 2, 3], b: { c: [4, 5, 6] } }],
      '{ a: [ 1, 2, 3 ], b: { c: [ 4, 5, 6 ] } }',
    ],
    [
      'getters and setters',
      () => [
        {
          get a() {
            return 1;
          },
          set b(_v: unknown) {},
          get c() {
            return 1;
          },
          set c(_v: unknown) {},
        },
      ],
      '{ a: [Getter], b: [Setter], c: [Getter/Setter] }',
    ],
    [
      'non-enumerable keys are hidden',
      () => [
        (() => {
          const o = { shown: 2 };
          Object.defineProperty(o, 'hidden', { value: 1 });
          return o;
        })(),
      ],
      '{ shown: 2 }',
    ],
    [
      'an inherited toStringTag',
      () => [
        (() => {
          class T {
            get [Symbol.toStringTag]() {
              return 'Tag';
            }
          }
          return new T();
        })(),
      ],
      'T [Tag] {}',
    ],
    [
      'arguments',
      () => [
        (function (..._args: unknown[]) {
          return arguments;
        })(1, 2),
      ],
      "[Arguments] { '0': 1, '1': 2 }",
    ],
    [
      'boxed primitives',
      () => [new Number(3), new String('ab'), new Boolean(false)],
      "[Number: 3] [String: 'ab'] [Boolean: false]",
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('functions', () => {
  it.each<[string, () => unknown[], string]>([
    ['named function', () => [function foo() {}], '[Function: foo]'],
    ['anonymous arrow', () => [() => {}], '[Function (anonymous)]'],
    ['class', () => [class A {}], '[class A]'],
    ['subclass', () => [class B extends Array {}], '[class B extends Array]'],
    [
      'async and generator functions',
      () => [async function f() {}, function* g() {}, async function* h() {}],
      '[AsyncFunction: f] [GeneratorFunction: g] [AsyncGeneratorFunction: h]',
    ],
    [
      'methods inside an object',
      () => [{ f() {}, g: () => 1, h: function named() {} }],
      '{ f: [Function: f], g: [Function: g], h: [Function: named] }',
    ],
    [
      'a function with properties',
      () => [Object.assign(function f() {}, { a: 1 })],
      '[Function: f] { a: 1 }',
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('built-ins', () => {
  it.each<[string, () => unknown[], string]>([
    ['Map', () => [new Map([['a', 1]])], "Map(1) { 'a' => 1 }"],
    ['Set', () => [new Set([1, 2])], 'Set(2) { 1, 2 }'],
    ['empty Map and Set', () => [new Map(), new Set()], 'Map(0) {} Set(0) {}'],
    [
      'a Map with object keys',
      () => [new Map([[{ a: 1 }, [1, 2]]])],
      'Map(1) { { a: 1 } => [ 1, 2 ] }',
    ],
    [
      'a Map subclass',
      () => [
        (() => {
          class Registry extends Map<number, number> {}
          return new Registry([[1, 2]]);
        })(),
      ],
      'Registry(1) [Map] { 1 => 2 }',
    ],
    ['Date as ISO string', () => [new Date(0)], '1970-01-01T00:00:00.000Z'],
    ['invalid Date', () => [new Date(NaN)], 'Invalid Date'],
    ['RegExp', () => [/x/g], '/x/g'],
    [
      'dates and regexps nested',
      () => [{ r: /a\/b/i, d: new Date(0) }],
      '{ r: /a\\/b/i, d: 1970-01-01T00:00:00.000Z }',
    ],
    ['typed arrays', () => [new Uint8Array([1, 2, 3])], 'Uint8Array(3) [ 1, 2, 3 ]'],
    [
      'float and bigint typed arrays',
      () => [new Float64Array(2), new BigInt64Array(2)],
      'Float64Array(2) [ 0, 0 ] BigInt64Array(2) [ 0n, 0n ]',
    ],
    [
      'a long typed array',
      () => [new Uint8Array(120)],
      [
        'Uint8Array(120) [',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,',
        '  0, 0, 0, 0,',
        '  ... 20 more items',
        ']',
      ].join('\n'),
    ],
    [
      'WeakMap and WeakSet',
      () => [new WeakMap(), new WeakSet()],
      'WeakMap { <items unknown> } WeakSet { <items unknown> }',
    ],
    [
      'ArrayBuffer',
      () => [new Uint8Array([1, 2, 255]).buffer],
      'ArrayBuffer { [Uint8Contents]: <01 02 ff>, byteLength: 3 }',
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('circular references', () => {
  it.each<[string, () => unknown[], string]>([
    [
      'an object that contains itself',
      () => [
        (() => {
          const o: Record<string, unknown> = { name: 'x' };
          o.self = o;
          return o;
        })(),
      ],
      "<ref *1> { name: 'x', self: [Circular *1] }",
    ],
    [
      'an array that contains itself',
      () => [
        (() => {
          const a: unknown[] = [1];
          a.push(a);
          return a;
        })(),
      ],
      '<ref *1> [ 1, [Circular *1] ]',
    ],
    [
      'two references',
      () => [
        (() => {
          const o: Record<string, unknown> = {};
          const p = { o };
          o.p = p;
          o.q = { o, p };
          return o;
        })(),
      ],
      [
        '<ref *1> {',
        '  p: { o: [Circular *1] },',
        '  q: { o: [Circular *1], p: { o: [Circular *1] } }',
        '}',
      ].join('\n'),
    ],
    [
      'a Map that contains itself',
      () => [
        (() => {
          const m = new Map();
          m.set('self', m);
          return m;
        })(),
      ],
      "<ref *1> Map(1) { 'self' => [Circular *1] }",
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('errors', () => {
  it.each<[string, () => unknown[], string]>([
    [
      'its stack',
      () => [
        (() => {
          const e = new Error('boom');
          e.stack = 'Error: boom\n    at add (project:///src/main.js:3:11)';
          return e;
        })(),
      ],
      ['Error: boom', '    at add (project:///src/main.js:3:11)'].join('\n'),
    ],
    [
      'no stack: name and message in brackets',
      () => [
        (() => {
          const e = new Error('x');
          e.stack = undefined;
          return e;
        })(),
      ],
      '[Error: x]',
    ],
    [
      'nested in an object, indented',
      () => [
        {
          nested: (() => {
            const e = new RangeError('r');
            e.stack = 'RangeError: r\n    at foo (x.js:1:1)\n    at bar (y.js:2:2)';
            return e;
          })(),
        },
      ],
      [
        '{',
        '  nested: RangeError: r',
        '      at foo (x.js:1:1)',
        '      at bar (y.js:2:2)',
        '}',
      ].join('\n'),
    ],
    [
      'nested without frames',
      () => [
        {
          e: (() => {
            const e = new TypeError('bad');
            e.stack = 'TypeError: bad';
            return e;
          })(),
        },
      ],
      '{ e: [TypeError: bad] }',
    ],
    [
      'own properties after the stack',
      () => [
        (() => {
          const e = new Error('m');
          e.stack = 'Error: m\n    at foo (x.js:1:1)';
          Object.assign(e, { code: 'E1' });
          return e;
        })(),
      ],
      ['Error: m', '    at foo (x.js:1:1) {', "  code: 'E1'", '}'].join('\n'),
    ],
    [
      'a cause',
      () => [
        (() => {
          const e = new Error('m', { cause: 'c' });
          e.stack = 'Error: m\n    at foo (x.js:1:1)';
          return e;
        })(),
      ],
      ['Error: m', '    at foo (x.js:1:1) {', "  [cause]: 'c'", '}'].join('\n'),
    ],
    [
      'a subclass keeps its class name',
      () => [
        (() => {
          class MyErr extends Error {}
          const e = new MyErr('m');
          e.stack = 'Error: m\n    at foo (x.js:1:1)';
          return e;
        })(),
      ],
      ['MyErr [Error]: m', '    at foo (x.js:1:1)'].join('\n'),
    ],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('format specifiers', () => {
  it.each<[string, () => unknown[], string]>([
    ['%s and %d', () => ['%s is %d years', 'Bob', 42], 'Bob is 42 years'],
    ['%i truncates', () => ['%i', 42.9], '42'],
    ['%f parses', () => ['%f', '3.5abc'], '3.5'],
    ['%j', () => ['%j', { a: [1, 'x'] }], '{"a":[1,"x"]}'],
    [
      '%j with a cycle',
      () => [
        '%j',
        (() => {
          const o: Record<string, unknown> = {};
          o.o = o;
          return o;
        })(),
      ],
      '[Circular]',
    ],
    ['%o shows hidden keys', () => ['%o', [1, 2]], '[ 1, 2, [length]: 2 ]'],
    ['%o on an object', () => ['%o', { a: 1 }], '{ a: 1 }'],
    ['%O', () => ['%O', { a: { b: { c: { d: 1 } } } }], '{ a: { b: { c: [Object] } } }'],
    ['%c is dropped', () => ['%c styled', 'color: red'], ' styled'],
    ['%% alone', () => ['100%%'], '100%%'],
    ['%% with an argument', () => ['100%%', 5], '100% 5'],
    ['extra arguments are appended', () => ['%s', 'a', 'b'], 'a b'],
    ['%d then %%', () => ['%d%%', 5], '5%'],
    ['%s of an object is depth 0', () => ['%s', [1, [2, [3]]]], '[ 1, [Array] ]'],
    [
      '%s of null, undefined, bigint, -0, symbol',
      () => ['%s %s %s %s %s', null, undefined, 5n, -0, Symbol('s')],
      'null undefined 5n -0 Symbol(s)',
    ],
    ['%d of a string and an object', () => ['%d %d', '12', {}], '12 NaN'],
    ['unknown specifiers stay', () => ['%x', 1], '%x 1'],
    ['a specifier without an argument stays', () => ['%s'], '%s'],
    ['a trailing percent', () => ['a%', 1], 'a% 1'],
    [
      '%s uses a custom toString',
      () => [
        '%s',
        (() => {
          class P {
            toString() {
              return 'P!';
            }
          }
          return new P();
        })(),
      ],
      'P!',
    ],
    ['%s of a Date', () => ['%s', new Date(0)], '1970-01-01T00:00:00.000Z'],
    ['a non-string first argument is not a format', () => [1, '%s', 2], '1 %s 2'],
  ])('%s', (_name, args, expected) => {
    expect(formatConsoleArgs(args())).toBe(expected);
  });
});

describe('inspectValue', () => {
  it('quotes a top-level string, as a REPL echo does', () => {
    expect(inspectValue('str')).toBe("'str'");
    expect(inspectValue("it's")).toBe('"it\'s"');
  });

  it('does not split a long single-line string', () => {
    expect(inspectValue('x'.repeat(100))).toBe(`'${'x'.repeat(100)}'`);
  });

  it('prints other values as console.log does', () => {
    expect(inspectValue([1, 'a'])).toBe("[ 1, 'a' ]");
    expect(inspectValue(undefined)).toBe('undefined');
  });
});

describe('what plain JavaScript cannot observe', () => {
  it('shows every promise as pending', () => {
    expect(formatConsoleArgs([{ p: Promise.resolve(1) }])).toBe('{ p: Promise { <pending> } }');
  });

  it('does not preview map iterators', () => {
    expect(formatConsoleArgs([new Map([['a', 1]]).keys()])).toBe(
      '[Map Iterator] { <items unknown> }',
    );
  });

  it('rewrites a bare-frame stack (Firefox, Safari) in V8 style', () => {
    const error = new Error('boom');
    error.stack = 'add@project:///src/main.js:3:11\n@project:///src/main.js:7:1\n';
    expect(formatConsoleArgs([error])).toBe(
      [
        'Error: boom',
        '    at add (project:///src/main.js:3:11)',
        '    at project:///src/main.js:7:1',
      ].join('\n'),
    );
  });
});
