import { describe, expect, it } from 'vitest';
import { formatSqlValue } from '../core/run/sql-format';
import type { ResultTable, RunEvent, RunRequest } from '../core/run/types';
import type { RuntimeIo } from './runtime';
import { sqlRuntime, statementLine } from './sql-runtime';

// The file in node_modules, as a file: URL (what a bundled asset URL is to the browser).
const wasmUrl = new URL('../../node_modules/sql.js/dist/sql-wasm.wasm', import.meta.url).href;

function request(code: string, extra: Partial<RunRequest> = {}): RunRequest {
  return {
    runId: 'r1',
    runtime: 'sql',
    entry: 'db/shop.sql',
    code,
    files: [{ path: 'db/shop.sql', content: code }],
    args: [],
    selection: false,
    stdin: [],
    ...extra,
  };
}

async function run(code: string, extra: Partial<RunRequest> = {}) {
  const events: RunEvent[] = [];
  const io: RuntimeIo = {
    emit: (event) => events.push(event),
    readLine: () => null,
    assetUrl: (name) => {
      expect(name).toBe('sql-wasm.wasm');
      return wasmUrl;
    },
  };
  const code_ = await sqlRuntime.run(request(code, extra), io);
  const tables = events.flatMap((e) => (e.type === 'table' ? [e.table] : []));
  const errors = events.flatMap((e) => (e.type === 'error' ? [e.error] : []));
  const stderr = events.flatMap((e) => (e.type === 'stderr' ? [e.text] : [])).join('');
  return { exit: code_, events, tables, errors, stderr };
}

describe('sqlRuntime', () => {
  it('prints each value by its storage class', async () => {
    const { exit, tables } = await run("SELECT 1.0 * 2, 3, 'a', NULL, x'0a';");
    expect(exit).toBe(0);
    expect(tables).toEqual<ResultTable[]>([
      {
        columns: ['1.0 * 2', '3', "'a'", 'NULL', "x'0a'"],
        rows: [['2.0', '3', 'a', 'NULL', "x'0a'"]],
      },
    ]);
  });

  it('keeps 64-bit integers exact and REALs as SQLite writes them', async () => {
    const { tables } = await run('SELECT 9223372036854775807, 1e20, 0.1, 5 / 2, 5 / 2.0, 10.0;');
    expect(tables[0]?.rows).toEqual([
      ['9223372036854775807', '1.0e+20', '0.1', '2', '2.5', '10.0'],
    ]);
  });

  it('runs a beginner script: tables for the queries only, nothing for the rest', async () => {
    const script = [
      '-- A small shop',
      'CREATE TABLE products (',
      '  id INTEGER PRIMARY KEY,',
      '  name TEXT NOT NULL,',
      '  price REAL',
      ');',
      '',
      "INSERT INTO products (name, price) VALUES ('Pen', 1.5), ('Book', 12), ('Bag', NULL);",
      "UPDATE products SET price = price * 2 WHERE name = 'Pen';",
      '',
      'SELECT id, name, price FROM products ORDER BY id;',
      'SELECT COUNT(*) AS n, AVG(price) AS average FROM products;',
      "SELECT * FROM products WHERE name = 'Lamp';",
    ].join('\n');
    const { exit, tables, events } = await run(script);
    expect(exit).toBe(0);
    expect(events[0]).toEqual({ type: 'started' });
    expect(events.filter((e) => e.type === 'stdout')).toEqual([]);
    expect(tables).toEqual<ResultTable[]>([
      {
        columns: ['id', 'name', 'price'],
        rows: [
          ['1', 'Pen', '3.0'],
          ['2', 'Book', '12.0'],
          ['3', 'Bag', 'NULL'],
        ],
      },
      { columns: ['n', 'average'], rows: [['3', '7.5']] },
      { columns: ['id', 'name', 'price'], rows: [] },
    ]);
  });

  it('stops at a parse error, pointing at the statement line', async () => {
    const script = [
      'CREATE TABLE t (a INTEGER);',
      'INSERT INTO t VALUES (1);',
      'SELECT a FROM t;',
      '',
      '-- the typo',
      'SELECT nope',
      '  FROM t;',
      'SELECT 2;',
    ].join('\n');
    const { exit, tables, errors, stderr } = await run(script);
    expect(exit).toBe(1);
    expect(tables).toHaveLength(1);
    expect(errors).toEqual([
      {
        name: 'sqlite',
        message: 'no such column: nope',
        location: { path: 'db/shop.sql', line: 6 },
        trace: 'Parse error near line 6: no such column: nope',
      },
    ]);
    expect(stderr).toBe('Parse error near line 6: no such column: nope\n');
  });

  it('reports an error raised while a statement runs', async () => {
    const script = [
      'CREATE TABLE users (email TEXT UNIQUE);',
      "INSERT INTO users VALUES ('a@b.c');",
      "INSERT INTO users VALUES ('a@b.c');",
    ].join('\n');
    const { exit, errors } = await run(script);
    expect(exit).toBe(1);
    expect(errors[0]?.message).toBe('UNIQUE constraint failed: users.email');
    expect(errors[0]?.location).toEqual({ path: 'db/shop.sql', line: 3 });
    expect(errors[0]?.trace).toMatch(/^Runtime error near line 3: /);
  });

  it('gives a selection (padded by the app to its first line) the lines it has in the file', async () => {
    const { errors } = await run('\n'.repeat(9) + 'SELECT 1;\nSELEC 2;', { selection: true });
    expect(errors[0]?.location).toEqual({ path: 'db/shop.sql', line: 11 });
    expect(errors[0]?.message).toContain('syntax error');
  });

  it('does not run the other .sql files of the project', async () => {
    const { tables } = await run('SELECT name FROM sqlite_master;', {
      files: [
        { path: 'db/shop.sql', content: '' },
        { path: 'db/schema.sql', content: 'CREATE TABLE other (x);' },
      ],
    });
    expect(tables).toEqual([{ columns: ['name'], rows: [] }]);
  });

  it('starts each run with an empty database', async () => {
    await run('CREATE TABLE once (x);');
    const { exit } = await run('CREATE TABLE once (x);');
    expect(exit).toBe(0);
  });

  it('ignores empty statements and trailing comments', async () => {
    const { exit, tables } = await run(';;\nSELECT 1;\n-- done\n');
    expect(exit).toBe(0);
    expect(tables).toEqual([{ columns: ['1'], rows: [['1']] }]);
  });

  it('prints REALs digit for digit as SQLite turns them into text', async () => {
    const values = ['2.0', '0.1', '0.1 + 0.2', '1.0 / 3', '0.1 + 0.7', '1e15', '1e17', '1e-5'];
    const select = values.map((v) => `${v}, CAST(${v} AS TEXT)`).join(', ');
    const { tables } = await run(`SELECT ${select};`);
    const row = tables[0]!.rows[0]!;
    expect(row.slice(0, 6)).toEqual([
      '2.0',
      '2.0',
      '0.1',
      '0.1',
      '0.30000000000000004',
      '0.30000000000000004',
    ]);
    for (let i = 0; i < values.length; i++) expect(row[2 * i]).toBe(row[2 * i + 1]);
    expect(row[0]).toBe(formatSqlValue(2, true));
  });
});

describe('statementLine', () => {
  it('skips spaces and comments before a statement', () => {
    const code = 'SELECT 1;\n\n-- note\n/* block\n */ SELECT 2;';
    expect(statementLine(code, 0)).toBe(1);
    expect(statementLine(code, 'SELECT 1;'.length)).toBe(5);
  });
});
