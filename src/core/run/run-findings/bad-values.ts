/**
 * Where NaN or undefined came from: a call given fewer arguments than its function takes
 * (`wrong-argument-count`), a property that does not exist (`run/missing-property`), an index
 * one past the end (`off-by-one-bound`; further out, `run/index-out-of-range`), or a
 * computation on something that is not a number (`run/nan`).
 */
import type { TraceValue } from '../trace-types';
import { indexProblem } from './past-the-end';
import type { Finder } from './reading';
import { callSite, closest, count, shortName, words } from './text';

/** Bad values (NaN, undefined) followed back at most, and how deep. */
const MAX_TRACES = 12;
const MAX_TRACE_DEPTH = 6;

/** What went NaN: the name a `+=` changes, or the expression a statement computes. */
function nanClause(statement: string): string {
  const compound = /^([A-Za-z_$][\w$.]*)\s*[-+*/%]=(?!=)/.exec(statement.trim());
  return compound?.[1] ? `\`${compound[1]}\` became NaN` : `\`${expressionOf(statement)}\` is NaN`;
}

/** What a statement computes: without `return`, the name it sets, and its `;`. */
function expressionOf(statement: string): string {
  let text = statement.trim().replace(/;$/, '').trim();
  text = text.replace(/^return\s+/, '');
  const m =
    /^(?:(?:let|var|const)\s+)?[A-Za-z_$][\w$.]*\s*(?::[^=]+)?(?:[+\-*/]?=)(?!=)\s*([\s\S]+)$/.exec(
      text,
    );
  if (m?.[1]) text = m[1];
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

export function badValues(finder: Finder): void {
  const r = finder.r;
  const seen = new Set<string>();
  // Names that first hold NaN (or text with undefined/NaN in it, in JavaScript).
  for (let k = 0; k < r.length && finder.traces < MAX_TRACES; k++) {
    const step = r.steps[k];
    if (!step || !finder.inFile(k) || step.event === 'call') continue;
    const prev = finder.ownPrev(k);
    if (prev === undefined) continue;
    for (const [name, value] of r.vars[step.vars] ?? []) {
      const kind = badKind(finder, value);
      if (!kind) continue;
      const key = `${r.frameOf(k)}|${name}`;
      if (seen.has(key)) continue;
      const before = finder.value(prev, name);
      if (before && badKind(finder, before) === kind) continue;
      seen.add(key);
      finder.traces++;
      const statement = finder.statementAt(prev);
      const so =
        kind === 'NaN' ? nanClause(statement) : `\`${name}\` became ${finder.show(value, k)}`;
      trace(finder, prev, kind, so, 0);
    }
  }
  // Output with NaN or undefined in it.
  const word = finder.py ? /\bnan\b/ : /\bNaN\b|\bundefined\b/;
  for (const out of r.output) {
    if (finder.traces >= MAX_TRACES) break;
    if (out.stream !== 'stdout' || !word.test(out.text)) continue;
    const p = finder.printingStep(out.step);
    if (p < 0 || !finder.inFile(p)) continue;
    finder.traces++;
    const printed =
      out.text
        .trim()
        .split('\n')
        .find((l) => word.test(l)) ?? out.text.trim();
    const so = `line ${finder.lineOfStep(p)} printed ${finder.show({ t: 'str', v: printed }, p, 50)}`;
    const kind = /\bNaN\b|\bnan\b/.test(printed) ? 'NaN' : 'undefined';
    trace(finder, p, kind, so, 0);
  }
  // What the line that crashed read as nothing.
  if (finder.errorStep >= 0 && finder.inFile(finder.errorStep)) {
    const k = finder.errorStep;
    const text = finder.statementAt(k);
    for (const [name, value] of finder.valuesOn(k, text)) {
      if (value.t !== 'none' || value.v === 'null') continue;
      whyUndefined(finder, k, name, `line ${finder.lineOfStep(k)} crashed`, 0);
    }
  }
}

function badKind(finder: Finder, value: TraceValue): 'NaN' | 'text' | undefined {
  if (value.t === 'num' && (value.v === 'NaN' || value.v === 'nan')) return 'NaN';
  if (!finder.py && value.t === 'str' && /\bundefined\b|\bNaN\b/.test(value.v)) return 'text';
  return undefined;
}

/**
 * Follows a bad value made at step `k` back to its cause: a name that held nothing, a call
 * that returned NaN, a property that does not exist, an index past the end.
 */
function trace(
  finder: Finder,
  k: number,
  kind: 'NaN' | 'text' | 'undefined',
  so: string,
  depth: number,
): boolean {
  if (depth > MAX_TRACE_DEPTH || !finder.inFile(k)) return false;
  const text = finder.statementAt(k);
  const masked = finder.maskedStatementAt(k);
  // A name the line read that was undefined.
  for (const [name, value] of finder.valuesOn(k, text)) {
    if (value.t !== 'none' || value.v === 'null') continue;
    const here = kind === 'NaN' ? nanClause(text) : so;
    if (whyUndefined(finder, k, name, here, depth + 1)) return true;
  }
  // A name the line read that was already NaN: where it became NaN.
  if (kind === 'NaN') {
    for (const [name, value] of finder.valuesOn(k, text)) {
      if (badKind(finder, value) !== 'NaN') continue;
      let first = k;
      for (let p = finder.ownPrev(k); p !== undefined; p = finder.ownPrev(p)) {
        const v = finder.value(p, name);
        if (!v || badKind(finder, v) !== 'NaN') break;
        first = p;
      }
      const setter =
        finder.r.steps[first]?.event === 'call'
          ? finder.calls.get(finder.r.frameOf(first))?.callerStep
          : finder.ownPrev(first);
      if (setter === undefined || setter < 0 || !finder.inFile(setter)) continue;
      if (trace(finder, setter, kind, so, depth + 1)) return true;
      // No cause behind it: where it first appeared is the finding.
      return plainNaN(finder, setter, finder.statementAt(setter));
    }
  }
  // A call on the line that returned NaN or undefined.
  for (const call of finder.callsDuring(k)) {
    const ret = call.returnStep !== undefined ? finder.r.steps[call.returnStep] : undefined;
    const value = ret?.value;
    if (!value || call.returnStep === undefined) continue;
    if (
      (kind === 'NaN' && badKind(finder, value) === 'NaN') ||
      (kind !== 'NaN' && value.t === 'none' && value.v !== 'null')
    ) {
      const last = finder.ownPrev(call.returnStep);
      if (last !== undefined && trace(finder, last, kind, so, depth + 1)) return true;
    }
  }
  // A property or an index the line read that is not there.
  if (!finder.py) {
    if (missingProperty(finder, k, text, masked, kind === 'NaN' ? nanClause(text) : so))
      return true;
    if (indexUndefined(finder, k, text, masked, kind === 'NaN' ? nanClause(text) : so)) return true;
  }
  if (kind === 'NaN' && depth === 0) return plainNaN(finder, k, text);
  return false;
}

/** Why `name` was undefined at step `k`: a missing argument, a missing property, an index. */
function whyUndefined(finder: Finder, k: number, name: string, so: string, depth: number): boolean {
  if (depth > MAX_TRACE_DEPTH) return false;
  const f = finder.r.frameOf(k);
  let first = k;
  for (let p = finder.ownPrev(k); p !== undefined; p = finder.ownPrev(p)) {
    const v = finder.value(p, name);
    if (!v || v.t !== 'none' || v.v === 'null') break;
    first = p;
  }
  const firstStep = finder.r.steps[first];
  const call = finder.calls.get(f);
  if (firstStep?.event === 'call' && call && !finder.py) {
    const params = (finder.r.vars[firstStep.vars] ?? [])
      .map(([n]) => n)
      .filter((n) => n !== 'this');
    const at = params.indexOf(name);
    if (at < 0 || call.callerStep < 0 || !finder.inFile(call.callerStep)) return false;
    const fname = shortName(call.name);
    const callerText = finder.statementAt(call.callerStep);
    const site = callSite(callerText, finder.maskedStatementAt(call.callerStep), fname);
    if (!site) return false;
    if (site.args.length <= at) {
      const line = finder.lineOfStep(call.callerStep);
      const given =
        site.args.length === 0 ? 'passes no value' : `passes ${count(site.args.length, 'value')}`;
      const takes = `\`${fname}\` takes ${params.length} (${params.map((p) => `\`${p}\``).join(', ')})`;
      finder.add(
        'run/wrong-argument-count',
        line,
        `\`${site.text}\` on line ${line} ${given}, but ${takes}: \`${name}\` was undefined, so ${so}. Pass a value for \`${name}\` too.`,
        { family: 'wrong-argument-count' },
      );
      return true;
    }
    const arg = site.args[at]?.trim() ?? '';
    if (/^[A-Za-z_$][\w$]*$/.test(arg))
      return whyUndefined(finder, call.callerStep, arg, so, depth + 1);
    return false;
  }
  const setter = finder.ownPrev(first);
  if (setter === undefined || !finder.inFile(setter)) return false;
  const text = finder.statementAt(setter);
  const masked = finder.maskedStatementAt(setter);
  if (!finder.py) {
    if (missingProperty(finder, setter, text, masked, so)) return true;
    if (indexUndefined(finder, setter, text, masked, so)) return true;
  }
  return false;
}

