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
import { TYPOS } from '../typos';

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
const REPORT = ['F821', 'F841', 'E722', 'B006', 'F811', 'E741', 'F601'];

let workspacePromise: Promise<RuffWorkspace> | undefined;

export function ruffWorkspace(source: RuffWasmSource): Promise<RuffWorkspace> {
  workspacePromise ??= (async () => {
    const ruff = await import('@astral-sh/ruff-wasm-web');
    await ruff.default({ module_or_path: await source() });
    return new ruff.Workspace(
      {
        lint: { select: [...Object.keys(RUFF_FIXES), ...REPORT] },
        format: { 'indent-style': 'space' },
      },
      ruff.PositionEncoding.Utf16,
    ) as RuffWorkspace;
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
        (d.code && d.fix && RUFF_FIXES[d.code] && !disabled.has(`ruff/${d.code}`)) ||
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

/** What Ruff reports on `code` that auto-fix does not change. */
export function ruffReport(ws: RuffWorkspace, code: string): FixDetail[] {
  return ws
    .check(code)
    .filter((d) => d.code && d.code !== 'invalid-syntax' && (!d.fix || !RUFF_FIXES[d.code]))
    .map((d) => ({
      rule: `ruff/${d.code}`,
      message: d.message.replace(/\.$/, ''),
      line: d.start_location.row,
      confidence: 1,
    }));
}
