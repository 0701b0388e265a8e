/**
 * The corpus of classic beginner mistakes (`__fixtures__/<language>/*`): one small program per
 * file, whose first line says what the engine must name, as a comment:
 *
 *   // expect: editor/cond-assign line 3      (a rule, or a mistake family: families.ts)
 *   // expect: none                           (a correct program: nothing may be named)
 *
 * Lines count from the top of the file, that first line included. A case is named correctly when
 * the engine reports that rule on that line; a correct program, when it reports nothing.
 */
import type { FixDetail } from '../../types';
import { familyOf, isMistakeFamily } from './families';

export { applyEdit } from '../../edits';

export interface MistakeCase {
  /** The file name, e.g. '01-cond-assign.js'. */
  name: string;
  language: 'javascript' | 'python';
  code: string;
  /** `null` for a correct program. */
  expect: { rule: string; line: number } | null;
}

const HEADER = /^(?:\/\/|#)\s*expect:\s*(?:none|(\S+)\s+line\s+(\d+))\s*$/;

/** Reads one fixture; throws when its first line is not an `expect:` comment. */
export function parseCase(name: string, code: string): MistakeCase {
  const language = name.endsWith('.py') ? 'python' : 'javascript';
  const first = code.split('\n', 1)[0] ?? '';
  const m = HEADER.exec(first.trim());
  if (!m)
    throw new Error(
      `${name}: the first line must be '// expect: <rule> line <n>' or '// expect: none'`,
    );
  return {
    name,
    language,
    code,
    expect: m[1] && m[2] ? { rule: m[1], line: Number(m[2]) } : null,
  };
}

/** Whether `found` names the case's mistake (or, for a correct program, names nothing). */
export function namesCorrectly(c: MistakeCase, found: readonly FixDetail[]): boolean {
  if (!c.expect) return found.length === 0;
  // Named by its rule, or by another rule or the checker naming the same mistake family.
  return namingFinding(c, found) !== undefined;
}

export interface CorpusScore {
  language: string;
  total: number;
  named: number;
  /** The cases named wrongly, with what the engine said instead. */
  misses: { name: string; expected: string; found: string[] }[];
}

/** Scores `diagnoseCase` over the cases of one language. */
export async function scoreCorpus(
  language: string,
  cases: readonly MistakeCase[],
  diagnoseCase: (c: MistakeCase) => Promise<FixDetail[]>,
): Promise<CorpusScore> {
  const score: CorpusScore = { language, total: 0, named: 0, misses: [] };
  for (const c of cases) {
    score.total += 1;
    const found = await diagnoseCase(c);
    if (namesCorrectly(c, found)) score.named += 1;
    else
      score.misses.push({
        name: c.name,
        expected: c.expect ? `${c.expect.rule} line ${c.expect.line}` : 'none',
        found: found.map((d) => `${d.rule} line ${d.line ?? '?'}: ${d.message}`),
      });
  }
  return score;
}

/** A program as compared with its fixed version: no header comments, blank lines or trailing spaces. */
export function comparable(code: string): string {
  return code
    .split('\n')
    .filter((l) => !/^\s*(?:\/\/|#)\s*(?:expect|stdin):/.test(l))
    .map((l) => l.trimEnd())
    .filter((l) => l !== '')
    .join('\n');
}

/** The finding that names the case's mistake, when one does. */
export function namingFinding(c: MistakeCase, found: readonly FixDetail[]): FixDetail | undefined {
  if (!c.expect) return undefined;
  const { rule, line } = c.expect;
  const family = isMistakeFamily(rule) ? rule : familyOf({ rule });
  return found.find(
    (d) => d.line === line && (d.rule === rule || (family && familyOf(d) === family)),
  );
}
