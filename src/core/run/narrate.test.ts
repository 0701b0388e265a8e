import { describe, expect, it } from 'vitest';
import { narrate, storyText, type NarrateOptions } from './narrate';
import { STORY_LIMITS, type RunStory } from './narrate-types';
import { RecordingBuilder, fn, list, ref } from './narrate.testing';

const py = (source: string, extra: Partial<NarrateOptions> = {}): NarrateOptions => ({
  entry: 'main.py',
  sources: new Map([['main.py', source]]),
  language: 'python',
  languageName: 'Python',
  end: { kind: 'exited', code: 0, seconds: 0.1 },
  ...extra,
});

const js = (source: string, extra: Partial<NarrateOptions> = {}): NarrateOptions => ({
  ...py(source),
  entry: 'main.js',
  sources: new Map([['main.js', source]]),
  language: 'javascript',
  languageName: 'JavaScript',
  ...extra,
});

/** Every event as 'line: text', indented by its depth. */
const told = (story: RunStory) =>
  story.events.map((e) => `${'  '.repeat(e.depth)}${e.line}: ${e.text}`);

const FACTORIAL = [
  'def fact(n):', // 1
  '    if n <= 1:',
  '        return 1',
  '    return n * fact(n - 1)',
  'print(fact(3))', // 5
].join('\n');

/** The recording CPython's tracer makes of FACTORIAL. */
function factorial(): RecordingBuilder {
  const f = fn('function fact(n)');
  const b = new RecordingBuilder('main.py');
  b.line(1).line(5, { fact: f });
  for (const n of [3, 2]) b.call('fact', 1, { n }).line(2, { n }).line(4, { n });
  b.call('fact', 1, { n: 1 }).line(2, { n: 1 }).line(3, { n: 1 }).ret(3, 1, { n: 1 });
  b.ret(4, 2, { n: 2 }).ret(4, 6, { n: 3 }).print('6\n');
  return b;
}

describe('narrate: calls', () => {
  it('tells each call with its real arguments and what it returns, nested as it ran', () => {
    const story = narrate(factorial().build(), py(FACTORIAL));
    expect(told(story)).toEqual([
      '1: `def fact(n):`: defines `fact(n)`.',
      '5: `print(fact(3))`: calls `fact(3)`, which returns `6`; prints `6`.',
      '  2: `if n <= 1:`: `n <= 1` is False (`n` is `3`).',
      '  4: `return n * fact(n - 1)`: calls `fact(2)`, which returns `2`; `fact(3)` returns `6`.',
      '    2: `if n <= 1:`: `n <= 1` is False (`n` is `2`).',
      '    4: `return n * fact(n - 1)`: calls `fact(1)`, which returns `1`; `fact(2)` returns `2`.',
      '      2: `if n <= 1:`: `n <= 1` is True (`n` is `1`).',
      '      3: `return 1`: `fact(1)` returns `1`.',
    ]);
    expect(story.output).toEqual([{ line: 5, stream: 'stdout', text: '6' }]);
    expect(story.end).toEqual({ how: 'finished', text: 'The program ran to its end (14 steps).' });
  });

  it('tells later calls of a function in one sentence once six were told in full', () => {
    const b = new RecordingBuilder('main.py');
    const source = ['def sq(n):', '    return n * n', 'total = 0'];
    b.line(1).line(3, { sq: fn('function sq(n)') });
    const vars: Record<string, number | ReturnType<typeof fn>> = { sq: fn('function sq(n)') };
    for (let i = 0; i < 8; i++) {
      source.push(`total = total + sq(${i})`);
      vars.total = i === 0 ? 0 : (vars.total as number) + (i - 1) * (i - 1);
      b.line(4 + i, { ...vars });
      b.call('sq', 1, { n: i })
        .line(2, { n: i })
        .ret(2, i * i, { n: i });
    }
    const story = narrate(b.line(12, { ...vars, total: 140 }).build(), py(source.join('\n')));
    const inside = story.events.filter((e) => e.depth === 1);
    expect(inside).toHaveLength(6);
    expect(told(story)).toContain(
      '11: `total = total + sq(7)`: calls `sq(7)`, which returns `49`; sets `total` to `140`.',
    );
  });
});

