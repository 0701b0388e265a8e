import { describe, expect, it } from 'vitest';
import {
  aliasSentence,
  callStackAt,
  languageOf,
  outputAt,
  outputLines,
  variablesAt,
  type ItemsNode,
  type TableNode,
  type ValueNode,
  type VarRow,
  type VariablesModel,
} from './debug-view-model';
import {
  TraceBuilder,
  aliasing,
  cappedList,
  factorial,
  fn,
  list,
  ref,
} from './debug-view-model.testing';
import type { RecordedOutput, Recording } from './recording';

/** Each row as 'names = value', values as the text a reader sees, changed ones with a '*'. */
function rows(model: VariablesModel | null, section = 0): string[] {
  return (model?.sections[section]?.rows ?? []).map(
    (row: VarRow) =>
      `${row.names.map((n) => (n.global ? `global ${n.name}` : n.name)).join(', ')}${row.changed ? '*' : ''} = ${text(row.value)}`,
  );
}

function text(node: ValueNode): string {
  switch (node.kind) {
    case 'plain':
    case 'link':
      return node.text;
    case 'items':
      return `[${node.items.map((i) => `${text(i.value)}${i.changed ? '*' : ''}`).join(' ')}]`;
    case 'table':
      return `{${node.rows.map((r) => `${text(r.key)}: ${text(r.value)}${r.changed ? '*' : ''}`).join(', ')}}`;
  }
}

const first = (model: VariablesModel | null, section = 0) => model?.sections[section]?.rows[0];

