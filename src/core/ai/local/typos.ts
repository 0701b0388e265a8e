/**
 * The rule-based typo fix (confidence 0.9): a dictionary of about 50 common typos of keywords and
 * builtins, matched as whole words, case-sensitively, in code (never in strings or comments).
 *
 * A one-click fix never changes what working code does without saying so:
 * - a misspelled name declared nowhere in the program (`consle.log`, `pritn(x)`) is fixed where it
 *   is used: that use stops the program today, so fixing it cannot break code that works;
 * - a misspelled name the program declares (`let lenght = 3`) is never changed one use at a time:
 *   every use is renamed at once, when the new name is free, or nothing is offered;
 * - a misspelled property (`items.lenght`) or `typeof consle` is offered as changing behaviour.
 * The text given is taken as the whole program; `reviewAgainstFile` checks a part against the rest.
 * Reading the code is lexical (strings and comments blanked, brackets matched): where it cannot
 * tell, a word counts as declared, so no single use is changed.
 */
import { TYPO_FIX_CONFIDENCE } from '../constants';
import { languageKey } from '../language';
import type { Suggestion } from '../types';

export const TYPOS: Readonly<Record<string, string>> = {
  fucntion: 'function',
  funtion: 'function',
  functoin: 'function',
  fuction: 'function',
  fnction: 'function',
  retrun: 'return',
  reutrn: 'return',
  retunr: 'return',
  reurn: 'return',
  cosnt: 'const',
  conts: 'const',
  consle: 'console',
  cnosole: 'console',
  consoel: 'console',
  conosle: 'console',
  lenght: 'length',
  legnth: 'length',
  lentgh: 'length',
  widht: 'width',
  heigth: 'height',
  hieght: 'height',
  improt: 'import',
  imoprt: 'import',
  exprot: 'export',
  defualt: 'default',
  deafult: 'default',
  ture: 'true',
  flase: 'false',
  fasle: 'false',
  nulll: 'null',
  undefiend: 'undefined',
  undefinded: 'undefined',
  calss: 'class',
  clas: 'class',
  swtich: 'switch',
  whiel: 'while',
  esle: 'else',
  elese: 'else',
  pritn: 'print',
  prnit: 'print',
  slef: 'self',
  improts: 'imports',
  documnet: 'document',
  docuemnt: 'document',
  widnow: 'window',
  aysnc: 'async',
  asnyc: 'async',
  awiat: 'await',
  pubilc: 'public',
  pirvate: 'private',
  strign: 'string',
  stirng: 'string',
  nubmer: 'number',
  booelan: 'boolean',
  lable: 'label',
  reuslt: 'result',
  resutl: 'result',
};

const WORD = /[A-Za-z_$][\w$]*/g;

export interface TypoFix {
  from: string;
  to: string;
  /** UTF-16 offsets in the text. */
  start: number;
  end: number;
}

/** Every dictionary word in `text`, in order, wherever it is (strings and comments too). */
export function findTypos(text: string): TypoFix[] {
  const found: TypoFix[] = [];
  for (const m of text.matchAll(WORD)) {
    const to = Object.hasOwn(TYPOS, m[0]) ? TYPOS[m[0]] : undefined;
    if (to !== undefined)
      found.push({ from: m[0], to, start: m.index, end: m.index + m[0].length });
  }
  return found;
}

type Lang = 'javascript' | 'python';

const langOf = (language: string): Lang =>
  languageKey(language) === 'python' ? 'python' : 'javascript';

/** Fixes that mean nothing in the other language (`ture` → `true` is still undefined in Python). */
const ONLY_IN: Record<Lang, ReadonlySet<string>> = {
  javascript: new Set(['print', 'self']),
  python: new Set([
    'function',
    'const',
    'console',
    'document',
    'window',
    'true',
    'false',
    'null',
    'undefined',
    'switch',
    'default',
    'public',
    'private',
    'export',
  ]),
};

