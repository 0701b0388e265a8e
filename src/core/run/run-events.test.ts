import { describe, expect, it } from 'vitest';
import { parseRunEvent } from './run-events';
import type { RunEvent } from './types';
import type { TraceBatch } from './trace-types';

const BATCH: TraceBatch = {
  frames: [{ name: '<module>', file: 'main.py', line: 1 }],
  stacks: [{ frames: [0], at: [-1] }],
  vars: [
    [
      ['n', { t: 'num', v: '3' }],
      ['s', { t: 'str', v: 'ab', more: 10 }],
      ['ok', { t: 'bool', v: true }],
      ['nothing', { t: 'none', v: 'None' }],
      ['f', { t: 'fn', v: 'f' }],
      ['xs', { t: 'ref', id: 1 }],
      ['when', { t: 'other', v: '2024-01-01', type: 'date' }],
    ],
  ],
  steps: [
    {
      file: 'main.py',
      line: 2,
      col: 0,
      endLine: 2,
      endCol: 5,
      event: 'line',
      stack: 0,
      vars: 0,
      globals: -1,
      objects: [
        [1, { kind: 'list', type: 'list', items: [{ t: 'num', v: '1' }], total: 1 }],
        [
          2,
          {
            kind: 'dict',
            type: 'dict',
            entries: [
              [
                { t: 'str', v: 'k' },
                { t: 'num', v: '2' },
              ],
            ],
            total: 1,
          },
        ],
      ],
    },
    {
      file: 'main.py',
      line: 3,
      col: 4,
      endLine: 3,
      endCol: 9,
      event: 'return',
      stack: 0,
      vars: 0,
      globals: 0,
      value: { t: 'none', v: 'undefined' },
    },
  ],
};

/** Every shape of event the runner sends, in each of its forms. */
const EVENTS: RunEvent[] = [
  { type: 'progress', label: 'Loading Python', loaded: 10, total: 100 },
  { type: 'progress', label: 'Starting', loaded: 0, total: 0 },
  { type: 'started' },
  { type: 'importing', module: 'json' },
  { type: 'importing', module: null },
  { type: 'stdout', text: 'hi\n' },
  { type: 'stdout', text: '', step: 0 },
  { type: 'stderr', text: 'oops\n' },
  { type: 'stderr', text: 'oops\n', step: 12 },
  { type: 'table', table: { columns: ['name', 'price'], rows: [['pear', '1.5']] } },
  { type: 'table', table: { columns: [], rows: [] } },
  { type: 'file-written', path: 'out/a.txt', content: 'text' },
  { type: 'file-written', path: '', content: '' },
  { type: 'file-deleted', path: 'old.txt' },
  { type: 'error', error: { name: 'TypeError', message: 'x is undefined', trace: 'at main.js:1' } },
  {
    type: 'error',
    error: { name: 'NameError', message: 'x', trace: 't', location: { path: 'main.py', line: 3 } },
    step: 4,
  },
  {
    type: 'error',
    error: {
      name: 'SyntaxError',
      message: 'bad',
      trace: 't',
      location: { path: 'a.js', line: 1, column: 7 },
    },
  },
  { type: 'trace', batch: BATCH },
  { type: 'trace', batch: { frames: [], stacks: [], vars: [], steps: [] } },
  { type: 'trace-end', end: { recorded: 10, capped: false } },
  { type: 'exit', code: 0 },
  { type: 'exit', code: -1 },
  { type: 'exit', code: 130 },
];

/** Each type a runner sends (TypeScript checks the list is whole), each with a case above. */
const SENT_TYPES: Record<Exclude<RunEvent['type'], 'input-request'>, true> = {
  progress: true,
  started: true,
  importing: true,
  stdout: true,
  stderr: true,
  table: true,
  'file-written': true,
  'file-deleted': true,
  error: true,
  trace: true,
  'trace-end': true,
  exit: true,
};