describe('callStackAt', () => {
  it('lists each call of a recursion, innermost first, with its argument and line', () => {
    const r = factorial();
    const stack = callStackAt(r, 9, null, 'python');
    expect(stack.map((e) => `${e.label} line ${e.line}`)).toEqual([
      'fact(n=1) line 2',
      'fact(n=2) line 4',
      'fact(n=3) line 4',
      'main.py line 5',
    ]);
    expect(stack.map((e) => e.shown)).toEqual([true, false, false, false]);
    expect(stack[0]?.innermost).toBe(true);
  });

  it('marks the frame chosen, while it is on the stack', () => {
    const r = factorial();
    const outer = callStackAt(r, 9, null, 'python')[2]!.id;
    expect(callStackAt(r, 9, outer, 'python').map((e) => e.shown)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    // Back at the top level, the chosen call is gone: the innermost is shown.
    expect(callStackAt(r, 14, outer, 'python').map((e) => [e.label, e.shown])).toEqual([
      ['main.py', true],
    ]);
  });
});

describe('variablesAt', () => {
  it("shows a call's own names, then the module's under Globals", () => {
    const r = factorial();
    const model = variablesAt(r, 9, null, 'python');
    expect(model?.isModule).toBe(false);
    expect(model?.sections.map((s) => s.title)).toEqual(['In fact(n=1)', 'Globals']);
    expect(rows(model, 0)).toEqual(['n = 1']);
    expect(rows(model, 1)).toEqual(['fact = function fact(n)']);
  });

  it("shows an outer call's names when that frame is chosen", () => {
    const r = factorial();
    const outer = callStackAt(r, 9, null, 'python')[2]!.id;
    const model = variablesAt(r, 9, outer, 'python');
    expect(model?.frameLabel).toBe('fact(n=3)');
    expect(rows(model, 0)).toEqual(['n = 3']);
  });

  it("shows the module's names alone when the module runs", () => {
    const model = variablesAt(factorial(), 1, null, 'python');
    expect(model?.isModule).toBe(true);
    expect(model?.sections).toHaveLength(1);
    expect(rows(model)).toEqual(['fact* = function fact(n)']);
    expect(variablesAt(factorial(), 0, null, 'python')?.sections[0]?.rows).toEqual([]);
    expect(variablesAt(new TraceBuilder().build(), 0, null, 'python')).toBeNull();
  });

  it('draws one list once with both its names, and says what that means', () => {
    const model = variablesAt(aliasing(), 2, null, 'python');
    expect(rows(model)).toEqual(['a, b* = [1 2]']);
    expect(first(model)?.names.map((n) => n.changed)).toEqual([false, true]);
    expect(first(model)?.aliasNote).toBe(
      'a and b are the same list: changing one changes the other.',
    );
    const value = first(model)?.value as ItemsNode;
    expect(value.numbered).toBe(true);
    expect(value.items.map((i) => i.index)).toEqual([0, 1]);
    expect(value.summary).toBe('list, 2 items');
  });

  it('marks a list changed in place, and the box that is new', () => {
    const r = aliasing();
    expect(rows(variablesAt(r, 3, null, 'python'))).toEqual(['a, b* = [1 2 3*]']);
    // Nothing changed at the next step but a new name.
    expect(rows(variablesAt(r, 4, null, 'python'))).toEqual([
      'a, b = [1 2 3]',
      "ages* = {'Ada': 36}",
    ]);
  });

  it('draws a dict as a table of quoted keys, marking the entry added', () => {
    const model = variablesAt(aliasing(), 5, null, 'python');
    const ages = model?.sections[0]?.rows[1];
    expect(ages && text(ages.value)).toBe("{'Ada': 36, 'Alan': 41*}");
    const table = ages?.value as TableNode;
    expect(table.kind).toBe('table');
    expect(table.keyHeading).toBe('key');
    expect(table.summary).toBe('dict, 2 entries');
    expect(ages?.changed).toBe(true);
  });

  it('says how much of a capped list was kept', () => {
    const value = first(variablesAt(cappedList(), 1, null, 'python'))?.value as ItemsNode;
    expect(value.capped).toBe('first 100 of 5,000 items');
    expect(value.summary).toBe('list, 5,000 items');
    expect(value.items).toHaveLength(100);
  });

  it('uses Python words for Python and JavaScript words for JavaScript', () => {
    const py = new TraceBuilder('main.py').line(1).line(2, { ok: true, x: null, s: '' }).build();
    const js = new TraceBuilder('main.js', 'undefined')
      .line(1)
      .line(2, { ok: false, x: null, nan: { t: 'num', v: 'NaN' } })
      .build();
    const words = (model: VariablesModel | null) =>
      (model?.sections[0]?.rows ?? []).map((r) =>
        r.value.kind === 'plain' ? [r.value.text, r.value.note ?? ''] : [],
      );
    expect(words(variablesAt(py, 1, null, languageOf('python')))).toEqual([
      ['True', ''],
      ['None', 'no value'],
      ["''", 'empty text'],
    ]);
    expect(words(variablesAt(js, 1, null, languageOf('javascript')))).toEqual([
      ['false', ''],
      ['undefined', 'no value'],
      ['NaN', 'not a number'],
    ]);
  });

  it("draws a function's name for the same list as a global once, across both sections", () => {
    // data = [1]; def show(xs): ...; show(data)
    const b = new TraceBuilder('main.py');
    b.line(1)
      .object(1, list([1]))
      .line(3, { data: ref(1), show: fn('function show(xs)') })
      .call('show', 2, { xs: ref(1) })
      .line(3, { xs: ref(1) });
    const model = variablesAt(b.build(), 3, null, 'python');
    expect(rows(model, 0)).toEqual(['xs, global data = [1]']);
    expect(first(model, 0)?.aliasNote).toBe(
      'xs and global data are the same list: changing one changes the other.',
    );
    expect(rows(model, 1)).toEqual([
      'data = the same list as xs, shown above',
      'show = function show(xs)',
    ]);
  });

  it('draws nested lists inside, and points to a list drawn under a name or holding itself', () => {
    const b = new TraceBuilder('main.py');
    b.line(1)
      .object(1, list([1]))
      .object(2, list([ref(1), ref(1), ref(3)]))
      .object(3, list([2, ref(4)]))
      .object(4, list([ref(4)]))
      .line(2, { row: ref(1), grid: ref(2) });
    const model = variablesAt(b.build(), 1, null, 'python');
    expect(rows(model)).toEqual([
      'row* = [1]',
      'grid* = [the same list as row the same list as row [2 [this same list again (it holds itself)]]]',
    ]);
  });

  it('keeps names such as __proto__ and constructor as they are', () => {
    const r = new TraceBuilder('main.js', 'undefined')
      .line(1)
      .object(1, {
        kind: 'object',
        type: 'Object',
        entries: [
          [
            { t: 'str', v: '__proto__' },
            { t: 'num', v: '1' },
          ],
        ],
        total: 1,
      })
      .line(
        2,
        Object.fromEntries([
          ['__proto__', 1],
          ['constructor', ref(1)],
          ['hasOwnProperty', ref(1)],
        ]),
      )
      .build();
    const model = variablesAt(r, 1, null, 'javascript');
    expect(rows(model)).toEqual([
      '__proto__* = 1',
      'constructor, hasOwnProperty* = {__proto__: 1}',
    ]);
    expect((first(model)?.value as ValueNode).kind).toBe('plain');
    const table = model?.sections[0]?.rows[1]?.value as TableNode;
    expect(table.keyHeading).toBe('property');
    expect(table.summary).toBe('Object, 1 property');
  });

  it('stops drawing a very large nested value and says how much it drew', () => {
    const b = new TraceBuilder('main.py');
    const inner = Array.from({ length: 100 }, (_, i) => ref(100 + i));
    b.line(1);
    b.object(1, { kind: 'list', type: 'list', items: inner, total: 100 });
    for (let i = 0; i < 100; i++) b.object(100 + i, list(Array.from({ length: 100 }, (_, j) => j)));
    b.line(2, { grid: ref(1) });
    const value = first(variablesAt(b.build(), 1, null, 'python'))?.value as ItemsNode;
    const inners = value.items.map((i) => i.value as ItemsNode);
    const cells = inners.reduce((n, i) => n + i.items.length, 0);
    expect(cells).toBeGreaterThan(100);
    expect(cells).toBeLessThan(100 * 100);
    expect(value.capped).toMatch(/^first \d+ of 100 items shown$/);
    expect(inners[0]?.capped).toBeUndefined();
    expect(inners[inners.length - 1]?.capped).toMatch(/^first \d+ of 100 items shown$/);
  });
});

describe('aliasSentence', () => {
  it('speaks of the others for three names, and warns of no change for a tuple', () => {
    expect(aliasSentence(['a', 'b', 'c'], 'dict')).toBe(
      'a, b and c are the same dict: changing one changes the others.',
    );
    expect(aliasSentence(['p', 'q'], 'tuple')).toBe('p and q are the same tuple.');
  });
});

describe('outputLines and outputAt', () => {
  const out = (step: number, stream: RecordedOutput['stream'], text: string): RecordedOutput => ({
    step,
    stream,
    text,
  });

  it('splits output into lines, each piece with the step that printed it', () => {
    const lines = outputLines([
      out(0, 'stdout', 'a\nb'),
      out(1, 'stdout', 'c\n\n'),
      out(2, 'stdout', 'Name? '),
      out(2, 'input', 'Ada\n'),
      out(3, 'stderr', 'oops'),
    ]);
    expect(
      lines.map((l) => l.segments.map((s) => `${s.step}${s.stream[0]}:${s.text}`).join('|')),
    ).toEqual(['0s:a', '0s:b|1s:c', '1s:', '2s:Name? |2i:Ada', '3s:oops']);
  });

  it('shows what was printed before a step, and marks what the step prints itself', () => {
    const b = new TraceBuilder('main.py');
    for (let k = 0; k < 15; k++) {
      b.line(k + 1);
      if (k === 3) b.print('one\ntw');
      if (k === 4) b.print('o\n');
      if (k === 14) b.print('6\n');
    }
    const r = b.build();
    const lines = outputLines(r.output);
    const at = (k: number) => {
      const view = outputAt(r, lines, k);
      return Array.from({ length: view.count }, (_, i) => view.line(i)).map(
        (l) =>
          `${l?.step}:${l?.segments.map((s) => (s.current ? `[${s.text}]` : s.text)).join('')}`,
      );
    };
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['3:[one]', '3:[tw]']);
    expect(at(4)).toEqual(['3:one', '3:tw[o]']);
    expect(outputAt(r, lines, 4).printsNow).toBe(true);
    expect(outputAt(r, lines, 5).printsNow).toBe(false);
    expect(at(5)).toEqual(['3:one', '3:two']);
    expect(at(14)).toEqual(['3:one', '3:two', '14:[6]']);
  });

  it('reads a long output at any step', () => {
    const r = printsEachStep();
    const lines = outputLines(r.output);
    expect(lines).toHaveLength(10_000);
    const view = outputAt(r, lines, 5_000);
    expect(view.count).toBe(5_001);
    expect(view.line(5_000)?.current).toBe(true);
    expect(view.line(4_999)?.segments[0]?.text).toBe('line 4999');
  });
});

/** Ten thousand steps, each printing one line. */
function printsEachStep(): Recording {
  const b = new TraceBuilder('main.py');
  for (let i = 0; i < 10_000; i++) b.line(1, { i }).print(`line ${i}\n`);
  return b.build();
}
