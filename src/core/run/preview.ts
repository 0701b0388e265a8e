/**
 * The document a live preview shows: an HTML file of the project with the project files it
 * links put in, so it runs in a sandboxed frame that cannot fetch them.
 *
 * - `<link rel="stylesheet">` becomes a `<style>` with the file's text, its `@import`s put in
 *   too; `<script src>` becomes an inline script (a `defer`/`async` classic script a `data:`
 *   URL, which keeps its timing); module imports between project files become `data:` URLs.
 *   Each script put in ends with `//# sourceURL=<project path>`, so errors name the file.
 * - Paths resolve as a browser would from the file that names them (`/x` is the project root);
 *   URLs with a scheme or `//` are left alone. A project file that is named but absent, or an
 *   import that closes a cycle, is left as written and listed in `missing`.
 * - Pictures, sounds, videos and fonts the page or its CSS names (`<img src>`, `<audio>`,
 *   `<video>`, `<source>`, `poster`, an icon `<link>`, CSS `url()`) become the `data:` URLs the
 *   caller gives in `media`, by project path; a text `.svg` file of the project becomes one too.
 * - `bridgeScript` is the document's first script, in its head (made when there is none).
 * - Nothing put in can end its element early: `</script` and `</style` in file text are escaped.
 * - Tags are found by a tokenizer that skips comments and the text of raw-text elements; there
 *   is no DOM here.
 */

import { folderOf, normalizeProjectPath } from './paths';
import type { RunFile } from './types';

export interface PreviewDocument {
  html: string;
  /** Project paths that the page names but that are not in the project (or close a cycle). */
  missing: string[];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Context {
  files: ReadonlyMap<string, string>;
  /** `data:` URLs of the project's binary files, by project path. */
  media: ReadonlyMap<string, string>;
  missing: Set<string>;
  /** `data:` URLs of the modules already built, by project path. */
  moduleUrls: Map<string, string>;
  /** Modules being built, to catch a cycle. */
  building: Set<string>;
}

// Paths ----------------------------------------------------------------------------------------

const dirname = folderOf;

/** Whether a URL leaves the project: it has a scheme (`https:`, `data:`) or is `//host/…`. */
const isExternal = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');

/**
 * The project path a relative or root-relative URL names, from the folder `base`; null for a
 * URL that names no file (`#top`, empty). `..` above the root stays at the root, as in a browser.
 */
function resolveUrl(base: string, url: string): string | null {
  const bare = url.trim().replace(/[?#].*$/s, '');
  if (bare === '') return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray % stays as written.
  }
  const joined = decoded.startsWith('/') ? decoded : `${base}/${decoded}`;
  return normalizeProjectPath(joined, true) || null;
}

// Text encodings ---------------------------------------------------------------------------------

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out += BASE64[(n >> 18) & 63] ?? '';
    out += BASE64[(n >> 12) & 63] ?? '';
    out += i + 1 < bytes.length ? (BASE64[(n >> 6) & 63] ?? '') : '=';
    out += i + 2 < bytes.length ? (BASE64[n & 63] ?? '') : '=';
  }
  return out;
}

const dataUrl = (mime: string, text: string) => `data:${mime};base64,${base64(text)}`;

const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', '\u00a0'],
]);

/** An attribute value as the browser reads it: the common character references decoded. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES.get(ref) ?? ENTITIES.get(ref.toLowerCase()) ?? whole;
  });
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function applyEdits(text: string, edits: Edit[]): string {
  // Stable sort: an insertion (empty range) stays before an edit that starts where it is.
  const sorted = [...edits].sort(
    (x, y) => x.start - y.start || x.end - x.start - (y.end - y.start),
  );
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) continue;
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}

// JavaScript -------------------------------------------------------------------------------------

type TokenKind = 'name' | 'punct' | 'number' | 'string' | 'template' | 'regex' | 'comment';

interface Token {
  kind: TokenKind;
  start: number;
  end: number;
}

/** Words after which a `/` starts a regular expression rather than dividing. */
const REGEX_AFTER = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
  'extends',
]);

