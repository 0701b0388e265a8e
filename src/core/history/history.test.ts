import { describe, expect, it } from 'vitest';
import {
  changesSince,
  contentHash,
  endWords,
  entriesToDrop,
  type HistoryEntry,
  historyOfFile,
  keptOutput,
  OUTPUT_CHARS,
} from './history';

function entry(
  id: string,
  at: number,
  files: [string, string, number][],
  output = '',
): HistoryEntry {
  return {
    id,
    at,
    kind: 'run',
    path: 'main.py',
    files: files.map(([path, hash, size]) => ({ path, hash, size })),
    output,
    outputCut: false,
    end: { kind: 'exited', code: 0, seconds: 0.25 },
  };
}

describe('run history', () => {
  it('hashes text by its content', async () => {
    expect(await contentHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await contentHash('é')).not.toBe(await contentHash('e'));
  });

  it('keeps the newest entries within the entry limit, the oldest going first', () => {
    const entries = [entry('a', 1, []), entry('c', 3, []), entry('b', 2, [])];
    expect(entriesToDrop(entries, { entries: 2, bytes: 1e9 }).drop).toEqual(['a']);
  });

  it('counts a text shared by many snapshots once against the byte limit', () => {
    const same = (id: string, at: number) => entry(id, at, [['big.txt', 'h1', 600]]);
    const entries = [same('a', 1), same('b', 2), same('c', 3)];
    const kept = entriesToDrop(entries, { entries: 10, bytes: 1000 });
    expect(kept.drop).toEqual([]);
    expect(kept.bytes).toBe(600);
    // A new text each time: only what fits stays, the newest always.
    const changing = [
      entry('a', 1, [['big.txt', 'h1', 600]]),
      entry('b', 2, [['big.txt', 'h2', 600]]),
      entry('c', 3, [['big.txt', 'h3', 2000]]),
    ];
    const fit = entriesToDrop(changing, { entries: 10, bytes: 1000 });
    expect(fit.drop).toEqual(['b', 'a']);
    expect([...fit.keptHashes]).toEqual(['h3']);
  });

  it("counts the output's characters too", () => {
    const entries = [entry('a', 1, [], 'x'.repeat(700)), entry('b', 2, [], 'y'.repeat(700))];
    expect(entriesToDrop(entries, { entries: 10, bytes: 1000 }).drop).toEqual(['a']);
  });

  it("lists a file's history newest first, and what changed since a snapshot", () => {
    const entries = [
      entry('a', 1, [['main.py', 'h1', 1]]),
      entry('b', 2, [['other.py', 'h2', 1]]),
      entry('c', 3, [
        ['main.py', 'h3', 1],
        ['gone.py', 'h4', 1],
      ]),
    ];
    expect(historyOfFile(entries, 'main.py').map((e) => e.id)).toEqual(['c', 'a']);
    const files = entries[2]?.files ?? [];
    expect(
      changesSince(files, [
        { path: 'main.py', hash: 'h9', size: 1 },
        { path: 'new.py', hash: 'h5', size: 1 },
      ]),
    ).toEqual({ added: ['new.py'], removed: ['gone.py'], changed: ['main.py'] });
  });

  it('keeps the start of a long output and says it was cut', () => {
    const kept = keptOutput('z'.repeat(OUTPUT_CHARS + 5));
    expect(kept.output).toHaveLength(OUTPUT_CHARS);
    expect(kept.outputCut).toBe(true);
    expect(keptOutput('hi')).toEqual({ output: 'hi', outputCut: false });
  });

  it('says how each entry ended', () => {
    const run = entry('a', 1, []);
    expect(endWords(run)).toBe('Exited in 0.25 s');
    expect(endWords({ ...run, end: null })).toMatch(/^Did not finish/);
    expect(endWords({ ...run, end: { kind: 'stopped', reason: 'user', seconds: 2 } })).toBe(
      'Stopped after 2.00 s',
    );
    expect(endWords({ ...run, kind: 'restore', path: '' })).toBe(
      'Kept when the project was restored',
    );
  });
});
