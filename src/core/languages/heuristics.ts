/**
 * Content heuristics of the detection cascade: strong signatures that settle a language on
 * their own (`<?php`, a document that parses as JSON, `\documentclass`), and the rules for
 * ambiguous pairs that a model or an extension cannot tell apart (JavaScript vs TypeScript and
 * their JSX forms, C vs C++, JSON vs YAML). Pure and cheap: they look at the first 64 KiB.
 */
import type { Detection } from './detect';

const SCAN_LIMIT = 64 * 1024;
/** JSON.parse is tried on texts up to this size; larger ones are judged by their start. */
const JSON_PARSE_LIMIT = 512 * 1024;

const content = (languageId: string, detail: string, confidence = 0.95): Detection => ({
  languageId,
  evidence: 'content',
  confidence,
  detail,
});

function parsesAsJson(text: string): boolean {
  const t = text.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return false;
  if (t.length > JSON_PARSE_LIMIT) return /^[{[]\s*("|\[|\{|\d|true|false|null|\])/.test(t);
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}

/** YAML: mostly `key: value` / `- item` lines, no braces-and-semicolons code. */
function looksLikeYaml(text: string): boolean {
  const lines = text
    .split('\n')
    .slice(0, 200)
    .filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (lines.length < 2) return false;
  const yamlish = lines.filter((l) =>
    /^(\s*-\s+\S|\s*[\w.$"'-][\w .$"'/-]*:(\s|$)|---\s*$|\.\.\.\s*$)/.test(l),
  ).length;
  const codeish = lines.filter((l) => /[;{}]\s*$|\b(function|def|class|return)\b/.test(l)).length;
  return yamlish / lines.length >= 0.8 && codeish === 0;
}

/**
 * The text without Markdown fenced code blocks (```…``` and ~~~…~~~), so that code quoted in a
 * document is not taken for the document's own language.
 */
export function outsideFences(text: string): string {
  if (!/^\s*(```|~~~)/m.test(text)) return text;
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of text.split('\n')) {
    const marker = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fence === null && marker) fence = marker;
    else if (fence !== null && marker === fence) fence = null;
    else if (fence === null) out.push(line);
  }
  return out.join('\n');
}

/** The first line that is neither blank nor a comment of the given kinds. */
function firstCodeLine(text: string, comment: RegExp): string | undefined {
  let inBlock = false;
  for (const raw of text.split('\n', 200)) {
    const line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line === '' || comment.test(line)) continue;
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    return line;
  }
  return undefined;
}

/** Svelte's blocks (`{#each …}`, `{/if}`), directives (`on:click=`, `bind:value=`) and runes. */
const SVELTE_SYNTAX: readonly RegExp[] = [
  /(?<!\{)\{[#/:](if|each|await|else|then|catch|key|snippet)\b/,
  /<[a-z][\w-]*\s[^<>]{0,300}(?<![\w-])(on|bind|class|use|transition|in|out):[\w|]+(=|\s|>)/,
  /^\s*\$:\s/m,
  /\$(props|state|derived|effect)\(/,
  /\bfrom\s+['"]svelte(\/[\w-]+)?['"]/,
];

/** VHDL's design units: `library ieee;`, `entity x is`, `architecture a of x is`. */
const VHDL_SYNTAX: readonly RegExp[] = [
  /^\s*library\s+ieee\s*;/im,
  /^\s*use\s+ieee\.\w+\.all\s*;/im,
  /^\s*entity\s+\w+\s+is\b/im,
  /^\s*architecture\s+\w+\s+of\s+\w+\s+is\b/im,
];

/** A Markdown document: headings, lists, links, emphasis, fenced code, and no code around them. */
function looksLikeMarkdown(text: string): boolean {
  const lines = text.split('\n', 200);
  const prose = outsideFences(text).split('\n', 200);
  const fences = lines.filter((l) => /^\s*(```|~~~)/.test(l)).length;
  const headings = prose.filter((l, i) => {
    if (/^#{1,6}\s+\S/.test(l)) return true;
    // Setext: a line of text underlined with === or ---.
    return /^(=+|-{3,})\s*$/.test(l) && i > 0 && /\w/.test(prose[i - 1] ?? '');
  }).length;
  const features = prose.filter((l) =>
    /^\s*([-*+]|\d+\.)\s+\S|\[[^\]]+\]\([^)]+\)|\*\*\S|`[^`]+`|^>\s|^\s*\|.*\|\s*$/.test(l),
  ).length;
  const code = prose.filter((l) =>
    /[;{]\s*$|^\s*(import|def|function|var|let|const)\s/.test(l),
  ).length;
  // YAML's `- item` lists look like Markdown's; its `key: value` lines do not.
  if (code > 1 || (looksLikeYaml(text) && /^\s*[\w"'-][\w .$"'/-]*:(\s|$)/m.test(text))) {
    return false;
  }
  return (headings >= 1 && features + fences >= 2) || (headings >= 2 && features + fences >= 1);
}

/** Sass's indented syntax: CSS properties under selectors, with no braces or semicolons. */
function looksLikeSass(text: string): boolean {
  const lines = text.split('\n', 300).filter((l) => l.trim() !== '' && !l.trim().startsWith('//'));
  // `#{$i}` interpolates in Sass too; only real braces and semicolons end its lines.
  const bare = lines.map((l) => l.replace(/#\{[^}]*\}/g, ''));
  if (lines.length < 3 || bare.some((l) => /[{};]\s*$/.test(l))) return false;
  const variables = lines.filter((l) => /^\$[\w-]+\s*:\s*\S/.test(l)).length;
  if (variables >= 3) return true;
  const properties = lines.filter(
    (l) => /^\s+(-?[a-z]+(-[a-z]+)*)\s*:\s+\S/.test(l) && !/^\s+-\s/.test(l),
  ).length;
  const sassOnly = lines.filter((l) =>
    /^\s*(\$[\w-]+\s*:|[=+][\w-]+|@(include|extend|mixin|each|for|if|function|use|import)\s|&[:\w.-]|%[\w-]+\s*$)|#\{/.test(
      l,
    ),
  ).length;
  return properties >= 2 && sassOnly >= 1;
}

/** Signatures strong enough to settle the language without a model. */
export function signature(text: string): Detection | null {
  const head = text.slice(0, SCAN_LIMIT);
  const trimmed = head.trimStart();
  // A PHP tag opens the file or a line of a template, never the middle of another language's line.
  if (/^<\?php\b/.test(trimmed) || /^[ \t]*<\?php\s/m.test(head)) {
    return content('php', 'a <?php tag', 0.98);
  }
  if (/^<\?xml\s/i.test(trimmed)) return content('xml', 'an <?xml ?> declaration', 0.97);
  if (/^<!doctype html/i.test(trimmed) || /^<html[\s>]/i.test(trimmed)) {
    return content('html', 'an HTML document start', 0.97);
  }
  if (parsesAsJson(text)) return content('json', 'text that parses as JSON', 0.99);
  const document = outsideFences(head);
  const firstTag = firstCodeLine(document, /^<!--/);
  if (
    firstTag &&
    /^<(template|script|style)[\s>]/.test(firstTag) &&
    /^<template[\s>]/m.test(document) &&
    /<\/template>/.test(document) &&
    /<script[\s>]/.test(document)
  ) {
    return content('vue', 'a <template> and <script> component', 0.97);
  }
  // A component that starts with Vue's own markup (`v-if`, `@click`, `{{ }}`) or `<script setup>`.
  if (
    firstTag &&
    ((/^<template[\s>]/.test(firstTag) && /\sv-[\w-]+=|\s@[\w.-]+=|\{\{.*\}\}/.test(document)) ||
      /^<script\s[^>]*\bsetup\b/.test(firstTag))
  ) {
    return content('vue', 'Vue template syntax', 0.93);
  }
  if (
    firstTag &&
    /^<|^\{[#@]/.test(firstTag) &&
    matches(SVELTE_SYNTAX, document) > 0 &&
    !/^<template[\s>]/m.test(document)
  ) {
    return content('svelte', 'Svelte blocks and directives', 0.95);
  }
  const firstTex = firstCodeLine(head, /^%/);
  if (
    firstTex &&
    (/^\\documentclass(\[[^\]]*\])?\{/.test(firstTex) ||
      (firstTex.startsWith('\\') && /^\\begin\{document\}/m.test(head)))
  ) {
    return content('latex', 'a \\documentclass or \\begin{document}', 0.98);
  }
  if (matches(VHDL_SYNTAX, codeOnlyDashes(head)) >= 1) {
    return content('vhdl', 'VHDL library, entity or architecture declarations', 0.97);
  }
  const firstCode = firstCodeLine(head, /^#/);
  if (
    firstCode &&
    /^FROM\s+\S+/i.test(firstCode) &&
    /^\s*(RUN|CMD|COPY|ENTRYPOINT|WORKDIR)\s/m.test(head)
  ) {
    return content('dockerfile', 'FROM and RUN instructions', 0.98);
  }
  const firstGo = firstCodeLine(head, /^\/\//);
  if (firstGo && /^package\s+\w+\s*$/.test(firstGo) && /^func\s/m.test(head)) {
    return content('go', 'a package clause and func declarations', 0.98);
  }
  if (/^---\s*\n/.test(head) && looksLikeYaml(head) && !/^#\s/m.test(head)) {
    return content('yaml', 'a YAML document', 0.95);
  }
  if (looksLikeSass(document)) return content('sass', 'indented Sass rules', 0.93);
  const css = cssDialect(document);
  if (css && css.languageId !== 'css' && css.confidence >= 0.95) return css;
  const ml = mlDialect(head);
  if (ml && ml.languageId === 'fsharp' && ml.confidence >= 0.95) return ml;
  if (looksLikeMarkdown(head)) return content('markdown', 'Markdown headings and lists', 0.93);
  return null;
}

/** VHDL comments (`-- …`) removed, so that a VHDL word in a comment is not taken for code. */
function codeOnlyDashes(text: string): string {
  return text.replace(/--.*$/gm, '');
}

// --- Ambiguous pairs -------------------------------------------------------------------------

const PRIMITIVE = '(?:string|number|boolean|void|unknown|any|never|bigint|symbol)';
const TYPE_NAME = `(?:${PRIMITIVE}|[A-Z]\\w*(?:<[^<>\\n]{0,80}>)?)(?:\\[\\])?`;

/** A type without type arguments of its own, so that matching it never scans far ahead. */
const SIMPLE_TYPE = `(?:${PRIMITIVE}|null|undefined|[A-Z]\\w*)(?:\\[\\])?`;

const TS_SYNTAX: readonly RegExp[] = [
  /^\s*(export\s+)?(declare\s+)?interface\s+[A-Z]\w*(\s*<[^>]*>)?\s*(extends\s+[\w.<>, ]+)?\{/m,
  /^\s*(export\s+)?(declare\s+)?type\s+[A-Z]\w*(\s*<[^>]*>)?\s*=/m,
  /^\s*(export\s+)?(declare\s+)?(const\s+)?enum\s+[A-Z]\w*\s*\{/m,
  /\b(private|protected|public|readonly)\s+\w+\s*[:;=(]/,
  /\bimplements\s+[A-Z]\w*/,
  /\bas\s+(const|string|number|boolean|unknown|any)\b/,
  // A first parameter with a type, or any parameter with a primitive type.
  new RegExp(`\\(\\s*\\w+\\??\\s*:\\s*${TYPE_NAME}\\s*[,)=]`),
  new RegExp(`,\\s*\\w+\\??\\s*:\\s*${PRIMITIVE}\\s*[,)=]`),
  // A return type.
  new RegExp(`\\)\\s*:\\s*${TYPE_NAME}\\s*(=>|\\{|;)`),
  new RegExp(`\\b(let|const|var)\\s+\\w+\\s*:\\s*${TYPE_NAME}\\s*[=;]`),
  /^\s*import\s+type\s/m,
  /^\s*(export\s+)?declare\s+(module|global|namespace|const|let|function|class)\b/m,
  // A typed destructured parameter: `({ id }: { id: string })`, `({ a, b }: Props)`.
  /\(\s*\{[^{}()]*\}\s*:\s*(\{|[A-Z]\w*)/,
  // A type argument on a call: `useState<number>(0)`, `new Map<string, User>()`.
  new RegExp(`\\b\\w+<${SIMPLE_TYPE}(\\s*[|,]\\s*${SIMPLE_TYPE})*>\\(`),
  // A type assertion on an expression: `getElementById('root') as HTMLElement`.
  /\)\s+as\s+[A-Z]\w*/,
];

/** JSX in expression position: `return (<div`, `=> <App`, `<Card title={x}`. */
const JSX_SYNTAX: readonly RegExp[] = [
  /\breturn\s*\(?\s*<[A-Za-z][\w.]*[\s>/]/,
  /=>\s*\(?\s*<[A-Za-z][\w.]*[\s>/]/,
  /<[A-Z]\w*\s+\w+=\{[^}]*\}/,
  /\breturn\s*\(?\s*<>/,
  // JSX passed as an argument or chosen by an operator: `render(<App />)`, `ok && <Done />`.
  /([(,]|&&|\?|:)\s*<[A-Za-z][\w.]*(\s+[\w-]+=|\s*\/>|>)/,
  // An attribute with an expression value: `<input value={text}`.
  /<[a-z][\w-]*\s+[^<>]{0,300}\b[a-z][\w]*=\{/,
];

/**
 * The text with string literals emptied and comments removed, so that HTML in a string or a
 * type in a comment is not taken for syntax. Line-based and approximate, which is enough for
 * telling look-alikes apart.
 */
export function codeOnly(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/(["'`])(?:\\.|(?!\1)[^\\\n])*\1/g, '""')
    .replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

const CPP_SYNTAX: readonly RegExp[] = [
  /#include\s*<(iostream|string|vector|map|set|memory|algorithm|unordered_map|sstream|fstream|iomanip|utility|functional|thread|mutex|array|optional|cstdio|cstdlib|cstring|cmath|cstdint)>/,
  /\bstd::/,
  /^\s*(template\s*<|namespace\s+\w+\s*\{|using\s+namespace\s)/m,
  /^\s*class\s+\w+(\s*:\s*(public|private|protected)\s+\w+)?\s*\{/m,
  /^\s*(public|private|protected):\s*$/m,
  /\b(nullptr|constexpr|static_cast|dynamic_cast|reinterpret_cast|decltype)\b/,
  /\bcout\s*<</,
  /\w+::\w+\s*\(/,
  /\bvirtual\s+\w+/,
];

const C_SYNTAX: readonly RegExp[] = [
  /#include\s*<(stdio|stdlib|string|stdint|stdbool|unistd|errno|assert|math|limits|ctype|signal|time)\.h>/,
  /\b(printf|fprintf|malloc|free|calloc|memcpy|strcpy|sizeof)\s*\(/,
  /^\s*(typedef\s+)?struct\s+\w+\s*\{/m,
];

const matches = (patterns: readonly RegExp[], text: string) =>
  patterns.filter((p) => p.test(text)).length;

const SCSS_SYNTAX: readonly RegExp[] = [
  /^\s*\$[\w-]+\s*:/m,
  /@mixin\s/,
  /@include\s/,
  /@extend\s/,
  /@(use|forward)\s/,
  /@(each|for|if|function|return)\s/,
  /#\{/,
  /\bmap-get\(/,
  /^\s*%[\w-]+\s*\{/m,
];

const LESS_SYNTAX: readonly RegExp[] = [
  /^\s*@[\w-]+\s*:/m,
  /^\s*\.[\w-]+\([^)]*\)\s*;/m,
  /^\s*\.[\w-]+\([^)]*\)\s*(when\s*\(.*)?\{/m,
  /~["']/,
  /@\{[\w-]+\}/,
  /\b(darken|lighten|fade|spin|fadein|fadeout|percentage)\([^)]*@/,
  /@import\s*\((reference|less|css|inline)\)/,
];

/** CSS, or one of its preprocessors, from their own syntax. Null when it is not a stylesheet. */
export function cssDialect(text: string): Detection | null {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)\/\/.*$/gm, '$1');
  if (looksLikeSass(code)) return content('sass', 'indented Sass rules', 0.93);
  const scss = matches(SCSS_SYNTAX, code);
  const less = matches(LESS_SYNTAX, code);
  if (scss > less)
    return content('scss', 'SCSS variables, mixins or nesting', scss > 1 ? 0.95 : 0.85);
  if (less > scss) return content('less', 'Less variables or mixins', less > 1 ? 0.95 : 0.85);
  if (!/\{[^{}]*:[^{}]*\}/.test(code)) return null;
  return content('css', 'CSS rules', 0.9);
}

const FSHARP_SYNTAX: readonly RegExp[] = [
  /\bprintfn\b/,
  /\[<\w+/,
  /^\s*open\s+System\b/m,
  /\bmember\s+(this|_|self|\w+)\./,
  /\blet\s+mutable\b/,
  /\basync\s*\{/,
  /^\s*namespace\s+[\w.]+\s*$/m,
  /%A\b/,
  /\b(let|do)!/,
  /\bof\s+\w+\s*:\s*\w+/,
  /^\s*type\s+\w+\(\)\s*=/m,
  /\|>\s*(Async|Seq)\.\w+/,
];

const OCAML_SYNTAX: readonly RegExp[] = [
  /\bPrintf\.(s|e|f)?printf\b/,
  /;;/,
  /=\s*struct\b/,
  /:\s*sig\b/,
  /^\s*begin\s*$/m,
  /\bprint_(endline|string|int|newline)\b/,
  /\blet\s+\(\)\s*=/,
  /\s(\*\.|\+\.|-\.|\/\.)\s/,
  /\bin\s*$/m,
  /\bHashtbl\./,
];

/** F# or OCaml, the ML look-alikes, from the syntax only one of them has. */
export function mlDialect(text: string): Detection | null {
  const code = text
    .replace(/\(\*[\s\S]*?\*\)/g, ' ')
    .replace(/(["'])(?:\\.|(?!\1)[^\\\n])*\1/g, '""');
  const fsharp = matches(FSHARP_SYNTAX, code);
  const ocaml = matches(OCAML_SYNTAX, code);
  if (fsharp > ocaml) {
    return content('fsharp', 'F# syntax (printfn, attributes, members)', fsharp >= 2 ? 0.95 : 0.8);
  }
  if (ocaml > fsharp) {
    return content('ocaml', 'OCaml syntax (Printf, let () =, in)', ocaml >= 2 ? 0.95 : 0.8);
  }
  return null;
}

/**
 * Whether the text plainly is not `candidate`, although the model may say so: LaTeX or a PHP
 * tag quoted in a program (a Python docstring, a JavaScript string) is still the program.
 */
export function rulesOut(candidate: string, text: string): boolean {
  if (candidate === 'php') {
    // PHP tags that only ever appear inside another language's lines are quoted, not opened.
    const head = text.slice(0, SCAN_LIMIT);
    return /<\?(php|=)/.test(head) && !/^[ \t]*<\?(php\b|=)/m.test(head);
  }
  if (candidate !== 'latex') return false;
  const programLines = text
    .slice(0, SCAN_LIMIT)
    .split('\n')
    .filter((l) =>
      /^\s*(def\s+\w+\(|class\s+\w+|import\s+[\w.]+|from\s+[\w.]+\s+import\b|(const|let|var|function)\s+\w+|if\s+__name__\b)/.test(
        l,
      ),
    ).length;
  const first = text.trimStart();
  return programLines >= 2 || (programLines >= 1 && !/^[\\%]/.test(first));
}

/**
 * Refines a candidate (from the model or from a shared extension) between look-alikes.
 * Returns null when the candidate is not part of a pair.
 */
export function refinePair(candidate: string, text: string): Detection | null {
  const head = text.slice(0, SCAN_LIMIT);
  switch (candidate) {
    case 'javascript':
    case 'typescript':
    case 'jsx':
    case 'tsx': {
      const code = codeOnly(head);
      const ts = matches(TS_SYNTAX, code) > 0;
      const jsx = matches(JSX_SYNTAX, code) > 0;
      const id = ts ? (jsx ? 'tsx' : 'typescript') : jsx ? 'jsx' : 'javascript';
      const detail = ts
        ? jsx
          ? 'type annotations and JSX tags'
          : 'type annotations'
        : jsx
          ? 'JSX tags'
          : 'JavaScript without type annotations';
      // Code without types or tags is valid JavaScript, and may still be TypeScript without them.
      return content(id, detail, ts ? 0.97 : jsx ? 0.95 : 0.85);
    }
    case 'c':
    case 'cpp': {
      const cpp = matches(CPP_SYNTAX, codeOnly(head));
      if (cpp > 0) return content('cpp', 'C++ features (classes, std::, templates)', 0.95);
      if (matches(C_SYNTAX, head) > 0) return content('c', 'C headers and functions', 0.93);
      // C is (nearly) a subset of C++: code with no C++ feature at all is most likely C.
      return candidate === 'cpp' ? content('c', 'C code without C++ features', 0.8) : null;
    }
    case 'css':
    case 'scss':
    case 'less':
    case 'sass':
      return cssDialect(head);
    case 'ocaml':
    case 'fsharp':
      return mlDialect(head);
    case 'json':
    case 'yaml': {
      if (parsesAsJson(text)) return content('json', 'text that parses as JSON', 0.97);
      if (looksLikeYaml(head)) return content('yaml', 'key: value lines', 0.9);
      return null;
    }
    default:
      return null;
  }
}
