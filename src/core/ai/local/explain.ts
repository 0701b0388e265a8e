/**
 * Explain: what the code does, in steps a beginner can follow, and each problem with its line.
 *
 * JavaScript and JSX are parsed by ESLint's own parser (the browser build the AI worker already
 * loads), TypeScript once Sucrase has stripped its types (it keeps every line where it was), and
 * Python by the Lezer Python grammar. The steps come in this order: what the program reads, what
 * each function does and returns, then what runs, in order, with the values that are certain.
 * The problems are `diagnose`'s. Other languages get their structure (functions and classes with
 * their lines, and where they print) and are told that step-by-step explanation is for
 * JavaScript, TypeScript and Python.
 */
import type { Linter, Rule } from 'eslint';
import type * as ES from 'estree';
import { isJavaScript, isTypeScript, languageDisplayName, languageKey } from '../language';
import {
  type CodeExplanation,
  type ExplanationSection,
  type FixDetail,
  throwIfAborted,
} from '../types';
import type { AutoFixTools } from './autofix/autofix';
import { pythonSyntaxError, ruffWorkspace } from './autofix/ruff';
import { diagnose } from './diagnose/diagnose';
import { explainJavaScriptProgram } from './explain-js';
import { explainPythonCode } from './explain-py';
import { code as codeSpan, plural } from './explain-steps';
import { findFunctions, scanLines } from './scan';

export const STEP_BY_STEP_LANGUAGES = 'JavaScript, TypeScript and Python';

// ---------------------------------------------------------------------------------------------
// Parsing JavaScript with ESLint's parser

let linterPromise: Promise<Linter> | undefined;

function linter(): Promise<Linter> {
  linterPromise ??= import('eslint-linter-browserify').then(
    (m) => new m.Linter({ configType: 'flat' }) as unknown as Linter,
  );
  return linterPromise;
}

/** Set by the capture rule while `verify` runs (synchronously). */
let captured: ES.Program | undefined;

const capture: Rule.RuleModule = {
  meta: { type: 'problem', schema: [] },
  create: () => ({
    Program(node) {
      captured = node;
    },
  }),
};

const configs = new Map<boolean, Linter.Config[]>();

function captureConfig(jsx: boolean): Linter.Config[] {
  let config = configs.get(jsx);
  if (!config) {
    config = [
      {
        files: ['**/*.js', '**/*.jsx'],
        plugins: { explain: { rules: { capture } } },
        languageOptions: {
          ecmaVersion: 'latest',
          sourceType: 'module',
          parserOptions: { ecmaFeatures: { jsx } },
        },
        rules: { 'explain/capture': 'error' },
      },
    ];
    configs.set(jsx, config);
  }
  return config;
}

type Parsed = { program: ES.Program } | { error: { message: string; line: number } };

/** The syntax tree of `code` (with `range` and `loc`), or its first syntax error. */
export async function parseJavaScript(code: string, jsx = false): Promise<Parsed> {
  const lint = await linter();
  captured = undefined;
  const messages = lint.verify(code, captureConfig(jsx), {
    filename: jsx ? 'file.jsx' : 'file.js',
  });
  const fatal = messages.find((m) => m.fatal);
  const program = captured;
  captured = undefined;
  if (fatal || !program)
    return {
      error: { message: fatal?.message ?? 'The code does not parse', line: fatal?.line ?? 1 },
    };
  return { program };
}