const isNameStart = (c: string) => /[A-Za-z_$#]/.test(c) || c.charCodeAt(0) > 127;
const isNamePart = (c: string) => /[\w$]/.test(c) || c.charCodeAt(0) > 127;

/**
 * The tokens of JavaScript source, enough to tell code from strings, template text, regular
 * expressions and comments (whitespace is not a token). Template substitutions nest.
 */
function tokenize(code: string): Token[] {
  const tokens: Token[] = [];
  /** For each open `${`, how many `{` are open inside it. */
  const substitutions: number[] = [];
  let last: Token | undefined;
  const push = (kind: TokenKind, start: number, end: number) => {
    const token = { kind, start, end };
    tokens.push(token);
    if (kind !== 'comment') last = token;
  };
  /** Template text from `start` (after a backtick or a substitution's `}`). */
  const template = (start: number, from: number): number => {
    let i = from;
    while (i < code.length) {
      const c = code[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        push('template', start, i + 1);
        return i + 1;
      } else if (c === '$' && code[i + 1] === '{') {
        push('template', start, i + 2);
        substitutions.push(0);
        return i + 2;
      } else i++;
    }
    push('template', start, code.length);
    return code.length;
  };
  const regexAllowed = () => {
    if (!last) return true;
    const text = code.slice(last.start, last.end);
    if (last.kind === 'name') return REGEX_AFTER.has(text);
    if (last.kind === 'punct') return text !== ')' && text !== ']';
    return last.kind === 'template' && text.endsWith('${');
  };

  let i = 0;
  while (i < code.length) {
    const c = code[i] ?? '';
    const next = code[i + 1] ?? '';
    if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && next === '/') {
      const end = code.indexOf('\n', i);
      const stop = end < 0 ? code.length : end;
      push('comment', i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const stop = end < 0 ? code.length : end + 2;
      push('comment', i, stop);
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < code.length && code[j] !== c && code[j] !== '\n') j += code[j] === '\\' ? 2 : 1;
      const stop = Math.min(code.length, code[j] === c ? j + 1 : j);
      push('string', i, stop);
      i = stop;
    } else if (c === '`') {
      i = template(i, i + 1);
    } else if (
      c === '}' &&
      substitutions.length > 0 &&
      substitutions[substitutions.length - 1] === 0
    ) {
      substitutions.pop();
      i = template(i, i + 1);
    } else if (c === '/' && regexAllowed()) {
      let j = i + 1;
      let inClass = false;
      let closed = false;
      while (j < code.length && code[j] !== '\n') {
        const r = code[j];
        if (r === '\\') j++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) {
          closed = true;
          break;
        }
        j++;
      }
      if (closed) {
        j++;
        while (j < code.length && isNamePart(code[j] ?? '')) j++;
        push('regex', i, j);
        i = j;
      } else {
        push('punct', i, i + 1);
        i++;
      }
    } else if (isNameStart(c)) {
      let j = i + 1;
      while (j < code.length && isNamePart(code[j] ?? '')) j++;
      push('name', i, j);
      i = j;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(next))) {
      let j = i + 1;
      while (j < code.length && /[\w.]/.test(code[j] ?? '')) j++;
      push('number', i, j);
      i = j;
    } else {
      if (substitutions.length > 0) {
        const top = substitutions.length - 1;
        if (c === '{') substitutions[top] = (substitutions[top] ?? 0) + 1;
        else if (c === '}') substitutions[top] = (substitutions[top] ?? 1) - 1;
      }
      push('punct', i, i + 1);
      i++;
    }
  }
  return tokens;
}

/**
 * The string literals that are module specifiers: after `from`, after `import` (`import './x'`),
 * and the lone argument of `import(…)`. Never a property (`a.from 'x'` is not one).
 */
