/**
 * The policies of the two pages that show user code and pages (src/run-host), in one place for
 * the app's server, the dev server and the build's `_headers` file.
 *
 * Each page sandboxes itself (`Content-Security-Policy: sandbox`, without `allow-same-origin`),
 * so it has an opaque origin: no access to the app's storage, cookies or window. It is framed
 * without a `sandbox` attribute, because the browser never lets the app's service worker answer
 * for a frame sandboxed by attribute, and these pages must load offline too. The app checks that
 * each loaded page really is opaque before it hands it anything.
 */

/** The run host's page and the preview host's page. */
export const RUN_HOST_PAGE = '/run.html';
export const PREVIEW_PAGE = '/preview.html';

/**
 * The run host's policy. Its script is inline (its page is all it can load offline); user code
 * is evaluated ('unsafe-eval') in workers made from blobs. Only the app may frame it. Nothing in
 * it loads from the app's origin: a program could send requests to the app's API with a script
 * (`importScripts`, `import()`), a font or a fetch.
 */
export function runHostCspDirectives(): Record<string, string[]> {
  return {
    sandbox: ['allow-scripts'],
    'default-src': ["'none'"],
    'script-src': ["'unsafe-inline'", "'unsafe-eval'", "'wasm-unsafe-eval'", 'blob:'],
    'worker-src': ['blob:'],
    'connect-src': ['blob:', 'data:'],
    // The page's own manifest link, which only the page can follow.
    'manifest-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The preview host's policy: a user's page may use inline scripts and styles, and scripts,
 * styles and fonts it links on the web (a library); its pictures, sounds and requests stay in.
 */
export function previewCspDirectives(): Record<string, string[]> {
  const web = ["'self'", 'data:', 'blob:', 'https:'];
  return {
    sandbox: ['allow-scripts', 'allow-forms', 'allow-modals'],
    'default-src': web,
    'script-src': [...web, "'unsafe-inline'", "'unsafe-eval'"],
    'style-src': [...web, "'unsafe-inline'"],
    // Pictures, sounds and requests reach no server: the project's media come in as data: URLs.
    'img-src': ['data:', 'blob:'],
    'media-src': ['data:', 'blob:'],
    'connect-src': ['data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export const serializeCsp = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The headers only the host pages get, by page path. */
export function hostPageHeaders(): Map<string, Record<string, string>> {
  return new Map<string, Record<string, string>>([
    [RUN_HOST_PAGE, { 'Content-Security-Policy': serializeCsp(runHostCspDirectives()) }],
    [
      PREVIEW_PAGE,
      {
        'Content-Security-Policy': serializeCsp(previewCspDirectives()),
        // A previewed page may show images from the web, which send no CORP header.
        'Cross-Origin-Embedder-Policy': 'credentialless',
      },
    ],
  ]);
}
