/**
 * The story of real JavaScript runs: each program is instrumented and recorded by the run host's
 * own JavaScript runtime (run-host/js-runtime, js-recorder), in a Node `vm` context, and its
 * events are turned into a Recording as Explain's recording does.
 */
import { describe, expect, it } from 'vitest';
import { narrate } from './narrate';
import type { RunStory } from './narrate-types';
import { recordJs } from './recorded-run.testing';

async function story(code: string, input: string[] = [], maxSteps?: number): Promise<RunStory> {
  const { recording, exit, waitedAt } = await recordJs(code, {
    input,
    ...(maxSteps ? { maxSteps } : {}),
  });
  return narrate(recording, {
    entry: 'main.js',
    sources: new Map([['main.js', code]]),
    language: 'javascript',
    languageName: 'JavaScript',
    end: { kind: 'exited', code: exit, seconds: 0 },
    input,
    ...(waitedAt !== undefined ? { waitedAt } : {}),
  });
}

const told = (s: RunStory) => s.events.map((e) => `${'  '.repeat(e.depth)}${e.line}: ${e.text}`);

describe('the story of a recorded JavaScript run', () => {
  it('tells loops, calls, shared arrays and the crash with the values on its line', async () => {
    const code = [
      'function fact(n) {',
      '  if (n <= 1) return 1;',
      '  return n * fact(n - 1);',
      '}',
      'let total = 0;', // 5
      'for (let i = 1; i <= 3; i++) {',
      '  total += i;',
      '  console.log(total);',
      '}',
      'console.log(fact(3));', // 10
      'const a = [1];',
      'const b = a;',
      'b.push(2);',
      'console.log(a.x.y);',
      'console.log("never");', // 15
    ].join('\n');
    const s = await story(code);
    expect(told(s)).toEqual([
      '5: `let total = 0;`: sets `total` to `0`.',
      '6: `for (let i = 1; i <= 3; i++) {`: it goes round 3 times; `total` takes `1`, `3`, `6`; `i` takes `1`, `2`, `3`; it prints 3 lines: `1`, `3`, `6`. The first time round:',
      '  7: `total += i;`: sets `total` to `1`.',
      '  8: `console.log(total);`: prints `1`.',
      '10: `console.log(fact(3));`: calls `fact(3)`, which returns `6`; prints `6`.',
      '  2: `if (n <= 1) return 1;`: `n <= 1` is false (`n` is `3`).',
      '  3: `return n * fact(n - 1);`: calls `fact(2)`, which returns `2`; `fact(3)` returns `6`.',
      '    2: `if (n <= 1) return 1;`: `n <= 1` is false (`n` is `2`).',
      '    3: `return n * fact(n - 1);`: calls `fact(1)`, which returns `1`; `fact(2)` returns `2`.',
      '      2: `if (n <= 1) return 1;`: `n <= 1` is true (`n` is `1`); `fact(1)` returns `1`.',
      '11: `const a = [1];`: sets `a` to `[1]`.',
      '12: `const b = a;`: makes `b` a second name for the same array as `a` (`[1]`).',
      '13: `b.push(2);`: changes `a` to `[1, 2]` (`b` names the same array); changes `b` to `[1, 2]` (`a` names the same array).',
      "14: `console.log(a.x.y);`: the program stops here with `TypeError: Cannot read properties of undefined (reading 'y')`.",
    ]);
    expect(s.output.map((o) => [o.line, o.text])).toEqual([
      [8, '1'],
      [8, '3'],
      [8, '6'],
      [10, '6'],
    ]);
    expect(s.end).toMatchObject({
      how: 'crashed',
      line: 14,
      error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'y')" },
      values: [{ name: 'a', value: '[1, 2]' }],
    });
  });

  it('prints a line as many times as the program printed it', async () => {
    const s = await story(
      'const words = ["a", "b"];\nfor (const w of words) {\n  if (w === "z") console.log("never");\n}\nconsole.log("always");\n',
    );
    expect(s.output.map((o) => o.text)).toEqual(['always']);
    expect(told(s).filter((e) => e.includes('`always`'))).toEqual([
      '5: `console.log("always");`: prints `always`.',
    ]);
    expect(told(s)[1]).toMatch(
      /^2: `for \(const w of words\) \{`: it goes round twice; `w` takes `'a'`, `'b'`\./,
    );
  });

  it('tells what was typed, and where the program waited once nothing more was', async () => {
    const code =
      'const name = prompt("Name?");\nconst age = prompt("Age?");\nconsole.log(name, age);\n';
    const s = await story(code, ['Ada']);
    expect(told(s)[0]).toBe(
      '1: `const name = prompt("Name?");`: prints `Name? `; sets `name` to `\'Ada\'`.',
    );
    expect(s.end.how).toBe('waiting');
    expect(s.end.line).toBe(2);
    expect(s.end.text).toMatch(
      /^It read the 1 line typed for it last time, then waited for another on line 2 \(`const age = prompt\("Age\?"\);`\)/,
    );
    expect(s.output.map((o) => o.text)).toEqual(['Name? Age? Ada null']);
  });

  it('says where recording stopped at the step cap, and that the program ran on', async () => {
    const s = await story(
      'let sum = 0;\nfor (let i = 0; i < 5000; i++) {\n  sum += i;\n}\nconsole.log(sum);\n',
      [],
      1_000,
    );
    expect(s.steps).toBe(1_000);
    expect(s.events[1]?.text).toMatch(
      /^`for \(let i = 0; i < 5000; i\+\+\) \{`: it goes round 333 times; `sum` takes `0`, `1`, `3`, .*the recording stops inside it, at the step cap\./,
    );
    expect(s.end).toMatchObject({ how: 'capped' });
    expect(s.end.text).toMatch(
      /^Recording stopped at the step cap \(1,000 steps\); the program ran on unrecorded to its end\./,
    );
    // What it printed after the cap is still its output.
    expect(s.output.map((o) => o.text)).toEqual(['12497500']);
  });
});