describe('narrate: loops', () => {
  const LOOP = [
    'total = 0',
    'for n in [1, 2, 3, 4, 5]:',
    '    total = total + n',
    '    print(total)',
    'print("done")',
  ].join('\n');

  function loop(rounds: number): RecordingBuilder {
    const b = new RecordingBuilder('main.py');
    b.line(1).line(2, { total: 0 });
    let total = 0;
    for (let n = 1; n <= rounds; n++) {
      b.line(3, { total, n });
      total += n;
      b.line(4, { total, n }).print(`${total}\n`);
      b.line(2, { total, n });
    }
    return b.line(5, { total, n: rounds }).print('done\n');
  }

  it('tells a loop once, with the values each name takes, and its first time round', () => {
    const story = narrate(loop(5).build(), py(LOOP));
    expect(told(story)).toEqual([
      '1: `total = 0`: sets `total` to `0`.',
      '2: `for n in [1, 2, 3, 4, 5]:`: it goes round 5 times; `total` takes `1`, `3`, `6`, `10`, `15`; `n` takes `1`, `2`, `3`, `4`, `5`; it prints 5 lines: `1`, `3`, `6`, `10`, `15`. The first time round:',
      '  3: `total = total + n`: sets `total` to `1`.',
      '  4: `print(total)`: prints `1`.',
      '5: `print("done")`: prints `done`.',
    ]);
    // Each line printed is told as many times as it was printed.
    expect(story.output.map((o) => o.text)).toEqual(['1', '3', '6', '10', '15', 'done']);
    expect(story.output.map((o) => o.line)).toEqual([4, 4, 4, 4, 4, 5]);
  });

  it('summarises a long loop in one event, with the first and last values', () => {
    const story = narrate(loop(10_000).build(), py(LOOP));
    const header = story.events.find((e) => e.line === 2);
    expect(header?.text).toContain('it goes round 10,000 times');
    expect(header?.text).toContain(
      '`n` takes `1`, `2`, `3`, `4`, `5`, `6`, `7`, …, `9999`, `10000`',
    );
    expect(header?.text).toContain('it prints 10,000 lines: `1`, `3`, `6`, `10`, …, `50005000`');
    expect(story.events.length).toBeLessThan(10);
    expect(story.output).toHaveLength(STORY_LIMITS.output);
    expect(story.outputLeft).toBe(10_001 - STORY_LIMITS.output);
  });

  it('follows a JavaScript for loop, whose header comes back twice a round', () => {
    const source = [
      'let sum = 0;',
      'for (let i = 0; i < 3; i++) {',
      '  sum += i;',
      '}',
      'console.log(sum);',
    ].join('\n');
    const b = new RecordingBuilder('main.js', 'undefined');
    b.line(1, {}, 1).line(2, { sum: 0 }, 6).line(2, { sum: 0, i: 0 }, 17);
    let sum = 0;
    for (let i = 0; i < 3; i++) {
      b.line(3, { sum, i }, 3);
      sum += i;
      b.line(2, { sum, i }, 25).line(2, { sum, i: i + 1 }, 17);
    }
    b.line(5, { sum }, 1).print('3\n');
    const story = narrate(b.build(), js(source));
    expect(told(story)).toEqual([
      '1: `let sum = 0;`: sets `sum` to `0`.',
      '2: `for (let i = 0; i < 3; i++) {`: it goes round 3 times; `sum` takes `0`, `1`, `3`; `i` takes `0`, `1`, `2`. The first time round:',
      '  3: `sum += i;` runs.',
      '5: `console.log(sum);`: prints `3`.',
    ]);
  });

  it('says when a while loop stops, and how a loop that breaks leaves', () => {
    const source = ['n = 3', 'while n > 0:', '    n = n - 1', 'print(n)'].join('\n');
    const b = new RecordingBuilder().line(1).line(2, { n: 3 });
    for (let n = 3; n > 0; n--) b.line(3, { n }).line(2, { n: n - 1 });
    b.line(4, { n: 0 }).print('0\n');
    expect(told(narrate(b.build(), py(source)))[1]).toMatch(
      /^2: `while n > 0:`: it goes round 3 times, until `n > 0` is false; `n` takes `3`, `2`, `1`\./,
    );

    const breaks = ['for i in range(10):', '    if i == 2:', '        break', 'print(i)'].join(
      '\n',
    );
    const c = new RecordingBuilder().line(1);
    for (let i = 0; i <= 2; i++) c.line(2, { i }).line(i === 2 ? 3 : 1, { i });
    c.line(4, { i: 2 }).print('2\n');
    const story = narrate(c.build(), py(breaks));
    expect(told(story)[0]).toContain('it goes round 3 times');
    expect(told(story)[0]).toContain('it leaves the loop from line 3');
  });
});

