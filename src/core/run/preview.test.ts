import { describe, expect, it } from 'vitest';
import { buildPreviewDocument } from './preview';
import type { RunFile } from './types';

const BRIDGE = 'window.__bridge = 1;';
const BRIDGE_TAG = `<script>${BRIDGE}</script>`;

function build(entry: string, files: Record<string, string>, bridge = BRIDGE) {
  const list: RunFile[] = Object.entries(files).map(([path, content]) => ({ path, content }));
  return buildPreviewDocument(entry, list, bridge);
}

/** The text of a `data:…;base64,` URL. */
function decodeDataUrl(url: string): string {
  const base64 = url.slice(url.indexOf(',') + 1);
  return new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
}

/** Every `data:` URL in a text, decoded. */
function dataUrls(text: string): string[] {
  return [...text.matchAll(/data:[a-z0-9/+.-]+;base64,[A-Za-z0-9+/=]+/g)].map((m) =>
    decodeDataUrl(m[0]),
  );
}

/** The contents of the document's script elements, split as an HTML parser would. */
function scriptContents(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1] ?? '');
}

describe('buildPreviewDocument: the bridge', () => {
  it('gives a fragment without a head one, with the bridge first', () => {
    const { html, missing } = build('index.html', { 'index.html': '<h1>Hello</h1>' });
    expect(html).toBe(`<head>${BRIDGE_TAG}</head><h1>Hello</h1>`);
    expect(missing).toEqual([]);
  });

  it('puts the bridge right after an existing <head>', () => {
    const page =
      '<!DOCTYPE html>\n<html lang="en">\n<head class="x">\n<title>T</title>\n</head>\n<body></body>\n</html>';
    const { html } = build('index.html', { 'index.html': page });
    expect(html).toBe(page.replace('<head class="x">', `<head class="x">${BRIDGE_TAG}`));
  });

  it('creates a head after <html>, or after the doctype when there is no <html>', () => {
    expect(build('a.html', { 'a.html': '<html><body>x</body></html>' }).html).toBe(
      `<html><head>${BRIDGE_TAG}</head><body>x</body></html>`,
    );
    expect(build('a.html', { 'a.html': '<!doctype html><p>x</p>' }).html).toBe(
      `<!doctype html><head>${BRIDGE_TAG}</head><p>x</p>`,
    );
  });

  it('keeps the bridge before a script that comes ahead of the head', () => {
    const page = '<html><script>var first = 1;</script><head></head></html>';
    const { html } = build('a.html', { 'a.html': page });
    expect(html).toBe(`<html>${BRIDGE_TAG}<script>var first = 1;</script><head></head></html>`);
  });

  it('does not take <header> for <head>', () => {
    const { html } = build('a.html', { 'a.html': '<header>Top</header>' });
    expect(html.startsWith(`<head>${BRIDGE_TAG}</head><header>`)).toBe(true);
  });

  it('escapes </script in the bridge itself', () => {
    const { html } = build('a.html', { 'a.html': '<head></head>' }, 'console.log("</script>")');
    expect(scriptContents(html)).toEqual(['console.log("\\x3C/script>")']);
  });
});

