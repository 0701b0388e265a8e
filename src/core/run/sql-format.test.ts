import { describe, expect, it } from 'vitest';
import { formatSqlValue, renderTable } from './sql-format';

describe('formatSqlValue', () => {
  it('prints NULL, text, integers and blobs as the SQLite shell does', () => {
    expect(formatSqlValue(null)).toBe('NULL');
    expect(formatSqlValue('a')).toBe('a');
    expect(formatSqlValue('')).toBe('');
    expect(formatSqlValue(2)).toBe('2');
    expect(formatSqlValue(-17, false)).toBe('-17');
    expect(formatSqlValue(9223372036854775807n)).toBe('9223372036854775807');
    expect(formatSqlValue(new Uint8Array([0x0a, 0x0b, 0xff]))).toBe("x'0a0bff'");
    expect(formatSqlValue(new Uint8Array([]))).toBe("x''");
  });

  it('keeps a REAL a REAL when told its storage class', () => {
    expect(formatSqlValue(2, true)).toBe('2.0');
    expect(formatSqlValue(2)).toBe('2');
    expect(formatSqlValue(0, true)).toBe('0.0');
    expect(formatSqlValue(-0, true)).toBe('0.0');
    expect(formatSqlValue(100, true)).toBe('100.0');
    expect(formatSqlValue(-2.5, true)).toBe('-2.5');
  });

  it('treats a non-integral number as REAL without a hint', () => {
    expect(formatSqlValue(0.1)).toBe('0.1');
    expect(formatSqlValue(3.14159265358979)).toBe('3.14159265358979');
  });

  it('writes REALs with 15 digits when they round-trip, 17 otherwise', () => {
    expect(formatSqlValue(0.1 + 0.2, true)).toBe('0.30000000000000004');
    expect(formatSqlValue(0.3, true)).toBe('0.3');
    expect(formatSqlValue(4.35, true)).toBe('4.35');
    expect(formatSqlValue(1.1 * 1.1, true)).toBe('1.2100000000000002');
    expect(formatSqlValue(123456789012345, true)).toBe('123456789012345.0');
    expect(formatSqlValue(12345678901234568, true)).toBe('12345678901234568.0');
  });

  it('switches to exponent form below 1e-4 and from 1e17, always with a decimal point', () => {
    expect(formatSqlValue(1e20, true)).toBe('1.0e+20');
    expect(formatSqlValue(1e15, true)).toBe('1000000000000000.0');
    expect(formatSqlValue(1e16, true)).toBe('10000000000000000.0');
    expect(formatSqlValue(1e17, true)).toBe('1.0e+17');
    expect(formatSqlValue(1.5e17, true)).toBe('1.5e+17');
    expect(formatSqlValue(1e100, true)).toBe('1.0e+100');
    expect(formatSqlValue(0.0001, true)).toBe('0.0001');
    expect(formatSqlValue(0.00001, true)).toBe('1.0e-05');
    expect(formatSqlValue(1.5e-7, true)).toBe('1.5e-07');
    expect(formatSqlValue(2.5e-300, true)).toBe('2.5e-300');
    expect(formatSqlValue(-1e20, true)).toBe('-1.0e+20');
  });

  it('prints infinities as SQLite does', () => {
    expect(formatSqlValue(Infinity, true)).toBe('Inf');
    expect(formatSqlValue(-Infinity)).toBe('-Inf');
  });
});

describe('renderTable', () => {
  it('draws a box with the header, the rows and a row count', () => {
    const text = renderTable({
      columns: ['id', 'name', 'score'],
      rows: [
        ['1', 'Alice', '9.5'],
        ['2', 'Bob', 'NULL'],
        ['10', 'Eve', '12.25'],
      ],
    });
    expect(text).toBe(
      [
        '┌────┬───────┬───────┐',
        '│ id │ name  │ score │',
        '├────┼───────┼───────┤',
        '│  1 │ Alice │   9.5 │',
        '│  2 │ Bob   │ NULL  │',
        '│ 10 │ Eve   │ 12.25 │',
        '└────┴───────┴───────┘',
        '3 rows',
        '',
      ].join('\n'),
    );
  });

  it('says "1 row" for one row', () => {
    const text = renderTable({ columns: ['x'], rows: [['a']] });
    expect(text.endsWith('\n1 row\n')).toBe(true);
  });

  it('shows the header only and "(no rows)" for an empty result', () => {
    expect(renderTable({ columns: ['a', 'bb'], rows: [] })).toBe(
      ['┌───┬────┐', '│ a │ bb │', '└───┴────┘', '(no rows)', ''].join('\n'),
    );
  });

  it('shrinks the widest columns and cuts their cells with … to fit maxWidth', () => {
    const long = 'x'.repeat(60);
    const text = renderTable({ columns: ['id', 'note'], rows: [['1', long]] }, 30);
    const lines = text.trimEnd().split('\n');
    for (const line of lines.slice(0, -1)) expect([...line].length).toBeLessThanOrEqual(30);
    expect(lines[0]).toHaveLength(30);
    expect(text).toContain('…');
    expect(text).toContain('│  1 │');
  });

  it('leaves a table that fits alone', () => {
    const table = { columns: ['a'], rows: [['hello']] };
    expect(renderTable(table, 80)).toBe(renderTable(table));
  });

  it('counts wide characters as two columns', () => {
    const text = renderTable({ columns: ['名前'], rows: [['ab']] });
    expect(text.split('\n')[1]).toBe('│ 名前 │');
    expect(text.split('\n')[3]).toBe('│ ab   │');
  });

  it('puts each line of a multi-line cell on its own line and shows control characters', () => {
    const text = renderTable({ columns: ['t'], rows: [['one\ntwo\u0001']] });
    expect(text).toContain('│ one  │\n│ two␁ │');
    expect(renderTable({ columns: ['t'], rows: [['a\tb']] })).toContain('│ a       b │');
  });

  it('renders nothing for a statement without columns', () => {
    expect(renderTable({ columns: [], rows: [] })).toBe('');
  });
});
