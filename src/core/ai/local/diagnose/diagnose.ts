/**
 * The problems the built-in engine names in a program, as it is written (before any formatting):
 * the syntax error, or what the linters find that a beginner should look at, each with its line.
 * JavaScript / JSX: TypeScript's type checker (typecheck/), then ESLint with the report-only rules
 * and the editor's own (eslint.ts, eslint-rules.ts, eslint-diagnoses/); where both name the same
 * mistake on a line, the checker's words are kept. Python: Pyright, the mistake rules over the parse
 * tree (typecheck/python-rules), Ruff and the editor's own checks, one finding per mistake family
 * and line, in that order of preference. Other languages: nothing.
 *
 * Auto-Fix's "left for you", Explain and the mistake corpus's score all come from here.
 */
import { isJavaScript, languageKey } from '../../language';
import { type FixDetail, throwIfAborted } from '../../types';
import type { AutoFixTools } from '../autofix/autofix';
import { eslintReport, javascriptSyntaxError } from '../autofix/eslint';
import { pythonSyntaxProblem } from '../autofix/python-checks';
import { pythonProblems, pythonSyntaxError, ruffWorkspace } from '../autofix/ruff';
import { familyOf } from './families';
import { checkerFindings } from '../typecheck/checker-findings';
import { pythonTypeCheck } from '../typecheck/py-check';
import { pythonRuleFindings } from '../typecheck/python-rules';
import { pyrightFindings } from '../typecheck/pyright-findings';
import { typedRuleFindings } from '../typecheck/rules';
import { type TypeLibSource, typeCheck } from '../typecheck/ts-check';

function syntax(error: { message: string; line: number }): FixDetail[] {
  return [
    { rule: 'syntax', message: `Syntax error: ${error.message}`, line: error.line, confidence: 1 },
  ];
}

/** The checker's findings and the typed rules', one per mistake family and line. */
async function typedFindings(
  code: string,
  jsx: boolean,
  libs: TypeLibSource,
): Promise<FixDetail[]> {
  const check = await typeCheck(code, jsx, libs);
  const seen = new Set<string>();
  return [...checkerFindings(check), ...typedRuleFindings(check)].filter((d) => {
    const key = `${d.family}:${d.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The problems in `code`, in line order. Rejects only with an AbortError. */
export async function diagnose(
  code: string,
  language: string,
  tools: AutoFixTools = {},
  signal?: AbortSignal,
): Promise<FixDetail[]> {
  const key = languageKey(language);
  let found: FixDetail[] = [];
  if (isJavaScript(key)) {
    const jsx = key === 'jsx';
    const error = await javascriptSyntaxError(code, jsx);
    // As written: the misspellings Auto-Fix would correct are named too.
    if (error) found = syntax(error);
    else {
      const linted = await eslintReport(code, jsx, new Set(), { typos: true });
      const typed = tools.typeLibs ? await typedFindings(code, jsx, tools.typeLibs) : [];
      // The checker's finding and a linter rule's of the same mistake on a line: one is told.
      const typedAt = new Set(typed.map((d) => `${d.family}:${d.line}`));
      found = [...typed, ...linted.filter((d) => !typedAt.has(`${familyOf(d)}:${d.line}`))];
    }
  } else if (key === 'python' && tools.ruffWasm) {
    // Pyright checks in a worker of its own while Ruff and the rules run here. A checker that
    // fails or does not answer leaves the other findings to be told.
    const checked = tools.pyright
      ? pythonTypeCheck(code, tools.pyright).then(pyrightFindings, (error: unknown) => {
          console.warn('The Python type checker failed', error);
          return [];
        })
      : Promise.resolve([]);
    const ws = await ruffWorkspace(tools.ruffWasm);
    const error = pythonSyntaxError(ws, code);
    if (error) found = [pythonSyntaxProblem(code, error)];
    else {
      const ruledAll = pythonRuleFindings(code);
      const lintedAll = pythonProblems(ws, code);
      const typed = await checked;
      const typedAt = new Set(typed.map((d) => `${d.family}:${d.line}`));
      // The tree rules' findings, where the checker did not name the same mistake on the line.
      const ruled = ruledAll.filter((d) => !typedAt.has(`${d.family}:${d.line}`));
      const toldAt = new Set([...typedAt, ...ruled.map((d) => `${d.family}:${d.line}`)]);
      // An undefined name the checker told as a missing import or a method called alone, and a
      // "useless expression" told as the call left out or the value thrown away.
      const typedLines = new Set(typed.map((d) => d.line));
      const ruledLines = new Set(ruled.map((d) => d.line));
      const linted = lintedAll.filter(
        (d) =>
          !toldAt.has(`${familyOf(d)}:${d.line}`) &&
          !(d.rule === 'ruff/F821' && typedLines.has(d.line)) &&
          !(d.rule === 'ruff/B018' && (typedLines.has(d.line) || ruledLines.has(d.line))),
      );
      found = [...typed, ...ruled, ...linted];
    }
  }
  throwIfAborted(signal);
  return found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