describe('buildPreviewDocument: styles and scripts', () => {
  it('inlines a stylesheet and a script named relative to the page', () => {
    const { html, missing } = build('index.html', {
      'index.html':
        '<head><link rel="stylesheet" href="style.css"></head><body><script src="app.js"></script></body>',
      'style.css': 'body { color: red; }',
      'app.js': 'console.log("hi");',
    });
    expect(html).toBe(
      `<head>${BRIDGE_TAG}<style>body { color: red; }</style></head>` +
        '<body><script>console.log("hi");\n//# sourceURL=app.js</script></body>',
    );
    expect(missing).toEqual([]);
  });

  it('resolves ./, ../ and /root paths from a page in a subfolder', () => {
    const { html, missing } = build('site/pages/about.html', {
      'site/pages/about.html': [
        '<link rel="stylesheet" href="../css/main.css">',
        '<link rel="stylesheet" href="./local.css?v=2">',
        '<link rel=stylesheet href=/shared/root.css>',
        '<script src="../js/app.js"></script>',
      ].join('\n'),
      'site/css/main.css': '.main {}',
      'site/pages/local.css': '.local {}',
      'shared/root.css': '.root {}',
      'site/js/app.js': 'var app = 1;',
    });
    expect(missing).toEqual([]);
    expect(html).toContain('<style>.main {}</style>');
    expect(html).toContain('<style>.local {}</style>');
    expect(html).toContain('<style>.root {}</style>');
    expect(html).toContain('<script>var app = 1;\n//# sourceURL=site/js/app.js</script>');
  });

  it('leaves a missing file as written and lists its project path', () => {
    const page =
      '<link rel="stylesheet" href="css/nope.css"><script src="js/gone.js"></script><p>x</p>';
    const { html, missing } = build('web/index.html', { 'web/index.html': page });
    expect(missing).toEqual(['web/css/nope.css', 'web/js/gone.js']);
    expect(html).toBe(`<head>${BRIDGE_TAG}</head>${page}`);
  });

  it('leaves URLs with a scheme or // alone', () => {
    const page = [
      '<link rel="stylesheet" href="https://cdn.example.com/a.css">',
      '<link rel="stylesheet" href="//cdn.example.com/b.css">',
      '<script src="http://example.com/c.js"></script>',
      '<script src="data:text/javascript,1"></script>',
    ].join('');
    const { html, missing } = build('i.html', { 'i.html': page });
    expect(html).toBe(`<head>${BRIDGE_TAG}</head>${page}`);
    expect(missing).toEqual([]);
  });

  it('keeps the other attributes, the media of a stylesheet and type="module"', () => {
    const { html } = build('i.html', {
      'i.html':
        '<LINK REL="Stylesheet" HREF="print.css" MEDIA="print"><script type="module" src="m.js" id="main" integrity="sha384-x"></script>',
      'print.css': 'p {}',
      'm.js': 'export {};',
    });
    expect(html).toContain('<style media="print">p {}</style>');
    expect(html).toContain(
      '<script type="module" id="main">export {};\n//# sourceURL=m.js</script>',
    );
  });

  it('gives a deferred or async classic script a data: URL, so it still runs after parsing', () => {
    const { html } = build('i.html', {
      'i.html': '<head><script src="app.js" defer></script></head>',
      'app.js': 'document.title = "é";',
    });
    const match = /<script defer src="(data:text\/javascript;base64,[^"]+)"><\/script>/.exec(html);
    expect(match).not.toBeNull();
    expect(decodeDataUrl(match![1]!)).toBe('document.title = "é";\n//# sourceURL=app.js');
  });

  it('escapes </script and friends in a script without changing what it means', () => {
    const code = [
      'var a = "</script><b>x</b>";',
      "var b = '<!-- <script>';",
      'var c = `</SCRIPT ${1 + 1} <script>`;',
      'var d = /<\\/script>/.source;',
      'var e = "\\</script>";',
      '// a comment with </script> in it',
      'var f = 1; for (var i = 0; i<scripts.length; i++) {}',
      'var scripts = [];',
    ].join('\n');
    const { html } = build('i.html', {
      'i.html': '<head></head><body><script src="app.js"></script><p>after</p></body>',
      'app.js': code,
    });
    const scripts = scriptContents(html);
    expect(scripts).toHaveLength(2);
    expect(html.endsWith('</script><p>after</p></body>')).toBe(true);
    const inlined = scripts[1]!;
    expect(inlined).not.toMatch(/<\/script|<!--|<script/i);
    const values = (source: string) =>
      new Function(`var scripts = [];\n${source}\nreturn [a, b, c, d, e];`)() as unknown[];
    expect(values(inlined)).toEqual(values(code));
  });

  it('escapes </style in a stylesheet', () => {
    const { html } = build('i.html', {
      'i.html': '<link rel="stylesheet" href="s.css">',
      's.css': 'a::after { content: "</style>"; }',
    });
    expect(html).toContain('<style>a::after { content: "<\\/style>"; }</style>');
  });

  it('puts in @import-ed stylesheets, inside @media when they have a media list', () => {
    const { html, missing } = build('site/index.html', {
      'site/index.html': '<link rel="stylesheet" href="css/style.css">',
      'site/css/style.css': [
        '@charset "utf-8";',
        '@import "base.css";',
        "@import url('../theme/dark.css') screen and (min-width: 600px);",
        '@import url(https://fonts.example.com/f.css);',
        '@import "absent.css";',
        'body { margin: 0; }',
      ].join('\n'),
      'site/css/base.css': '* { box-sizing: border-box; }',
      'site/theme/dark.css': 'body { background: black; }',
    });
    expect(html).toContain('* { box-sizing: border-box; }\n');
    expect(html).toContain(
      '@media screen and (min-width: 600px) {\nbody { background: black; }\n}\n',
    );
    expect(html).toContain('@import url(https://fonts.example.com/f.css);');
    expect(html).toContain('@import "absent.css";');
    expect(html).not.toContain('@import "base.css"');
    expect(missing).toEqual(['site/css/absent.css']);
  });

  it('puts in @imports of an inline <style> and stops at a stylesheet cycle', () => {
    const { html, missing } = build('i.html', {
      'i.html': '<style>@import "a.css"; h1 { color: blue; }</style>',
      'a.css': '@import "b.css"; .a {}',
      'b.css': '@import "a.css"; .b {}',
    });
    expect(html).toContain('<style>@import "a.css"; .b {} .a {} h1 { color: blue; }</style>');
    expect(missing).toEqual(['a.css']);
  });

  it('skips comments and the text of other scripts and raw-text elements', () => {
    const page = [
      '<!-- <link rel="stylesheet" href="old.css"> <head> -->',
      '<head></head>',
      '<script>var s = \'<link rel="stylesheet" href="in-js.css">\';</script>',
      '<textarea><script src="typed.js"></script></textarea>',
    ].join('\n');
    const { html, missing } = build('i.html', { 'i.html': page });
    expect(missing).toEqual([]);
    expect(html).toBe(page.replace('\n<head>', `\n<head>${BRIDGE_TAG}`));
  });
});