function importSpecifiers(code: string, tokens: readonly Token[]): Token[] {
  const significant = tokens.filter((t) => t.kind !== 'comment');
  const text = (t: Token | undefined) => (t ? code.slice(t.start, t.end) : '');
  const found: Token[] = [];
  for (let k = 0; k < significant.length; k++) {
    const token = significant[k];
    if (token?.kind !== 'string') continue;
    const [p1, p2, p3] = [significant[k - 1], significant[k - 2], significant[k - 3]];
    const after = text(significant[k + 1]);
    if (p1?.kind === 'name' && text(p2) !== '.' && (text(p1) === 'from' || text(p1) === 'import')) {
      found.push(token);
    } else if (
      text(p1) === '(' &&
      p2?.kind === 'name' &&
      text(p2) === 'import' &&
      text(p3) !== '.' &&
      (after === ')' || after === ',')
    ) {
      found.push(token);
    }
  }
  return found;
}

/** `<` that could open `<!--`, `<script` or `</script` in the HTML parser's eyes. */
const RISKY_LT = /<(?=!--|\/?script)/gi;

/**
 * Script text that is safe between `<script>` and `</script>`: inside strings, templates and
 * regular expressions a risky `<` becomes `\x3C` (the same character to JavaScript); in
 * comments it gets a backslash after it; in code a space (`i<script` reads as `i< script`).
 */
function escapeScript(code: string): string {
  const tokens = tokenize(code);
  const edits: Edit[] = [];
  let k = 0;
  for (const match of code.matchAll(RISKY_LT)) {
    const index = match.index ?? 0;
    while (k < tokens.length && (tokens[k]?.end ?? 0) <= index) k++;
    const token = tokens[k];
    const inside = token !== undefined && token.start <= index;
    const kind = inside ? token.kind : 'punct';
    if (kind === 'comment') {
      edits.push({ start: index + 1, end: index + 1, text: '\\' });
    } else if (kind === 'string' || kind === 'template' || kind === 'regex') {
      // An escaped `\<` is the same `<`: replace the backslash too.
      let slashes = 0;
      while (code[index - 1 - slashes] === '\\') slashes++;
      edits.push({ start: slashes % 2 === 1 ? index - 1 : index, end: index + 1, text: '\\x3C' });
    } else if (code[index + 1] !== '!') {
      edits.push({ start: index + 1, end: index + 1, text: ' ' });
    }
  }
  return applyEdits(code, edits).replace(/<\/script/gi, '<\\/script');
}

const MODULE_TYPES = new Map([
  ['json', 'application/json'],
  ['css', 'text/css'],
]);

/** The `data:` URL of a project module, its own imports made `data:` URLs first. */
function moduleUrl(path: string, ctx: Context): string | null {
  const built = ctx.moduleUrls.get(path);
  if (built !== undefined) return built;
  const content = ctx.files.get(path);
  if (content === undefined || ctx.building.has(path)) {
    ctx.missing.add(path);
    return null;
  }
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  const mime = MODULE_TYPES.get(extension) ?? 'text/javascript';
  let body = content;
  if (mime === 'text/javascript') {
    ctx.building.add(path);
    body = `${rewriteImports(content, dirname(path), ctx)}\n//# sourceURL=${path}`;
    ctx.building.delete(path);
  }
  const url = dataUrl(mime, body);
  ctx.moduleUrls.set(path, url);
  return url;
}

/** Module source with its relative imports of project files made `data:` URLs. */
function rewriteImports(code: string, base: string, ctx: Context): string {
  const edits: Edit[] = [];
  for (const token of importSpecifiers(code, tokenize(code))) {
    const specifier = code.slice(token.start + 1, token.end - 1);
    if (specifier.includes('\\') || token.end - token.start < 2) continue;
    const relative =
      specifier.startsWith('./') ||
      specifier.startsWith('../') ||
      (specifier.startsWith('/') && !specifier.startsWith('//'));
    if (!relative) continue;
    const path = resolveUrl(base, specifier);
    const url = path === null ? null : moduleUrl(path, ctx);
    if (url !== null) edits.push({ start: token.start + 1, end: token.end - 1, text: url });
  }
  return applyEdits(code, edits);
}

// CSS --------------------------------------------------------------------------------------------