/** Words a variable can never be renamed to. */
const RESERVED: Record<Lang, ReadonlySet<string>> = {
  javascript: new Set(
    (
      'break case catch class const continue debugger default delete do else enum export extends ' +
      'false finally for function if import in instanceof new null return super switch this throw ' +
      'true try typeof var void while with yield let static implements interface package private ' +
      'protected public await async undefined arguments eval' +
      // Globals a script may not declare again.
      ' document window'
    ).split(' '),
  ),
  python: new Set(
    (
      'False None True and as assert async await break class continue def del elif else except ' +
      'finally for from global if import in is lambda nonlocal not or pass raise return try while ' +
      'with yield'
    ).split(' '),
  ),
};

/** The dictionary's fix of `word` when it means something in `language`, else undefined. */
export function typoTarget(word: string, language: string): string | undefined {
  const to = Object.hasOwn(TYPOS, word) ? TYPOS[word] : undefined;
  return to !== undefined && !ONLY_IN[langOf(language)].has(to) ? to : undefined;
}

/**
 * `text` with the contents of strings and comments replaced by spaces (quotes and line breaks
 * kept), so offsets stay the same and only code is left to read. JavaScript template literals are
 * blanked whole, `${...}` included; so are Python f-strings.
 */
export function maskCode(text: string, lang: Lang): string {
  const out = text.split('');
  const blank = (from: number, to: number) => {
    for (let k = from; k < to && k < out.length; k += 1) if (out[k] !== '\n') out[k] = ' ';
  };
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charAt(i);
    const lineComment = lang === 'python' ? c === '#' : c === '/' && text.charAt(i + 1) === '/';
    if (lineComment) {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (lang === 'javascript' && c === '/' && text.charAt(i + 1) === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(i, stop);
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || (c === '`' && lang === 'javascript')) {
      const triple = lang === 'python' && text.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      const multiline = triple || c === '`';
      let j = i + quote.length;
      while (j < n && !text.startsWith(quote, j)) {
        if (!multiline && text.charAt(j) === '\n') break;
        j += text.charAt(j) === '\\' ? 2 : 1;
      }
      blank(i + quote.length, Math.min(j, n));
      i = text.startsWith(quote, j) ? j + quote.length : j;
      continue;
    }
    i += 1;
  }
  return out.join('');
}

/**
 * What one occurrence of a word is: a name that is read (`read`, `typeof` in JavaScript), a name
 * that is declared (`bound`; in Python any assignment) or only assigned (`assigned`: JavaScript's
 * implicit globals, `for (x of ...)`), a property after a dot, an object key, a keyword argument
 * or a class member (`key`), or a JavaScript `{ shorthand }` (a name and a key at once).
 */
type Role = 'read' | 'typeof' | 'bound' | 'assigned' | 'property' | 'key' | 'shorthand';

interface Occurrence {
  start: number;
  end: number;
  role: Role;
}

const OPENERS = '([{';
const CLOSERS = ')]}';

/** The innermost bracket open at `at`, or -1. */
function enclosingOpen(m: string, at: number): number {
  let depth = 0;
  for (let k = at - 1; k >= 0; k -= 1) {
    const ch = m.charAt(k);
    if (CLOSERS.includes(ch)) depth += 1;
    else if (OPENERS.includes(ch)) {
      if (depth === 0) return k;
      depth -= 1;
    }
  }
  return -1;
}

function matchingClose(m: string, open: number): number {
  let depth = 0;
  for (let k = open + 1; k < m.length; k += 1) {
    const ch = m.charAt(k);
    if (OPENERS.includes(ch)) depth += 1;
    else if (CLOSERS.includes(ch)) {
      if (depth === 0) return k;
      depth -= 1;
    }
  }
  return -1;
}

/** The last character before `at` that is not white space ('' at the start). */
function previousChar(m: string, at: number): string {
  for (let k = at - 1; k >= 0; k -= 1) if (!/\s/.test(m.charAt(k))) return m.charAt(k);
  return '';
}