describe('buildPreviewDocument: modules', () => {
  const files = {
    'web/index.html': '<script type="module" src="js/main.js"></script>',
    'web/js/main.js': [
      "import { add } from './lib/math.js';",
      'import confetti from "https://esm.sh/confetti";',
      "import React from 'react';",
      "import data from '../data.json' with { type: 'json' };",
      "export * from './lib/math.js';",
      "const later = () => import('./lazy.js');",
      "const text = 'from ./not-an-import.js';",
      'console.log(add(1, 2), data);',
    ].join('\n'),
    'web/js/lib/math.js':
      "import { check } from '/web/js/util.js';\nexport const add = (a, b) => check(a + b);",
    'web/js/util.js': 'export const check = (x) => x;',
    'web/js/lazy.js': 'export default 1;',
    'web/data.json': '{"n": 1}',
  };

  it('turns relative imports between project files into data: URLs, recursively', () => {
    const { html, missing } = build('web/index.html', files);
    expect(missing).toEqual([]);
    const [, main] = scriptContents(html);
    expect(main).toContain("import React from 'react';");
    expect(main).toContain('import confetti from "https://esm.sh/confetti";');
    expect(main).toContain("const text = 'from ./not-an-import.js';");
    expect(main).not.toContain('./lib/math.js');
    expect(main).toMatch(/\/\/# sourceURL=web\/js\/main\.js$/);
    const math = files['web/js/lib/math.js'];
    const modules = dataUrls(main!);
    // The same module is one URL wherever it is imported from, so it is evaluated once.
    expect(modules[0]).toBe(modules[2]);
    expect(modules[0]).toContain('export const add = (a, b) => check(a + b);');
    expect(modules[0]).toContain('//# sourceURL=web/js/lib/math.js');
    expect(modules[0]).not.toContain('/web/js/util.js');
    expect(dataUrls(modules[0]!)).toEqual([
      'export const check = (x) => x;\n//# sourceURL=web/js/util.js',
    ]);
    expect(modules).toContain('{"n": 1}');
    expect(main).toContain('data:application/json;base64,');
    expect(modules).toContain('export default 1;\n//# sourceURL=web/js/lazy.js');
    expect(math).toContain('/web/js/util.js');
  });

  it('rewrites imports of an inline module script from the page folder', () => {
    const { html } = build('web/index.html', {
      ...files,
      'web/index.html':
        '<script type="module">import { check } from "./js/util.js"; check(1);</script>',
    });
    const [, inline] = scriptContents(html);
    expect(inline).toMatch(
      /^import \{ check \} from "data:text\/javascript;base64,[^"]+"; check\(1\);$/,
    );
  });

  it('lists a missing module and leaves its specifier', () => {
    const { html, missing } = build('i.html', {
      'i.html': '<script type="module" src="main.js"></script>',
      'main.js': "import './helpers.js';\nimport './util';",
    });
    expect(missing).toEqual(['helpers.js', 'util']);
    expect(scriptContents(html)[1]).toContain("import './helpers.js';\nimport './util';");
  });

  it('breaks an import cycle: the import closing it stays and is listed', () => {
    const { html, missing } = build('i.html', {
      'i.html': '<script type="module" src="a.js"></script>',
      'a.js': "import { b } from './b.js';\nexport const a = 'a';",
      'b.js': "import { a } from './a.js';\nexport const b = 'b';",
    });
    expect(missing).toEqual(['a.js']);
    const [b] = dataUrls(scriptContents(html)[1]!);
    expect(b).toBe("import { a } from './a.js';\nexport const b = 'b';\n//# sourceURL=b.js");
  });

  it('finds specifiers past comments, template literals and regular expressions', () => {
    const { html, missing } = build('i.html', {
      'i.html': '<script type="module" src="main.js"></script>',
      'main.js': [
        "// import './commented.js';",
        '/* import "./block.js"; */',
        'const t = `${"}"} import "./in-template.js" ${`${1}`}`;',
        'const r = /["\'`]/g;',
        "import { x } from './real.js';",
      ].join('\n'),
      'real.js': 'export const x = 1;',
    });
    expect(missing).toEqual([]);
    const [, main] = scriptContents(html);
    expect(main).toContain("// import './commented.js';");
    expect(main).toContain('import "./in-template.js"');
    expect(dataUrls(main!)).toEqual(['export const x = 1;\n//# sourceURL=real.js']);
  });
});

