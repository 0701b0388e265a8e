import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkAgainst,
  machineKey,
  readReference,
  writeReference,
  type Machine,
  type ReferenceEntry,
} from './reference';

const HERE: Machine = { cpu: 'Test CPU', cores: 2, memoryGb: 8, browser: 'Chromium 156' };
const entry = (ratios: Record<string, number>): ReferenceEntry => ({
  machine: HERE,
  ratios,
  measuredAt: '2026-12-04T20:00:00.000Z',
});

describe('checkAgainst', () => {
  const reference = new Map([[machineKey(HERE), entry({ coldLoad: 1.2, keystroke: 1.0 })]]);

  it('passes ratios within 10% of the reference, either way', () => {
    const verdict = checkAgainst(reference, HERE, { coldLoad: 1.3, keystroke: 0.91 });
    expect(verdict.status).toBe('pass');
    expect(verdict.lines).toEqual([
      'PASS  coldLoad: 1.3 against 1.2 of 2026-12-04 (+8%)',
      'PASS  keystroke: 0.91 against 1 of 2026-12-04 (-9%)',
    ]);
  });

  it('fails when a ratio moved more than 10%, worse or better', () => {
    expect(checkAgainst(reference, HERE, { coldLoad: 1.4, keystroke: 1 }).status).toBe('fail');
    const better = checkAgainst(reference, HERE, { coldLoad: 1.2, keystroke: 0.85 });
    expect(better.status).toBe('fail');
    expect(better.lines[1]).toBe('FAIL  keystroke: 0.85 against 1 of 2026-12-04 (-15%)');
  });

  it('skips another machine, and ratios the reference does not have', () => {
    const there = { ...HERE, cores: 16 };
    expect(checkAgainst(reference, there, { coldLoad: 3 }).status).toBe('skipped');
    expect(checkAgainst(reference, HERE, { heap: 3 }).status).toBe('skipped');
    expect(checkAgainst(reference, HERE, { coldLoad: 1.2, toString: 9 }).lines).toHaveLength(1);
  });
});

describe('writeReference', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("replaces this machine's figures and keeps the others'", () => {
    dir = mkdtempSync(path.join(tmpdir(), 'reference-'));
    const file = path.join(dir, 'reference.json');
    const other = { ...HERE, cpu: 'Other CPU' };
    writeReference(file, other, { coldLoad: 2 });
    writeReference(file, HERE, { coldLoad: 1.5 });
    writeReference(file, HERE, { coldLoad: 1.1 });
    const stored = readReference(file);
    expect([...stored.keys()]).toEqual([machineKey(other), machineKey(HERE)]);
    expect(stored.get(machineKey(HERE))?.ratios).toEqual({ coldLoad: 1.1 });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty([machineKey(other), 'ratios']);
  });
});