const IMPORT_RULE =
  /^@import\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')\s*([^;]*?)\s*;?\s*$/is;

/** Where the CSS statement starting at `start` ends: after its `;` outside strings and parens. */
function statementEnd(css: string, start: number): number {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      const close = css.indexOf(c, i + 1);
      if (close < 0) return css.length;
      i = close;
    } else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) return i + 1;
    else if ((c === '{' || c === '}') && depth === 0) return i;
  }
  return css.length;
}

/**
 * A stylesheet with its `@import`s of project files replaced by their text (inside `@media`
 * when the import has a media list), recursively; an import with `layer()` or `supports()` is
 * left as written. `chain` holds the sheets being inlined, to stop at a cycle.
 */
function inlineCss(css: string, base: string, ctx: Context, chain: ReadonlySet<string>): string {
  const edits: Edit[] = [];
  let depth = 0;
  let i = 0;
  while (i < css.length) {
    const c = css[i];
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 2;
    } else if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      i = end < 0 ? css.length : end + 1;
    } else if (
      (c === 'u' || c === 'U') &&
      /^url\(/i.test(css.slice(i, i + 4)) &&
      !/[\w-]/.test(css[i - 1] ?? '')
    ) {
      const close = css.indexOf(')', i + 4);
      if (close < 0) break;
      const raw = css
        .slice(i + 4, close)
        .trim()
        .replace(/^(["'])(.*)\1$/s, '$2');
      const url = raw && !isExternal(raw) ? mediaUrl(base, raw, ctx) : null;
      if (url !== null) edits.push({ start: i, end: close + 1, text: `url("${url}")` });
      i = close + 1;
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
      i++;
    } else if (c === '@' && depth === 0 && /^@import\b/i.test(css.slice(i, i + 8))) {
      const end = statementEnd(css, i);
      const match = IMPORT_RULE.exec(css.slice(i, end));
      const url = match ? (match.slice(1, 6).find((g) => g !== undefined) ?? '') : '';
      const conditions = match?.[6] ?? '';
      const path = match && !isExternal(url) ? resolveUrl(base, url) : null;
      if (path !== null && !/\b(?:layer|supports)\b/i.test(conditions)) {
        const content = ctx.files.get(path);
        if (content === undefined || chain.has(path)) {
          ctx.missing.add(path);
        } else {
          const inner = inlineCss(content, dirname(path), ctx, new Set([...chain, path]));
          const text = conditions ? `@media ${conditions} {\n${inner}\n}` : inner;
          edits.push({ start: i, end, text });
        }
      }
      i = end;
    } else i++;
  }
  return applyEdits(css, edits);
}

/**
 * The `data:` URL of the picture, sound, video or font that `url` names from the folder `base`;
 * null when it names none (left as written; a project path that is absent is listed missing).
 */
function mediaUrl(base: string, url: string, ctx: Context): string | null {
  const path = resolveUrl(base, url);
  if (path === null) return null;
  const media = ctx.media.get(path);
  if (media !== undefined) return media;
  const text = ctx.files.get(path);
  if (text !== undefined && /\.svg$/i.test(path)) return dataUrl('image/svg+xml', text);
  if (text === undefined) ctx.missing.add(path);
  return null;
}

const escapeStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

// HTML -------------------------------------------------------------------------------------------

interface Attribute {
  name: string;
  /** The decoded value; null for an attribute written without one (`defer`). */
  value: string | null;
  start: number;
  end: number;
}

interface Tag {
  name: string;
  start: number;
  /** Just after the `>`. */
  end: number;
  attributes: Attribute[];
}

/** The start tag at `start` (a `<` then a letter), or null when its `>` never comes. */
function parseTag(html: string, start: number): Tag | null {
  let i = start + 1;
  while (i < html.length && !/[\s/>]/.test(html[i] ?? '')) i++;
  const name = html.slice(start + 1, i).toLowerCase();
  const attributes: Attribute[] = [];
  for (;;) {
    while (i < html.length && /[\s/]/.test(html[i] ?? '')) i++;
    if (i >= html.length) return null;
    if (html[i] === '>') return { name, start, end: i + 1, attributes };
    const nameStart = i;
    i++;
    while (i < html.length && !/[\s/>=]/.test(html[i] ?? '')) i++;
    const attributeName = html.slice(nameStart, i).toLowerCase();
    let j = i;
    while (j < html.length && /\s/.test(html[j] ?? '')) j++;
    let value: string | null = null;
    if (html[j] === '=') {
      j++;
      while (j < html.length && /\s/.test(html[j] ?? '')) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        if (close < 0) return null;
        value = html.slice(j + 1, close);
        i = close + 1;
      } else {
        const valueStart = j;
        while (j < html.length && !/[\s>]/.test(html[j] ?? '')) j++;
        value = html.slice(valueStart, j);
        i = j;
      }
    }
    attributes.push({
      name: attributeName,
      value: value === null ? null : decodeEntities(value),
      start: nameStart,
      end: i,
    });
  }
}

/** Elements whose content is text to the HTML parser, up to their end tag. */
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);

