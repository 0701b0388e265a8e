import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHUNK_LOAD_ERROR,
  NETWORK_ERROR,
  TIMEOUT_ERROR,
  classifySeverity,
  errorKind,
  isAutoRecoverable,
  toError,
} from './classify';

const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('errorKind', () => {
  it.each([
    ['Loading chunk 42 failed.', CHUNK_LOAD_ERROR],
    ['Loading CSS chunk vendors-main failed', CHUNK_LOAD_ERROR],
    ['Failed to fetch dynamically imported module: http://x/assets/About-abc.js', CHUNK_LOAD_ERROR],
    ['error loading dynamically imported module', CHUNK_LOAD_ERROR],
    ['Importing a module script failed.', CHUNK_LOAD_ERROR],
    ['Failed to fetch', NETWORK_ERROR],
    ['NetworkError when attempting to fetch resource.', NETWORK_ERROR],
    ['Load failed', NETWORK_ERROR],
    ['The request timed out', TIMEOUT_ERROR],
    ['Timeout after 5000 ms', TIMEOUT_ERROR],
  ])('recognises %j by its message', (message, kind) => {
    expect(errorKind(new TypeError(message))).toBe(kind);
  });

  it('recognises the kinds by name', () => {
    expect(errorKind(named('ChunkLoadError'))).toBe(CHUNK_LOAD_ERROR);
    expect(errorKind(named('NetworkError'))).toBe(NETWORK_ERROR);
    expect(errorKind(named('TimeoutError'))).toBe(TIMEOUT_ERROR);
  });

  it('keeps the name of any other error', () => {
    expect(errorKind(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'TypeError',
    );
    expect(errorKind(new RangeError('Invalid array length'))).toBe('RangeError');
    expect(errorKind(new Error('boom'))).toBe('Error');
  });
});

describe('classifySeverity: security, chunk load, boundary, otherwise low', () => {
  const chunk = named('ChunkLoadError', 'Loading chunk 1 failed');

  it('is critical when the context type is security, whatever the error', () => {
    expect(classifySeverity(new Error('x'), { type: 'security' })).toBe('critical');
    expect(classifySeverity(chunk, { type: 'security', source: 'error-boundary' })).toBe(
      'critical',
    );
  });

  it('is high for a chunk load error', () => {
    expect(classifySeverity(chunk)).toBe('high');
    expect(classifySeverity(chunk, { source: 'error-boundary' })).toBe('high');
  });

  it('is medium when raised by the error boundary', () => {
    expect(classifySeverity(new TypeError('x'), { source: 'error-boundary' })).toBe('medium');
  });

  it('is low otherwise', () => {
    expect(classifySeverity(new Error('x'))).toBe('low');
    expect(classifySeverity(new Error('x'), { source: 'global', type: 'render' })).toBe('low');
  });

  it('always gives one of the four severities', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.option(fc.constantFrom('security', 'render', 'ai')),
        fc.option(fc.constantFrom('error-boundary', 'global', 'promise', 'manual' as const)),
        (name, message, type, source) => {
          const severity = classifySeverity(named(name, message), {
            type: type ?? undefined,
            source: source ?? undefined,
          });
          expect(['low', 'medium', 'high', 'critical']).toContain(severity);
          if (type === 'security') expect(severity).toBe('critical');
        },
      ),
    );
  });
});

describe('isAutoRecoverable: chunk load, network, timeout or a registered strategy', () => {
  it('holds for chunk load, network and timeout errors', () => {
    expect(isAutoRecoverable(named('ChunkLoadError'))).toBe(true);
    expect(isAutoRecoverable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isAutoRecoverable(new Error('Request timed out'))).toBe(true);
  });

  it('holds for any error with a registered strategy', () => {
    const hasStrategy = (kind: string) => kind === 'RangeError';
    expect(isAutoRecoverable(new RangeError('x'), hasStrategy)).toBe(true);
    expect(isAutoRecoverable(new SyntaxError('x'), hasStrategy)).toBe(false);
  });

  it('does not hold for other errors', () => {
    expect(isAutoRecoverable(new Error('boom'))).toBe(false);
    expect(isAutoRecoverable(new TypeError('x is not a function'))).toBe(false);
  });
});

describe('toError', () => {
  it('keeps errors and wraps other thrown values', () => {
    const e = new Error('a');
    expect(toError(e)).toBe(e);
    expect(toError('text').message).toBe('text');
    expect(toError({ message: 'm', name: 'ChunkLoadError' }).name).toBe('ChunkLoadError');
    expect(toError(42).message).toBe('Non-error value thrown: 42');
    expect(toError(undefined).message).toBe('Non-error value thrown: undefined');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toError(cyclic).message).toBe('Non-error value thrown: [object Object]');
  });
});