describe('parseRunEvent', () => {
  it('has a case for every type of event a runner sends', () => {
    expect(new Set(EVENTS.map((e) => e.type))).toEqual(new Set(Object.keys(SENT_TYPES)));
  });

  it.each(EVENTS.map((event) => [event.type, event] as const))(
    'accepts a %s event as it is',
    (_type, event) => {
      const parsed = parseRunEvent(structuredClone(event));
      expect(parsed).toEqual(event);
    },
  );

  it('hands back a fresh object, not the one it was given', () => {
    const event = { type: 'table', table: { columns: ['a'], rows: [['1']] } };
    const parsed = parseRunEvent(event);
    expect(parsed).toEqual(event);
    expect(parsed).not.toBe(event);
    if (parsed?.type !== 'table') throw new Error('not a table');
    expect(parsed.table).not.toBe(event.table);
    expect(parsed.table.rows[0]).not.toBe(event.table.rows[0]);
  });

  it('never accepts an input-request: the run host says when a program waits', () => {
    expect(parseRunEvent({ type: 'input-request' })).toBeNull();
  });

  it.each([
    ['null', null],
    ['a string', 'stdout'],
    ['a number', 42],
    ['an array', [{ type: 'stdout', text: 'x' }]],
    ['no type', { text: 'x' }],
    ['an unknown type', { type: 'waiting', waiting: true }],
    ['a type that is not a string', { type: ['stdout'], text: 'x' }],
  ])('rejects %s', (_name, value) => {
    expect(parseRunEvent(value)).toBeNull();
  });

  it.each([
    [
      'progress with a loaded count that is not a number',
      { type: 'progress', label: 'x', loaded: '1', total: 2 },
    ],
    ['progress with a negative total', { type: 'progress', label: 'x', loaded: 0, total: -1 }],
    [
      'progress with an infinite count',
      { type: 'progress', label: 'x', loaded: Infinity, total: 1 },
    ],
    ['progress with no label', { type: 'progress', loaded: 0, total: 0 }],
    ['importing a module named by a number', { type: 'importing', module: 3 }],
    ['importing with no module', { type: 'importing' }],
    ['stdout that is not text', { type: 'stdout', text: ['<b>x</b>'] }],
    ['stdout with no text', { type: 'stdout' }],
    ['stderr that is a number', { type: 'stderr', text: 1 }],
    ['output with a negative step', { type: 'stdout', text: 'x', step: -1 }],
    ['output with a fractional step', { type: 'stdout', text: 'x', step: 1.5 }],
    ['output with a step that is text', { type: 'stderr', text: 'x', step: '1' }],
    ['a table with no table', { type: 'table' }],
    ['a table whose columns are text', { type: 'table', table: { columns: 'name', rows: [] } }],
    ['a table whose rows are a number', { type: 'table', table: { columns: [], rows: 3 } }],
    [
      'a table with a row that is not a list',
      { type: 'table', table: { columns: ['a'], rows: ['x'] } },
    ],
    [
      'a table with a cell that is not text',
      { type: 'table', table: { columns: ['a'], rows: [[{}]] } },
    ],
    ['a table with a column that is null', { type: 'table', table: { columns: [null], rows: [] } }],
    [
      'a file written as bytes',
      { type: 'file-written', path: 'a.txt', content: new Uint8Array([104]) },
    ],
    ['a file written as a number', { type: 'file-written', path: 'a.txt', content: 5 }],
    [
      'a file written as an object',
      { type: 'file-written', path: 'a.txt', content: { text: 'x' } },
    ],
    ['a file written with no content', { type: 'file-written', path: 'a.txt' }],
    [
      'a file written with a path that is not text',
      { type: 'file-written', path: ['a'], content: '' },
    ],
    ['a file deleted with no path', { type: 'file-deleted' }],
    ['an error with no error', { type: 'error' }],
    ['an error with no trace', { type: 'error', error: { name: 'E', message: 'm' } }],
    [
      'an error with a name that is not text',
      { type: 'error', error: { name: 1, message: 'm', trace: '' } },
    ],
    [
      'an error at a line that is text',
      {
        type: 'error',
        error: { name: 'E', message: 'm', trace: '', location: { path: 'a', line: '3' } },
      },
    ],
    [
      'an error at a negative column',
      {
        type: 'error',
        error: { name: 'E', message: 'm', trace: '', location: { path: 'a', line: 3, column: -1 } },
      },
    ],
    [
      'an error at a location that is not an object',
      { type: 'error', error: { name: 'E', message: 'm', trace: '', location: 'a:3' } },
    ],
    [
      'an error with a bad step',
      { type: 'error', error: { name: 'E', message: 'm', trace: '' }, step: NaN },
    ],
    ['a trace with no batch', { type: 'trace' }],
    ['a trace with no steps', { type: 'trace', batch: { frames: [], stacks: [], vars: [] } }],
    [
      'a trace end with capped not a boolean',
      { type: 'trace-end', end: { recorded: 1, capped: 'no' } },
    ],
    [
      'a trace end with a fractional count',
      { type: 'trace-end', end: { recorded: 1.5, capped: false } },
    ],
    ['an exit with a code that is text', { type: 'exit', code: '0' }],
    ['an exit with a fractional code', { type: 'exit', code: 0.5 }],
    ['an exit with no code', { type: 'exit' }],
    ['an exit with NaN', { type: 'exit', code: NaN }],
    ['an exit with a code past the safe integers', { type: 'exit', code: 2 ** 60 }],
  ])('rejects %s', (_name, value) => {
    expect(parseRunEvent(value)).toBeNull();
  });

  const step = BATCH.steps[0];
  const withStep = (changes: Record<string, unknown>) => ({
    type: 'trace',
    batch: { ...BATCH, steps: [{ ...step, ...changes }] },
  });

  it.each([
    ['an event that is not one of the four', { event: 'jump' }],
    ['a line that is text', { line: '2' }],
    ['a negative column', { col: -1 }],
    ['a stack index that is not whole', { stack: 0.5 }],
    ['globals below -1', { globals: -2 }],
    ['an object of an unknown kind', { objects: [[1, { kind: 'heap', type: 'x', total: 0 }]] }],
    [
      'an object whose items are not values',
      { objects: [[1, { kind: 'list', type: 'list', items: [1], total: 1 }]] },
    ],
    [
      'an entry that is not a pair',
      {
        objects: [[1, { kind: 'dict', type: 'dict', entries: [[{ t: 'num', v: '1' }]], total: 1 }]],
      },
    ],
    ['a value of an unknown kind', { value: { t: 'bigint', v: '1' } }],
    ['a none that is not one of its names', { value: { t: 'none', v: 'nil' } }],
    ['a bool that is text', { value: { t: 'bool', v: 'true' } }],
  ])('rejects a trace step with %s', (_name, changes) => {
    expect(parseRunEvent(withStep(changes))).toBeNull();
  });

  it('rejects a trace whose stack has fewer positions than frames', () => {
    const batch = { ...BATCH, stacks: [{ frames: [0, 1], at: [-1] }] };
    expect(parseRunEvent({ type: 'trace', batch })).toBeNull();
  });

  it('rejects a trace whose variable names are not text', () => {
    const batch = { ...BATCH, vars: [[[1, { t: 'num', v: '1' }]]] };
    expect(parseRunEvent({ type: 'trace', batch })).toBeNull();
  });

  it('leaves out fields the shapes do not have, at every level', () => {
    expect(parseRunEvent({ type: 'stdout', text: 'x', html: '<b>x</b>', kind: 'warning' })).toEqual(
      {
        type: 'stdout',
        text: 'x',
      },
    );
    expect(
      parseRunEvent({ type: 'file-written', path: 'a.txt', content: 'x', binary: true, size: 9e9 }),
    ).toEqual({ type: 'file-written', path: 'a.txt', content: 'x' });
    expect(
      parseRunEvent({
        type: 'error',
        error: {
          name: 'E',
          message: 'm',
          trace: '',
          location: { path: 'a', line: 1, extra: 1 },
          html: 'x',
        },
        noise: true,
      }),
    ).toEqual({
      type: 'error',
      error: { name: 'E', message: 'm', trace: '', location: { path: 'a', line: 1 } },
    });
    expect(
      parseRunEvent({ type: 'table', table: { columns: ['a'], rows: [['1']], style: 'x' } }),
    ).toEqual({ type: 'table', table: { columns: ['a'], rows: [['1']] } });
    expect(parseRunEvent({ type: 'started', at: 1 })).toEqual({ type: 'started' });
    expect(parseRunEvent({ type: 'exit', code: 0, restart: true })).toEqual({
      type: 'exit',
      code: 0,
    });
    expect(parseRunEvent({ type: 'trace-end', end: { recorded: 1, capped: true, x: 1 } })).toEqual({
      type: 'trace-end',
      end: { recorded: 1, capped: true },
    });
    const traced = parseRunEvent(withStep({ extra: 'x', value: { t: 'num', v: '1', extra: 2 } }));
    expect(traced).toEqual({
      type: 'trace',
      batch: { ...BATCH, steps: [{ ...step, value: { t: 'num', v: '1' } }] },
    });
  });

  it("drops a string value's `more` that is not a count, keeping the value", () => {
    const parsed = parseRunEvent(withStep({ value: { t: 'str', v: 'ab', more: 'lots' } }));
    if (parsed?.type !== 'trace') throw new Error('not a trace');
    expect(parsed.batch.steps[0]?.value).toEqual({ t: 'str', v: 'ab' });
  });

  it('takes a "__proto__" key as any other unknown field: left out, nothing polluted', () => {
    const forged: unknown = JSON.parse(
      '{"type":"stdout","text":"x","__proto__":{"polluted":true},"table":{"__proto__":{"a":1}}}',
    );
    const parsed = parseRunEvent(forged);
    expect(parsed).toEqual({ type: 'stdout', text: 'x' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
