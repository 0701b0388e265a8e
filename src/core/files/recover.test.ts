import { describe, expect, it } from 'vitest';
import { recoverFileList, safeName } from './recover';
import { validateName } from './names';

const rec = (name: string, path: string, type: 'file' | 'folder' = 'file', extra = {}) => ({
  id: `id${path}`,
  name,
  type,
  content: '',
  path,
  modified: false,
  lastSaved: null,
  ...extra,
});

describe('recoverFileList', () => {
  it('skips what is not an entry and keeps the rest', () => {
    const bad = { id: 'x', name: 'x.js', type: 'file', content: 1 };
    const r = recoverFileList([rec('a.js', '/a.js'), bad, null, rec('b.js', '/b.js')]);
    expect(r.entries.map((e) => e.path)).toEqual(['/a.js', '/b.js']);
    expect(r.skipped).toEqual([bad, null]);
    expect(r.renamed).toEqual([]);
  });

  it('renames invalid names, taking a renamed folder’s contents along, and says so', () => {
    const r = recoverFileList([
      rec('sr:c', '/sr:c', 'folder', { expanded: true }),
      rec('a<b>|"?*.js', '/sr:c/a<b>|"?*.js'),
    ]);
    expect(r.entries.map((e) => e.path)).toEqual(['/sr_c', '/sr_c/a_b_____.js']);
    expect(r.renamed.map((x) => `${x.from} -> ${x.to}`)).toEqual([
      '/sr:c -> /sr_c',
      '/sr:c/a<b>|"?*.js -> /sr_c/a_b_____.js',
    ]);
    expect(r.expanded).toEqual(new Set(['id/sr:c']));
  });

  it('renames a clash and moves an entry whose folder is gone to the root', () => {
    const r = recoverFileList([
      rec('a.js', '/a.js'),
      { ...rec('A.js', '/A.js'), id: 'other' },
      rec('c.js', '/gone/c.js'),
    ]);
    expect(r.entries.map((e) => e.path)).toEqual(['/a.js', '/A-2.js', '/c.js']);
    expect(r.renamed).toHaveLength(2);
  });

  it('skips a repeated id, keeping the first', () => {
    const r = recoverFileList([rec('a.js', '/a.js'), { ...rec('b.js', '/b.js'), id: 'id/a.js' }]);
    expect(r.entries.map((e) => e.name)).toEqual(['a.js']);
    expect(r.skipped).toHaveLength(1);
  });
});

describe('safeName', () => {
  it.each([
    ['ok.js', 'file'],
    ['a/b', 'file'],
    ['  ', 'file'],
    ['..', 'folder'],
    ['x\u0001y', 'file'],
    ['n'.repeat(300) + '.py', 'file'],
  ] as const)('makes %j a name the UI accepts', (name, kind) => {
    const safe = safeName(name, kind);
    expect(validateName(safe, [], kind)).toBeNull();
    if (validateName(name, [], kind) === null) expect(safe).toBe(name);
  });

  it('keeps the extension of a name cut to length', () => {
    expect(safeName('n'.repeat(300) + '.py', 'file')).toMatch(/^n{252}\.py$/);
  });
});
