/**
 * Explain: what a program does, from its real run, and each problem with its line.
 *
 * The run is a recording of the program told as a story (core/run/narrate.ts): the request
 * carries it, and its events, output and end become the steps. Without one (a language that is
 * not recorded, or no recording could be made) the explanation says that it shows only the
 * structure. The structure needs no values: what the file reads and defines, and what each
 * function takes and returns. JavaScript and JSX are parsed by ESLint's own parser (the browser
 * build the AI worker already loads), TypeScript once Sucrase has stripped its types (it keeps
 * every line where it was), and Python by the Lezer Python grammar; other languages get their
 * functions and where they print. The problems are `diagnose`'s.
 */
import type { Linter, Rule } from 'eslint';
import type * as ES from 'estree';
import { isJavaScript, isTypeScript, languageDisplayName, languageKey } from '../language';
import {
  type CodeExplanation,
  type ExplanationSection,
  type FixDetail,
  type RunStory,
  throwIfAborted,
} from '../types';
import type { AutoFixTools } from './autofix/autofix';
import { pythonSyntaxError, ruffWorkspace } from './autofix/ruff';
import { diagnose } from './diagnose/diagnose';
import { explainJavaScriptProgram } from './explain-js';
import { explainPythonCode } from './explain-py';
import { type StaticExplanation, code as codeSpan, plural, words } from './explain-steps';
import { findFunctions, scanLines } from './scan';

/** The languages whose runs are recorded, so Explain can tell them step by step. */
export const STEP_BY_STEP_LANGUAGES = 'Python, JavaScript and TypeScript';

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
// The run

/** The story's events, output and end as sections. */
function runSections(run: RunStory): ExplanationSection[] {
  const sections: ExplanationSection[] = [];
  if (run.events.length)
    sections.push({
      title: 'What happened when it ran',
      steps: run.events.map((e) => ({ line: e.line, depth: e.depth, text: e.text })),
    });
  if (run.output.length) {
    const steps = run.output.map((o) => ({
      line: o.line,
      depth: 0,
      text: `${o.stream === 'stderr' ? 'Error output: ' : ''}${o.text === '' ? '(an empty line)' : codeSpan(o.text, 200)}`,
    }));
    if (run.outputLeft > 0)
      steps.push({
        line: run.output[run.output.length - 1]?.line ?? 1,
        depth: 0,
        text: `… and ${plural(run.outputLeft, 'more line')}.`,
      });
    sections.push({ title: 'What it printed', steps });
  }
  const lastLine = run.events[run.events.length - 1]?.line ?? 1;
  sections.push({
    title: 'How it ended',
    steps: [{ line: run.end.line ?? lastLine, depth: 0, text: run.end.text }],
  });
  return sections;
}

/** One sentence on the run: how long, what it printed, how it ended. */
function runSummary(run: RunStory): string {
  const printed = run.output.length + run.outputLeft;
  const prints = printed ? `printed ${plural(printed, 'line')}` : 'printed nothing';
  const where = run.end.line !== undefined ? ` on line ${run.end.line}` : '';
  const error = run.end.error ? ` with ${run.end.error.name}` : '';
  const ending: Record<RunStory['end']['how'], string> = {
    finished: 'ran to its end',
    crashed: `crashed${where}${error}`,
    capped: 'ran past the step cap, so the end was not recorded',
    waiting: `waited for input${where} that had not been typed`,
    stopped: `was stopped by the time limit${where}`,
  };
  const focus = run.focus
    ? ` The story keeps to lines ${run.focus.from}–${run.focus.to}, the selection; the whole file ran.`
    : '';
  return `Explained from a real run of the program (${plural(run.steps, 'step')} recorded): it ${prints} and ${ending[run.end.how]}.${focus}`;
}

function definesSentence(defines: readonly string[], asksUser: boolean): string {
  const parts: string[] = [];
  if (defines.length)
    parts.push(
      `defines ${words(defines.slice(0, 6).map((d) => codeSpan(d, 40)))}${defines.length > 6 ? ` and ${plural(defines.length - 6, 'more')}` : ''}`,
    );
  if (asksUser) parts.push('asks the user for input');
  return parts.length ? ` It ${words(parts)}.` : '';
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

/**
 * The explanation of `code`: the run's story when there is one, else its structure; rejects
 * only with an AbortError.
 */
export async function explainCode(
  code: string,
  language: string,
  tools: AutoFixTools = {},
  signal?: AbortSignal,
  run?: RunStory,
): Promise<CodeExplanation> {
  const key = languageKey(language);
  const name = languageDisplayName(language);
  if (code.trim() === '') {
    const empty = {
      stepByStep: false,
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
    return `The code has a syntax error on line ${error.line}, so it cannot run yet. Fix it first (see Problems); then Explain can run it and tell what it does.`;
  };
  let explained: StaticExplanation | { error: { message: string; line: number } } | undefined;
  if (isJavaScript(key) || isTypeScript(key)) {
    const jsx = key === 'jsx' || key === 'tsx';
    const stripped = isTypeScript(key) ? await stripTypes(code, jsx) : { code };
    const parsed = 'error' in stripped ? stripped : await parseJavaScript(stripped.code, jsx);
    explained =
      'error' in parsed
        ? parsed
        : explainJavaScriptProgram(parsed.program, 'code' in stripped ? stripped.code : code);
  } else if (key === 'python') {
    // Ruff reads Python exactly as Python does (indentation included); Lezer forgives more.
    const error = tools.ruffWasm
      ? pythonSyntaxError(await ruffWorkspace(tools.ruffWasm), code)
      : undefined;
    explained = error ? { error } : await explainPythonCode(code);
  }
  const recorded = run !== undefined && run.steps > 0;
  if (explained && 'error' in explained && !recorded) {
    summary = syntaxStop(explained.error);
    sections = structure(code, language);
  } else if (explained && !('error' in explained)) {
    sections = explained.sections;
    summary = definesSentence(explained.defines, explained.asksUser).trim();
  } else {
    sections = structure(code, language);
    summary = '';
  }
  if (run) {
    sections = [...runSections(run), ...sections];
    summary = `${runSummary(run)}${summary ? ` ${summary}` : ''}`;
  } else {
    const why = explained
      ? 'it was not run, so no values or output are told'
      : `Explain runs and tells ${STEP_BY_STEP_LANGUAGES} programs`;
    const lead = `This shows only the structure of this ${name} code (what it reads and defines): ${why}.`;
    summary =
      explained && 'error' in explained ? summary : `${lead}${summary ? ` ${summary}` : ''}`;
  }
  throwIfAborted(signal);
  problems = [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const result = {
    stepByStep: run !== undefined,
    summary: summary + problemsSentence(problems),
    sections,
    problems,
  };
  return { ...result, markdown: markdownOf(result) };
}
