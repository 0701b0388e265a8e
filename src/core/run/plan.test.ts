import { describe, expect, it } from 'vitest';
import {
  endLine,
  passedLimit,
  planRun,
  selectionCode,
  unsupportedMessage,
  WITH_WAITS_FACTOR,
} from './plan';
import { DEFAULT_RUN_LIMITS } from './types';

describe('planRun', () => {
  it('runs JavaScript, TypeScript, JSX/TSX, Python, SQL and Lua in the browser', () => {
    for (const [id, runtime] of [
      ['javascript', 'javascript'],
      ['typescript', 'javascript'],
      ['tsx', 'javascript'],
      ['python', 'python'],
      ['sql', 'sql'],
      ['lua', 'lua'],
    ] as const) {
      expect(planRun(id, id, 'f')).toMatchObject({ kind: 'runtime', runtime });
    }
  });

  it('previews HTML', () => {
    expect(planRun('html', 'HTML', 'index.html')).toEqual({ kind: 'preview' });
  });

  it('gives the command that runs another language on a computer', () => {
    const plan = planRun('java', 'Java', 'Main.java');
    expect(plan).toEqual({
      kind: 'unsupported',
      languageName: 'Java',
      command: 'javac Main.java && java Main',
    });
    if (plan.kind !== 'unsupported') throw new Error('unreachable');
    expect(unsupportedMessage(plan)).toBe(
      "Java cannot run in the browser yet: nothing was run. To run it on your computer, open a terminal in the project's folder and type: javac Main.java && java Main",
    );
  });

  it('quotes a file name with spaces and says what runs when no command is known', () => {
    expect(planRun('go', 'Go', 'my prog.go')).toMatchObject({ command: "go run 'my prog.go'" });
    const plain = planRun('plaintext', 'Plain Text', 'notes.txt');
    expect(plain).toMatchObject({ kind: 'unsupported', command: null });
    if (plain.kind !== 'unsupported') throw new Error('unreachable');
    expect(unsupportedMessage(plain)).toContain('JavaScript, TypeScript, Python, SQL and Lua run');
  });
});

describe('selectionCode', () => {
  it('keeps the file line numbers and removes the common indentation', () => {
    expect(selectionCode('    x = 1\n      y = 2\n', 3)).toBe('\n\nx = 1\n  y = 2\n');
  });

  it('ignores blank lines when measuring the indentation', () => {
    expect(selectionCode('  a\n\n  b', 1)).toBe('a\n\nb');
  });
});

describe('passedLimit', () => {
  const limits = { silenceMs: 1000, totalMs: 5000 };
  it('stops a silent program and one that runs too long', () => {
    const state = { startedAt: 0, lastOutputAt: 0, waitingSince: null, waitedMs: 0 };
    expect(passedLimit(state, limits, 999)).toBeNull();
    expect(passedLimit(state, limits, 1000)).toBe('silence');
    expect(passedLimit({ ...state, lastOutputAt: 4900 }, limits, 5000)).toBe('total');
  });

  it('does not count an import of a standard module as silence, but as time', () => {
    const importing = {
      startedAt: 0,
      lastOutputAt: 0,
      waitingSince: null,
      waitedMs: 0,
      importing: true,
    };
    expect(passedLimit(importing, limits, 4000)).toBeNull();
    expect(passedLimit(importing, limits, 5000)).toBe('total');
  });

  it('does not count time spent waiting for a typed line', () => {
    const waiting = { startedAt: 0, lastOutputAt: 0, waitingSince: 100, waitedMs: 0 };
    expect(passedLimit(waiting, limits, 49_999)).toBeNull();
    const waited = { startedAt: 0, lastOutputAt: 4000, waitingSince: null, waitedMs: 3000 };
    expect(passedLimit(waited, limits, 4500)).toBeNull();
    expect(passedLimit(waited, limits, 7000)).toBe('silence');
    expect(passedLimit(waited, limits, 8000)).toBe('total');
  });

  it('ends a run at ten times its limit, waits for input counted', () => {
    const waiting = { startedAt: 0, lastOutputAt: 0, waitingSince: 100, waitedMs: 0 };
    expect(passedLimit(waiting, limits, 5000 * WITH_WAITS_FACTOR)).toBe('waited');
    expect(
      endLine({ kind: 'stopped', reason: 'waited', seconds: 50 }, DEFAULT_RUN_LIMITS),
    ).toContain('waiting for input');
  });
});

describe('endLine', () => {
  it('says how the run ended', () => {
    const limits = DEFAULT_RUN_LIMITS;
    expect(endLine({ kind: 'exited', code: 0, seconds: 0.123 }, limits)).toBe('Exited in 0.12 s');
    expect(endLine({ kind: 'exited', code: 1, seconds: 2 }, limits)).toBe(
      'Exited with code 1 in 2.00 s',
    );
    expect(endLine({ kind: 'stopped', reason: 'user', seconds: 1.5 }, limits)).toBe(
      'Stopped after 1.50 s',
    );
    expect(endLine({ kind: 'stopped', reason: 'silence', seconds: 10 }, limits)).toContain(
      'no output for 10 s',
    );
  });
});
