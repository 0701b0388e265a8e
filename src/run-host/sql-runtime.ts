/**
 * Runs a `.sql` file with sql.js (SQLite compiled to WebAssembly) against a fresh in-memory
 * database, statement by statement, as `sqlite3 :memory: < file.sql` would.
 *
 * - Each statement that has result columns prints a table (`table` event), even with no rows;
 *   other statements print nothing. Cells are text as SQLite's shell prints them: values are
 *   read with `useBigInt`, so an INTEGER comes as a bigint and a REAL as a number (REAL 2.0
 *   prints `2.0`); a REAL's text is asked of SQLite itself, digit for digit what the shell shows.
 * - The first failing statement stops the run: its message goes to stderr as the shell words it
 *   (`Parse error near line 3: …`) and as an `error` event located at the statement's first
 *   line in the entry file; the run exits with 1.
 * - Only `request.code` runs; other `.sql` files of the project are not executed.
 */
// @ts-expect-error -- sql.js ships no type declarations; SqlJs below types the part used here.
import initSqlJsUntyped from 'sql.js';
import { formatSqlValue, type SqlValue } from '../core/run/sql-format';
import type { RunRequest } from '../core/run/types';
import type { Runtime, RuntimeIo } from './runtime';

interface SqlStatement {
  getColumnNames(): string[];
  bind(values: SqlValue[]): boolean;
  step(): boolean;
  get(params: null, config: { useBigInt: boolean }): SqlValue[];
  reset(): void;
  free(): boolean;
}

interface SqlStatementIterator extends Iterator<SqlStatement> {
  getRemainingSQL(): string;
}

interface SqlDatabase {
  prepare(sql: string): SqlStatement;
  iterateStatements(sql: string): SqlStatementIterator;
  close(): void;
}

interface SqlJs {
  Database: new () => SqlDatabase;
}

const initSqlJs = initSqlJsUntyped as (config: { locateFile: () => string }) => Promise<SqlJs>;

let loading: { url: string; module: Promise<SqlJs> } | null = null;

/** sql.js, loaded once per worker (and again only if it failed or the wasm URL changed). */
function loadSqlJs(url: string): Promise<SqlJs> {
  if (loading?.url !== url) {
    const module = initSqlJs({ locateFile: () => url }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    loading = { url, module };
  }
  return loading.module;
}

/**
 * Where the statement that starts at or after `offset` begins: past spaces and comments, as a
 * 1-based line of `code`.
 */
export function statementLine(code: string, offset: number): number {
  let i = offset;
  for (;;) {
    while (i < code.length && /\s/.test(code[i] ?? '')) i++;
    if (code.startsWith('--', i)) {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end + 1;
    } else if (code.startsWith('/*', i)) {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 2;
    } else break;
  }
  let line = 1;
  for (let k = 0; k < i && k < code.length; k++) if (code.charCodeAt(k) === 10) line++;
  return line;
}

/**
 * A REAL as SQLite's shell prints it, by SQLite's own conversion (sql.js binds a whole number
 * as an INTEGER, hence the CAST to REAL); sql-format's rendering if that fails.
 */
function realFormatter(db: SqlDatabase): (value: number) => string {
  let statement: SqlStatement | null = null;
  return (value) => {
    try {
      statement ??= db.prepare('SELECT CAST(CAST(?1 AS REAL) AS TEXT)');
      statement.bind([value]);
      statement.step();
      const [text] = statement.get(null, { useBigInt: true });
      statement.reset();
      if (typeof text === 'string') return text;
    } catch {
      // Fall back to the pure rendering below.
    }
    return formatSqlValue(value, true);
  };
}

function report(
  io: RuntimeIo,
  request: RunRequest,
  kind: 'Parse' | 'Runtime',
  line: number,
  error: unknown,
) {
  const message = error instanceof Error ? error.message : String(error);
  const trace = `${kind} error near line ${line}: ${message}`;
  io.emit({ type: 'stderr', text: `${trace}\n` });
  io.emit({
    type: 'error',
    error: { name: 'sqlite', message, location: { path: request.entry, line }, trace },
  });
}

export const sqlRuntime: Runtime = {
  async run(request, io) {
    const SQL = await loadSqlJs(io.assetUrl('sql-wasm.wasm'));
    const db = new SQL.Database();
    const formatReal = realFormatter(db);
    const code = request.code;
    const lineOf = (remaining: string) => statementLine(code, code.length - remaining.length);
    io.emit({ type: 'started' });
    let statements: SqlStatementIterator | null = null;
    try {
      statements = db.iterateStatements(code);
      for (;;) {
        const remaining = statements.getRemainingSQL();
        let next: IteratorResult<SqlStatement>;
        try {
          next = statements.next();
        } catch (error) {
          report(io, request, 'Parse', lineOf(remaining), error);
          return 1;
        }
        if (next.done) return 0;
        const statement = next.value;
        try {
          const columns = statement.getColumnNames();
          const rows: string[][] = [];
          while (statement.step()) {
            if (columns.length === 0) continue;
            const values = statement.get(null, { useBigInt: true });
            rows.push(
              values.map((v) => (typeof v === 'number' ? formatReal(v) : formatSqlValue(v))),
            );
          }
          if (columns.length > 0) io.emit({ type: 'table', table: { columns, rows } });
        } catch (error) {
          report(io, request, 'Runtime', lineOf(remaining), error);
          return 1;
        } finally {
          statement.free();
        }
      }
    } finally {
      statements?.return?.();
      db.close();
    }
  },
};
