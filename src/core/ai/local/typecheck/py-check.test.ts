import { beforeAll, describe, expect, it } from 'vitest';
import { nodePyright } from '../../node/pyright-host';
import { pythonTypeCheck } from './py-check';

describe("Pyright's checker over a Python file", () => {
  beforeAll(() => pythonTypeCheck('', nodePyright), 60_000);

  it('finds a missing method of text, an undefined name, text plus a number', async () => {
    const check = await pythonTypeCheck(
      'name = input()\nprint(name.uppercase())\nprint("5" + 3)\nappend([], 3)\n',
      nodePyright,
    );
    expect(check.diagnostics.map((d) => d.line)).toEqual([2, 3, 4]);
    expect(check.diagnostics[0]?.message).toContain('"uppercase"');
    expect(await check.members(2, 12)).toContain('upper');
    expect(check.hasModule('math')).toBe(true);
    expect(check.hasModule('nothing_like_this')).toBe(false);
  });

  it('checks the latest text only', async () => {
    const first = pythonTypeCheck('x = 1\nx.nope\n', nodePyright);
    const second = pythonTypeCheck('x = 1\nprint(x)\n', nodePyright);
    expect((await first).diagnostics).toHaveLength(1);
    expect((await second).diagnostics).toEqual([]);
  });
});
