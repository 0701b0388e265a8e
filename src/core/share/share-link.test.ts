import { describe, expect, it } from 'vitest';
import {
  MAX_CONTENT_BYTES,
  MAX_LINK_CHARS,
  decodeShare,
  encodeShare,
  shareValueOf,
} from './share-link';

/** Compresses arbitrary bytes the way a link does, to build hostile links by hand. */
async function deflateToLink(text: string): Promise<string> {
  const stream = new Blob([new TextEncoder().encode(text)])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Text that does not compress: a deterministic pseudo-random byte soup. */
function noise(length: number): string {
  let x = 12345;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    out += String.fromCharCode(33 + ((x >>> 16) % 90));
  }
  return out;
}

describe('share links', () => {
  it('round-trips a file with its name, content and language choice', async () => {
    const file = {
      name: 'grüße.py',
      content: 'def hi():\n    print("héllo 👋 — ok")\n',
      language: 'python',
    };
    const encoded = await encodeShare(file);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(encoded.value)).toEqual({ ok: true, file });
  });

  it('round-trips an empty file and compresses repetitive code', async () => {
    const empty = await encodeShare({ name: 'empty.txt', content: '' });
    expect(empty.ok && (await decodeShare(empty.value))).toEqual({
      ok: true,
      file: { name: 'empty.txt', content: '' },
    });
    const code = 'console.log("line");\n'.repeat(2000); // 42 000 characters
    const big = await encodeShare({ name: 'log.js', content: code });
    expect(big.ok).toBe(true);
    expect(big.ok && big.chars).toBeLessThan(2000);
  });

  it('reads the share value from a fragment', () => {
    expect(shareValueOf('#share=abc_-9')).toBe('abc_-9');
    expect(shareValueOf('#other=1&share=xyz')).toBe('xyz');
    expect(shareValueOf('#nothing')).toBeNull();
    expect(shareValueOf('')).toBeNull();
  });

  it('refuses to encode a file whose link would pass the limit, and says by how much', async () => {
    const result = await encodeShare({ name: 'noise.txt', content: noise(40_000) });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.chars).toBeGreaterThan(MAX_LINK_CHARS);
    expect(result.error).toMatch(/does not fit in a share link/);
    expect(result.error).toMatch(/limited to 31\.3 KiB/);
  });

  it('refuses to encode content over the size limit', async () => {
    const result = await encodeShare({ name: 'huge.txt', content: 'a'.repeat(MAX_CONTENT_BYTES) });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/too large/) });
  });

  it.each([
    ['an empty value', '', /empty/],
    ['characters outside base64url', 'abc+/def', /never has/],
    ['bytes that are not deflate data', 'AAAAAAAAAAAAAAAA', /damaged/],
    ['a value that is too long', 'A'.repeat(MAX_LINK_CHARS + 1), /too long/],
  ])('refuses %s with a clear message', async (_label, value, message) => {
    const result = await decodeShare(value);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });

  it('refuses a link that was cut off', async () => {
    const encoded = await encodeShare({ name: 'a.js', content: noise(3000) });
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    const result = await decodeShare(encoded.value.slice(0, encoded.value.length / 2));
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
  });

  it('refuses valid compression around the wrong data', async () => {
    for (const payload of [
      'not json',
      '"a string"',
      '{"v":1,"name":"a.js"}',
      '{"v":1,"name":3,"content":""}',
      '{"v":1,"name":"a.js","content":"","language":7}',
    ]) {
      const result = await decodeShare(await deflateToLink(payload));
      expect(result, payload).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    }
    const future = await decodeShare(await deflateToLink('{"v":2,"name":"a","content":""}'));
    expect(future).toMatchObject({ ok: false, error: expect.stringMatching(/different version/) });
  });

  it('refuses a small link that would unpack to more than the limit', async () => {
    const bomb = await deflateToLink(' '.repeat(MAX_CONTENT_BYTES * 3));
    expect(bomb.length).toBeLessThan(MAX_LINK_CHARS);
    const result = await decodeShare(bomb);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/unpacks to more/) });
  });
});
