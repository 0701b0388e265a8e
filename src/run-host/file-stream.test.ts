import { describe, expect, it } from 'vitest';
import { fileClient, KEPT_HEADER } from './file-stream';
import type { FileRequest } from './protocol';

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

describe('a file handed over by message', () => {
  it('asks by URL and streams the answer into a Response with its status and type', async () => {
    const asked: FileRequest[] = [];
    const files = fileClient((request) => asked.push(request));
    const response = files.fetch('http://app/assets/a.wasm');
    expect(asked).toEqual([{ type: 'file', id: 1, url: 'http://app/assets/a.wasm' }]);
    const id = asked[0]!.id;
    expect(
      files.receive({
        type: 'file-head',
        id,
        status: 200,
        contentType: 'application/wasm',
        kept: true,
      }),
    ).toBe(true);
    files.receive({ type: 'file-chunk', id, bytes: bytes('hello ') });
    files.receive({ type: 'file-chunk', id, bytes: bytes('world') });
    files.receive({ type: 'file-end', id, error: null });
    const answer = await response;
    expect(answer.ok).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/wasm');
    // The offline copy had it: the runtime shows no download.
    expect(answer.headers.get(KEPT_HEADER)).toBe('1');
    expect(await answer.text()).toBe('hello world');
  });

  it('fails the fetch when the file cannot be read, and its body when it breaks off', async () => {
    const asked: FileRequest[] = [];
    const files = fileClient((request) => asked.push(request));
    const missing = files.fetch('http://app/assets/gone.js');
    files.receive({ type: 'file-end', id: asked[0]!.id, error: 'not kept offline' });
    await expect(missing).rejects.toThrow('not kept offline');

    const broken = files.fetch('http://app/assets/big.zip');
    const id = asked[1]!.id;
    files.receive({ type: 'file-head', id, status: 200, contentType: '', kept: false });
    files.receive({ type: 'file-chunk', id, bytes: bytes('part') });
    files.receive({ type: 'file-end', id, error: 'connection lost' });
    await expect((await broken).text()).rejects.toThrow('connection lost');
  });

  it('passes over messages that are not answers, and answers to no request', () => {
    const files = fileClient(() => {});
    expect(files.receive({ type: 'run' })).toBe(false);
    expect(files.receive({ type: 'file-end', id: 99, error: null })).toBe(true);
  });
});
