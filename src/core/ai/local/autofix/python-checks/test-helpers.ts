/** What the Python checks' tests share: a program from its lines, and what the checks find. */
import { expect } from 'vitest';
import { pythonChecks } from '.';

export const lines = (...rows: string[]) => `${rows.join('\n')}\n`;

/** The [rule, line] pairs the editor's own checks find. */
export const found = (code: string) => pythonChecks(code).map((d) => [d.rule, d.line]);

/** The one finding of `rule`, with its message. */
export function only(code: string, rule: string) {
  const matches = pythonChecks(code).filter((d) => d.rule === rule);
  expect(matches).toHaveLength(1);
  return matches[0];
}