/** `obj.prop` read where the plain object `obj` has no `prop`. */
function missingProperty(
  finder: Finder,
  k: number,
  text: string,
  masked: string,
  so: string,
): boolean {
  const m = masked.length === text.length ? masked : text;
  for (const match of m.matchAll(
    /(?<![\w$.])([A-Za-z_$][\w$]*)\s*\??\.\s*([A-Za-z_$][\w$]*)\b(?!\s*\()/g,
  )) {
    const owner = match[1] ?? '';
    const prop = match[2] ?? '';
    const value = finder.value(k, owner);
    if (value?.t !== 'ref') continue;
    const box = finder.r.objectAt(value.id, k);
    if (!box || box.kind !== 'object' || box.type !== 'Object' || !box.entries) continue;
    if (box.total > box.entries.length) continue;
    const keys = box.entries.map(([kv]) => (kv.t === 'str' ? kv.v : '')).filter(Boolean);
    if (keys.includes(prop) || prop in Object.prototype) continue;
    const close = closest(prop, keys);
    const line = finder.lineOfStep(k);
    finder.add(
      'run/missing-property',
      line,
      `\`${owner}\` has no property \`${prop}\` (it is ${finder.show(value, k)}), so \`${owner}.${prop}\` was undefined and ${so}. ${close ? `Did you mean \`${owner}.${close}\`?` : `Use a property \`${owner}\` has, or set \`${owner}.${prop}\` first.`}`,
    );
    return true;
  }
  return false;
}

/** `xs[i]` read past the end of an array (undefined in JavaScript). */
function indexUndefined(
  finder: Finder,
  k: number,
  text: string,
  masked: string,
  so: string,
): boolean {
  const found = indexProblem(finder, k, text, masked);
  if (!found) return false;
  const line = finder.lineOfStep(k);
  finder.add(
    found.offByOne ? 'run/off-by-one-bound' : 'run/index-out-of-range',
    line,
    `${found.what.replace(/` failed because/, '` was undefined because')}, so ${so}. ${found.advice}`,
    found.offByOne ? { family: 'off-by-one-bound' } : {},
  );
  return true;
}

/** NaN with no name that held nothing behind it: what the line computed with. */
function plainNaN(finder: Finder, k: number, text: string): boolean {
  if (/isNaN|isnan/.test(finder.c.raw)) return false;
  // NaN written in the program's own text is not a computation's.
  if (/(["'`])(?:(?!\1).)*\b(?:NaN|nan)\b(?:(?!\1).)*\1/.test(text)) return false;
  if (/(?<![\w$.])NaN(?![\w$])/.test(finder.maskedStatementAt(k))) return false;
  const values = finder.valuesOn(k, text);
  const said = values.slice(0, 5).map(([n, v]) => `\`${n}\` was ${finder.show(v, k)}`);
  const textual = values.filter(([, v]) => v.t === 'str');
  const line = finder.lineOfStep(k);
  const expr = expressionOf(text);
  const divisor = /\/\s*([A-Za-z_$][\w$]*)/.exec(expr)?.[1];
  const by = divisor !== undefined ? finder.value(k, divisor) : undefined;
  const zero = by?.t === 'num' && (by.v === '0' || by.v === '0.0');
  const advice = zero
    ? `0 divided by 0 is NaN: check that \`${divisor}\` is not 0 before dividing.`
    : /\b(?:parseInt|parseFloat|Number)\s*\(/.test(expr)
      ? 'Turning text that is not a number into a number gives NaN: check the text first.'
      : textual.length
        ? `${words(textual.map(([n]) => `\`${n}\``))} ${textual.length === 1 ? 'is' : 'are'} text, not a number: turn ${textual.length === 1 ? 'it' : 'them'} into a number first (and check that ${textual.length === 1 ? 'it is' : 'they are'} one).`
        : 'NaN means "not a number": each value in the computation must be a number.';
  finder.add(
    'run/nan',
    line,
    `\`${expr}\` on line ${line} gave NaN${said.length ? `: ${words(said)}` : ''}. ${advice}`,
  );
  return true;
}