/** TypeScript without its types, every line where it was; or the syntax error. */
async function stripTypes(
  code: string,
  tsx: boolean,
): Promise<{ code: string } | { error: { message: string; line: number } }> {
  const { transform } = await import('sucrase');
  try {
    const out = transform(code, {
      transforms: tsx ? ['typescript', 'jsx'] : ['typescript'],
      jsxRuntime: 'preserve',
      disableESTransforms: true,
      keepUnusedImports: true,
    });
    return { code: out.code };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = /\((\d+):\d+\)/.exec(message);
    return {
      error: {
        message: message.replace(/\s*\(\d+:\d+\)\s*$/, ''),
        line: at ? Number(at[1]) : 1,
      },
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Other languages: their structure

const PRINTS: readonly RegExp[] = [
  /\bSystem\.out\.print(?:ln|f)?\s*\((.*)\)/,
  /\bprint(?:ln|f)?!?\s*\((.*)\)/,
  /\bstd::cout\s*<<\s*(.*?);?\s*$/,
  /\bcout\s*<<\s*(.*?);?\s*$/,
  /\bfmt\.Print(?:ln|f)?\s*\((.*)\)/,
  /\bConsole\.Write(?:Line)?\s*\((.*)\)/,
  /\bconsole\.log\s*\((.*)\)/,
  /^\s*(?:puts|echo|say)\s+(.*?);?\s*$/,
];

function structure(code: string, language: string): ExplanationSection[] {
  const key = languageKey(language);
  const lines = scanLines(code, key);
  const found = findFunctions(lines, key);
  const sections: ExplanationSection[] = [];
  const parts = found.map((f) => {
    // The declaration as written, without the brace that opens its body.
    const head = (lines[f.startLine - 1]?.text ?? f.name).replace(/\s*[{:]?\s*$/, '').trim();
    const where =
      f.endLine > f.startLine ? `lines ${f.startLine}–${f.endLine}` : `line ${f.startLine}`;
    return {
      line: f.startLine,
      text: `The ${f.kind} ${codeSpan(f.name)}: ${codeSpan(head, 80)} (${where}).`,
      depth: 0,
    };
  });
  if (parts.length) sections.push({ title: 'What it defines', steps: parts });
  const prints: ExplanationSection['steps'] = [];
  for (const line of lines) {
    if (line.blank) continue;
    for (const pattern of PRINTS) {
      // Matched on the line without comments; the text printed is quoted from the line itself.
      if (!pattern.test(line.code)) continue;
      const what = pattern.exec(line.text)?.[1]?.trim();
      prints.push({
        line: line.number,
        text: what ? `Prints ${codeSpan(what)}.` : 'Prints something.',
        depth: 0,
      });
      break;
    }
  }
  if (prints.length) sections.push({ title: 'Where it prints', steps: prints });
  return sections;
}

// ---------------------------------------------------------------------------------------------
// Putting it together

function markdownOf(explanation: Omit<CodeExplanation, 'markdown'>): string {
  const md: string[] = [explanation.summary, ''];
  for (const section of explanation.sections) {
    md.push(`## ${section.title}`, '');
    for (const step of section.steps)
      md.push(`${'  '.repeat(step.depth)}- Line ${step.line}: ${step.text}`);
    md.push('');
  }
  md.push('## Problems', '');
  if (explanation.problems.length === 0) md.push('No problems found.');
  for (const p of explanation.problems)
    md.push(`- ${p.line ? `Line ${p.line}: ` : ''}${p.message}`);
  return `${md.join('\n').trimEnd()}\n`;
}

function problemsSentence(problems: readonly FixDetail[]): string {
  return problems.length ? ` ${plural(problems.length, 'problem')} to look at (listed below).` : '';
}

/** The explanation of `code`; rejects only with an AbortError. */
export async function explainCode(
  code: string,
  language: string,
  tools: AutoFixTools = {},
  signal?: AbortSignal,
): Promise<CodeExplanation> {
  const key = languageKey(language);
  const name = languageDisplayName(language);
  if (code.trim() === '') {
    const empty = {
      stepByStep: isJavaScript(key) || isTypeScript(key) || key === 'python',
      summary: 'There is no code to explain yet.',
      sections: [],
      problems: [],
    };
    return { ...empty, markdown: markdownOf(empty) };
  }
  let problems = await diagnose(code, language, tools, signal);
  throwIfAborted(signal);
  let sections: ExplanationSection[];
  let summary: string;
  let stepByStep = true;
  const syntaxStop = (error: { message: string; line: number }) => {
    if (!problems.some((p) => p.rule === 'syntax' || p.line === error.line))
      problems = [
        {
          rule: 'syntax',
          message: `Syntax error: ${error.message}`,
          line: error.line,
          confidence: 1,
        },
        ...problems,
      ];
    return `The code has a syntax error on line ${error.line}, so it cannot run yet. Fix it first (see Problems); then Explain can go through it step by step.`;
  };
  if (isJavaScript(key) || isTypeScript(key)) {
    const jsx = key === 'jsx' || key === 'tsx';
    const stripped = isTypeScript(key) ? await stripTypes(code, jsx) : { code };
    const parsed = 'error' in stripped ? stripped : await parseJavaScript(stripped.code, jsx);
    if ('error' in parsed) {
      summary = syntaxStop(parsed.error);
      sections = structure(code, language);
    } else {
      const explained = explainJavaScriptProgram(
        parsed.program,
        'code' in stripped ? stripped.code : code,
      );
      summary = explained.summary;
      sections = explained.sections;
    }
  } else if (key === 'python') {
    // Ruff reads Python exactly as Python does (indentation included); Lezer forgives more.
    const error = tools.ruffWasm
      ? pythonSyntaxError(await ruffWorkspace(tools.ruffWasm), code)
      : undefined;
    const explained = error ? { error } : await explainPythonCode(code);
    if ('error' in explained) {
      summary = syntaxStop(explained.error);
      sections = structure(code, language);
    } else {
      summary = explained.summary;
      sections = explained.sections;
    }
  } else {
    stepByStep = false;
    sections = structure(code, language);
    summary = `${name} code: this shows what it defines and where it prints. Step-by-step explanation is for ${STEP_BY_STEP_LANGUAGES}.`;
  }
  throwIfAborted(signal);
  problems = [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const result = { stepByStep, summary: summary + problemsSentence(problems), sections, problems };
  return { ...result, markdown: markdownOf(result) };
}