const ASSIGNED_JS = /^\s*(?:[-+*/%&|^]|\*\*|<<|>>>?|&&|\|\||\?\?)?=(?!=)/;
const ASSIGNED_PY = /^\s*(?:[-+*/%@&|^]|\/\/|\*\*|<<|>>)?=(?!=)/;

/** Inside `let a, b` / `const [a, b]`: declared; after the `=` of its declarator: read. */
function inDeclarationList(m: string, at: number): boolean {
  const before = m.slice(Math.max(0, at - 400), at);
  let keyword: RegExpExecArray | null = null;
  for (const k of before.matchAll(/\b(?:let|const|var)\b/g)) keyword = k;
  if (!keyword) return false;
  const segment = before.slice(keyword.index + keyword[0].length);
  if (/\b(?:of|in)\b/.test(segment)) return false; // for (const x of name): name is read
  let depth = 0;
  let assigned = false;
  let last = '';
  for (let k = 0; k < segment.length; k += 1) {
    const ch = segment.charAt(k);
    if (OPENERS.includes(ch)) depth += 1;
    else if (CLOSERS.includes(ch)) {
      depth -= 1;
      if (depth < 0) return false;
    } else if (depth === 0 && ch === ';') return false;
    else if (depth === 0 && ch === ',') assigned = false;
    else if (depth === 0 && ch === '\n' && last !== '' && !',=[{('.includes(last)) return false;
    else if (ch === '=' && depth === 0) {
      // `=` of a declarator, not `==`, `!=`, `<=`, `>=` or `=>`.
      if (!/[=!<>]/.test(segment.charAt(k - 1)) && !/[=>]/.test(segment.charAt(k + 1)))
        assigned = true;
    }
    if (!/\s/.test(ch)) last = ch;
  }
  return !assigned;
}

