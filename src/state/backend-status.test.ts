import { describe, expect, it } from 'vitest';
import { checkBackend } from './backend-status';

const respond = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('backend status check', () => {
  it('is connected when the health endpoint says ok', async () => {
    expect(await checkBackend(respond(200, { status: 'ok' }))).toBe('connected');
  });

  it('is demo mode for a static host, an error or no server', async () => {
    expect(await checkBackend(respond(404, {}))).toBe('demo');
    expect(await checkBackend(respond(200, '<html>'))).toBe('demo');
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await checkBackend(refused)).toBe('demo');
  });
});
