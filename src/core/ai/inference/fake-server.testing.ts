/**
 * Test helper (Node only): a fake inference server on 127.0.0.1, port 0 (a random free port),
 * that records every request and answers with what the test's handler returns: JSON, raw text
 * (malformed JSON), any status and headers, after an optional delay. It closes itself after
 * `maxRequests` requests or `lifetimeMs`, whichever comes first, so no test leaves it running.
 *
 * node:http is imported dynamically and typed here because src/ is type-checked with browser
 * types only.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  json?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

interface NodeRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface NodeResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
  on(event: 'close', listener: () => void): void;
  writableEnded: boolean;
}
interface NodeServer {
  listen(port: number, host: string, callback: () => void): void;
  address(): { port: number } | string | null;
  close(callback?: () => void): void;
  closeAllConnections(): void;
}
interface NodeHttp {
  createServer(handler: (req: NodeRequest, res: NodeResponse) => void): NodeServer;
}

export async function startFakeInference(
  handler: (request: RecordedRequest) => FakeReply | Promise<FakeReply>,
  options: { maxRequests?: number; lifetimeMs?: number } = {},
): Promise<FakeServer> {
  const httpName = 'node:http';
  const http = (await import(/* @vite-ignore */ httpName)) as NodeHttp;
  const maxRequests = options.maxRequests ?? 50;
  const requests: RecordedRequest[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;

  const close = () =>
    new Promise<void>((resolve) => {
      if (closed) {
        resolve();
        return;
      }
      closed = true;
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      server.close(() => resolve());
    });

  const server: NodeServer = http.createServer((req, res) => {
    const chunks: Uint8Array[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        bytes.set(c, at);
        at += c.length;
      }
      const raw = new TextDecoder().decode(bytes);
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        raw,
        body,
      };
      requests.push(recorded);
      if (requests.length > maxRequests) {
        res.statusCode = 500;
        res.end('{"error":"fake server: too many requests"}');
        void close();
        return;
      }
      void Promise.resolve(handler(recorded)).then((reply) => {
        const send = () => {
          if (res.writableEnded) return;
          res.statusCode = reply.status ?? 200;
          res.setHeader('content-type', 'application/json');
          for (const [name, value] of Object.entries(reply.headers ?? {}))
            res.setHeader(name, value);
          res.end(reply.raw ?? JSON.stringify(reply.json ?? null));
        };
        if (reply.delayMs) {
          const t = setTimeout(send, reply.delayMs);
          timers.add(t);
        } else send();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const lifetime = setTimeout(() => void close(), options.lifetimeMs ?? 20_000);
  (lifetime as { unref?: () => void }).unref?.();
  timers.add(lifetime);
  return { url: `http://127.0.0.1:${port}`, requests, close };
}
