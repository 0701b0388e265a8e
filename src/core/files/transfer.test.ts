import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import type { FileEntry } from './file-entry';
import {
  IMPORT_LIMITS,
  applyImport,
  bytesToCompare,
  checkImportSize,
  decodeText,
  describeRenamed,
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
/** The start of a PNG: a zero byte in it, so it is not text. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0xff]);
const binaryFile = (path: string, bytes: Uint8Array, type = 'image/png'): FileEntry => ({
  ...file(path),
  blob: new Blob([bytes as Uint8Array<ArrayBuffer>], { type }),
});
const bytesOf = async (entry: FileEntry | undefined) =>
  new Uint8Array((await entry?.blob?.arrayBuffer()) ?? new ArrayBuffer(0));

describe('zipProject', () => {
  const project = [
    file('/welcome.md', '# Hi\r\nthere ünïcødé 🙂'),
    folder('/src'),
    file('/src/app.js', 'let a = 1;\n'),
    folder('/src/empty'),
    folder('/docs'),
    file('/docs/a.txt', 'A'),
  ];

  it('keeps every file, the folder structure and empty folders; text is UTF-8', async () => {
    const out = unzipSync(await zipProject(project));
    expect(Object.keys(out).sort()).toEqual([
      'docs/a.txt',
      'src/app.js',
      'src/empty/',
      'welcome.md',
    ]);
    expect(out['welcome.md']).toEqual(strToU8('# Hi\r\nthere ünïcødé 🙂'));
    expect(text(out['src/app.js'] as Uint8Array)).toBe('let a = 1;\n');
  });

  it('zips one folder with its contents at the top', async () => {
    const out = unzipSync(await zipProject(project, '/src'));
    expect(Object.keys(out).sort()).toEqual(['app.js', 'empty/']);
    expect(zipName('/src')).toBe('src.zip');
    expect(zipName('/')).toBe('project.zip');
  });

  it('writes a binary file’s bytes as they are', async () => {
    const every = Uint8Array.from({ length: 256 }, (_, i) => i);
    const out = unzipSync(await zipProject([...project, binaryFile('/src/all.bin', every)]));
    expect(out['src/all.bin']).toEqual(every);
    expect(out['src/app.js']).toEqual(strToU8('let a = 1;\n'));
  });

  it('goes out and comes back in unchanged, a binary file byte for byte', async () => {
    const withImage = [...project, binaryFile('/src/logo.png', PNG)];
    const back = readZip(await zipProject(withImage));
    const plan = planImport(back.files, back.folders);
    const result = applyImport([], plan, '/', () => 'skip', ids());
    const logo = result.entries.find((e) => e.path === '/src/logo.png');
    expect(logo?.content).toBe('');
    expect(logo?.blob?.type).toBe('image/png');
    expect(await bytesOf(logo)).toEqual(PNG);
    expect(result.entries).toHaveLength(withImage.length);
  });

  it('goes out and comes back in unchanged', async () => {
    const back = readZip(await zipProject(project));
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

  it('keeps files that are not text as their bytes, with the type their name gives', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]); // "café" in Latin-1: not UTF-8
    const svg = strToU8('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const plan = planImport([
      { path: 'logo.png', bytes: PNG },
      { path: 'old.txt', bytes: latin1 },
      { path: 'art/icon.SVG', bytes: svg },
      { path: 'ok.txt', bytes: strToU8('café') },
    ]);
    expect(plan.files).toEqual([
      { path: 'logo.png', content: '', binary: { bytes: PNG, type: 'image/png' } },
      { path: 'old.txt', content: '', binary: { bytes: latin1, type: 'application/octet-stream' } },
      // An SVG is text, and still a picture: shown, not edited.
      { path: 'art/icon.SVG', content: '', binary: { bytes: svg, type: 'image/svg+xml' } },
      { path: 'ok.txt', content: 'café' },
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it('skips a binary file over the binary limit and says what the limit is', () => {
    const big = new Uint8Array(IMPORT_LIMITS.binaryBytes + 1);
    const plan = planImport([
      { path: 'film.mp4', bytes: big },
      { path: 'small.mp4', bytes: big.subarray(0, IMPORT_LIMITS.binaryBytes) },
    ]);
    expect(plan.files.map((f) => f.path)).toEqual(['small.mp4']);
    expect(describeSkipped(plan.skipped)).toEqual([
      'Skipped 1 file over 10 MB that is not text (images, sounds and other such files can be at most 10 MB each): film.mp4.',
    ]);
  });

  it('refuses paths that leave the import and renames names the editor does not accept', () => {
    const plan = planImport([
      { path: '../evil.txt', bytes: strToU8('x') },
      { path: 'a/b:c.txt', bytes: strToU8('x') },
      { path: 'we?ird|dir/a<b>|"?*.js', bytes: strToU8('y') },
      { path: './dir\\ok.txt', bytes: strToU8('fine') },
    ]);
    expect(plan.files).toEqual([
      { path: 'a/b_c.txt', content: 'x' },
      { path: 'we_ird_dir/a_b_____.js', content: 'y' },
      { path: 'dir/ok.txt', content: 'fine' },
    ]);
    expect(plan.skipped.map((s) => [s.path, s.reason])).toEqual([['../evil.txt', 'bad-name']]);
    expect(describeRenamed(plan.renamed)).toEqual([
      'Renamed 2 files whose name the editor does not accept: "a/b:c.txt" is now "a/b_c.txt", "we?ird|dir/a<b>|"?*.js" is now "we_ird_dir/a_b_____.js".',
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
    expect(checkImportSize(heavy)).toMatch(/^Those files hold 120 MB; .* at most 100 MB/);
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

describe('applyImport of binary files', () => {
  const other = Uint8Array.from(PNG, (b, i) => (i === PNG.length - 1 ? 0 : b));
  const plan = (bytes: Uint8Array) => ({
    files: [{ path: 'logo.png', content: '', binary: { bytes, type: 'image/png' } }],
    folders: [],
  });

  it('adds a binary file as a Blob of its bytes, with no text', async () => {
    const result = applyImport([], plan(PNG), '/', () => 'skip', ids());
    const [logo] = result.added;
    expect(logo).toMatchObject({ path: '/logo.png', type: 'file', content: '' });
    expect(logo?.blob?.type).toBe('image/png');
    expect(await bytesOf(logo)).toEqual(PNG);
  });

  it('finds the same bytes already there the same, and other bytes a clash', async () => {
    const existing = [binaryFile('/logo.png', PNG)];
    const same = await bytesToCompare(existing, plan(PNG));
    expect(findClashes(existing, plan(PNG), '/', same)).toEqual([]);
    expect(applyImport(existing, plan(PNG), '/', () => 'replace', ids(), same).unchanged).toBe(1);
    // Bytes not read (unknown) are never taken for the same.
    expect(findClashes(existing, plan(PNG), '/')).toEqual(['/logo.png']);
    const differ = await bytesToCompare(existing, plan(other));
    expect(findClashes(existing, plan(other), '/', differ)).toEqual(['/logo.png']);
    // Only files the same size as an imported one are read.
    expect((await bytesToCompare(existing, plan(PNG.subarray(1)))).size).toBe(0);
  });

  it('replaces text with an image and an image with text, keeping neither the old text nor bytes', async () => {
    const toImage = applyImport(
      [file('/logo.png', 'old text')],
      plan(PNG),
      '/',
      () => 'replace',
      ids(),
    );
    expect(toImage.replaced[0]).toMatchObject({ id: '/logo.png', content: '', modified: true });
    expect(await bytesOf(toImage.replaced[0])).toEqual(PNG);
    const toText = applyImport(
      [binaryFile('/notes.txt', PNG)],
      { files: [{ path: 'notes.txt', content: 'now text' }], folders: [] },
      '/',
      () => 'replace',
      ids(),
    );
    expect(toText.replaced[0]).toMatchObject({ content: 'now text' });
    expect(toText.replaced[0]).not.toHaveProperty('blob');
  });
});