describe('buildPreviewDocument: pictures, sounds and fonts', () => {
  const PNG = 'data:image/png;base64,iVBORw0KGgo=';
  const WOFF = 'data:font/woff2;base64,d09GMgAB';
  const media = new Map([
    ['/img/logo.png', PNG],
    ['fonts/a.woff2', WOFF],
  ]);
  const list = (files: Record<string, string>): RunFile[] =>
    Object.entries(files).map(([path, content]) => ({ path, content }));

  it('points <img>, <video poster>, <source> and an icon link at the data: URLs given', () => {
    const html = [
      '<link rel="icon" href="img/logo.png">',
      '<img alt="logo" src="img/logo.png">',
      '<video poster="./img/logo.png"><source src="/img/logo.png"></video>',
    ].join('\n');
    const built = buildPreviewDocument('index.html', list({ 'index.html': html }), '', media);
    expect(built.html).not.toContain('"img/logo.png"');
    expect(built.html.match(/data:image\/png;base64,iVBORw0KGgo=/g)).toHaveLength(4);
    expect(built.html).toContain('<img alt="logo" src="data:image/png');
    expect(built.missing).toEqual([]);
  });

  it('puts the data: URL into CSS url(), quoted or not, from the stylesheet folder', () => {
    const files = list({
      'index.html': '<link rel="stylesheet" href="css/site.css">',
      'css/site.css':
        "@font-face { src: url('../fonts/a.woff2'); }\nbody { background: url(../img/logo.png) }",
    });
    const built = buildPreviewDocument('index.html', files, '', media);
    expect(built.html).toContain(`src: url("${WOFF}")`);
    expect(built.html).toContain(`background: url("${PNG}")`);
  });

  it('makes a text .svg file a data: URL, lists an absent picture, leaves web addresses alone', () => {
    const files = list({
      'index.html':
        '<img src="icon.svg"><img src="gone.png"><img src="https://example.org/a.png"><p style="x">url(not-css)</p>',
      'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const built = buildPreviewDocument('index.html', files, '', media);
    expect(dataUrls(built.html)).toContain('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(built.html).toContain('src="https://example.org/a.png"');
    expect(built.html).toContain('url(not-css)');
    expect(built.missing).toEqual(['gone.png']);
  });
});
