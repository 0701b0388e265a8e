/**
 * `result-discarded`: the result of a method that changes nothing (`s.upper()`, `xs.toSorted()`…)
 * thrown away, while the program printed the value unchanged.
 */
import { sameValue } from '../recording';
import type { TraceValue } from '../trace-types';
import type { Finder } from './reading';
import { splitTop } from './source';
import { escape, wordSet } from './text';

/** Methods that give back a new value and change nothing, whose result must be kept. */
const PURE_METHODS_PY = wordSet(`
  upper lower strip lstrip rstrip title capitalize swapcase casefold replace zfill center
  ljust rjust removeprefix removesuffix
`);
const PURE_METHODS_JS = wordSet(`
  trim trimStart trimEnd toUpperCase toLowerCase replace replaceAll concat slice padStart
  padEnd repeat toSorted toReversed filter substring toFixed
`);

export function discardedResults(finder: Finder): void {
  const methods = finder.py ? PURE_METHODS_PY : PURE_METHODS_JS;
  for (let k = 0; k < finder.r.length; k++) {
    const step = finder.r.steps[k];
    if (!step || step.event !== 'line' || !finder.inFile(k)) continue;
    const text = finder.statementAt(k).replace(/;$/, '').trim();
    const m =
      /^([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\s*\(([\s\S]*)\)$/.exec(text) ??
      (finder.py ? /^(sorted|reversed)\s*\(\s*([A-Za-z_$][\w$]*)\s*\)$/.exec(text) : null);
    if (!m) continue;
    const isCall = m[1] === 'sorted' || m[1] === 'reversed';
    const name = (isCall ? m[2] : m[1]) ?? '';
    const method = (isCall ? m[1] : m[2]) ?? '';
    if (!isCall && !methods.has(method)) continue;
    if (finder.has('run/result-discarded', step.line)) continue;
    const before = finder.value(k, name);
    const next = finder.ownNext(k);
    if (!before || next === undefined) continue;
    const after = finder.value(next, name);
    if (
      !after ||
      !sameValue(before, after) ||
      (after.t === 'ref' && finder.changedBetween(after.id, k, next))
    )
      continue;
    const args = isCall ? '' : (m[3] ?? '');
    if (!wouldChange(finder, before, method, args, k)) continue;
    const shown = laterPrint(finder, k, name, before);
    if (!shown) continue;
    const keep = `${name} = ${text}`;
    const constant =
      !finder.py && new RegExp(`\\bconst\\s+${escape(name)}\\b`).test(finder.c.masked);
    const what = before.t === 'str' ? 'text' : finder.py ? 'list' : 'array';
    finder.add(
      'run/result-discarded',
      step.line,
      `\`${text}\` on line ${step.line} gave back a new ${what} and nothing kept it: \`${name}\` stayed ${finder.show(before, k)}, and line ${shown} printed it unchanged. Keep the result: \`${keep}\`${constant ? ` (declare \`${name}\` with \`let\`)` : ''}.`,
      { family: 'result-discarded' },
    );
  }
}

/** Whether a method would give back something else than the value it is called on. */
function wouldChange(
  finder: Finder,
  value: TraceValue,
  method: string,
  args: string,
  k: number,
): boolean {
  if (value.t === 'str') {
    const s = value.v;
    const argVals =
      args.trim() === ''
        ? []
        : splitTop(args, 0, args.length, ',').map((r) =>
            finder.eval(args.slice(r.from, r.to).trim(), k),
          );
    const [a, b] = argVals;
    switch (method) {
      case 'upper':
      case 'toUpperCase':
        return s.toUpperCase() !== s;
      case 'lower':
      case 'toLowerCase':
      case 'casefold':
        return s.toLowerCase() !== s;
      case 'strip':
      case 'trim':
        return args.trim() === '' ? s.trim() !== s : true;
      case 'lstrip':
      case 'trimStart':
        return args.trim() === '' ? s.trimStart() !== s : true;
      case 'rstrip':
      case 'trimEnd':
        return args.trim() === '' ? s.trimEnd() !== s : true;
      case 'title':
        return (
          s.replace(/\w\S*/g, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()) !== s
        );
      case 'capitalize':
        return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() !== s;
      case 'replace':
      case 'replaceAll':
        return typeof a === 'string' && typeof b === 'string' ? a !== b && s.includes(a) : true;
      default:
        return args.trim() !== '' || !['slice', 'concat'].includes(method);
    }
  }
  if (value.t === 'ref') {
    if (method === 'sorted' || method === 'toSorted') {
      const items = finder.r.objectAt(value.id, k)?.items ?? [];
      const nums = items.map((i) => (i.t === 'num' ? Number(i.v) : NaN));
      if (nums.every((n) => !Number.isNaN(n)))
        return nums.some((n, i) => i > 0 && n < (nums[i - 1] ?? n));
      return true;
    }
    if (method === 'reversed' || method === 'toReversed')
      return (finder.r.objectAt(value.id, k)?.total ?? 0) > 1;
    return args.trim() !== '';
  }
  return false;
}

/** The line that later printed `name` while it still had its unchanged value. */
function laterPrint(
  finder: Finder,
  k: number,
  name: string,
  value: TraceValue,
): number | undefined {
  const f = finder.r.frameOf(k);
  const word = new RegExp(`(?<![\\w$.])${escape(name)}(?![\\w$])`);
  for (const out of finder.r.output) {
    if (out.step <= k || out.stream !== 'stdout') continue;
    const p = finder.printingStep(out.step);
    if (p < 0 || finder.r.frameOf(p) !== f || !finder.inFile(p)) continue;
    if (!word.test(finder.maskedStatementAt(p))) continue;
    const now = finder.value(p, name);
    if (!now || !sameValue(now, value)) return undefined;
    if (value.t === 'ref' && finder.changedBetween(value.id, k, p)) return undefined;
    if (value.t === 'str' && value.v.trim() !== '' && !out.text.includes(value.v)) continue;
    return finder.lineOfStep(p);
  }
  return undefined;
}
