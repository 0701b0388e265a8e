/**
 * The build served as a static host serves it (Netlify, Cloudflare Pages): its files, with the
 * headers its `_headers` file lists, and nothing else (no API). Closing it stops serving, as a
 * network that goes away does.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

const TYPES = new Map([
  ['.html', 'text/html'],
  ['.js', 'text/javascript'],
  ['.mjs', 'text/javascript'],
  ['.css', 'text/css'],
  ['.json', 'application/json'],
  ['.webmanifest', 'application/manifest+json'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.wasm', 'application/wasm'],
  ['.zip', 'application/zip'],
  ['.woff2', 'font/woff2'],
  ['.ttf', 'font/ttf'],
]);

async function headerRules(dist: string) {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of (await readFile(path.join(dist, '_headers'), 'utf8')).split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1)?.headers.push([name!.trim(), value.join(':').trim()]);
    }
  }
  return (pathname: string): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const rule of rules) {
      const matches = rule.pattern.endsWith('*')
        ? pathname.startsWith(rule.pattern.slice(0, -1))
        : pathname === rule.pattern;
      if (matches) for (const [name, value] of rule.headers) out[name] = value;
    }
    return out;
  };
}

export async function startStaticHost(dist: string): Promise<StaticHost> {
  const root = path.resolve(dist);
  const headersFor = await headerRules(root);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        res.writeHead(200, {
          'content-type': TYPES.get(path.extname(file)) ?? 'application/octet-stream',
          ...headersFor(pathname),
        });
        res.end(body);
      },
      () => res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