/** Where the end tag `</name` after `from` starts and ends (the text's end if it has none). */
function findEndTag(html: string, name: string, from: number): { start: number; end: number } {
  const pattern = new RegExp(`</${name}(?=[\\s/>]|$)`, 'gi');
  pattern.lastIndex = from;
  const match = pattern.exec(html);
  if (!match) return { start: html.length, end: html.length };
  const close = html.indexOf('>', match.index);
  return { start: match.index, end: close < 0 ? html.length : close + 1 };
}

const CLASSIC_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/x-javascript',
  'text/jscript',
]);

const MEDIA_TAGS = new Set(['img', 'audio', 'video', 'source', 'embed']);

/** Builds the preview document of the project's HTML file `entryPath`. */
export function buildPreviewDocument(
  entryPath: string,
  files: readonly RunFile[],
  bridgeScript: string,
  media: ReadonlyMap<string, string> = new Map(),
): PreviewDocument {
  const ctx: Context = {
    files: new Map(files.map((f) => [f.path.replace(/^\/+/, ''), f.content])),
    media: new Map([...media].map(([p, url]) => [p.replace(/^\/+/, ''), url])),
    missing: new Set(),
    moduleUrls: new Map(),
    building: new Set(),
  };
  const path = entryPath.replace(/^\/+/, '');
  const html = ctx.files.get(path) ?? '';
  const base = dirname(path);
  const edits: Edit[] = [];
  let doctypeEnd: number | undefined;
  let htmlEnd: number | undefined;
  let headEnd: number | undefined;
  let firstScript: number | undefined;

  const attribute = (tag: Tag, name: string) => tag.attributes.find((a) => a.name === name);

  /** Points the attribute `name` of `tag` at its `data:` URL when it names a project file. */
  const onMediaAttribute = (tag: Tag, name: string) => {
    const found = attribute(tag, name);
    if (!found?.value || isExternal(found.value)) return;
    const url = mediaUrl(base, found.value, ctx);
    if (url !== null) edits.push({ start: found.start, end: found.end, text: `${name}="${url}"` });
  };

  const onLink = (tag: Tag) => {
    const rel = (attribute(tag, 'rel')?.value ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('icon')) return onMediaAttribute(tag, 'href');
    const href = attribute(tag, 'href')?.value;
    if (!rel.includes('stylesheet') || rel.includes('alternate') || !href || isExternal(href)) {
      return;
    }
    const target = resolveUrl(base, href);
    if (target === null) return;
    const css = ctx.files.get(target);
    if (css === undefined) {
      ctx.missing.add(target);
      return;
    }
    const media = attribute(tag, 'media')?.value;
    const open = media ? `<style media="${escapeAttribute(media)}">` : '<style>';
    const text = escapeStyle(inlineCss(css, dirname(target), ctx, new Set([target])));
    edits.push({ start: tag.start, end: tag.end, text: `${open}${text}</style>` });
  };

  const onScript = (tag: Tag, contentStart: number, contentEnd: number, end: number) => {
    const type = (attribute(tag, 'type')?.value ?? '').trim().toLowerCase();
    const isModule = type === 'module';
    const isClassic = CLASSIC_TYPES.has(type);
    const src = attribute(tag, 'src');
    if (!src) {
      if (isModule) {
        const content = html.slice(contentStart, contentEnd);
        const text = rewriteImports(content, base, ctx);
        if (text !== content) edits.push({ start: contentStart, end: contentEnd, text });
      }
      return;
    }
    if (src.value === null || isExternal(src.value)) return;
    const target = resolveUrl(base, src.value);
    if (target === null) return;
    const content = ctx.files.get(target);
    if (content === undefined) {
      ctx.missing.add(target);
      return;
    }
    const kept = tag.attributes
      .filter((a) => a !== src && a.name !== 'integrity')
      .map((a) => ` ${html.slice(a.start, a.end)}`)
      .join('');
    let text: string;
    if (isModule || isClassic) {
      let code = content;
      if (isModule) {
        ctx.building.add(target);
        code = rewriteImports(content, dirname(target), ctx);
        ctx.building.delete(target);
      }
      const source = `${code}\n//# sourceURL=${target}`;
      const deferred = isClassic && (attribute(tag, 'defer') || attribute(tag, 'async'));
      text = deferred
        ? `<script${kept} src="${dataUrl('text/javascript', source)}"></script>`
        : `<script${kept}>${escapeScript(source)}</script>`;
    } else {
      text = `<script${kept}>${content.replace(/<\/script/gi, '<\\/script')}</script>`;
    }
    edits.push({ start: tag.start, end, text });
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      if (html.startsWith('<!-->', lt)) i = lt + 5;
      else if (html.startsWith('<!--->', lt)) i = lt + 6;
      else {
        const end = html.indexOf('-->', lt + 4);
        i = end < 0 ? html.length : end + 3;
      }
      continue;
    }
    if (next === '!' || next === '?' || next === '/') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      if (/^<!doctype/i.test(html.slice(lt, lt + 9))) doctypeEnd ??= i;
      continue;
    }
    if (!/[A-Za-z]/.test(next)) {
      i = lt + 1;
      continue;
    }
    const tag = parseTag(html, lt);
    if (!tag) break;
    i = tag.end;
    if (tag.name === 'html') htmlEnd ??= tag.end;
    else if (tag.name === 'head') headEnd ??= tag.end;
    else if (tag.name === 'link') onLink(tag);
    else if (MEDIA_TAGS.has(tag.name)) {
      onMediaAttribute(tag, 'src');
      if (tag.name === 'video') onMediaAttribute(tag, 'poster');
    } else if (tag.name === 'input' && attribute(tag, 'type')?.value?.toLowerCase() === 'image') {
      onMediaAttribute(tag, 'src');
    } else if (tag.name === 'plaintext') break;
    else if (RAW_TEXT.has(tag.name)) {
      const close = findEndTag(html, tag.name, tag.end);
      if (tag.name === 'script') {
        firstScript ??= tag.start;
        onScript(tag, tag.end, close.start, close.end);
      } else if (tag.name === 'style') {
        const content = html.slice(tag.end, close.start);
        const text = escapeStyle(inlineCss(content, base, ctx, new Set([path])));
        if (text !== content) edits.push({ start: tag.end, end: close.start, text });
      }
      i = close.end;
    }
  }

  const bridge = `<script>${escapeScript(bridgeScript)}</script>`;
  if (headEnd !== undefined && (firstScript === undefined || firstScript > headEnd)) {
    edits.push({ start: headEnd, end: headEnd, text: bridge });
  } else if (headEnd !== undefined && firstScript !== undefined) {
    edits.push({ start: firstScript, end: firstScript, text: bridge });
  } else {
    const at = Math.min(htmlEnd ?? doctypeEnd ?? 0, firstScript ?? Infinity);
    edits.push({ start: at, end: at, text: `<head>${bridge}</head>` });
  }
  return { html: applyEdits(html, edits), missing: [...ctx.missing] };
}
