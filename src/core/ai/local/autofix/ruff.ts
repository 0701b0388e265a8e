/**
 * Python auto-fix with Ruff compiled to WebAssembly. The wasm bytes are not fetched from
 * anywhere: the caller says where they are (`RuffWasmSource`): the worker passes the URL Vite
 * bundled with `?url`, Node passes the bytes read from node_modules (src/core/ai/node).
 *
 * Ruff's wasm API has no 'apply fixes': we apply the edits of the fixes we trust back to front,
 * and repeat until nothing changes. Positions are 1-based rows and UTF-16 columns.
 */
import { TYPO_FIX_CONFIDENCE } from '../../constants';
import type { FixDetail } from '../../types';
import { NONE_COMPARISON_REVIEW, pythonMayOverrideEquality } from '../behaviour';
import { TYPOS } from '../typos';
import { definedLaterAt, pythonChecks } from './python-checks';

export type RuffWasmSource = () => Promise<BufferSource | URL | string>;

interface RuffEdit {
  content: string | null;
  location: { row: number; column: number };
  end_location: { row: number; column: number };
}
interface RuffDiagnostic {
  code: string | null;
  message: string;
  start_location: { row: number; column: number };
  end_location: { row: number; column: number };
  fix: { message: string | null; edits: RuffEdit[] } | null;
}
interface RuffWorkspace {
  check(contents: string): RuffDiagnostic[];
  format(contents: string): string;
  /** Ruff's preview rules that only report (their diagnostics carry codes, as `check`'s do). */
  checkPreview?(contents: string): RuffDiagnostic[];
}

/** Ruff rules whose fixes we apply, with what a beginner is told and how sure we are. */
export const RUFF_FIXES: Record<string, { fixed: string; confidence: number }> = {
  F401: { fixed: 'Removed an import that is never used', confidence: 0.97 },
  F541: { fixed: 'Removed the f from an f-string that has no {placeholders}', confidence: 0.97 },
  F632: { fixed: 'Used == to compare with a literal (is compares identity)', confidence: 0.97 },
  E711: { fixed: 'Compared with None using is / is not', confidence: 0.95 },
  E713: { fixed: 'Wrote not x in y as x not in y', confidence: 0.97 },
  E714: { fixed: 'Wrote not x is y as x is not y', confidence: 0.97 },
  I001: { fixed: 'Sorted the imports', confidence: 0.97 },
  W605: { fixed: 'Made a string with backslashes a raw string', confidence: 0.95 },
  UP004: { fixed: 'Removed an old-style (object) base class', confidence: 0.97 },
  UP008: { fixed: 'Used super() without arguments', confidence: 0.95 },
  UP009: { fixed: 'Removed an unneeded UTF-8 encoding declaration', confidence: 0.97 },
  UP015: { fixed: "Removed the default 'r' mode from open()", confidence: 0.97 },
  UP018: { fixed: 'Replaced str("...") with the string itself', confidence: 0.97 },
  UP025: { fixed: 'Removed the u prefix from a string', confidence: 0.97 },
  UP034: { fixed: 'Removed extra parentheses', confidence: 0.97 },
};

/** Rules that only report. */
const REPORT = [
  'F821',
  'F841',
  'E722',
  'B006',
  'F811',
  'E741',
  'F601',
  'F823',
  'B002',
  'B015',
  'B018',
  'A001',
  'PLW0711',
];

/**
 * Preview rules that only report, by the name Ruff gives them in preview mode. They run in a
 * workspace of their own, so that preview mode changes nothing in the stable rules above.
 */
const PREVIEW_REPORT = new Map([
  ['missing-f-string-syntax', 'RUF027'],
  ['loop-iterator-mutation', 'B909'],
]);

/** Mistakes that Auto-Fix fixes but that diagnose() still names in the code as written. */
const FIXED_MISTAKES = new Set(['F632', 'E711', 'F401']);

let workspacePromise: Promise<RuffWorkspace> | undefined;

