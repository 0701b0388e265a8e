/**
 * `xs[i]` past the end, said with its values: for the uncaught error and for undefined traced
 * back.
 */
import type { TraceValue } from '../trace-types';
import { isBox, lengthOf, namesIn, parseExpr } from './expr';
import type { Finder } from './reading';
import { matching } from './source';
import { count, escape, words } from './text';

/** `xs[i]` past the end in a text, said with its values. */
export function indexProblem(
  finder: Finder,
  k: number,
  text: string,
  maskedText: string,
  reading?: string,
): { what: string; advice: string; offByOne: boolean } | undefined {
  const found = subscripts(text, maskedText);
  for (const { name, index, full, after } of found) {
    if (
      reading !== undefined &&
      !after.startsWith(`.${reading}`) &&
      !after.startsWith(`?.${reading}`)
    )
      continue;
    const container = finder.value(k, name);
    if (!container) continue;
    const c = finder.env(k).convert(container);
    const len = lengthOf(c);
    if (len === undefined || (isBox(c) && !c.box.items)) continue;
    const i = finder.eval(index, k);
    if (typeof i !== 'number' || !Number.isInteger(i)) continue;
    const outside = i >= len || (finder.py ? i < -len : i < 0);
    if (!outside) continue;
    const noun = typeof c === 'string' ? 'characters' : 'items';
    const has =
      len === 0
        ? `\`${name}\` is empty`
        : `\`${name}\` has ${count(len, noun.slice(0, -1), noun)} (indexes 0 to ${len - 1})`;
    const indexValues = [...namesIn(parseExpr(index, finder.py))]
      .map((n) => [n, finder.value(k, n)] as const)
      .filter((pair): pair is readonly [string, TraceValue] => pair[1] !== undefined)
      .map(([n, v]) => `\`${n}\` was ${finder.show(v, k)}`);
    const failed = reading !== undefined ? `\`${full}\` was undefined` : `\`${full}\` failed`;
    const what = `${failed} because ${has}${indexValues.length ? ` and ${words(indexValues)}` : ''}`;
    const size = finder.py ? `\`len(${name})\`` : `\`${name}.length\``;
    const loose = looseBound(finder, name);
    const advice = loose?.text.startsWith('range')
      ? `\`${loose.text}\` on line ${loose.line} goes one past the last index; \`range(len(${name}))\` stops at the right place.`
      : loose
        ? `The test \`${loose.text}\` on line ${loose.line} lets the index reach ${size}; use \`<\` instead of \`<=\`.`
        : len === 0
          ? `\`${name}\` has no items yet: fill it before reading from it.`
          : `An index of \`${name}\` must stay below ${size} (${len}).`;
    return { what, advice, offByOne: i === len };
  }
  return undefined;
}

/** A loop test like `i <= len(xs)` or `i <= xs.length` somewhere in the code. */
function looseBound(finder: Finder, name: string): { text: string; line: number } | undefined {
  const size = finder.py ? `len\\(\\s*${escape(name)}\\s*\\)` : `${escape(name)}\\.length`;
  const re = new RegExp(`[\\w$.]+\\s*<=\\s*${size}`);
  for (let n = 1; n <= finder.c.lineCount; n++) {
    const m = re.exec(finder.maskedLine(n));
    if (m) return { text: m[0], line: n };
  }
  const range = finder.py
    ? new RegExp(`range\\(\\s*(?:[^,()]+,\\s*)?len\\(\\s*${escape(name)}\\s*\\)\\s*\\+\\s*1\\s*\\)`)
    : null;
  for (let n = 1; range && n <= finder.c.lineCount; n++) {
    const m = range.exec(finder.maskedLine(n));
    if (m) return { text: m[0], line: n };
  }
  return undefined;
}

export function subscripts(
  text: string,
  maskedText: string,
): { name: string; index: string; full: string; after: string }[] {
  const out: { name: string; index: string; full: string; after: string }[] = [];
  const m = maskedText.length === text.length ? maskedText : text;
  for (const match of m.matchAll(/([A-Za-z_$][\w$]*)\s*\[/g)) {
    const open = match.index + match[0].length - 1;
    const close = matching(m, open);
    if (close < 0) continue;
    const before = m.slice(0, match.index);
    // `obj.items[0]`: a property's item, not a name's.
    if (/\.\s*$/.test(before)) continue;
    const name = match[1] ?? '';
    out.push({
      name,
      index: text.slice(open + 1, close).trim(),
      full: text.slice(match.index, close + 1),
      after: text.slice(close + 1).trimStart(),
    });
  }
  return out;
}