/** Whether the brackets around `at` are a function's parameters (through `[`/`{` patterns). */
function inParameters(m: string, at: number): boolean {
  let open = enclosingOpen(m, at);
  while (open >= 0 && m.charAt(open) !== '(') open = enclosingOpen(m, open);
  if (open < 0) return false;
  const close = matchingClose(m, open);
  if (close < 0 || !/^\s*(?:=>|\{)/.test(m.slice(close + 1, close + 40))) return false;
  const head = m.slice(Math.max(0, open - 40), open);
  return !/\b(?:if|for|while|switch|with)\s*$/.test(head);
}

function roleJs(m: string, start: number, end: number): Role {
  const before = m.slice(Math.max(0, start - 200), start);
  const after = m.slice(end, end + 200);
  const prev = previousChar(m, start);
  if (/(?:^|[^.])\.\s*$/.test(before)) return 'property';
  if (/\btypeof\s*$/.test(before)) return 'typeof';
  const open = enclosingOpen(m, start);
  const classBody =
    open >= 0 &&
    m.charAt(open) === '{' &&
    /\bclass\b[^{}]*$/.test(m.slice(Math.max(0, open - 200), open));
  // Fields and methods of a class: properties, read through `this.`.
  if (classBody && /^\s*(?:=|\(|;|$)/m.test(after)) return 'key';
  const inBraces = open >= 0 && m.charAt(open) === '{';
  if (inBraces && (prev === '{' || prev === ',') && /^\s*[,}]/.test(after)) return 'shorthand';
  if (
    /(?:\b(?:let|const|var|class|import|as|function)|\bfunction\s*\*|\bcatch\s*\()\s*$/.test(
      before,
    ) ||
    /^\s*=>/.test(after) ||
    inParameters(m, start) ||
    inDeclarationList(m, start)
  )
    return 'bound';
  if (ASSIGNED_JS.test(after) || /^\s*(?:\+\+|--)/.test(after) || /(?:\+\+|--)\s*$/.test(before))
    return 'assigned';
  if (/^\s+(?:of|in)\b/.test(after)) return 'assigned';
  if (/^\s*:/.test(after) && (prev === '{' || prev === ',' || prev === ';' || prev === '}'))
    return 'key';
  if (
    /^\s*\([^()]*\)\s*\{/.test(after) &&
    (inBraces || /\b(?:get|set|static|async)\s*$/.test(before))
  )
    return 'key';
  return 'read';
}

/** The first line above `lineStart` indented less than it: the header of its block. */
function blockHeader(m: string, lineStart: number): string {
  const indent = /^[ \t]*/.exec(m.slice(lineStart))?.[0].length ?? 0;
  if (indent === 0) return '';
  let end = lineStart - 1;
  while (end > 0) {
    const begin = m.lastIndexOf('\n', end - 1) + 1;
    const line = m.slice(begin, end);
    const own = /^[ \t]*/.exec(line)?.[0].length ?? 0;
    if (line.trim() !== '' && own < indent) return line;
    end = begin - 1;
  }
  return '';
}

function rolePy(m: string, start: number, end: number): Role {
  const before = m.slice(Math.max(0, start - 200), start);
  const after = m.slice(end, end + 200);
  if (/\.\s*$/.test(before)) return 'property';
  const lineStart = m.lastIndexOf('\n', start - 1) + 1;
  const lineBefore = m.slice(lineStart, start);
  const open = enclosingOpen(m, start);
  if (/\b(?:def|class|import|as|global|nonlocal|del|from)\s+$/.test(before)) return 'bound';
  if (/^\s*(?:import|from|global|nonlocal|del)\b/.test(lineBefore)) return 'bound';
  if (open >= 0 && /\bdef\s+\w+\s*$/.test(m.slice(Math.max(0, open - 80), open))) return 'bound';
  if (/\blambda\b[^:]*$/.test(lineBefore)) return 'bound';
  let loop: RegExpExecArray | null = null;
  for (const k of lineBefore.matchAll(/\bfor\b/g)) loop = k;
  if (loop && !/\bin\b/.test(lineBefore.slice(loop.index))) return 'bound';
  if (/^\s*:=/.test(after)) return 'bound';
  const atStatement = open < lineStart;
  if (ASSIGNED_PY.test(after) || (atStatement && /^\s*:[ \t]*[A-Za-z_]/.test(after))) {
    if (!atStatement) return 'key'; // f(name=1): a keyword argument
    return /^\s*class\b/.test(blockHeader(m, lineStart)) ? 'key' : 'bound';
  }
  // `a, name = 1, 2`: a target before the statement's `=`.
  if (atStatement) {
    let depth = 0;
    for (let k = end; k < m.length; k += 1) {
      const ch = m.charAt(k);
      if (ch === '\n' && depth === 0) break;
      if (OPENERS.includes(ch)) depth += 1;
      else if (CLOSERS.includes(ch)) {
        depth -= 1;
        if (depth < 0) break;
      } else if (depth === 0 && (ch === ':' || ch === ';')) break;
      else if (depth === 0 && ch === '=') {
        if (/[=!<>]/.test(m.charAt(k - 1)) || m.charAt(k + 1) === '=') {
          k += 1;
          continue;
        }
        return /^\s*class\b/.test(blockHeader(m, lineStart)) ? 'key' : 'bound';
      }
    }
  }
  return 'read';
}

function occurrencesOf(m: string, word: string, lang: Lang): Occurrence[] {
  const found: Occurrence[] = [];
  const pattern = new RegExp(`(?<![\\w$])${word.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
  for (const hit of m.matchAll(pattern)) {
    const start = hit.index;
    const end = start + word.length;
    found.push({
      start,
      end,
      role: lang === 'python' ? rolePy(m, start, end) : roleJs(m, start, end),
    });
  }
  return found;
}

const countWord = (text: string, word: string) =>
  [...text.matchAll(new RegExp(`(?<![\\w$])${word}(?![\\w$])`, 'g'))].length;

const NAME_ROLES: ReadonlySet<Role> = new Set(['read', 'typeof', 'bound', 'assigned', 'shorthand']);

/** What the typo checker found about one misspelled word, over the whole text. */
interface WordReport {
  from: string;
  to: string;
  occurrences: Occurrence[];
  declared: boolean;
}

function reportWords(text: string, lang: Lang): { masked: string; words: WordReport[] } {
  const masked = maskCode(text, lang);
  const starImport = lang === 'python' && /\bimport\s+\*/.test(masked);
  const words: WordReport[] = [];
  const seen = new Set<string>();
  for (const hit of findTypos(masked)) {
    if (seen.has(hit.from) || ONLY_IN[lang].has(hit.to)) continue;
    seen.add(hit.from);
    const occurrences = occurrencesOf(masked, hit.from, lang);
    const declared =
      starImport ||
      occurrences.some(
        (o) => o.role === 'bound' || o.role === 'assigned' || o.role === 'shorthand',
      );
    words.push({ from: hit.from, to: hit.to, occurrences, declared });
  }
  return { masked, words };
}

/** Why renaming every use of `word.from` at once would not keep the program the same, if so. */
function renameBlocked(text: string, masked: string, word: WordReport, lang: Lang): boolean {
  const { from, to, occurrences } = word;
  if (RESERVED[lang].has(to)) return true;
  // Never declared here (only assigned in JavaScript: a global of the page; or maybe imported
  // with `import *` in Python): the new name may already be something else.
  if (!occurrences.some((o) => o.role === 'bound') || /\bimport\s+\*/.test(masked)) return true;
  // Uses the checker cannot see (in a template, an f-string, a comment) stay misspelled.
  if (countWord(text, from) !== occurrences.length) return true;
  if (occurrences.some((o) => o.role === 'shorthand' || (lang === 'python' && o.role === 'key')))
    return true;
  // The new name must be free: used as nothing but a property (or a key in JavaScript).
  const free = lang === 'python' ? ['property'] : ['property', 'key'];
  const others = occurrencesOf(masked, to, lang);
  if (others.some((o) => !free.includes(o.role))) return true;
  const hidden = lang === 'python' ? /\b[rbuRBU]?[fF][rR]?["']/.test(text) : text.includes('`');
  if (hidden && countWord(text, to) !== others.length) return true;
  // Names reached by their spelling at run time.
  if (lang === 'python') {
    if (
      /\b(?:eval|exec|globals|locals|vars|getattr|setattr|hasattr|delattr|__import__)\s*\(/.test(
        masked,
      )
    )
      return true;
    if (/\b__all__\b/.test(masked)) return true;
  } else {
    if (/\b(?:eval|with)\s*\(/.test(masked)) return true;
    const lineOf = (at: number) => {
      const end = masked.indexOf('\n', at);
      return masked.slice(masked.lastIndexOf('\n', at - 1) + 1, end === -1 ? masked.length : end);
    };
    // An exported name is part of what other files see.
    if (occurrences.some((o) => o.role === 'bound' && /\bexport\b/.test(lineOf(o.start))))
      return true;
  }
  return false;
}

const PROPERTY_REASON = (from: string, to: string) =>
  `\`.${from}\` and \`.${to}\` are different properties: after the change the program reads (or sets) another value than it does now.`;

const TYPEOF_REASON = (from: string, to: string) =>
  `\`typeof ${from}\` is "undefined" now and does not stop the program; after the change it is the type of \`${to}\`.`;

/** The typo suggestions for `text`, taken as the whole program, in order. */
function suggestFor(text: string, lang: Lang): Suggestion[] {
  const { masked, words } = reportWords(text, lang);
  const out: Suggestion[] = [];
  const fix = (o: Occurrence, w: WordReport, changesBehaviour?: string): Suggestion => ({
    type: 'correction',
    text: w.to,
    confidence: TYPO_FIX_CONFIDENCE,
    startPos: o.start,
    endPos: o.end,
    description: `Did you mean '${w.to}'? ('${w.from}' looks like a typo)`,
    ...(changesBehaviour ? { changesBehaviour } : {}),
  });
  for (const w of words) {
    for (const o of w.occurrences) {
      if (o.role === 'property') out.push(fix(o, w, PROPERTY_REASON(w.from, w.to)));
      else if (!w.declared && o.role === 'typeof') out.push(fix(o, w, TYPEOF_REASON(w.from, w.to)));
      // A name declared nowhere: this use stops the program today, so fixing it cannot break it.
      else if (!w.declared && o.role === 'read') out.push(fix(o, w));
    }
    if (!w.declared || renameBlocked(text, masked, w, lang)) continue;
    // A name the program declares is renamed everywhere at once, or not at all.
    const uses = w.occurrences.filter((o) => NAME_ROLES.has(o.role));
    const first = uses[0];
    const last = uses[uses.length - 1];
    if (!first || !last) continue;
    let renamed = '';
    let at = first.start;
    for (const o of uses) {
      renamed += text.slice(at, o.start) + w.to;
      at = o.end;
    }
    out.push({
      type: 'correction',
      text: renamed + text.slice(at, last.end),
      confidence: TYPO_FIX_CONFIDENCE,
      startPos: first.start,
      endPos: last.end,
      description: `Rename every use of \`${w.from}\` to \`${w.to}\` (${uses.length} ${uses.length === 1 ? 'use' : 'uses'}): all at once, so the program still works.`,
    });
  }
  return out.sort((a, b) => a.startPos - b.startPos || a.endPos - b.endPos);
}

/**
 * Typo suggestions for `text`, taken as the whole program, in order (confidence 0.9). A name
 * declared nowhere is fixed where it is used; a declared one is renamed everywhere at once or
 * not at all; a property, or a `typeof`, is marked as changing behaviour.
 */
export function typoSuggestions(text: string, language = 'javascript'): Suggestion[] {
  return suggestFor(text, langOf(language));
}

/** The typo fixes that keep working code working: each a misspelled name declared nowhere. */
export function safeTypoFixes(text: string, language = 'javascript'): TypoFix[] {
  const lang = langOf(language);
  const { words } = reportWords(text, lang);
  return words
    .filter((w) => !w.declared)
    .flatMap((w) =>
      w.occurrences
        .filter((o) => o.role === 'read')
        .map((o) => ({ from: w.from, to: w.to, start: o.start, end: o.end })),
    )
    .sort((a, b) => a.start - b.start);
}

/** `text` with every safe typo fix applied (see `safeTypoFixes`). */
export function fixTypos(text: string, language = 'javascript'): string {
  let out = '';
  let at = 0;
  for (const typo of safeTypoFixes(text, language)) {
    out += text.slice(at, typo.start) + typo.to;
    at = typo.end;
  }
  return out + text.slice(at);
}

/**
 * Suggestions made for the part `from..to` of `file` (positions relative to `from`), checked
 * against the rest of it: one that changes a misspelled name which is also used outside the part
 * would leave those uses behind, so it is marked as changing behaviour.
 */
export function reviewAgainstFile<S extends Suggestion>(
  suggestions: readonly S[],
  file: string,
  from: number,
  to: number,
  language: string,
): S[] {
  if (from <= 0 && to >= file.length) return [...suggestions];
  const lang = langOf(language);
  let masked: string | undefined;
  return suggestions.map((s) => {
    if (s.changesBehaviour || s.kind === 'advice') return s;
    const original = file.slice(from + s.startPos, from + s.endPos);
    for (const typo of findTypos(original)) {
      if (countWord(original, typo.from) <= countWord(s.text, typo.from)) continue;
      masked ??= maskCode(file, lang);
      const outside = occurrencesOf(masked, typo.from, lang).find(
        (o) => NAME_ROLES.has(o.role) && (o.end <= from || o.start >= to),
      );
      if (outside) {
        const line = file.slice(0, outside.start).split('\n').length;
        return {
          ...s,
          changesBehaviour: `\`${typo.from}\` is also used outside the selection (line ${line}), where it would keep its old name. Select all the code and ask again.`,
        };
      }
    }
    return s;
  });
}