describe('narrate: how it ends', () => {
  it('tells a crash at its step, with the values on that line, and nothing after it', () => {
    const source = ['a = 1', 'b = 0', 'print("start")', 'print(a / b)', 'print("never")'].join(
      '\n',
    );
    const b = new RecordingBuilder()
      .line(1)
      .line(2, { a: 1 })
      .line(3, { a: 1, b: 0 })
      .print('start\n');
    b.line(4, { a: 1, b: 0 }).exception(4, 'ZeroDivisionError: division by zero', { a: 1, b: 0 });
    b.error('ZeroDivisionError', 'division by zero');
    const story = narrate(b.build(), py(source, { end: { kind: 'exited', code: 1, seconds: 0 } }));
    expect(told(story)).toEqual([
      '1: `a = 1`: sets `a` to `1`.',
      '2: `b = 0`: sets `b` to `0`.',
      '3: `print("start")`: prints `start`.',
      '4: `print(a / b)`: the program stops here with `ZeroDivisionError: division by zero`.',
    ]);
    expect(story.end).toEqual({
      how: 'crashed',
      line: 4,
      text: 'The program stops on line 4 with ZeroDivisionError: division by zero. The values on that line: `a` is `1`, `b` is `0`. Nothing after it runs.',
      error: { name: 'ZeroDivisionError', message: 'division by zero' },
      values: [
        { name: 'a', value: '1' },
        { name: 'b', value: '0' },
      ],
    });
  });

  it('names the call a crash happened in and the line that called it', () => {
    const source = [
      'def divide(x, y):',
      '    return x / y',
      '',
      'top = 1',
      'print(divide(top, 0))',
    ].join('\n');
    const f = fn('function divide(x, y)');
    const b = new RecordingBuilder().line(1).line(4, { divide: f }).line(5, { divide: f, top: 1 });
    b.call('divide', 1, { x: 1, y: 0 }).line(2, { x: 1, y: 0 });
    b.exception(2, 'ZeroDivisionError: division by zero', { x: 1, y: 0 });
    b.error('ZeroDivisionError', 'division by zero');
    const story = narrate(b.build(), py(source));
    expect(told(story).slice(2)).toEqual([
      '5: `print(divide(top, 0))`: calls `divide(1, 0)`, which does not finish (told below).',
      '  2: `return x / y`: the program stops here with `ZeroDivisionError: division by zero`.',
    ]);
    expect(story.end.text).toBe(
      'The program stops on line 2 with ZeroDivisionError: division by zero, inside `divide(1, 0)`, called from line 5. The values on that line: `x` is `1`, `y` is `0`. Nothing after it runs.',
    );
  });

  it('tells a program that waited for input nobody typed', () => {
    const source = ['name = input("Name? ")', 'print("Hi", name)'].join('\n');
    const b = new RecordingBuilder().line(1).print('Name? ');
    b.exception(1, 'EOFError: EOF when reading a line').error(
      'EOFError',
      'EOF when reading a line',
    );
    const story = narrate(b.build(), py(source, { waitedAt: 1 }));
    expect(story.end.how).toBe('waiting');
    expect(story.end.line).toBe(1);
    expect(story.end.text).toMatch(
      /^It waited for input on line 1 \(`name = input\("Name\? "\)`\), and no line had been typed for it, so Explain ended its input there\. The program stops on line 1 with EOFError/,
    );
    expect(told(story)).toEqual([
      '1: `name = input("Name? ")`: prints `Name? `; the program stops here with `EOFError: EOF when reading a line`.',
    ]);
  });

  it('says what input it was given', () => {
    const b = new RecordingBuilder()
      .line(1)
      .print('Name? ')
      .line(2, { name: 'Ada' })
      .print('Hi Ada\n');
    const story = narrate(
      b.build(),
      py('name = input("Name? ")\nprint("Hi", name)', { input: ['Ada'] }),
    );
    expect(story.input).toEqual(['Ada']);
    expect(told(story)[0]).toBe(
      '1: `name = input("Name? ")`: prints `Name? `; sets `name` to `\'Ada\'`.',
    );
  });

  it('says where recording stopped at the step cap, and when the time limit stopped the run', () => {
    const source = 'while True:\n    x = 1\n';
    const b = new RecordingBuilder().line(1);
    for (let i = 0; i < 50; i++) b.line(2, i ? { x: 1 } : {});
    const capped = narrate(b.build({ capped: true }), py(source));
    expect(capped.end.how).toBe('capped');
    expect(capped.end.text).toMatch(
      /^Recording stopped at the step cap \(51 steps\); the program ran on unrecorded to its end\./,
    );
    // `while True:` jumps back to its body: each time round begins at line 2.
    expect(capped.events[0]?.text).toMatch(
      /^`while True:`: it goes round 50 times; .*the recording stops inside it, at the step cap\. The first time round:$/,
    );

    const stopped = narrate(
      b.build(),
      py(source, {
        end: { kind: 'stopped', reason: 'silence', seconds: 10 },
        limits: { silenceMs: 10_000, totalMs: 60_000 },
      }),
    );
    expect(stopped.end).toMatchObject({ how: 'stopped', line: 2 });
    expect(stopped.end.text).toMatch(
      /^The time limit stopped the run: it printed nothing for 10 s, while it was on line 2\./,
    );
  });

  it('tells a program that never started', () => {
    const r = new RecordingBuilder().build();
    r.error = { step: 0, name: 'SyntaxError', message: 'invalid syntax', line: 2, file: 'main.py' };
    const story = narrate(r, py('x = 1\nx = (\n'));
    expect(story.events).toEqual([]);
    expect(story.end).toMatchObject({
      how: 'crashed',
      line: 2,
      text: 'The program does not start: SyntaxError: invalid syntax on line 2.',
    });
  });
});

