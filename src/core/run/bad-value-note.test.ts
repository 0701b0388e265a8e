import { describe, expect, it } from 'vitest';
import type { FixDetail } from '../ai/types';
import { badValueNote } from './bad-value-note';

const finding = (line: number, message: string): FixDetail => ({
  rule: 'missing-argument',
  message,
  line,
  confidence: 0.9,
});

describe('badValueNote', () => {
  const cause = finding(
    4,
    '`add(1)` leaves out `b`, so `b` is `undefined` and `a + b` is NaN. Pass a value for `b`.',
  );

  it('tells where a printed NaN came from, from a finding that names it', () => {
    expect(badValueNote('javascript', 'NaN\n', [finding(1, 'Unused variable `x`.'), cause])).toBe(
      `Why NaN was printed: ${cause.message} (line 4)`,
    );
  });

  it('says nothing when nothing bad was printed, or no finding names the value', () => {
    expect(badValueNote('javascript', '3\n', [cause])).toBeNull();
    expect(badValueNote('javascript', 'NaNa\n', [cause])).toBeNull();
    expect(badValueNote('javascript', 'NaN\n', [finding(2, 'Unused variable `x`.')])).toBeNull();
    expect(badValueNote('lua', 'NaN\n', [cause])).toBeNull();
  });

  it("knows each language's own bad values", () => {
    const py = finding(3, '`total / count` is nan when `count` is 0.');
    expect(badValueNote('python', 'nan\n', [py])).toBe(
      `Why nan was printed: ${py.message} (line 3)`,
    );
    const undef = finding(2, '`user.nme` is undefined: `user` has no `nme`.');
    expect(badValueNote('javascript', 'Hello, undefined\n', [undef])).toContain('Why undefined');
  });
});
