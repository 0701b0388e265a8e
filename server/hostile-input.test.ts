/**
 * Hostile input: names an object inherits ('constructor', '__proto__', 'toString'...) sent as
 * every string field of every route's body. Each answer is a normal one or the API's error
 * shape, never a 500: keys from input are looked up with Map or Object.hasOwn.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { useTestServer } from './test-server';

const app = useTestServer('hostile');

const INHERITED = [
  'constructor',
  '__proto__',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  '__defineGetter__',
  '__lookupGetter__',
];

/** One valid body per route that takes one; every string in it is a field to replace. */
const routes: { method: 'POST' | 'PUT'; url: string; body: unknown }[] = [
  { method: 'POST', url: 'complete', body: { code: 'x.y', language: 'javascript', offset: 2 } },
  { method: 'POST', url: 'smartComplete', body: { code: 'a.b', language: 'python', offset: 2 } },
  { method: 'POST', url: 'correct', body: { selection: 'retrun 1', language: 'js' } },
  { method: 'POST', url: 'optimize', body: { code: 'x = 1', language: 'python' } },
  { method: 'POST', url: 'analyzeQuality', body: { code: 'x = 1', language: 'python' } },
  {
    method: 'POST',
    url: 'autoFix',
    body: { code: 'var a = 1', language: 'js', options: { disable: ['no-var'] } },
  },
  {
    method: 'POST',
    url: 'batchAutoFix',
    body: {
      files: [{ name: 'a.js', code: 'var a = 1', language: 'javascript' }],
      options: { disable: ['prettier'] },
    },
  },
  { method: 'POST', url: 'fixStatistics', body: {} },
  { method: 'POST', url: 'fixReport', body: {} },
  { method: 'POST', url: 'generateDocs', body: { code: 'def f(): pass', language: 'python' } },
  { method: 'POST', url: 'explain', body: { code: 'let a = 1', language: 'javascript' } },
  { method: 'POST', url: 'diagnose', body: { code: 'let a = 1', language: 'javascript' } },
  {
    method: 'POST',
    url: 'generateCode',
    body: { description: 'sort a list', style: 'artistic', options: { language: 'python' } },
  },
  { method: 'POST', url: 'monitor', body: { code: 'let a = 1', language: 'javascript' } },
  {
    method: 'PUT',
    url: 'monitor/00000000-0000-4000-8000-000000000000',
    body: { code: 'let a = 1', language: 'javascript' },
  },
];

type Path = (string | number)[];

function stringPaths(value: unknown, at: Path = []): Path[] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...at, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...at, k]));
  }
  return [];
}

function withStrings(value: unknown, paths: Path[], name: string): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  for (const p of paths) {
    let node = copy;
    for (const step of p.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    node[p.at(-1) as string | number] = name;
  }
  return copy;
}

describe('names an object inherits, as request strings', () => {
  it('every string field of every route: a normal answer or the error shape, never a 500', async () => {
    const cases = fc
      .record({
        route: fc.constantFrom(...routes),
        name: fc.constantFrom(...INHERITED),
        mask: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      })
      .map(({ route, name, mask }) => {
        const all = stringPaths(route.body);
        // At least one field, often several at once.
        const chosen = all.filter((_, i) => mask[i % mask.length]);
        return { route, name, paths: chosen.length > 0 ? chosen : all.slice(0, 1) };
      });
    await fc.assert(
      fc.asyncProperty(cases, async ({ route, name, paths }) => {
        const res = await app().inject({
          method: route.method,
          url: `/api/ai/${route.url}`,
          payload: withStrings(route.body, paths, name) as Record<string, unknown>,
        });
        const what = `${route.method} ${route.url} ${JSON.stringify(paths)} = ${name} → ${res.body}`;
        expect(res.statusCode, what).toBeLessThan(500);
        const body = res.json() as Record<string, unknown>;
        if (res.statusCode >= 400) {
          expect(body, what).toEqual({ error: expect.any(String), statusCode: res.statusCode });
        } else {
          expect(res.statusCode === 200 || res.statusCode === 201, what).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('each name as the language of every route that takes one', async () => {
    for (const route of routes) {
      const languages = stringPaths(route.body).filter((p) => p.at(-1) === 'language');
      for (const name of INHERITED) {
        if (languages.length === 0) continue;
        const res = await app().inject({
          method: route.method,
          url: `/api/ai/${route.url}`,
          payload: withStrings(route.body, languages, name) as Record<string, unknown>,
        });
        expect(res.statusCode, `${route.url} ${name} → ${res.body}`).toBeLessThan(500);
      }
    }
  }, 120_000);
});
