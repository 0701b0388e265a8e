import { describe, expect, it } from 'vitest';
import { programWrites } from './program-writes';

const MB = 1024 * 1024;
const LIMITS = { files: 3, fileBytes: 2 * MB, binaryBytes: MB, totalBytes: 4 * MB };

describe('programWrites', () => {
  it('lets files within the limits through, a rewrite of one counting once', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('a.txt', MB)).toBeNull();
    expect(writes.check('a.txt', 2 * MB)).toBeNull();
    expect(writes.check('b.txt', 2 * MB)).toBeNull();
    expect(writes.wrote('a.txt')).toBe(true);
    expect(writes.wrote('c.txt')).toBe(false);
  });

  it('refuses a file over the size limit, saying so once', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('big.txt', 3 * MB)).toBe(
      'big.txt was not saved in the project: it holds 3 MB, and a file can hold at most 2 MB. Your other files are safe.',
    );
    expect(writes.check('big.txt', 3 * MB)).toBe('');
    expect(writes.check('small.txt', 10)).toBeNull();
  });

  it('refuses new files past the count, while the ones it has may still change', () => {
    const writes = programWrites(LIMITS);
    for (const name of ['1', '2', '3']) expect(writes.check(name, 1)).toBeNull();
    expect(writes.check('4', 1)).toBe(
      '4 and the files after it were not saved in the project: one run can write at most 3 files.',
    );
    expect(writes.check('5', 1)).toBe('');
    expect(writes.check('2', 5)).toBeNull();
  });

  it('refuses a write that takes the run past the total, counting a rewrite by its new size', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('a', 2 * MB)).toBeNull();
    expect(writes.check('b', 2 * MB)).toBeNull();
    expect(writes.check('c', 1)).toMatch(/^c was not saved .* more than 4 MB together\.$/);
    // Making one smaller leaves room again.
    expect(writes.check('a', MB)).toBeNull();
    expect(writes.check('c', 1)).toBeNull();
  });

  it('refuses a file with no name, saying so once', () => {
    const writes = programWrites(LIMITS);
    const line =
      'A file with no name was not saved in the project: the program wrote to an empty file name ("").';
    expect(writes.check('', 1)).toBe(line);
    expect(writes.check('   ', 1)).toBe('');
    expect(writes.wrote('')).toBe(false);
  });

  it('refuses a name that ends in "/" (a folder), naming it', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('data/', 1)).toBe(
      'data/ was not saved in the project: a file name cannot end in "/" (that names a folder).',
    );
    expect(writes.check('other/', 1)).toBe('');
    expect(writes.wrote('data/')).toBe(false);
  });

  it.each([
    '/etc/passwd',
    '../x',
    '../../outside.txt',
    'src/../../x',
    'a/../..',
    '/home/project/../x',
  ])('refuses %s: it is outside the project folder', (path) => {
    const writes = programWrites(LIMITS);
    expect(writes.check(path, 1)).toBe(`${path} was not saved: it is outside the project folder.`);
    expect(writes.wrote(path)).toBe(false);
  });

  it('says each kind of refusal once, and still takes the files that are fine', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('/etc/passwd', 1)).toMatch(/outside the project folder/);
    expect(writes.check('../x', 1)).toBe('');
    expect(writes.check('', 1)).toMatch(/no name/);
    expect(writes.check('x/', 1)).toMatch(/ends? in "\/"/);
    expect(writes.check('out.txt', 1)).toBeNull();
    expect(writes.check('data/out.txt', 1)).toBeNull();
    expect(writes.wrote('data/out.txt')).toBe(true);
  });

  it('takes names with dots that stay inside: "..." and "a..b" are names, not a way up', () => {
    const writes = programWrites(LIMITS);
    expect(writes.check('.../x', 1)).toBeNull();
    expect(writes.check('a..b.txt', 1)).toBeNull();
    expect(writes.check('.hidden', 1)).toBeNull();
  });

  it('counts a refused write toward no limit', () => {
    const writes = programWrites(LIMITS);
    for (const path of ['', 'x/', '../x', '/etc/passwd']) writes.check(path, 3 * MB);
    for (const name of ['1', '2', '3']) expect(writes.check(name, MB)).toBeNull();
  });
});
