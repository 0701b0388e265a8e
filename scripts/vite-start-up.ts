/**
 * Build rules for a fast start (docs/benchmarks.md):
 * - `startUpChunks`: the shell in one chunk, the part of Monaco the editor needs in another.
 * - `preloadEditor`: the page's HTML asks for the styles of the editor's chunks (Monaco, the
 *   editor and AI controllers, and what they import) and the editor's font as soon as it is
 *   parsed, so they are there when the app's entry has Monaco imported.
 * - `precompress`: every text asset gets a Brotli and a gzip copy beside it at build time, which
 *   the server sends as they are (server/plugins/static-files.ts, `preCompressed`) instead of compressing all of
 *   Monaco again on every load.
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The app's entry module: everything it imports statically is the shell. */
export const APP_ENTRY = 'src/main.tsx';
/** The module that loads Monaco (src/features/editor/load-editor.ts imports it first). */
const MONACO_ENTRY = 'src/features/editor/monaco.ts';
const MONACO_PACKAGE = `${path.sep}node_modules${path.sep}monaco-editor${path.sep}`;

/** What a chunking rule is told about a module (rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Every module `entry` imports statically, directly or not, itself included. */
function staticImports(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  if (seen.size === 1) throw new Error(`start-up chunks: ${entry} imports nothing`);
  return seen;
}

/**
 * Two chunking rules (rolldown's `output.codeSplitting` groups), in this order:
 * - `shell`: every module the app's entry imports statically. Left to the bundler, the modules
 *   the shell shares with lazy panels become dozens of small chunks, each its own request before
 *   the first paint.
 * - `monaco-editor`: the part of Monaco the editor needs at start (what MONACO_ENTRY imports
 *   statically from the package), as bare Monaco ships it: one file, so a trace or a long frame
 *   names Monaco's time as Monaco's. Its languages and workers stay lazy chunks of their own.
 * Other lazy modules stay in their own chunks; the sandboxed pages' scripts, which must import
 * nothing (scripts/vite-hosts.ts), are reached from neither entry.
 */
export function startUpChunks(root: string) {
  const shellEntry = path.resolve(root, APP_ENTRY);
  const monacoEntry = path.resolve(root, MONACO_ENTRY);
  let shell: Set<string> | null = null;
  let monaco: Set<string> | null = null;
  return [
    {
      debugName: 'shell',
      name: (id: string, graph: ModuleGraph) => {
        shell ??= staticImports(graph, shellEntry);
        return shell.has(id) && id !== shellEntry ? 'shell' : null;
      },
    },
    {
      debugName: 'monaco-editor',
      name: (id: string, graph: ModuleGraph) => {
        monaco ??= staticImports(graph, monacoEntry);
        return monaco.has(id) && id.includes(MONACO_PACKAGE) ? 'monaco-editor' : null;
      },
    },
  ];
}

/** The modules the editor area imports lazily at start (src/features/editor/EditorArea.tsx). */
export const EDITOR_ENTRIES = [
  'src/features/editor/monaco.ts',
  'src/features/editor/editor-controller.ts',
  'src/features/editor/ai-controller.ts',
];
/** The editor's font faces (src/main.tsx imports their CSS), Latin subset. */
const EDITOR_FONTS = [
  /jetbrains-mono-latin-400-normal-[\w-]+\.woff2$/,
  /jetbrains-mono-latin-700-normal-[\w-]+\.woff2$/,
];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function preloadEditor(): Plugin {
  return {
    name: 'preload-editor',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        // Only the app's page: the sandboxed run and preview pages load no editor.
        if (!bundle || path.basename(ctx.filename) !== 'index.html') return [];
        const chunks = Object.values(bundle).filter(
          (o): o is typeof o & ChunkLike => o.type === 'chunk',
        );
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const collectStatic = (fileName: string | undefined, into: Set<string>) => {
          if (!fileName || into.has(fileName)) return;
          into.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) collectStatic(dep, into);
        };
        const cssOf = (files: Iterable<string>) =>
          [...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        // The page's own entry, its static imports and their styles are already in the HTML.
        const alreadyLoaded = new Set<string>();
        collectStatic(ctx.chunk?.fileName, alreadyLoaded);
        const linked = new Set(cssOf(alreadyLoaded));
        const wanted = new Set<string>();
        for (const id of EDITOR_ENTRIES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(id));
          if (!chunk) throw new Error(`preload-editor: no chunk for ${id}; update EDITOR_ENTRIES`);
          collectStatic(chunk.fileName, wanted);
        }
        // The scripts themselves are not preloaded: a `modulepreload` compiles Monaco while the
        // shell starts, which delayed the first paint and gained nothing; a `preload as=script`
        // is parsed as a classic script, which a module import cannot use. The app's entry asks
        // for them first thing (src/features/editor/load-editor.ts) and Chromium compiles them as
        // they stream in, off the main thread.
        const tags: HtmlTagDescriptor[] = [];
        // Their styles: Vite's loader adds them as stylesheets when the editor is imported.
        for (const style of new Set(cssOf(wanted).filter((file) => !linked.has(file)))) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${style}` },
            injectTo: 'head',
          });
        }
        for (const pattern of EDITOR_FONTS) {
          const font = Object.keys(bundle).find((file) => pattern.test(file));
          if (!font) throw new Error(`preload-editor: no font file matches ${pattern}`);
          tags.push({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${font}`,
            },
            injectTo: 'head',
          });
        }
        return tags;
      },
    },
  };
}

/** Text assets worth compressing; fonts in woff2 and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|ttf|wasm|txt|map|bin)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a Brotli and a gzip copy beside each text asset under `dir`, as the build does (the
 * benchmark also uses it for its bare-Monaco page, so both pages are served alike).
 */
export async function precompressDir(dir: string): Promise<void> {
  // Quality 6: close to Brotli's best size on Monaco in a small part of its time; the zlib
  // thread pool compresses several files at once.
  const files = filesUnder(dir).filter(
    (file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressDir(outDir),
  };
}
