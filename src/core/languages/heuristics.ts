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

/** Signatures strong enough to settle the language without a model. */
export function signature(text: string): Detection | null {
  const head = text.slice(0, SCAN_LIMIT);
  const trimmed = head.trimStart();
  if (/^<\?php\b/.test(trimmed) || /<\?php\s/.test(head)) return content('php', 'a <?php tag');
  if (/^<\?xml\s/i.test(trimmed)) return content('xml', 'an <?xml ?> declaration');
  if (/^<!doctype html/i.test(trimmed) || /^<html[\s>]/i.test(trimmed)) {
    return content('html', 'an HTML document start');
  }
  if (/^<template[\s>]/m.test(head) && /<\/template>/.test(head) && /<script[\s>]/.test(head)) {
    return content('vue', 'a <template> and <script> component');
  }
  if (/\\documentclass(\[[^\]]*\])?\{/.test(head) || /\\begin\{document\}/.test(head)) {
    return content('latex', 'a \\documentclass or \\begin{document}');
  }
  if (parsesAsJson(text)) return content('json', 'text that parses as JSON', 0.97);
  const firstCode = head
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l !== '' && !l.startsWith('#'));
  if (
    firstCode &&
    /^FROM\s+\S+/i.test(firstCode) &&
    /^\s*(RUN|CMD|COPY|ENTRYPOINT|WORKDIR)\s/m.test(head)
  ) {
    return content('dockerfile', 'FROM and RUN instructions');
  }
  if (/^package\s+\w+\s*$/m.test(head) && /^func\s/m.test(head)) {
    return content('go', 'a package clause and func declarations');
  }
  if (/^---\s*\n/.test(head) && looksLikeYaml(head) && !/^#\s/m.test(head)) {
    return content('yaml', 'a YAML document');
  }
  return null;
}

// --- Ambiguous pairs -------------------------------------------------------------------------

const PRIMITIVE = '(?:string|number|boolean|void|unknown|any|never|bigint|symbol)';
const TYPE_NAME = `(?:${PRIMITIVE}|[A-Z]\\w*(?:<[^>]*>)?|Promise<[^>]*>)(?:\\[\\])?`;

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
];

/** JSX in expression position: `return (<div`, `=> <App`, `<Card title={x}`. */
const JSX_SYNTAX: readonly RegExp[] = [
  /\breturn\s*\(?\s*<[A-Za-z][\w.]*[\s>/]/,
  /=>\s*\(?\s*<[A-Za-z][\w.]*[\s>/]/,
  /<[A-Z]\w*\s+\w+=\{[^}]*\}/,
  /\breturn\s*\(?\s*<>/,
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
      return content(id, detail, 0.9);
    }
    case 'c':
    case 'cpp': {
      const cpp = matches(CPP_SYNTAX, codeOnly(head));
      if (cpp > 0) return content('cpp', 'C++ features (classes, std::, templates)', 0.9);
      if (matches(C_SYNTAX, head) > 0) return content('c', 'C headers and functions', 0.9);
      // C is (nearly) a subset of C++: code with no C++ feature at all is most likely C.
      return candidate === 'cpp' ? content('c', 'C code without C++ features', 0.8) : null;
    }
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
