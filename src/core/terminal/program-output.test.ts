import { describe, expect, it } from 'vitest';
import {
  DROPPED_NOTE,
  dropSuffix,
  PROGRAM_OUTPUT_LIMIT,
  ProgramOutput,
  segmentsLength,
  visibleWidth,
} from './program-output';

describe('ProgramOutput', () => {
  it('keeps output by kind, merging what comes in a row', () => {
    const out = new ProgramOutput();
    out.append('output', 'a\n');
    out.append('output', 'b\n');
    out.append('error', 'Traceback\n');
    out.append('output', '');
    expect(out.all()).toEqual([
      { kind: 'output', text: 'a\nb\n' },
      { kind: 'error', text: 'Traceback\n' },
    ]);
    expect(out.text()).toBe('a\nb\nTraceback\n');
  });

  it('becomes transcript entries without their final line break', () => {
    const out = new ProgramOutput();
    out.append('output', 'hi\n\n');
    out.append('error', 'oops\n');
    out.append('output', '>>> ');
    expect(out.entries('python', '/home/project')).toEqual([
      { command: 'python', output: 'hi\n', type: 'output', directory: '/home/project' },
      { command: 'python', output: 'oops', type: 'error', directory: '/home/project' },
      { command: 'python', output: '>>> ', type: 'output', directory: '/home/project' },
    ]);
  });

  it('gives the unfinished line as the tail to redraw with the typed input', () => {
    const out = new ProgramOutput();
    expect(out.tail(80)).toEqual({ segments: [], width: 0 });
    out.append('output', 'Python 3.14.2\n>>> ');
    expect(out.tail(80)).toEqual({ segments: [{ kind: 'output', text: '>>> ' }], width: 4 });
    out.append('error', 'x');
    expect(out.tail(80)).toEqual({
      segments: [
        { kind: 'output', text: '>>> ' },
        { kind: 'error', text: 'x' },
      ],
      width: 5,
    });
    out.append('output', 'done\n');
    expect(out.tail(80)).toEqual({ segments: [], width: 0 });
  });

  it('gives only the last row of a line wider than the terminal', () => {
    const out = new ProgramOutput();
    out.append('output', 'abcdefghij');
    expect(out.tail(4)).toEqual({ segments: [{ kind: 'output', text: 'ij' }], width: 2 });
    // A line that exactly fills its rows gives its last full row.
    expect(out.tail(5)).toEqual({ segments: [{ kind: 'output', text: 'fghij' }], width: 5 });
  });

  it('starts the line again after a carriage return, and skips colour codes', () => {
    const out = new ProgramOutput();
    out.append('output', '10%\r50%');
    expect(out.tail(80)).toEqual({ segments: [{ kind: 'output', text: '50%' }], width: 3 });
    out.append('output', '\x1b[31mred\x1b[0m');
    expect(out.tail(80).width).toBe(6);
    expect(visibleWidth('\x1b[1;32mok\x1b[0m')).toBe(2);
    expect(visibleWidth('你好')).toBe(4);
  });

  it('a clear keeps only the unfinished line', () => {
    const out = new ProgramOutput();
    out.append('output', 'one\ntwo\n>>> ');
    out.clearKeepingLine();
    expect(out.all()).toEqual([{ kind: 'output', text: '>>> ' }]);
    expect(out.tail(80).width).toBe(4);
    out.append('output', 'x\n');
    out.clearKeepingLine();
    expect(out.all()).toEqual([]);
  });

  it('keeps the newest output past the limit and says so in the transcript', () => {
    const out = new ProgramOutput();
    const line = 'x'.repeat(99) + '\n';
    for (let i = 0; i < (PROGRAM_OUTPUT_LIMIT / line.length) * 1.5; i++) out.append('output', line);
    out.append('error', 'last\n');
    expect(segmentsLength(out.all())).toBeLessThanOrEqual(PROGRAM_OUTPUT_LIMIT);
    const entries = out.entries('node a.js', '/home/project');
    expect(entries[0]?.output).toBe(DROPPED_NOTE);
    expect(entries.at(-1)).toMatchObject({ output: 'last', type: 'error' });
    expect(entries[1]?.output.startsWith('x')).toBe(true);
  });
});

describe('dropSuffix', () => {
  it('leaves out the last characters across segments', () => {
    const segments = [
      { kind: 'output' as const, text: 'abc' },
      { kind: 'error' as const, text: 'de' },
    ];
    expect(dropSuffix(segments, 0)).toEqual(segments);
    expect(dropSuffix(segments, 3)).toEqual([{ kind: 'output', text: 'ab' }]);
    expect(dropSuffix(segments, 9)).toEqual([]);
    expect(segments[0]?.text).toBe('abc'); // not changed in place
  });
});
