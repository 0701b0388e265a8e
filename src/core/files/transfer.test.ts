import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { FileEntry } from './file-entry';
import {
  IMPORT_LIMITS,
  applyImport,
  checkImportSize,
  decodeText,
  describeSkipped,
  findClashes,
  normalizeImportPath,
  planImport,
  readZip,
  splitIgnored,
  zipName,
  zipProject,
} from './transfer';

const file = (path: string, content = ''): FileEntry => ({
  id: path,
  name: path.slice(path.lastIndexOf('/') + 1),
  type: 'file',
  content,
  path,
  modified: false,
  lastSaved: null,
});
const folder = (path: string): FileEntry => ({ ...file(path), type: 'folder' });
const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('zipProject', () => {
  const project = [
    file('/welcome.md', '# Hi\r\nthere ünïcødé 🙂'),
    folder('/src'),
    file('/src/app.js', 'let a = 1;\n'),
    folder('/src/empty'),
    folder('/docs'),
    file('/docs/a.txt', 'A'),
  ];

  it('keeps every file, the folder structure and empty folders; text is UTF-8', () => {
    const out = unzipSync(zipProject(project));
    expect(Object.keys(out).sort()).toEqual([
      'docs/a.txt',
      'src/app.js',
      'src/empty/',
      'welcome.md',
    ]);
    expect(out['welcome.md']).toEqual(strToU8('# Hi\r\nthere ünïcødé 🙂'));
    expect(text(out['src/app.js'] as Uint8Array)).toBe('let a = 1;\n');
  });

  it('zips one folder with its contents at the top', () => {
    const out = unzipSync(zipProject(project, '/src'));
    expect(Object.keys(out).sort()).toEqual(['app.js', 'empty/']);
    expect(zipName('/src')).toBe('src.zip');
    expect(zipName('/')).toBe('project.zip');
  });

  it('goes out and comes back in unchanged', () => {
    const back = readZip(zipProject(project));
    const plan = planImport(back.files, back.folders);
    const result = applyImport([], plan, '/', () => 'skip', ids());
    const byPath = new Map(result.entries.map((e) => [e.path, e]));
    for (const e of project) {
      expect(byPath.get(e.path)?.type).toBe(e.type);
      expect(byPath.get(e.path)?.content).toBe(e.content);
    }
    expect(result.entries).toHaveLength(project.length);
  });
});

describe('planImport', () => {
  it('leaves out node_modules and .git once each, and says so', () => {
    const plan = planImport([
      { path: 'app/index.js', bytes: strToU8('x') },
      { path: 'app/node_modules/lib/a.js', bytes: strToU8('a') },
      { path: 'app/node_modules/lib/b.js', bytes: strToU8('b') },
      { path: '.git/HEAD', bytes: strToU8('ref') },
    ]);
    expect(plan.files).toEqual([{ path: 'app/index.js', content: 'x' }]);
    expect(plan.skipped).toEqual([
      { path: 'app/node_modules', reason: 'ignored' },
      { path: '.git', reason: 'ignored' },
    ]);
    expect(describeSkipped(plan.skipped)).toEqual([
      'Left out app/node_modules, .git (installed packages and history are not imported).',
    ]);
  });

  it('skips files that are not text and names them', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]); // "café" in Latin-1: not UTF-8
    const plan = planImport([
      { path: 'logo.png', bytes: png },
      { path: 'old.txt', bytes: latin1 },
      { path: 'ok.txt', bytes: strToU8('café') },
    ]);
    expect(plan.files.map((f) => f.path)).toEqual(['ok.txt']);
    expect(describeSkipped(plan.skipped)).toEqual([
      'Skipped 2 files that are not text: logo.png, old.txt.',
    ]);
  });

  it('refuses paths that leave the import and names the editor does not accept', () => {
    const plan = planImport([
      { path: '../evil.txt', bytes: strToU8('x') },
      { path: 'a/b:c.txt', bytes: strToU8('x') },
      { path: './dir\\ok.txt', bytes: strToU8('fine') },
    ]);
    expect(plan.files).toEqual([{ path: 'dir/ok.txt', content: 'fine' }]);
    expect(plan.skipped.map((s) => [s.path, s.reason])).toEqual([
      ['../evil.txt', 'bad-name'],
      ['a/b:c.txt', 'bad-name'],
    ]);
  });

  it('keeps a byte order mark, so the file goes out as it came in', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x61]);
    const content = decodeText(bytes);
    expect(content).toBe('\ufeffa');
    expect(strToU8(content as string)).toEqual(bytes);
  });

  it('normalizes paths', () => {
    expect(normalizeImportPath('/a//b/./c.txt')).toBe('a/b/c.txt');
    expect(normalizeImportPath('a/../b')).toBeNull();
    expect(normalizeImportPath('./')).toBeNull();
  });
});

