/**
 * `missing-return`: a call whose function returned nothing while its result was used (a
 * function given to `.map()` and the like too).
 */
import { sameValue } from '../recording';
import type { Call, Finder } from './reading';
import { matching } from './source';
import { callSite, escape, shortName } from './text';

/** The name an assignment statement sets. */
function assignedName(text: string): string | undefined {
  return /^(?:(?:let|var|const)\s+)?([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=(?!=)/.exec(text)?.[1];
}

export function missingReturns(finder: Finder): void {
  for (const call of finder.calls.values()) {
    if (call.returnStep === undefined || call.callerStep < 0) continue;
    if (!finder.inFile(call.returnStep) || !finder.inFile(call.callerStep)) continue;
    const ret = finder.r.steps[call.returnStep];
    if (ret?.value?.t !== 'none' || ret.value.v === 'null') continue;
    const frame = finder.r.frames[call.frame];
    if (!frame) continue;
    const before = finder.ownPrev(call.returnStep);
    if (before !== undefined && finder.r.steps[before]?.event === 'exception') continue;
    if (!returnsNothing(finder, call.returnStep, frame.line)) continue;
    const name = shortName(call.name);
    const callerText = finder.statementAt(call.callerStep);
    const callerMasked = finder.maskedStatementAt(call.callerStep);
    let site: { text: string; args: string[] } | undefined;
    if (name && !name.startsWith('(') && !name.startsWith('new ')) {
      site = callSite(callerText, callerMasked, name);
      if (!site || !resultUsed(callerMasked, name)) continue;
    } else if (!finder.py && /^\(anonymous\)$/.test(call.name)) {
      const method = /\.(map|filter|find|findIndex|some|every|reduce|flatMap|sort)\s*\(/.exec(
        callerMasked,
      );
      if (!method || /\.forEach\s*\(/.test(callerMasked)) continue;
      finder.add(
        'run/missing-return',
        frame.line,
        `The function given to \`.${method[1]}()\` on line ${frame.line} returned undefined: its body has no \`return\`, so \`.${method[1]}()\` got undefined from it each time. Add \`return\` before the value it works out (or drop the braces of an arrow function).`,
        { family: 'missing-return' },
      );
      continue;
    } else continue;
    const callLine = finder.lineOfStep(call.callerStep);
    const worked = workedOut(finder, call);
    const target = assignedName(callerText);
    const after = callerText.slice(callerText.indexOf(site.text) + site.text.length).trimStart();
    const consequence = /^\??\.|^\[/.test(after)
      ? `so reading \`${/^(\??\.[\w$]+|\[[^\]]*\])/.exec(after)?.[1] ?? after.slice(0, 10)}\` from it stopped the program`
      : target
        ? `so \`${target}\` was ${finder.none}`
        : /^(?:print|console\.log)\s*\(/.test(callerText)
          ? `so it printed ${finder.none}`
          : /^(?:if|elif|while)\b/.test(callerText)
            ? `so the test on line ${callLine} got ${finder.none}, which counts as ${finder.py ? 'False' : 'false'}`
            : `so line ${callLine} used ${finder.none} in place of a result`;
    const called = finder.calledWith(call, name) ?? site.text;
    const partial = returnLine(finder, frame.line);
    const ends = partial
      ? `\`${name}\` reached its end without a \`return\` (the one on line ${partial} did not run)`
      : `\`${name}\` ends without returning a value`;
    const advice = partial
      ? `Give \`${name}\` a \`return\` for this case too, at its end.`
      : worked
        ? `Add \`return ${worked.name}\` at the end of \`${name}\`.`
        : `End \`${name}\` with \`return\` and the value it should give back.`;
    finder.add(
      'run/missing-return',
      frame.line,
      `\`${called}\` on line ${callLine} gave back ${finder.none}: ${ends}${!partial && worked ? ` (it had worked out \`${worked.name}\` = ${worked.text})` : ''}, ${consequence}. ${advice}`,
      { family: 'missing-return' },
    );
  }
}

/** The line of a `return` with a value in the function defined on `defLine`, if it has one. */
function returnLine(finder: Finder, defLine: number): number | undefined {
  const end = finder.py
    ? (finder.c.source.blockEnd(defLine) ?? defLine)
    : finder.c.lineOf(functionEnd(finder, defLine));
  for (let n = defLine; n <= end; n++) {
    const text = finder.maskedLine(n);
    if (/(?<![\w$])return\s+[^\s;]/.test(text) && !(n === defLine && !finder.py && /=>/.test(text)))
      return n;
  }
  return undefined;
}

/** Where a JavaScript function defined on `line` ends: its closing brace. */
function functionEnd(finder: Finder, line: number): number {
  const m = finder.c.masked;
  const from = finder.c.lineStart(line);
  const open = m.indexOf('{', from);
  if (open < 0) return finder.c.lineEnd(line);
  const close = matching(m, open);
  return close < 0 ? finder.c.lineEnd(line) : close;
}

/** Whether a call's return step is an end reached without `return value`. */
function returnsNothing(finder: Finder, returnStep: number, defLine: number): boolean {
  const step = finder.r.steps[returnStep];
  if (!step) return false;
  const def = finder.c.statement(defLine);
  if (finder.py) {
    if (!/^(?:async\s+)?def\b/.test(def)) return false;
    // A generator's end is not a result.
    const end = finder.c.source.blockEnd(defLine) ?? defLine;
    for (let n = defLine + 1; n <= end; n++) if (/\byield\b/.test(finder.c.code(n))) return false;
    const text = finder.c.code(step.line);
    return !/^return\b/.test(text) || /^return\s*$/.test(text);
  }
  if (/\bfunction\s*\*|^\s*\*|\basync\b|\bconstructor\b|^class\b/.test(def)) return false;
  const text = finder.c.stepText(step);
  return text.startsWith('}') || /^return\s*;?$/.test(text);
}

/** Whether a statement uses what a call of `name` gives back (it is not the whole statement). */
function resultUsed(masked: string, name: string): boolean {
  // `return f(x)` hands the result on; whether it is used is the caller's business.
  const text = masked
    .trim()
    .replace(/;$/, '')
    .trim()
    .replace(/^(?:await|return)\s+/, '');
  const re = new RegExp(`^[\\w$.\\[\\]]*?\\b${escape(name)}\\s*\\(`);
  const m = re.exec(text);
  if (m) {
    const close = matching(text, m[0].length - 1);
    if (close === text.length - 1) return false;
  }
  return !new RegExp(`\\bnew\\s+${escape(name)}\\b`).test(text);
}

/** The value a function had worked out when it ended: its latest own name set that is not a parameter. */
function workedOut(finder: Finder, call: Call): { name: string; text: string } | undefined {
  if (call.returnStep === undefined) return undefined;
  const params = new Set(
    (finder.r.vars[finder.r.steps[call.callStep]?.vars ?? -1] ?? []).map(([n]) => n),
  );
  const end = finder.r.vars[finder.r.steps[call.returnStep]?.vars ?? -1] ?? [];
  let best: { name: string; at: number } | undefined;
  for (const [name, value] of end) {
    if (params.has(name) || value.t === 'fn') continue;
    let at = call.callStep;
    for (
      let p: number | undefined = call.returnStep;
      p !== undefined && p > call.callStep;
      p = finder.ownPrev(p)
    ) {
      const prev = finder.ownPrev(p);
      const was = prev !== undefined ? finder.value(prev, name) : undefined;
      const now = finder.value(p, name);
      if (now && (!was || !sameValue(was, now))) {
        at = p;
        break;
      }
    }
    if (!best || at > best.at) best = { name, at };
  }
  if (!best) return undefined;
  const value = end.find(([n]) => n === best.name)?.[1];
  return value ? { name: best.name, text: finder.show(value, call.returnStep) } : undefined;
}