export function ruffWorkspace(source: RuffWasmSource): Promise<RuffWorkspace> {
  workspacePromise ??= (async () => {
    const ruff = await import('@astral-sh/ruff-wasm-web');
    await ruff.default({ module_or_path: await source() });
    const stable = new ruff.Workspace(
      {
        lint: { select: [...Object.keys(RUFF_FIXES), ...REPORT] },
        format: { 'indent-style': 'space' },
      },
      ruff.PositionEncoding.Utf16,
    ) as RuffWorkspace;
    const preview = new ruff.Workspace(
      { lint: { preview: true, select: [...PREVIEW_REPORT.values()] } },
      ruff.PositionEncoding.Utf16,
    ) as RuffWorkspace;
    return {
      check: (contents: string) => stable.check(contents),
      format: (contents: string) => stable.format(contents),
      checkPreview: (contents: string) =>
        preview.check(contents).flatMap((d) => {
          const code = PREVIEW_REPORT.get(d.code ?? '');
          return code ? [{ ...d, code }] : [];
        }),
    };
  })();
  workspacePromise.catch(() => {
    workspacePromise = undefined;
  });
  return workspacePromise;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function toOffset(starts: readonly number[], text: string, row: number, column: number): number {
  const start = starts[row - 1];
  return start === undefined ? text.length : Math.min(text.length, start + column - 1);
}

export interface RuffOutcome {
  code: string;
  applied: FixDetail[];
  remaining: FixDetail[];
  parseError?: { message: string; line: number };
}

export function pythonSyntaxError(
  ws: RuffWorkspace,
  code: string,
): { message: string; line: number } | undefined {
  const error = ws.check(code).find((d) => d.code === null || d.code === 'invalid-syntax');
  return error ? { message: error.message, line: error.start_location.row } : undefined;
}

/**
 * A fix Auto-Fix leaves to the user, because here it may change what the program does:
 * `x == None` → `x is None` where a class may define its own ==.
 */
function changesBehaviourHere(
  d: RuffDiagnostic,
  code: string,
  diagnostics: readonly RuffDiagnostic[],
): boolean {
  if (d.code !== 'E711') return false;
  const unused = diagnostics.filter((u) => u.code === 'F401').map((u) => nameIn(u));
  return pythonMayOverrideEquality(code, unused);
}

export function ruffFix(
  ws: RuffWorkspace,
  code: string,
  disabled: ReadonlySet<string>,
): RuffOutcome {
  const applied: FixDetail[] = [];
  let current = code;
  for (let pass = 0; pass < 10; pass += 1) {
    const diagnostics = ws.check(current);
    const error = diagnostics.find((d) => d.code === null || d.code === 'invalid-syntax');
    if (error) {
      const parseError = { message: error.message, line: error.start_location.row };
      return { code: current, applied, remaining: [], parseError };
    }
    const starts = lineStarts(current);
    const edits: { start: number; end: number; content: string; diagnostic: RuffDiagnostic }[] = [];
    // Ruff's safe fixes we trust, and undefined names that are dictionary typos ('pritn').
    const typoOf = (d: RuffDiagnostic) => {
      if (d.code !== 'F821' || disabled.has('typo')) return undefined;
      const name = /`([^`]+)`/.exec(d.message)?.[1] ?? '';
      return Object.hasOwn(TYPOS, name) ? TYPOS[name] : undefined;
    };
    const fixable = diagnostics.filter(
      (d) =>
        (d.code &&
          d.fix &&
          RUFF_FIXES[d.code] &&
          !disabled.has(`ruff/${d.code}`) &&
          !changesBehaviourHere(d, current, diagnostics)) ||
        typoOf(d) !== undefined,
    );
    // Each fix's edits must all fit without overlapping edits already chosen.
    const taken: [number, number][] = [];
    const chosen: RuffDiagnostic[] = [];
    for (const d of fixable) {
      const typo = typoOf(d);
      const raw: RuffEdit[] =
        typo !== undefined
          ? [{ content: typo, location: d.start_location, end_location: d.end_location }]
          : (d.fix?.edits ?? []);
      const mine = raw.map((e) => ({
        start: toOffset(starts, current, e.location.row, e.location.column),
        end: toOffset(starts, current, e.end_location.row, e.end_location.column),
        content: e.content ?? '',
        diagnostic: d,
      }));
      const overlaps = mine.some((e) => taken.some(([s, t]) => e.start < t && s < e.end));
      if (overlaps || mine.length === 0) continue;
      for (const e of mine) taken.push([e.start, e.end]);
      edits.push(...mine);
      chosen.push(d);
    }
    if (edits.length === 0) break;
    edits.sort((a, b) => b.start - a.start || b.end - a.end);
    for (const e of edits) current = current.slice(0, e.start) + e.content + current.slice(e.end);
    for (const d of chosen) {
      const typo = typoOf(d);
      const name = /`([^`]+)`/.exec(d.message)?.[1] ?? '';
      const rule = RUFF_FIXES[d.code ?? ''];
      if (typo !== undefined) {
        applied.push({
          rule: 'typo',
          message: `Fixed the typo '${name}' → '${typo}'`,
          line: d.start_location.row,
          confidence: TYPO_FIX_CONFIDENCE,
        });
      } else if (rule) {
        applied.push({
          rule: `ruff/${d.code}`,
          message: rule.fixed,
          line: d.start_location.row,
          confidence: rule.confidence,
        });
      }
    }
  }
  return { code: current, applied, remaining: ruffReport(ws, current) };
}

/** What Ruff and the editor's own checks report on `code` that auto-fix does not change. */
export function ruffReport(ws: RuffWorkspace, code: string): FixDetail[] {
  return pythonProblems(ws, code, false);
}

/**
 * Every problem in Python `code` that parses, as written: what Ruff reports (with the mistakes
 * Auto-Fix would fix when `withFixed`), the editor's own checks (python-checks/), in plain words.
 */
export function pythonProblems(ws: RuffWorkspace, code: string, withFixed = true): FixDetail[] {
  const all = [...ws.check(code), ...(ws.checkPreview?.(code) ?? [])];
  const diagnostics = all.filter(
    (d): d is RuffDiagnostic & { code: string } =>
      !!d.code &&
      d.code !== 'invalid-syntax' &&
      (!d.fix ||
        !RUFF_FIXES[d.code] ||
        (withFixed && FIXED_MISTAKES.has(d.code)) ||
        changesBehaviourHere(d, code, all)),
  );
  const own = pythonChecks(code);
  // One name for one mistake: `count += 1` without `global` is not also 'never used', and a
  // method without `self` is not also 'self is undefined'.
  const unbound = new Set(
    diagnostics.filter((d) => d.code === 'F823').map((d) => `${d.start_location.row}:${nameIn(d)}`),
  );
  const noSelf = own.some((d) => d.rule === 'python/missing-self');
  const shadowed = new Set<string>();
  const firstShadowing = (d: RuffDiagnostic) => {
    if (d.code !== 'A001') return true;
    const fresh = !shadowed.has(nameIn(d));
    shadowed.add(nameIn(d));
    return fresh;
  };
  const starts = lineStarts(code);
  const ruff = diagnostics
    .filter((d) => !(d.code === 'F841' && unbound.has(`${d.start_location.row}:${nameIn(d)}`)))
    .filter((d) => !(d.code === 'F821' && noSelf && nameIn(d) === 'self'))
    .filter(firstShadowing)
    .map((d): FixDetail => {
      const text = code.slice(
        toOffset(starts, code, d.start_location.row, d.start_location.column),
        toOffset(starts, code, d.end_location.row, d.end_location.column),
      );
      const line = d.start_location.row;
      const plain = plainWords(d.code, nameIn(d), text, code, line);
      const review = changesBehaviourHere(d, code, all)
        ? `Comparing with == None: changes behaviour: review before writing is None. ${NONE_COMPARISON_REVIEW}`
        : undefined;
      return {
        rule: plain?.rule ?? `ruff/${d.code}`,
        message: review ?? plain?.message ?? d.message.replace(/\.$/, ''),
        line,
        confidence: 1,
      };
    });
  return [...ruff, ...own].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** The first `name` quoted in a Ruff message. */
function nameIn(d: RuffDiagnostic): string {
  return /`([^`]+)`/.exec(d.message)?.[1] ?? '';
}

const PYTHON_SPELLING = new Map([
  ['true', 'True'],
  ['false', 'False'],
  ['null', 'None'],
  ['none', 'None'],
  ['nil', 'None'],
  ['undefined', 'None'],
]);

const BUILTIN_RENAMES = new Map([
  ['list', 'numbers'],
  ['sum', 'total'],
  ['max', 'biggest'],
  ['min', 'smallest'],
  ['str', 'text'],
  ['input', 'answer'],
  ['dict', 'table'],
  ['len', 'length'],
  ['type', 'kind'],
  ['id', 'user_id'],
]);

/**
 * What a beginner reads for a Ruff rule: what is wrong and what to do, with the code's own names.
 * `name` is the name Ruff quotes, `text` the code Ruff points at.
 */
function plainWords(
  rule: string,
  name: string,
  text: string,
  code: string,
  line: number,
): { rule?: string; message: string } | undefined {
  const snippet = text.replace(/\s+/g, ' ').trim();
  switch (rule) {
    case 'F821': {
      const spelled = PYTHON_SPELLING.get(name);
      if (spelled)
        return { message: `Python writes \`${spelled}\` with a capital letter, not \`${name}\`.` };
      const later = definedLaterAt(code, name, line);
      if (later !== undefined)
        return {
          rule: 'python/used-before-def',
          message: `\`${name}\` is used here but only defined on line ${later}: Python runs from top to bottom, so move this line below that definition.`,
        };
      return {
        message: `\`${name}\` is not defined: check its spelling, or give it a value before this line.`,
      };
    }
    case 'F841':
      return { message: `\`${name}\` gets a value that is never used: use it, or remove it.` };
    case 'F823':
      return {
        message: `\`${name}\` is changed inside this function but was made outside it, so Python stops with an UnboundLocalError. Add \`global ${name}\` as the function's first line, or pass it in and return it.`,
      };
    case 'E722':
      return {
        message:
          'A bare `except:` also hides typing mistakes and Ctrl+C: name the error you expect, e.g. `except ValueError:`.',
      };
    case 'B006':
      return {
        message: `The default \`${snippet}\` is made once and shared by every call, so it keeps what earlier calls put in it. Use \`None\` as the default and make a new one inside the function.`,
      };
    case 'F811':
      return {
        message: `\`${name}\` is defined a second time here, replacing the first one: rename one of them.`,
      };
    case 'F632':
      return {
        message: `\`is\` checks whether two things are the very same object, not whether they are equal: use \`==\` (\`${snippet.replace(/\bis not\b/, '!=').replace(/\bis\b/, '==')}\`).`,
      };
    case 'E711':
      return {
        message:
          'To check for None, write `is None` (or `is not None`) instead of `== None` (or `!= None`).',
      };
    case 'B015': {
      const target = snippet.split('==')[0]?.trim() ?? snippet;
      return {
        message: `\`${snippet}\` compares and throws the answer away. To give \`${target}\` a new value, use one \`=\`.`,
      };
    }
    case 'B018':
      return {
        message: `\`${snippet}\` on its own line does nothing: use it (assign it, print it) or remove it.`,
      };
    case 'A001': {
      const instead = BUILTIN_RENAMES.get(name) ?? `my_${name}`;
      return {
        message: `\`${name}\` is the name of a Python built-in: using it for a variable hides \`${name}()\` for the rest of the program. Choose another name, such as \`${instead}\`.`,
      };
    }
    case 'PLW0711':
      return {
        message: `\`except ${snippet}\` catches only the first one: write \`except (${snippet.split(/\s+(?:or|and)\s+/).join(', ')}):\`.`,
      };
    case 'B002':
      return {
        message: `Python has no \`++\`: \`${snippet}\` does nothing. Write \`${snippet.replace(/^[+-]+/, '')} += 1\`.`,
      };
    case 'RUF027': {
      const placeholder = /\{[^{}]*\}/.exec(snippet)?.[0] ?? '{...}';
      return {
        message: `This text has \`${placeholder}\` in it but no \`f\` in front, so it is printed as it is. Write an f-string: f${snippet}.`,
      };
    }
    case 'B909':
      return {
        message: `\`${name}\` is changed while the \`for\` loop goes through it, so some items are skipped. Loop over a copy (\`${name}[:]\`) or build a new list.`,
      };
    default:
      return undefined;
  }
}