describe('splitIgnored', () => {
  it('keeps items outside ignored folders and names each ignored folder once', () => {
    const { kept, skipped } = splitIgnored([
      { path: 'p/a.js' },
      { path: 'p/node_modules/x.js' },
      { path: 'p/node_modules/y/z.js' },
    ]);
    expect(kept).toEqual([{ path: 'p/a.js' }]);
    expect(skipped).toEqual([{ path: 'p/node_modules', reason: 'ignored' }]);
  });
});

describe('checkImportSize', () => {
  it('refuses too many files or too many bytes as a whole, with the numbers', () => {
    expect(checkImportSize([{ size: 10 }])).toBeNull();
    const many = Array.from({ length: IMPORT_LIMITS.files + 1 }, () => ({ size: 1 }));
    expect(checkImportSize(many)).toBe(
      'That is 10,001 files; the editor takes at most 10,000 at once. Nothing was imported. ' +
        'Import a smaller folder or zip.',
    );
    const heavy = Array.from({ length: 6 }, () => ({ size: IMPORT_LIMITS.fileBytes }));
    expect(checkImportSize(heavy)).toMatch(/^Those files hold 120 MB of text; .* at most 100 MB/);
  });
});

describe('readZip', () => {
  it('says clearly when the bytes are not a zip', () => {
    expect(() => readZip(strToU8('just some text, not a zip'))).toThrow(
      'This file is not a zip archive, or it is damaged. Nothing was imported.',
    );
  });

  it('does not unpack ignored folders', () => {
    const zip = zipSync({
      'p/index.js': strToU8('1'),
      'p/node_modules/x/y.js': strToU8('2'),
      'p/.git/config': strToU8('3'),
    });
    const contents = readZip(zip);
    expect(contents.files.map((f) => f.path)).toEqual(['p/index.js']);
    expect(contents.skipped).toEqual([
      { path: 'p/node_modules', reason: 'ignored' },
      { path: 'p/.git', reason: 'ignored' },
    ]);
  });
});

describe('applyImport', () => {
  const existing = [
    folder('/src'),
    file('/src/app.js', 'old'),
    file('/src/same.js', 'same'),
    file('/lib', 'a file named lib'),
  ];
  const plan = {
    files: [
      { path: 'src/app.js', content: 'new' },
      { path: 'src/same.js', content: 'same' },
      { path: 'src/util/u.js', content: 'u' },
      { path: 'lib/x.js', content: 'x' },
    ],
    folders: [],
  };

  it('asks only about files whose name is taken by a different file', () => {
    expect(findClashes(existing, plan, '/')).toEqual(['/src/app.js']);
  });

  it('replaces when told to, keeping the file where it is', () => {
    const result = applyImport(existing, plan, '/', () => 'replace', ids());
    const app = result.entries.find((e) => e.path === '/src/app.js');
    expect(app).toMatchObject({ id: '/src/app.js', content: 'new', modified: true });
    expect(result.replaced).toHaveLength(1);
    expect(result.unchanged).toBe(1);
    // A file named "lib" is there: the imported folder comes in beside it.
    expect(result.entries.find((e) => e.path === '/lib')?.content).toBe('a file named lib');
    expect(result.entries.find((e) => e.path === '/lib-2/x.js')?.content).toBe('x');
    expect(result.entries.find((e) => e.path === '/src/util/u.js')?.content).toBe('u');
  });

  it('keeps both under a free name, or skips', () => {
    const both = applyImport(existing, plan, '/', () => 'keep-both', ids());
    expect(both.entries.find((e) => e.path === '/src/app.js')?.content).toBe('old');
    expect(both.entries.find((e) => e.path === '/src/app-2.js')?.content).toBe('new');
    const skip = applyImport(existing, plan, '/', () => 'skip', ids());
    expect(skip.entries.find((e) => e.path === '/src/app.js')?.content).toBe('old');
    expect(skip.skippedClashes).toEqual(['src/app.js']);
  });

  it('imports into a folder, reusing folders whose name differs only in case', () => {
    const result = applyImport(
      [folder('/dest'), folder('/dest/Src')],
      { files: [{ path: 'src/a.js', content: 'a' }], folders: ['empty'] },
      '/dest',
      () => 'skip',
      ids(),
    );
    expect(result.added.map((e) => e.path)).toEqual(['/dest/empty', '/dest/Src/a.js']);
  });
});
