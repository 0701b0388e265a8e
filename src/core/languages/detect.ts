/**
 * Language detection, as a cascade where the first step that knows wins:
 *
 *   1. the user's explicit choice for the file;
 *   2. the file name (Dockerfile, Gemfile…) or its extension;
 *   3. a shebang (`#!/usr/bin/env python3`) or an editor modeline (`vim: ft=ruby`,
 *      `-*- mode: lua -*-`);
 *   4. content signatures and the heuristics for ambiguous pairs (JSON vs YAML, C vs C++,
 *      JavaScript vs TypeScript, `.h` files);
 *   5. the guesslang model (run in a worker by the caller), ignored below a confidence
 *      threshold, then refined by the same pair heuristics.
 *
 * Steps 1-4 are cheap and synchronous. The model is asynchronous and heavy, so this module
 * takes its answer as input (`ModelGuess[]`) and stays pure: it runs in the worker, in Node
 * and in tests alike.
 */
import { languageById, languageFromFileName, LANGUAGES, type LanguageDefinition } from './registry';
import { refinePair, rulesOut, signature } from './heuristics';

export type Evidence =
  'your choice' | 'file name' | 'extension' | 'shebang' | 'modeline' | 'content' | 'model';

export interface Detection {
  languageId: string;
  evidence: Evidence;
  /** 0 to 1. */
  confidence: number;
  /** What was seen, in words: 'the .py extension', '#!/usr/bin/env python3'. */
  detail: string;
}

/** One answer of the guesslang model: its own label ('py', 'cpp', 'pm'…) and probability. */
export interface ModelGuess {
  languageId: string;
  confidence: number;
}

/**
 * The model's answer is taken when its probability reaches MODEL_THRESHOLD, or, for short
 * snippets where every probability is low, when it reaches MODEL_FLOOR and is at least
 * MODEL_MARGIN times the runner-up's. Chosen from the detection benchmark (bench/
 * detection.bench.ts, whole files and 10-line snippets of test-fixtures/detection).
 */
export const MODEL_THRESHOLD = 0.2;
export const MODEL_FLOOR = 0.05;
export const MODEL_MARGIN = 1.5;

/** The model needs some text: below this many non-blank characters it is not asked. */
export const MIN_MODEL_CHARS = 20;

/** guesslang labels → our language ids (labels of languages we do not support are absent). */
export const MODEL_LABELS: Readonly<Record<string, string>> = {
  asm: 'assembly',
  c: 'c',
  clj: 'clojure',
  cpp: 'cpp',
  css: 'css',
  dart: 'dart',
  dockerfile: 'dockerfile',
  erl: 'erlang',
  ex: 'elixir',
  go: 'go',
  hs: 'haskell',
  html: 'html',
  java: 'java',
  js: 'javascript',
  json: 'json',
  kt: 'kotlin',
  lua: 'lua',
  matlab: 'matlab',
  md: 'markdown',
  ml: 'ocaml',
  php: 'php',
  pm: 'perl',
  ps1: 'powershell',
  py: 'python',
  r: 'r',
  rb: 'ruby',
  rs: 'rust',
  scala: 'scala',
  sh: 'shell',
  sql: 'sql',
  swift: 'swift',
  tex: 'latex',
  toml: 'toml',
  ts: 'typescript',
  v: 'verilog',
  xml: 'xml',
  yaml: 'yaml',
};

/** Our languages the model knows, for the benchmark's 'covered' figure. */
export const MODEL_COVERED_IDS: ReadonlySet<string> = new Set(Object.values(MODEL_LABELS));

const interpreterMap = new Map<string, LanguageDefinition>();
for (const language of LANGUAGES) {
  for (const name of language.interpreters ?? []) interpreterMap.set(name, language);
}

/** `#!/usr/bin/env python3`, `#!/bin/bash -e`, `#!/usr/bin/env -S node --flag`. */
export function fromShebang(content: string): Detection | null {
  if (!content.startsWith('#!')) return null;
  const line = content.slice(0, content.indexOf('\n') >>> 0).trim();
  const words = line.slice(2).trim().split(/\s+/);
  let program = words[0] ?? '';
  if (program.endsWith('/env')) {
    program = words.slice(1).find((w) => !w.startsWith('-') && !w.includes('=')) ?? '';
  }
  const base = program.slice(program.lastIndexOf('/') + 1);
  const language =
    interpreterMap.get(base) ?? interpreterMap.get(base.replace(/[\d.]+$/, '')) ?? undefined;
  if (!language) return null;
  return { languageId: language.id, evidence: 'shebang', confidence: 0.99, detail: line };
}

