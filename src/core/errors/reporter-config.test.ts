import { describe, expect, it } from 'vitest';
import { parseDsn, pickDsn, reporterConfig } from './reporter-config';

describe('parseDsn', () => {
  it.each([
    'https://public@o123.ingest.sentry.io/456',
    'https://public@127.0.0.1:9/1',
    'http://key@localhost:9000/sub/path/12',
    '  https://public@127.0.0.1:9/1  ',
  ])('accepts %j', (dsn) => {
    expect(parseDsn(dsn)).toBe(dsn.trim());
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'off',
    'not a url',
    'https://host/1',
    'ftp://k@h/1',
    'https://k@h/abc',
  ])('rejects %j', (value) => {
    expect(parseDsn(value)).toBeNull();
  });
});

describe('pickDsn', () => {
  it('takes the first usable candidate', () => {
    expect(pickDsn(null, 'junk', 'https://k@h/1', 'https://k@other/2')).toBe('https://k@h/1');
    expect(pickDsn(undefined, '')).toBeNull();
  });
});

describe('reporterConfig: DSN and the client limits', () => {
  it('keeps 100 breadcrumbs, 5 linked errors and 50 stack frames, without personal data', () => {
    expect(reporterConfig('https://k@h/1')).toEqual({
      dsn: 'https://k@h/1',
      maxBreadcrumbs: 100,
      linkedErrorsLimit: 5,
      stackTraceLimit: 50,
      personalData: false,
    });
  });
});
