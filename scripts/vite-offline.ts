/**
 * Offline and installable (issue 32): a service worker made by vite-plugin-pwa (Workbox) and
 * the web app manifest.
 * - Precached when the worker installs: the pages, the app shell (each page's entry and its
 *   static imports), the editor (Monaco, the editor's modules, Monaco's own language modes),
 *   Monaco's workers, the fonts, and the Run tab, terminals and preview. The list comes from the build's module graph, not from names
 *   guessed by hand.
 * - Everything else under /assets/ (panels, linters, the language runtimes) is hashed or sits in
 *   a versioned folder, so it is kept the first time it is used and served from there after.
 * - The language runtimes are never precached: Pyodide and its snapshot, sql.js, wasmoon and
 *   Ruff weigh tens of megabytes that most visits never use.
 * - /api/ is never answered from a cache: no route matches it, so it always goes to the network.
 * - A new worker waits until the user says to reload (src/app/service-worker.ts).
 * The dev server has no worker: it serves modules, not a build.
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EDITOR_ENTRIES } from './vite-start-up.ts';

/** Monaco's language workers and its editor worker (src/features/editor/monaco-workers.ts). */
const MONACO_WORKER = /^assets\/(?:editor|ts|json|css|html)\.worker-[\w-]+\.js$/;
/** The fonts browsers use: woff2 for the text fonts, the codicon font Monaco ships as ttf. */
const FONT = /^assets\/[\w.-]+\.(?:woff2|ttf)$/;
/** Monaco's own modules, whose lazy language modes belong to the editor. */
const MONACO_MODULE = /[\\/]node_modules[\\/]monaco-editor[\\/]/;

/**
 * What running code and previewing a page need besides the runtimes, so that both work offline
 * after one visit: the Run tab, the terminals, the run controller and the preview. The runtimes
 * themselves are kept on first use.
 */
const RUN_ENTRIES = [
  'src/features/run/run-controller.ts',
  'src/features/run/RunPanel.tsx',
  'src/features/run/PreviewPane.tsx',
  'src/features/terminal/TerminalPanel.tsx',
];

/** Big enough for Monaco's TypeScript worker, the largest precached file. */
export const MAX_PRECACHED_FILE_BYTES = 10 * 1024 * 1024;

export const THEME_COLOR = '#2563eb';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type BundleLike = Record<string, { type: 'chunk' | 'asset'; fileName: string }>;

/** The files of `bundle` the worker precaches, as paths relative to the build folder. */
export function precachedFiles(bundle: BundleLike): Set<string> {
  const chunks = Object.values(bundle).filter((o): o is ChunkLike => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = byFile.get(fileName);
    if (!chunk || files.has(fileName)) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const dep of chunk.imports) add(dep);
    // Monaco loads a language's mode when a file of that language opens: part of the editor.
    for (const dep of chunk.dynamicImports) {
      if (MONACO_MODULE.test(byFile.get(dep)?.facadeModuleId ?? '')) add(dep);
    }
  };
  for (const chunk of chunks) if (chunk.isEntry) add(chunk.fileName);
  for (const id of [...EDITOR_ENTRIES, ...RUN_ENTRIES]) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(id));
    if (!chunk)
      throw new Error(`offline: no chunk for ${id}; update EDITOR_ENTRIES or RUN_ENTRIES`);
    add(chunk.fileName);
  }
  for (const fileName of Object.keys(bundle)) {
    if (MONACO_WORKER.test(fileName) || FONT.test(fileName)) files.add(fileName);
  }
  return files;
}

export function offline(): Plugin[] {
  let precached: Set<string> | null = null;
  const collect: Plugin = {
    name: 'offline-precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      precached = precachedFiles(bundle as BundleLike);
    },
  };
  const pwa = VitePWA({
    registerType: 'prompt',
    // Registered by the app once it has loaded and is idle (src/app/service-worker.ts).
    injectRegister: false,
    devOptions: { enabled: false },
    includeAssets: ['favicon.svg', 'theme-init.js', 'apple-touch-icon.png'],
    manifest: {
      name: 'Editor: code in your browser',
      short_name: 'Editor',
      description: 'A code editor in your browser, made for beginners.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{html,js,css,woff2,ttf,svg,png,webmanifest}'],
      // The runtimes, and the compressed copies the server sends in their stead.
      globIgnores: ['assets/pyodide-*/**', '**/*.br', '**/*.gz', '**/node_modules/**'],
      maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
      // Files under assets/ have their content's hash in their name: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        (entries) => {
          if (!precached) throw new Error('offline: the precache list was not collected');
          const keep = precached;
          // Once each: the manifest's icons are also found by the glob.
          const seen = new Set<string>();
          const manifest = entries.filter((e) => {
            if (seen.has(e.url)) return false;
            seen.add(e.url);
            return !e.url.startsWith('assets/') || keep.has(e.url);
          });
          return { manifest, warnings: [] };
        },
      ],
      navigateFallback: 'index.html',
      // The server's own pages: the API and its documentation.
      navigateFallbackDenylist: [/^\/api(?:\/|$)/, /^\/docs(?:\/|$)/],
      cleanupOutdatedCaches: true,
      // The first visit's page is controlled at once, so what it loads lazily is kept.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'assets',
            cacheableResponse: { statuses: [200] },
            // Old versions' files go first when the cache is full.
            expiration: { maxEntries: 400, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
  return [collect, ...pwa];
}
