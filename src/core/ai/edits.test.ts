import { describe, expect, it } from 'vitest';
import { applyEdit, editIn, editTitle, type Edit } from './edits';

const rename: Edit = { line: 2, column: 19, endLine: 2, endColumn: 22, text: 'name' };
const code = 'name = "Ada"\nprint("Hello, " + nme)\n';

describe('editTitle', () => {
  it('names a change, an addition and a removal by their text', () => {
    expect(editTitle(code, rename)).toBe('Change `nme` to `name`');
    expect(
      editTitle(code, { line: 1, column: 1, endLine: 1, endColumn: 1, text: 'import math\n' }),
    ).toBe('Add `import math`');
    expect(
      editTitle('if (ok);\n', { line: 1, column: 8, endLine: 1, endColumn: 9, text: '' }),
    ).toBe('Remove `;`');
  });

  it('falls back to the line for a change too long to name', () => {
    const long = { line: 1, column: 1, endLine: 2, endColumn: 1, text: 'x\ny\n' };
    expect(editTitle(code, long)).toBe('Apply the fix on line 1');
  });
});

describe('editIn', () => {
  it('is the edit itself in the same text', () => {
    expect(editIn(code, code, rename)).toBe(rename);
  });

  it('moves with the lines above it, and is gone once its line changed', () => {
    const moved = `# greeting\n${code}`;
    const shifted = editIn(code, moved, rename, 1);
    expect(shifted).toEqual({ ...rename, line: 3, endLine: 3 });
    expect(applyEdit(moved, shifted!)).toBe('# greeting\nname = "Ada"\nprint("Hello, " + name)\n');
    expect(editIn(code, code.replace('nme', 'nam'), rename)).toBeNull();
    expect(editIn(code, moved, rename, 0)).toBeNull();
  });

  it('stays where it was when only lines below it changed', () => {
    expect(editIn(code, `${code}print("more")\n`, rename, 5)).toEqual(rename);
  });
});