/** Names editors write in modelines, beyond our own ids and names. */
const MODELINE_ALIASES: Readonly<Record<string, string>> = {
  js: 'javascript',
  ts: 'typescript',
  py: 'python',
  python3: 'python',
  sh: 'shell',
  bash: 'shell',
  zsh: 'shell',
  'shell-script': 'shell',
  'c++': 'cpp',
  rb: 'ruby',
  rs: 'rust',
  md: 'markdown',
  yml: 'yaml',
  tex: 'latex',
  ps1: 'powershell',
  pl: 'perl',
  cperl: 'perl',
  hs: 'haskell',
  text: 'plaintext',
  elisp: '',
};

function languageFromModelineName(raw: string): LanguageDefinition | undefined {
  const name = raw.toLowerCase();
  const alias = Object.hasOwn(MODELINE_ALIASES, name) ? MODELINE_ALIASES[name] : undefined;
  if (alias !== undefined) return alias ? languageById(alias) : undefined;
  return languageById(name) ?? LANGUAGES.find((l) => l.name.toLowerCase() === name);
}

/** Vim (`vim: set ft=python:`, `vi: filetype=ruby`) and Emacs (`-*- mode: lua -*-`) modelines. */
export function fromModeline(content: string): Detection | null {
  // Only the first and last five lines count, read from the ends of the text (not the whole
  // buffer), so this stays cheap on a large file.
  const head = content.slice(0, 2000).split('\n').slice(0, 5);
  const tail = content.length > 2000 ? content.slice(-2000).split('\n').slice(-5) : [];
  for (const line of [...head, ...tail]) {
    const vim = /\b(?:vim?|ex):.*?\b(?:ft|filetype|syntax)=([\w+#-]+)/.exec(line);
    const emacs = /-\*-.*?(?:mode:\s*)?([\w+#-]+)\s*(?:;.*)?-\*-/.exec(line);
    const name = vim?.[1] ?? emacs?.[1];
    if (!name) continue;
    const language = languageFromModelineName(name);
    if (language) {
      return {
        languageId: language.id,
        evidence: 'modeline',
        confidence: 0.99,
        detail: line.trim(),
      };
    }
  }
  return null;
}

/** Steps 3-4 on content alone: shebang, modeline, then strong content signatures. */
export function detectFromContentRules(content: string): Detection | null {
  return fromShebang(content) ?? fromModeline(content) ?? signature(content);
}

/**
 * Languages the model mixes up among themselves and that the content rules tell apart: their
 * probabilities are pooled, so that a snippet the model splits between C and C++ still counts
 * as surely one of the two, and the rules then say which.
 */
const MODEL_FAMILIES: ReadonlyMap<string, string> = new Map([
  ['javascript', 'js'],
  ['typescript', 'js'],
  ['c', 'c'],
  ['cpp', 'c'],
]);

/**
 * Step 5: the model's answers (our languages only), pooled by family, the best kept when it
 * clears the threshold, then refined by the pair heuristics (JS vs TS, C vs C++, CSS and its
 * preprocessors, F# vs OCaml, JSON vs YAML). The confidence is that of the language shown: the
 * model's probability for it, times how sure the rule is of its pick within the family.
 */
export function fromModel(guesses: readonly ModelGuess[], content: string): Detection | null {
  const pooled = new Map<string, { mass: number; top: string; topP: number }>();
  let unsupported = 0;
  for (const g of guesses) {
    const id = Object.hasOwn(MODEL_LABELS, g.languageId) ? MODEL_LABELS[g.languageId] : undefined;
    if (!id) {
      // The model also knows C#, COBOL, Fortran…: they count as rivals only.
      unsupported = Math.max(unsupported, g.confidence);
      continue;
    }
    const family = MODEL_FAMILIES.get(id) ?? id;
    const entry = pooled.get(family) ?? { mass: 0, top: id, topP: 0 };
    entry.mass += g.confidence;
    if (g.confidence > entry.topP) {
      entry.top = id;
      entry.topP = g.confidence;
    }
    pooled.set(family, entry);
  }
  const ranked = [...pooled.values()]
    .sort((a, b) => b.mass - a.mass)
    .filter((entry) => !rulesOut(entry.top, content));
  const best = ranked[0];
  if (!best) return null;
  const runnerUp = Math.max(ranked[1]?.mass ?? 0, unsupported);
  const sureEnough =
    best.mass >= MODEL_THRESHOLD ||
    (best.mass >= MODEL_FLOOR && best.mass >= MODEL_MARGIN * runnerUp);
  if (!sureEnough) return null;
  // The model's probabilities run low on short texts even when its lead is right: their square
  // root is nearer to how often its answers are right on the detection corpus.
  const modelSure = Math.sqrt(best.mass);
  const refined = refinePair(best.top, content);
  if (refined) {
    const confidence = round(modelSure * refined.confidence);
    return refined.languageId === best.top
      ? { languageId: best.top, evidence: 'model', confidence, detail: 'the code itself' }
      : { ...refined, confidence };
  }
  return {
    languageId: best.top,
    evidence: 'model',
    confidence: round(modelSure),
    detail: 'the code itself',
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

export interface DetectInput {
  name: string;
  content: string;
  /** The user's explicit choice for this file, if any. */
  explicit?: string | undefined;
  /** The model's answers for `content`, when the caller ran it. */
  model?: readonly ModelGuess[] | undefined;
}

/** Step 2: what the file name says, with the `.h` (and other shared extensions) refined. */
export function fromFileName(name: string, content: string): Detection | null {
  const match = languageFromFileName(name);
  if (!match) return null;
  const base = name.slice(name.lastIndexOf('/') + 1);
  if (match.by === 'file name') {
    return { languageId: match.language.id, evidence: 'file name', confidence: 1, detail: base };
  }
  const ext = base.slice(base.lastIndexOf('.')).toLowerCase();
  const detail = `the ${ext} extension`;
  if (match.ambiguous) {
    const refined = refinePair(match.language.id, content);
    if (refined && refined.languageId !== match.language.id) {
      return { ...refined, detail: `${detail} and ${refined.detail}` };
    }
    return { languageId: match.language.id, evidence: 'extension', confidence: 0.9, detail };
  }
  return { languageId: match.language.id, evidence: 'extension', confidence: 1, detail };
}

/** True when the name says nothing about the language (untitled.txt, notes, LICENSE-less). */
export function nameIsUninformative(name: string): boolean {
  const match = languageFromFileName(name);
  return !match || match.language.id === 'plaintext';
}

/**
 * Content only (steps 3-5): what the text itself says. Null when nothing is sure enough.
 */
export function detectContent(
  content: string,
  model?: readonly ModelGuess[] | undefined,
): Detection | null {
  return detectFromContentRules(content) ?? (model ? fromModel(model, content) : null);
}

/**
 * The model reads at most this much of a file: the start of a file tells the language almost as
 * well as the whole of it, and reading more makes detection of a long file slow for little gain.
 */
export const MODEL_MAX_CHARS = 1_500;

/**
 * Content only, model included: the rules first, and the model (an injected function, so the
 * browser worker and Node each bring their own) only when the rules do not know.
 */
export async function detectContentWithModel(
  content: string,
  runModel: (text: string) => Promise<ModelGuess[]>,
): Promise<{ detection: Detection | null; guesses: ModelGuess[] }> {
  const rules = detectFromContentRules(content);
  if (rules || !worthModelling(content)) return { detection: rules, guesses: [] };
  const guesses = await runModel(content.slice(0, MODEL_MAX_CHARS));
  return { detection: fromModel(guesses, content), guesses: guesses.slice(0, 3) };
}

/** The whole cascade. Falls back to Plain Text when nothing knows. */
export function detectLanguage(input: DetectInput): Detection {
  const explicit = languageById(input.explicit);
  if (explicit) {
    return {
      languageId: explicit.id,
      evidence: 'your choice',
      confidence: 1,
      detail: 'chosen by you',
    };
  }
  const byName = fromFileName(input.name, input.content);
  if (byName && byName.languageId !== 'plaintext') return byName;
  const byContent = detectContent(input.content, input.model);
  if (byContent) return byContent;
  return (
    byName ?? {
      languageId: 'plaintext',
      evidence: 'file name',
      confidence: 1,
      detail: 'no known extension',
    }
  );
}

/** Whether the model is worth asking about this text. */
export function worthModelling(content: string): boolean {
  let count = 0;
  for (let i = 0; i < content.length && count < MIN_MODEL_CHARS; i++) {
    const c = content.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) count++;
  }
  return count >= MIN_MODEL_CHARS;
}

/**
 * The language the editor uses for a file without asking the model: the user's choice, else
 * the name, else a shebang or modeline (as VS Code does for files without an extension), else
 * Plain Text. Cheap enough to run on open, rename and every language change. Content
 * signatures and the model only ever suggest (the detected bar), they never switch on their own.
 */
export function resolveLanguage(name: string, content: string, explicit?: string): Detection {
  const chosen = languageById(explicit);
  if (chosen) {
    return {
      languageId: chosen.id,
      evidence: 'your choice',
      confidence: 1,
      detail: 'chosen by you',
    };
  }
  const byName = fromFileName(name, content);
  if (byName && byName.languageId !== 'plaintext') return byName;
  return (
    fromShebang(content) ??
    fromModeline(content) ??
    byName ?? {
      languageId: 'plaintext',
      evidence: 'file name',
      confidence: 1,
      detail: 'no known extension',
    }
  );
}

/** Words for the detected bar: 'the .py extension', 'its shebang line', 'the code itself'. */
export function evidenceText(d: Detection): string {
  switch (d.evidence) {
    case 'your choice':
      return 'your choice';
    case 'file name':
      return `the file name ${d.detail}`;
    case 'extension':
      return d.detail;
    case 'shebang':
      return `its first line ${d.detail}`;
    case 'modeline':
      return `its modeline ${d.detail}`;
    case 'content':
      return d.detail;
    case 'model':
      return 'the code itself (language model)';
  }
}
