/**
 * The pages that run user code and show previews (src/run-host), as the browser must get them
 * to work offline:
 * - Each page's script is put inline in the page: a page with an opaque origin is not served by
 *   the service worker, so apart from the page itself (which the worker answers for, as a frame
 *   of the app) it can load nothing offline. Everything else it needs, the app hands it.
 * - The headers of server/host-policies.ts on the dev and preview servers, and in the build's
 *   `_headers` file for static hosts (Netlify, Cloudflare Pages), with the isolation headers
 *   every answer gets.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { hostPageHeaders, PREVIEW_PAGE, RUN_HOST_PAGE } from '../server/host-policies.ts';
import { ISOLATION_HEADERS } from './vite-runtimes.ts';

const HOST_PAGES = new Set([RUN_HOST_PAGE, PREVIEW_PAGE].map((page) => page.slice(1)));

/** `_headers` as static hosts read it: a path pattern, then its headers indented. */
export function staticHeaders(): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    "# Written by the build (scripts/vite-hosts.ts): the headers the app's own server sends.",
    block('/*', { ...ISOLATION_HEADERS, 'X-Content-Type-Options': 'nosniff' }),
    ...[...hostPageHeaders()].map(([page, headers]) => block(page, headers)),
  ].join('\n')}\n`;
}

export function hostPages(): Plugin {
  const inlined = new Set<string>();
  const setHeaders = (
    url: string | undefined,
    res: { setHeader: (name: string, value: string) => unknown },
  ) => {
    const pathname = (url ?? '').split('?')[0] ?? '';
    for (const [name, value] of Object.entries(hostPageHeaders().get(pathname) ?? {})) {
      res.setHeader(name, value);
    }
  };
  return {
    name: 'host-pages',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = ctx.chunk;
        if (!ctx.bundle || !chunk || !HOST_PAGES.has(path.basename(ctx.filename))) return html;
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
          throw new Error(
            `${ctx.filename}: its script must be one file, it imports ${chunk.imports}`,
          );
        }
        if (chunk.code.includes('</script')) {
          throw new Error(`${ctx.filename}: its script contains "</script" and cannot be inline`);
        }
        const tag = new RegExp(
          `<script type="module" crossorigin src="[^"]*${chunk.fileName}"></script>`,
        );
        if (!tag.test(html))
          throw new Error(`${ctx.filename}: no script tag for ${chunk.fileName}`);
        inlined.add(chunk.fileName);
        return html.replace(tag, () => `<script type="module">${chunk.code}</script>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of inlined) Reflect.deleteProperty(bundle, file);
        this.emitFile({ type: 'asset', fileName: '_headers', source: staticHeaders() });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        setHeaders(req.url, res);
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        setHeaders(req.url, res);
        next();
      });
    },
  };
}