describe('narrate: values', () => {
  it('shows two names for one list as one list, and what changed in it', () => {
    const source = ['a = []', 'b = a', 'b.append(1)', 'print(a)'].join('\n');
    const b = new RecordingBuilder()
      .line(1)
      .object(7, list())
      .line(2, { a: ref(7) });
    b.line(3, { a: ref(7), b: ref(7) })
      .object(7, list(1))
      .line(4, { a: ref(7), b: ref(7) })
      .print('[1]\n');
    expect(told(narrate(b.build(), py(source)))).toEqual([
      '1: `a = []`: sets `a` to `[]`.',
      '2: `b = a`: makes `b` a second name for the same list as `a` (`[]`).',
      '3: `b.append(1)`: changes `a` to `[1]` (`b` names the same list); changes `b` to `[1]` (`a` names the same list).',
      '4: `print(a)`: prints `[1]`.',
    ]);
  });

  it('says an exception was caught and where the run went on', () => {
    const source = ['try:', '    n = int("x")', 'except ValueError:', '    n = 0', 'print(n)'].join(
      '\n',
    );
    const b = new RecordingBuilder()
      .line(1)
      .line(2)
      .exception(2, "ValueError: invalid literal for int() with base 10: 'x'");
    b.line(3).line(4).line(5, { n: 0 }).print('0\n');
    const said = told(narrate(b.build(), py(source)));
    expect(said[1]).toBe(
      '2: `n = int("x")`: raises `ValueError: invalid literal for int() with base 10: \'x\'`, which is caught: it goes on at line 3.',
    );
  });
});

describe('narrate: bounds', () => {
  it('tells a long run up to its bound and says how much it left out', () => {
    const source = Array.from({ length: 400 }, (_, i) => `x${i} = ${i}`).join('\n');
    const b = new RecordingBuilder();
    const vars: Record<string, number> = {};
    for (let i = 0; i < 400; i++) {
      b.line(i + 1, { ...vars });
      vars[`x${i}`] = i;
    }
    const story = narrate(b.build(), py(source, { maxEvents: 50 }));
    expect(story.events).toHaveLength(50);
    expect(story.left).toBe(351);
    expect(story.events[49]?.text).toBe(
      '… the run goes on for 351 more steps, not told here: its end is told below.',
    );
    expect(story.end.how).toBe('finished');
  });

  it('keeps to the selected lines, with the calls around them', () => {
    const story = narrate(factorial().build(), py(FACTORIAL, { focus: { from: 3, to: 3 } }));
    expect(told(story)).toEqual([
      '1: (Outside the selection, line 1 run here.)',
      '5: `print(fact(3))`: calls `fact(3)`, which returns `6`; prints `6`.',
      '  4: `return n * fact(n - 1)`: calls `fact(2)`, which returns `2`; `fact(3)` returns `6`.',
      '    4: `return n * fact(n - 1)`: calls `fact(1)`, which returns `1`; `fact(2)` returns `2`.',
      '      3: `return 1`: `fact(1)` returns `1`.',
    ]);
    expect(story.focus).toEqual({ from: 3, to: 3 });
  });

  it('writes the story as text for a prompt', () => {
    const text = storyText(narrate(factorial().build(), py(FACTORIAL)));
    expect(text).toContain('The program main.py (Python) was run and recorded: 14 steps.');
    expect(text).toContain('\n  Line 2: `if n <= 1:`: `n <= 1` is False (`n` is `3`).');
    expect(text).toContain('What it printed:\n  line 5: 6');
    expect(text).toContain('How it ended: The program ran to its end (14 steps).');
  });
});
