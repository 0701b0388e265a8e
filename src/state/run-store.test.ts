import { afterEach, describe, expect, it } from 'vitest';
import { OUTPUT_LIMIT } from '../core/run/types';
import { runOutput } from './run-store';

afterEach(() => runOutput.clear());

describe("the Run tab's output", () => {
  it('drops what comes past the limit with one notice, and still shows how the run ended', () => {
    runOutput.append('stdout', 'a'.repeat(OUTPUT_LIMIT - 10));
    runOutput.append('stdout', 'Z'.repeat(20));
    runOutput.append('stdout', 'Q');
    runOutput.ending('success', '\nExited in 0.1 s\n');
    const text = runOutput.text();
    expect(text).not.toContain('Z');
    expect(text).not.toContain('Q');
    expect(text.match(/is not shown/g)).toHaveLength(1);
    expect(text.endsWith('\nExited in 0.1 s\n')).toBe(true);
  });
});
